// The third walkthrough, as its people meet it. A daughter abroad (Anna Müller, reading the
// shop in Chinese on her phone) pays for her mother's bouquet by card, declines at the
// gateway by mistake and lands on a page headed by the payment that did not go through, with
// Pay now on the first screen; she pays, then orders again from /orders and the form keeps her
// card. The owner finds the order by the mobile typed another way and by the name without
// its accent.
import zh from "../shared/i18n/zh.json" with { type: "json" };
import { DESKTOP, PHONE, seriousA11yViolations } from "./browser";
import { expect, test } from "./fixtures";
import { api, catalogue, placeOrder } from "./session";

test.use({ viewport: PHONE });

test("at 390 px in Chinese: declined at the gateway, the payment state comes first; paid, ordered again with the card kept; the owner finds it by '012 345 678' and 'muller'", async ({
  customerPage: page,
  customer,
  newPage,
  ownerSession,
  ownerToken,
}) => {
  const product = (await catalogue()).find((item) => item.in_stock);
  if (!product) throw new Error("no product in stock");
  const id = await placeOrder(customer, product.id, {
    paymentMethod: "payway",
    customerInfo: { name: "Anna Müller", mobile: "+855 12 345 678" },
    recipient: { name: "Müller Sophea", phone: "+855 92 111 222" },
  });

  await page.goto(`/zh/orders/${id}/placed`);
  await page.getByRole("button", { name: zh["Pay now"] }).click();
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page).toHaveURL(new RegExp(`/zh/orders/${id}/placed\\?payway=cancelled$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    zh["Payment not completed: your order is saved but not paid"],
  );
  await expect(page.getByText(zh["Order placed successfully!"])).toHaveCount(0);
  const payNow = page.getByRole("button", { name: zh["Pay now"] });
  await expect(payNow).toBeEnabled();
  const box = await payNow.boundingBox();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  await page.screenshot({ path: "test-results/shots/third-walk-declined.png" });
  expect(await seriousA11yViolations(page)).toEqual([]);

  await payNow.click();
  await page.getByRole("button", { name: "Pay (test)" }).click();
  await expect(page.getByText(zh["Paid: thank you! We have received your payment."])).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(zh["Order placed successfully!"]);

  await page.goto("/zh/orders");
  const card = page.getByRole("article").filter({ has: page.getByText(`#${id}`, { exact: true }) });
  await card.getByRole("button", { name: new RegExp(zh["Order again"]) }).click();
  await expect(page).toHaveURL(new RegExp(`/zh/order/${product.id}`));
  const form = page.getByRole("form", { name: zh["Order form"] });
  await expect(form.getByRole("radio", { name: zh["Card, Alipay or WeChat Pay"] })).toBeChecked();
  await expect(form.getByLabel(zh["Recipient's name"])).toHaveValue("Müller Sophea");
  await page.screenshot({ path: "test-results/shots/third-walk-order-again.png", fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);

  const owner = await newPage({ session: ownerSession, viewport: DESKTOP });
  await owner.goto("/admin?tab=orders");
  const search = owner.getByLabel("Search #, name, e-mail, phone, address or product");
  const found = owner.getByRole("rowheader", { name: `#${id}`, exact: true });
  for (const typed of ["012 345 678", "muller", "092 111"]) {
    await search.fill(typed);
    await expect.poll(() => new URL(owner.url()).searchParams.get("q")).toBe(typed);
    await expect(found).toBeVisible();
  }
  await owner.screenshot({ path: "test-results/shots/third-walk-owner-search.png", fullPage: true });
  // The API answers the same for a client that is not the dashboard.
  const { orders } = await api<{ orders: { id: number }[] }>(
    "GET",
    `/api/orders?q=${encodeURIComponent("012345678")}`,
    undefined,
    ownerToken,
  );
  expect(orders.map((order) => order.id)).toContain(id);
});
