// Reviews (docs/decisions/041): a delivered order's customer reviews it on /orders and the product
// page's count, rating and list follow; the owner hides it and they go back. With
// REVIEW_SHOTS=<folder> it also saves screenshots at 390 px and desktop for a look.
import type { Page } from "@playwright/test";
import { formatShopDateTime } from "../web/lib/format";
import { PHONE } from "./devices";
import { expect, test } from "./fixtures";
import { ADMIN, api, catalogue, placeOrder, signedInState } from "./session";

const SHOTS = process.env.REVIEW_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test("a delivered order's review changes the product page, and hiding it changes it back", async ({
  browser,
  ownerPage: owner,
  ownerToken,
  newCustomer,
  newPage,
}) => {
  const customer = await newCustomer("reviewer");
  // The last product in stock no other journey reviews; a fresh shop has no review yet.
  const product = (await catalogue()).filter((p) => p.in_stock).at(-1);
  if (!product) throw new Error("no product in stock");
  const before = await api<{ review_count: number }>("GET", `/api/products/${product.id}`);
  expect(before.review_count).toBe(0);
  const id = await placeOrder(customer, product.id);
  for (const status of ["confirmed", "shipped", "delivered"]) {
    await api("PUT", `/api/admin/orders/${id}/status`, { status }, ownerToken);
  }

  const session = await signedInState(browser, customer.email, customer.password);
  const visitor = await newPage();
  await visitor.goto(`/product/${product.id}`);
  const rating = visitor.locator(".product-detail .rating");
  // No stars nobody gave: without a review there is no rating, only the words.
  await expect(rating).toHaveText("No reviews yet");

  const shopper = await newPage({ session, viewport: PHONE });
  await shopper.goto("/orders");
  const card = shopper.getByRole("article", { name: product.name }).filter({ hasText: `#${id}` });
  await card.getByRole("button", { name: "Review this order" }).click();
  const stars = card.getByRole("group", { name: "Your rating" });
  await stars
    .locator("label")
    .filter({ has: shopper.getByRole("radio", { name: "4 stars" }) })
    .click();
  await expect(stars.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await card.getByLabel(/Comment/).fill("Fresh roses, right on time. Thank you!");
  await expect(card.getByText("38 / 1000 characters")).toBeVisible();
  await shot(shopper, "orders-form-390");
  await card.getByRole("button", { name: "Send review" }).click();
  await expect(card.getByRole("heading", { name: "Your review" })).toBeVisible();
  await expect(card.getByRole("heading", { name: "Your review" })).toBeFocused(); // not dropped on <body>
  await expect(card.getByRole("img", { name: "4 stars" })).toBeVisible();
  await expect(card.getByText("Thank you for your review!")).toBeVisible();
  await shot(shopper, "orders-reviewed-390");

  await visitor.reload();
  await expect(rating).toContainText("(1 review)");
  await expect(rating).toContainText("Rated 4.0 out of 5");
  const reviews = visitor.getByRole("region", { name: "Reviews (1)" });
  await expect(reviews.getByText("Fresh roses, right on time. Thank you!")).toBeVisible();
  await expect(reviews.getByText("Reviewer", { exact: true })).toBeVisible();
  await expect(reviews).not.toContainText("Sok"); // the first name only
  // dated by the shop's calendar, as the owner's Reviews tab reads it, whatever the browser's zone
  const written = await reviews.locator("time").getAttribute("datetime");
  await expect(reviews.locator("time")).toHaveText(formatShopDateTime(written ?? ""));
  await expect(reviews.locator("time")).toContainText("(Siem Reap time)");
  await shot(visitor, "product-reviews-desktop");
  if (SHOTS) {
    const phone = await newPage({ viewport: PHONE });
    await phone.goto(`/product/${product.id}`);
    await expect(phone.getByRole("region", { name: "Reviews (1)" })).toBeVisible();
    await phone.getByRole("region", { name: "Reviews (1)" }).scrollIntoViewIfNeeded();
    await shot(phone, "product-reviews-390");
  }

  await owner.goto("/admin?tab=reviews");
  const item = owner.getByRole("article", { name: product.name }).filter({ hasText: "Fresh roses" });
  await expect(item).toBeVisible();
  await shot(owner, "reviews-tab-desktop");
  await item.getByRole("button", { name: `Hide Reviewer's review of ${product.name}` }).click();
  await expect(item.getByText("Hidden", { exact: true })).toBeVisible();
  if (SHOTS) {
    const phoneOwner = await newPage({
      session: await signedInState(browser, ADMIN.email, ADMIN.password),
      viewport: PHONE,
    });
    await phoneOwner.goto("/admin?tab=reviews");
    await expect(phoneOwner.getByRole("heading", { name: "Reviews" })).toBeVisible();
    await shot(phoneOwner, "reviews-tab-390");
  }

  await visitor.reload();
  await expect(rating).toHaveText("No reviews yet");
  await expect(visitor.getByRole("region", { name: "Reviews" })).toContainText("No reviews yet");
  await expect(visitor.getByText("Fresh roses, right on time. Thank you!")).toHaveCount(0);
});
