// One identity, with or without a password (docs/decisions/060), on a phone in Chinese. A newcomer orders
// a bouquet by code and chooses to pay online, then leaves without paying. Later, on another
// device (a fresh browser), she opens the order e-mail's "My orders" link: signed out, it lands
// on the sign-in page with the code form first; the code from her mailbox signs her in (no
// password: she never set one) and she arrives at her orders, where she pays the order.
import zh from "../shared/i18n/zh.json" with { type: "json" };
import { latestCode, noSideways, PHONE, seriousA11yViolations, storedSession, uniqueEmail } from "./browser";
import { expect, test } from "./fixtures";
import { catalogue, type MailMessage, mailTo } from "./session";

test.use({ viewport: PHONE });

test("at 390 px in Chinese a newcomer orders by code, then on another device follows the e-mail's My orders link, signs in by code and pays", async ({
  newPage,
}) => {
  const product = (await catalogue()).find((item) => item.in_stock);
  if (!product) throw new Error("no product in stock");
  const email = uniqueEmail("one-identity");

  // First device: the order, by code, to be paid online.
  const phone = await newPage();
  await phone.goto(`/zh/order/${product.id}`);
  const form = phone.getByRole("form", { name: zh["Order form"] });
  await form.getByRole("radio", { name: new RegExp(`^${zh.Tomorrow}`) }).check();
  await form.getByRole("radio", { name: new RegExp(`^${zh.Afternoon}`) }).check();
  await form.getByRole("checkbox", { name: zh["I am the recipient"] }).check();
  await form.getByLabel(zh["Full name"]).fill("王芳");
  await form.getByLabel(zh.Email, { exact: true }).fill(email);
  await form.getByLabel(zh["Mobile number"]).fill("+86 139 0000 1234");
  await form.getByLabel(zh["Delivery address"]).fill("Sokha Angkor Resort, Sivatha Blvd");
  await form.getByRole("radio", { name: zh["Card, Alipay or WeChat Pay"] }).check();
  await form.getByRole("button", { name: zh["Place order"] }).click();
  const firstCode = phone.getByLabel(zh["Verification code"]);
  await expect(firstCode).toBeFocused();
  await firstCode.fill(await latestCode(email));
  await phone.getByRole("button", { name: zh["Confirm and place order"] }).click();
  await expect(
    phone.getByRole("heading", { name: zh["Order placed: waiting for your payment"] }),
  ).toBeVisible();
  const id = Number(phone.url().match(/\/orders\/(\d+)\/placed/)?.[1]);
  expect(id).toBeGreaterThan(0);

  // The order e-mail's link to her orders, which asks for sign-in by code.
  let receipt: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        receipt = (await mailTo(email)).find((mail) => mail.text.includes(`#${id}`));
        return receipt?.text ?? "";
      },
      { timeout: 15_000 },
    )
    .toContain(`#${id}`);
  const link = receipt?.text.match(/https?:\/\/\S+\/zh\/orders\?via=code/)?.[0];
  expect(link, "the order e-mail links to /zh/orders?via=code").toBeTruthy();
  const { pathname, search } = new URL(link ?? "");

  // Another device, signed out: the link lands on the code form, not the password.
  const other = await newPage();
  await other.goto(pathname + search);
  await expect(other).toHaveURL(/\/zh\/login\?via=code$/);
  await expect(other.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(other.getByLabel(zh.Password)).toHaveCount(0);
  await expect(other.getByRole("button", { name: zh["E-mail me a code"] })).toBeVisible();
  expect(await noSideways(other)).toBe(true);
  expect(await seriousA11yViolations(other)).toEqual([]);
  await other.screenshot({ path: "test-results/shots/one-identity-login.png", fullPage: true });

  await other.getByLabel(zh.Email, { exact: true }).fill(email);
  await other.getByRole("button", { name: zh["E-mail me a code"] }).click();
  const code = other.getByLabel(zh["Verification code"], { exact: true });
  await expect(code).toBeFocused();
  await other.screenshot({ path: "test-results/shots/one-identity-code.png", fullPage: true });
  // The newest mail is this code (the first code and the receipt came before it).
  await code.fill(await latestCode(email));
  await code.press("Enter");

  // Where the link pointed: her orders, with the order unpaid and Pay now.
  await expect(other).toHaveURL(/\/zh\/orders$/);
  const card = other.getByRole("article").filter({ has: other.getByText(`#${id}`, { exact: true }) });
  await expect(card).toBeVisible();
  await other.screenshot({ path: "test-results/shots/one-identity-orders.png", fullPage: true });
  await card.getByRole("button", { name: zh["Pay now"] }).click();
  await expect(other.getByRole("heading", { name: "PayWay (development)" })).toBeVisible();
  await other.getByRole("button", { name: "Pay (test)" }).click();
  await expect(other).toHaveURL(new RegExp(`/zh/orders/${id}/placed\\?payway=back$`));
  await expect(other.getByText(zh["Paid: thank you! We have received your payment."])).toBeVisible();
  await other.screenshot({ path: "test-results/shots/one-identity-paid.png", fullPage: true });

  // One account: the one the checkout's code made, still without a password.
  const { user } = await storedSession(other);
  expect(JSON.parse(user ?? "null")).toMatchObject({ email, name: "王芳", hasPassword: false });
});
