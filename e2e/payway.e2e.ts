// Paying from anywhere through ABA PayWay (docs/decisions/052), on a phone. A daughter abroad
// orders a bouquet for her mother and pays by card: "Pay now" takes her to PayWay (locally the
// shop's dev gateway), "Pay (test)" brings her back to her order, which shows "Paid" as soon as
// the shop has heard from PayWay; the shop's chat and her mailbox say so. A forged
// notification pays nothing. The owner cancels the order and refunds it; her order then reads
// "Refunded". Someone who declines at PayWay is back at once with "Pay now" (in Chinese, on a page
// headed by the payment that did not go through: e2e/third-walk.e2e.ts).
import { PHONE, seriousA11yViolations } from "./browser";
import { expect, test } from "./fixtures";
import { SHOP_URL } from "./server";
import { api, catalogue, mailTo, placeOrder } from "./session";

test.use({ viewport: PHONE });

interface OrderWire {
  id: number;
  payment_status: string;
  payment_method: string;
  payment_reference: string | null;
}

const chatAbout = async (id: number) =>
  (await api<{ messages: { text: string }[] }>("GET", "/api/dev/telegram")).messages.find((message) =>
    message.text.includes(`Order #${id}<`),
  )?.text ?? "";

test("at 390 px a customer abroad pays by card: Pay now, PayWay's page, Pay (test), back to Paid; a forged notice pays nothing; cancelled and refunded it reads Refunded", async ({
  customerPage: page,
  customer,
  newPage,
  ownerSession,
}) => {
  const product = (await catalogue()).find((item) => item.in_stock);
  if (!product) throw new Error("no product in stock");
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Order Now" }).first().click();
  const form = page.getByRole("form", { name: "Order form" });
  await form.getByRole("radio", { name: /^Tomorrow/ }).check();
  await form.getByRole("radio", { name: /^Afternoon/ }).check();
  await form.getByLabel("Recipient's name").fill("Srey Mom");
  await form.getByLabel("Recipient's phone").fill("+855 12 777 888");
  await form.getByLabel("Delivery address").fill("House 5, Street 20, Sala Kamreuk");
  await form.getByRole("radio", { name: "Card, Alipay or WeChat Pay" }).check();
  await page.screenshot({ path: "test-results/shots/payway-order-form.png", fullPage: true });
  await form.getByRole("button", { name: "Place order" }).click();

  await expect(page.getByRole("heading", { name: "Order placed: waiting for your payment" })).toBeVisible();
  const id = Number(page.url().match(/\/orders\/(\d+)\/placed/)?.[1]);
  expect(id).toBeGreaterThan(0);
  await page.screenshot({ path: "test-results/shots/payway-confirmation.png", fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByRole("heading", { name: "PayWay (development)" })).toBeVisible();
  await expect(page).toHaveURL(/\/api\/dev\/payway\/checkout$/);
  const mine = await api<OrderWire>("GET", `/api/orders/${id}`, undefined, customer.token);
  await page.screenshot({ path: "test-results/shots/payway-gateway.png", fullPage: true });
  await page.getByRole("button", { name: "Pay (test)" }).click();

  await expect(page).toHaveURL(new RegExp(`/orders/${id}/placed\\?payway=back$`));
  await expect(page.getByText("Paid: thank you! We have received your payment.")).toBeVisible();
  await page.screenshot({ path: "test-results/shots/payway-paid.png", fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
  const paid = await api<OrderWire>("GET", `/api/orders/${id}`, undefined, customer.token);
  expect(paid).toMatchObject({ payment_status: "paid", payment_method: "payway" });
  expect(paid.payment_reference).toMatch(new RegExp(`^${id}-`));
  expect(mine.payment_status).toBe("unpaid");

  // The shop's chat message is edited to say so, and she has the e-mail.
  await expect.poll(() => chatAbout(id), { timeout: 15_000 }).toContain("Paid");
  await expect
    .poll(async () => (await mailTo(customer.email)).map((mail) => mail.subject), { timeout: 15_000 })
    .toContain(`Payment received for order #${id}`);

  // A notice PayWay never sent pays nothing: the shop asks PayWay, which has no payment.
  const other = await placeOrder(customer, product.id, { paymentMethod: "payway" });
  const { fields } = await api<{ fields: Record<string, string> }>(
    "POST",
    `/api/orders/${other}/payway`,
    {},
    customer.token,
  );
  const forged = await fetch(`${SHOP_URL}/api/payway/pushback`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ tran_id: fields.tran_id, status: "00", apv: "999999" }),
  });
  expect(forged.status).toBe(200);
  expect(
    (await api<OrderWire>("GET", `/api/orders/${other}`, undefined, customer.token)).payment_status,
  ).toBe("unpaid");

  // The owner cancels the paid order and records its refund.
  const owner = await newPage({ session: ownerSession });
  await owner.goto(`/admin?tab=orders&order=${id}`);
  const detail = owner.getByRole("article", { name: `Order #${id}` });
  await detail.getByRole("button", { name: `Cancel order #${id}` }).click();
  await detail.getByRole("button", { name: `Yes, cancel order #${id}` }).click();
  await detail.getByRole("button", { name: `Refund order #${id}` }).click();
  await detail.getByRole("button", { name: `Yes, record the refund order #${id}` }).click();
  await expect(detail.getByText(/^Refunded · /)).toBeVisible();
  await owner.screenshot({ path: "test-results/shots/payway-owner-refunded.png", fullPage: true });

  await page.goto("/orders");
  const card = page.getByRole("article").filter({ has: page.getByText(`#${id}`, { exact: true }) });
  await expect(card.getByText(/^Refunded · /)).toBeVisible();
  await expect(card.getByRole("button", { name: /Pay now/ })).toHaveCount(0);
  await expect
    .poll(async () => (await mailTo(customer.email)).map((mail) => mail.subject), { timeout: 15_000 })
    .toContain(`Refund for order #${id}`);
});

test("declining at PayWay brings the customer back at once with Pay now, the order kept and unpaid", async ({
  customerPage: page,
  customer,
}) => {
  const product = (await catalogue()).find((item) => item.in_stock);
  if (!product) throw new Error("no product in stock");
  const id = await placeOrder(customer, product.id, { paymentMethod: "payway" });
  await page.goto(`/orders/${id}/placed`);
  await page.getByRole("button", { name: "Pay now" }).click();
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}/placed\\?payway=cancelled$`));
  await expect(page.getByText("Your payment was not completed. You can try again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay now" })).toBeEnabled();
  expect((await api<OrderWire>("GET", `/api/orders/${id}`, undefined, customer.token)).payment_status).toBe(
    "unpaid",
  );
  // and trying again pays it
  await page.getByRole("button", { name: "Pay now" }).click();
  await page.getByRole("button", { name: "Pay (test)" }).click();
  await expect(page.getByText("Paid: thank you! We have received your payment.")).toBeVisible();
});

test("paid in two tabs: the order is paid once, the owner sees the second payment in the chat and on the order's page, and refunds it", async ({
  customerPage: first,
  customer,
  customerSession,
  newPage,
  ownerSession,
}) => {
  const product = (await catalogue()).find((item) => item.in_stock);
  if (!product) throw new Error("no product in stock");
  const id = await placeOrder(customer, product.id, { paymentMethod: "payway" });
  // Both tabs reach PayWay's page while the order is unpaid, then both pay.
  const second = await newPage({ session: customerSession });
  for (const tab of [first, second]) {
    await tab.goto(`/orders/${id}/placed`);
    await tab.getByRole("button", { name: "Pay now" }).click();
    await expect(tab.getByRole("heading", { name: "PayWay (development)" })).toBeVisible();
  }
  for (const tab of [first, second]) {
    await tab.getByRole("button", { name: "Pay (test)" }).click();
    await expect(tab.getByText("Paid: thank you! We have received your payment.")).toBeVisible();
  }
  const paid = await api<OrderWire>("GET", `/api/orders/${id}`, undefined, customer.token);
  expect(paid.payment_status).toBe("paid");

  const twice = async () =>
    (await api<{ messages: { text: string }[] }>("GET", "/api/dev/telegram")).messages.filter((message) =>
      message.text.includes(`Order #${id} was paid twice`),
    ).length;
  await expect.poll(twice, { timeout: 15_000 }).toBe(1);

  const owner = await newPage({ session: ownerSession });
  await owner.goto(`/admin?tab=orders&order=${id}`);
  const detail = owner.getByRole("article", { name: `Order #${id}` });
  const extra = detail.getByRole("region", { name: "Paid twice" });
  await expect(extra).toContainText("PayWay took this payment after the order was paid");
  await expect(detail.getByText(`${paid.payment_reference}`, { exact: true })).toBeVisible();
  await extra.screenshot({ path: "test-results/shots/payway-paid-twice.png" });
  expect(await seriousA11yViolations(owner)).toEqual([]);
  await extra.getByRole("button", { name: /^Refund PayWay transaction / }).click();
  await extra.getByRole("button", { name: /^Yes, record the refund PayWay transaction / }).click();
  await expect(extra.getByText(/^Refunded /)).toBeVisible();
  await expect(extra.getByRole("button")).toHaveCount(0);
  await owner.screenshot({ path: "test-results/shots/payway-paid-twice-refunded.png", fullPage: true });
  // The order itself stays paid by the first payment.
  expect((await api<OrderWire>("GET", `/api/orders/${id}`, undefined, customer.token)).payment_status).toBe(
    "paid",
  );
});
