// Ordering in one sitting (docs/decisions/053), on a phone. A new visitor on the Chinese shop
// goes from a bouquet to a placed order in one form: her e-mail address is one of its fields and
// a code from her mailbox is the only detour. The receipt comes in Chinese with a private
// tracking link that shows the order to anyone holding it, without signing in. A returning
// customer does the same without a second account, and "Order again" places a second order in
// one form.
import zh from "../shared/i18n/zh.json" with { type: "json" };
import { latestCode, noSideways, PHONE, seriousA11yViolations, uniqueEmail } from "./browser";
import { expect, test } from "./fixtures";
import {
  api,
  catalogue,
  createCustomer,
  type MailMessage,
  mailTo,
  placeOrder,
  signedInState,
} from "./session";

test.use({ viewport: PHONE });

/** The order form of product `productId`, filled as a visitor on the Chinese shop fills it. */
async function fillAsVisitor(
  page: import("@playwright/test").Page,
  person: { name: string; email: string; mobile: string },
) {
  const form = page.getByRole("form", { name: zh["Order form"] });
  await form.getByRole("radio", { name: new RegExp(`^${zh.Tomorrow}`) }).check();
  await form.getByRole("radio", { name: new RegExp(`^${zh.Afternoon}`) }).check();
  await form.getByRole("checkbox", { name: zh["I am the recipient"] }).check();
  await form.getByLabel(zh["Full name"]).fill(person.name);
  await form.getByLabel(zh.Email, { exact: true }).fill(person.email);
  await form.getByLabel(zh["Mobile number"]).fill(person.mobile);
  await form.getByLabel(zh["Delivery address"]).fill("Sokha Angkor Resort, Sivatha Blvd");
  return form;
}

/** "Place order", then the code from the mailbox, in place. */
async function confirmWithCode(page: import("@playwright/test").Page, email: string) {
  const form = page.getByRole("form", { name: zh["Order form"] });
  await form.getByRole("button", { name: zh["Place order"] }).click();
  const code = page.getByLabel(zh["Verification code"]);
  await expect(code).toBeFocused();
  await code.fill(await latestCode(email));
  await page.getByRole("button", { name: zh["Confirm and place order"] }).click();
  await expect(page.getByRole("heading", { name: zh["Order placed successfully!"] })).toBeVisible();
  return Number(page.url().match(/\/orders\/(\d+)\/placed/)?.[1]);
}

test("a new visitor on /zh/ orders in one form with a code, gets the receipt in Chinese, and its tracking link shows the order without signing in", async ({
  newPage,
}) => {
  const product = (await catalogue()).find((item) => item.in_stock);
  if (!product) throw new Error("no product in stock");
  const page = await newPage();
  const email = uniqueEmail("visitor");
  await page.goto(`/zh/product/${product.id}`);
  await page.getByRole("button", { name: zh["Order Now"] }).first().click();
  await expect(page).toHaveURL(new RegExp(`/zh/order/${product.id}`));
  await fillAsVisitor(page, { name: "李娜", email, mobile: "+86 138 0013 8000" });
  expect(await noSideways(page)).toBe(true);
  const id = await confirmWithCode(page, email);
  expect(id).toBeGreaterThan(0);
  await page.screenshot({ path: "test-results/shots/one-sitting-placed.png", fullPage: true });

  // The first e-mail of all, the code, came in Chinese too.
  const codeMail = (await mailTo(email)).at(-1);
  expect(codeMail?.subject).toBe(
    zh["Your {shop} order confirmation code"].replace("{shop}", "Siem Reap Flowers"),
  );
  expect(codeMail?.text).toContain(
    zh["The code expires in {minutes} minutes and works once."].replace("{minutes}", "10"),
  );

  // The receipt, in Chinese, with the private tracking link.
  let receipt: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        receipt = (await mailTo(email)).find((mail) => mail.text.includes(`#${id}`));
        return receipt?.subject ?? "";
      },
      { timeout: 15_000 },
    )
    .toContain(`#${id}`);
  expect(receipt?.subject).toMatch(/[\u4e00-\u9fff]/);
  expect(receipt?.text).toContain(zh["Track your order"]);
  const track = receipt?.text.match(/\/track\/[\w.-]+/)?.[0];
  expect(track).toBeTruthy();

  // Anyone with the link, signed in or not, sees how the order stands, in Chinese.
  const stranger = await newPage();
  await stranger.goto(track ?? "");
  await expect(stranger.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText(
    zh["Order #{number}"].replace("{number}", String(id)),
  );
  await expect(stranger.getByText("Sokha Angkor Resort")).toHaveCount(0);
  expect(await seriousA11yViolations(stranger)).toEqual([]);
  await stranger.screenshot({ path: "test-results/shots/one-sitting-track.png", fullPage: true });
  // An altered link is the shop's 404.
  const altered = await stranger.goto(`${track?.slice(0, -2)}xx`);
  expect(altered?.status()).toBe(404);
});

test("a returning customer signed out orders the same way, signed in by the code, with no second account", async ({
  newPage,
}) => {
  const customer = await createCustomer("returning");
  const product = (await catalogue()).find((item) => item.in_stock);
  if (!product) throw new Error("no product in stock");
  const page = await newPage();
  await page.goto(`/zh/product/${product.id}`);
  await page.getByRole("button", { name: zh["Order Now"] }).first().click();
  await fillAsVisitor(page, { name: customer.name, email: customer.email, mobile: customer.mobile });
  const id = await confirmWithCode(page, customer.email);
  // The order is hers: her own token lists it.
  const mine = await api<{ id: number }[]>("GET", "/api/user/orders", undefined, customer.token);
  expect(mine.map((order) => order.id)).toContain(id);
});

test("Order again opens the form with the same bouquet, size and card, and places a second order in one form", async ({
  browser,
  newPage,
}) => {
  const customer = await createCustomer("again");
  const product = (await catalogue()).find((item) => item.in_stock);
  if (!product) throw new Error("no product in stock");
  const first = await placeOrder(customer, product.id, {
    cardMessage: "Happy anniversary!",
    recipient: { name: "Srey Leak", phone: "+855 12 444 555" },
  });
  const page = await newPage({ session: await signedInState(browser, customer.email, customer.password) });
  await page.goto("/orders");
  const card = page.getByRole("article").filter({ has: page.getByText(`#${first}`, { exact: true }) });
  await card.getByRole("button", { name: /Order again/ }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${product.id}`));
  const form = page.getByRole("form", { name: "Order form" });
  await expect(form.getByLabel(/^Card message/)).toHaveValue("Happy anniversary!");
  await expect(form.getByLabel("Recipient's name")).toHaveValue("Srey Leak");
  // the day and time are chosen afresh
  await expect(form.getByRole("radio", { name: /^Tomorrow/ })).not.toBeChecked();
  await form.getByRole("radio", { name: /^Tomorrow/ }).check();
  await form.getByRole("radio", { name: /^Afternoon/ }).check();
  await form.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Order placed successfully!" })).toBeVisible();
  const second = Number(page.url().match(/\/orders\/(\d+)\/placed/)?.[1]);
  expect(second).toBeGreaterThan(first);
  await expect(page.getByText("Happy anniversary!")).toBeVisible();
});
