// The way to an order and back from it (docs/decisions/035), as a tourist on a 390 px phone and a
// customer at 1280 px meet it: Order Now signed out → login → register → the e-mailed code
// lands on the order form of that flower in the size chosen (not the home page); Enter in a
// field places nothing; a session that ends while typing, and the login after it, keep the
// card, address and landmark; the confirmation has its own address, survives a reload and
// never shows the form again, and offers a WhatsApp chat naming the order. Screenshots of the
// form and the confirmation at both sizes go to test-results/order-journey/.
import type { Page } from "@playwright/test";
import {
  DESKTOP,
  expectToast,
  latestCode,
  noSideways,
  PHONE,
  seriousA11yViolations,
  uniqueEmail,
} from "./browser";
import { expect, test } from "./fixtures";
import { type CatalogueProduct, catalogue } from "./session";

type Product = CatalogueProduct & { sizes?: { id: string; label: string; price: number }[] };

// Outside test-results/e2e, which the next Playwright run empties.
const SHOTS = "test-results/order-journey";
const HOTEL = "Golden Temple Residence, room 4";
const CARD = "Happy birthday!\nLove from Siem Reap";

let product: Product;

test.beforeAll(async () => {
  const products = (await catalogue()) as Product[];
  const found = products.find((p) => p.in_stock && p.sizes?.some((size) => size.id === "deluxe"));
  if (!found) throw new Error("The seed has no in-stock product offered in deluxe");
  product = found;
});

/** Counts the orders the page sends (POST /api/orders), answered or not. */
function orderPosts(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/orders") count += 1;
  });
  return () => count;
}

const orderForm = (page: Page) => page.getByRole("form", { name: "Order form" });

/** What the form never chooses for the customer: tomorrow afternoon, and the buyer receives. */
async function chooseWhenAndWhom(page: Page): Promise<void> {
  const form = orderForm(page);
  await form.getByRole("radio", { name: /^Tomorrow/ }).check();
  await form.getByRole("radio", { name: /^Afternoon/ }).check();
  await form.getByRole("checkbox", { name: "I am the recipient" }).check();
}

const confirmationHeading = (page: Page) => page.getByRole("heading", { name: "Order placed successfully!" });

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("a tourist who registered keeps what she typed when her session ends mid-form, confirms with a code in place, and finds the confirmation after a reload", async ({
    page,
  }) => {
    const posts = orderPosts(page);
    const email = uniqueEmail("tourist");
    const orderUrl = new RegExp(`/order/${product.id}\\?size=deluxe$`);

    // Order Now signed out, in the deluxe size: the order form at once, no login on the way
    // (a code at "Place order" signs a visitor in, docs/decisions/053).
    await page.goto(`/product/${product.id}`);
    await page.getByRole("radio", { name: /Deluxe/ }).check();
    await page.getByRole("button", { name: "Order Now" }).click();
    await expect(page).toHaveURL(orderUrl);
    await expect(orderForm(page).getByLabel("Email", { exact: true })).toBeEditable();

    // She prefers an account with a password: registration from the login page still works.
    await page.goto("/login");
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByLabel("Full name").fill("Emma Laurent");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mobile number").fill("+33 6 12 34 56 78");
    await page.getByLabel("Password", { exact: true }).fill("angkor-sunrise");
    await page.getByLabel("Confirm password", { exact: true }).fill("angkor-sunrise");
    await page.getByRole("button", { name: "Create account" }).click();
    // the code step shows once the registration is answered and the code is sent
    await expect(page.getByLabel("Verification code")).toBeVisible();
    await page.getByLabel("Verification code").fill(await latestCode(email));
    await page.getByRole("button", { name: "Verify", exact: true }).click();

    // Verified, and back to the flower's order form in deluxe: her details are filled in.
    await expectToast(page, "Registration completed successfully!");
    await page.goto(`/product/${product.id}`);
    await page.getByRole("radio", { name: /Deluxe/ }).check();
    await page.getByRole("button", { name: "Order Now" }).click();
    await expect(page).toHaveURL(orderUrl);
    await expect(page.getByRole("heading", { name: "Place your order" })).toBeVisible();
    const form = orderForm(page);
    await expect(form.getByRole("radio", { name: /Deluxe/ })).toBeChecked();
    await expect(form.getByLabel("Full name")).toHaveValue("Emma Laurent");

    // No city and no postcode to fill in: the delivery areas are Siem Reap's.
    await expect(form.getByLabel(/city|postal|postcode/i)).toHaveCount(0);
    await expect(form.getByLabel("Delivery area").locator("option:checked")).toContainText("Siem Reap");

    // Typing, with Enter (the phone keyboard's Go) in the fields: a newline in the card, nothing placed.
    await form.getByLabel(/^Card message/).pressSequentially("Happy birthday!");
    await form.getByLabel(/^Card message/).press("Enter");
    await form.getByLabel(/^Card message/).pressSequentially("Love from Siem Reap");
    await form.getByLabel("Delivery address").fill(HOTEL);
    await form.getByLabel(/^Landmark/).fill("Behind the Old Market");
    await chooseWhenAndWhom(page);
    await form.getByLabel(/^Landmark/).press("Enter");
    await form.getByLabel("Full name").press("Enter");
    await expect(form.getByLabel(/^Card message/)).toHaveValue(CARD);
    await expect(page).toHaveURL(orderUrl);
    await expect(confirmationHeading(page)).toHaveCount(0);
    expect(posts()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/phone-order-form.png`, fullPage: true });

    // The session ends while the form is open (its token refused): Place order says so and keeps
    // her on the form with everything typed, now asking for a code like any visitor.
    await page.evaluate(() => localStorage.setItem("token", "a-token-the-server-refuses"));
    await form.getByRole("button", { name: "Place order" }).click();
    await expectToast(page, "Your session has expired. Please log in again.");
    await expect(page).toHaveURL(orderUrl);
    await expect(form.getByRole("radio", { name: /Deluxe/ })).toBeChecked();
    await expect(form.getByLabel(/^Card message/)).toHaveValue(CARD);
    await expect(form.getByLabel("Delivery address")).toHaveValue(HOTEL);
    await expect(form.getByLabel(/^Landmark/)).toHaveValue("Behind the Old Market");
    await expect(form.getByRole("radio", { name: /^Tomorrow/ })).toBeChecked();
    await expect(form.getByRole("radio", { name: /^Afternoon/ })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "I am the recipient" })).toBeChecked();

    // Placed with the code from her mailbox: the confirmation at its own address, with a
    // WhatsApp chat naming the order.
    await form.getByRole("button", { name: "Place order" }).click();
    // the code step shows once the code is sent; before it, the newest code is the registration's
    await expect(page.getByLabel("Verification code")).toBeVisible();
    await page.getByLabel("Verification code").fill(await latestCode(email));
    await page.getByRole("button", { name: "Confirm and place order" }).click();
    await expect(confirmationHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/\d+\/placed$/);
    const number = /\/orders\/(\d+)\/placed$/.exec(page.url())?.[1] ?? "";
    await expect(page.getByText(`Order number #${number}`, { exact: true })).toBeVisible();
    const chat = page.getByRole("link", { name: /Ask about this order on WhatsApp/ });
    await expect(chat).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/\\d+\\?text=.*order%20%23${number}$`),
    );
    expect(await noSideways(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/phone-confirmation.png`, fullPage: true });

    // A reload shows the same confirmation, read from the shop, and no order form.
    await page.reload();
    await expect(confirmationHeading(page)).toBeVisible();
    await expect(page.getByText(`Order number #${number}`, { exact: true })).toBeVisible();
    await expect(page.getByText("Love from Siem Reap", { exact: false })).toBeVisible();
    await expect(orderForm(page)).toHaveCount(0);
    expect(posts()).toBe(2);
  });
});

test.describe("at 1280 px", () => {
  test("a customer's confirmation replaces the form: a reload keeps it, Back goes to the flower, a new form starts empty", async ({
    customerPage: page,
  }) => {
    const posts = orderPosts(page);
    await page.goto(`/product/${product.id}`);
    await page.getByRole("button", { name: "Order Now" }).click();
    const form = orderForm(page);
    await form.getByLabel("Delivery address").fill(HOTEL);
    await form.getByLabel(/^Card message/).fill("For the wedding");
    await chooseWhenAndWhom(page);
    await page.screenshot({ path: `${SHOTS}/desktop-order-form.png`, fullPage: true });
    await form.getByRole("button", { name: "Place order" }).click();
    await expect(confirmationHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/\d+\/placed$/);
    await expect(page.getByRole("link", { name: /Ask about this order on WhatsApp/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-confirmation.png`, fullPage: true });
    // At 200% zoom (half the CSS pixels) the confirmation still fits the screen.
    await page.setViewportSize({ width: DESKTOP.width / 2, height: DESKTOP.height / 2 });
    expect(await noSideways(page)).toBe(true);
    await page.getByRole("link", { name: /Ask about this order on WhatsApp/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/desktop-200-confirmation.png` });
    await page.setViewportSize(DESKTOP);

    await page.reload();
    await expect(confirmationHeading(page)).toBeVisible();
    await expect(page.getByText("For the wedding", { exact: true })).toBeVisible();
    await expect(orderForm(page)).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    await page.getByRole("button", { name: "Order Now" }).click();
    await expect(form.getByLabel(/^Card message/)).toHaveValue("");
    await expect(form.getByRole("radio", { name: /^Tomorrow/ })).not.toBeChecked();
    expect(posts()).toBe(1);
  });
});
