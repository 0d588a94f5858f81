// A delivery photo chosen in an order's detail and never sent with "Send photo" still goes with
// the customer's "delivered" e-mail: "Mark delivered", pressed on the Deliveries board after
// Back, sends the photo first.
import { PHONE } from "./browser";
import { expect, test } from "./fixtures";
import { api, catalogue, mailTo, ONE_PIXEL_PNG, openSlot, placeOrder } from "./session";

test("a photo chosen but not sent goes with Mark delivered on the Deliveries board", async ({
  newPage,
  ownerSession,
  ownerToken,
  newCustomer,
}) => {
  const customer = await newCustomer("doorstep");
  const product = (await catalogue()).find((item) => item.in_stock);
  if (!product) throw new Error("no product in stock");
  const { date, slot } = await openSlot(1);
  const id = await placeOrder(customer, product.id, { delivery: { date, slot } });
  for (const status of ["confirmed", "shipped"]) {
    await api("PUT", `/api/admin/orders/${id}/status`, { status }, ownerToken);
  }

  const page = await newPage({ session: ownerSession, viewport: PHONE });
  await page.goto(`/admin?tab=deliveries&date=${date}`);
  const card = page.getByRole("article", { name: new RegExp(`^Order #${id}\\b`) });
  await card.getByRole("link", { name: `Details of order #${id}` }).click();
  const detail = page.getByRole("article", { name: `Order #${id}` });
  await detail.getByLabel(`Photo file for order #${id}`).setInputFiles({
    name: "at-the-door.png",
    mimeType: "image/png",
    buffer: ONE_PIXEL_PNG,
  });
  await expect(detail.getByRole("img", { name: /chosen, not sent yet/ })).toBeVisible();
  await page.getByRole("button", { name: "Back to deliveries" }).click();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/delivery-photo-board-390.png" });

  await card.getByRole("button", { name: `Mark delivered with photo order #${id}` }).click();
  await card.getByRole("button", { name: `Yes, mark delivered with photo order #${id}` }).click();
  await expect(card.getByText("Delivered", { exact: true })).toBeVisible();
  await expect
    .poll(
      async () => (await mailTo(customer.email)).find((mail) => mail.subject === `Order #${id} is delivered`),
      { timeout: 15_000 },
    )
    .toMatchObject({ attachments: [expect.stringMatching(/\.png$/)] });
});
