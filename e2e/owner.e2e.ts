// Journeys of the shop owner (the seeded admin): the dashboard's numbers, creating a
// product with an uploaded image, occasions and the featured pick, flipping its stock and
// deleting it (Undo first, then for good), moving orders through every status, and
// suspending a customer, who then meets the suspended panel, and back.
// Each journey registers its own customer: the dashboard lists the newest, and one is suspended.
import type { Page } from "@playwright/test";
import { DESKTOP, expectToast, PHONE, seriousA11yViolations } from "./browser";
import { expect, test } from "./fixtures";
import { ADMIN, api, catalogue, logIn, placeOrder } from "./session";

/** A picture of the screen for a person to look at (test-results/screens, kept across runs,
 *  unlike the journeys' own output folder). */
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/owner-${name}` });

/** A small real PNG, drawn on the page's own canvas. */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    context.fillStyle = "#f4c2d7";
    context.fillRect(0, 0, 64, 64);
    context.fillStyle = "#b0306a";
    context.beginPath();
    context.arc(32, 32, 18, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

test.describe("dashboard", () => {
  test("shows the shop's numbers and the newest orders and users", async ({
    ownerPage: page,
    newCustomer,
  }) => {
    const customer = await newCustomer("regular");
    const orderId = await placeOrder(customer, 1);
    const products = await catalogue();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("complementary", { name: "Delivery offer" })).toHaveCount(0);

    const stat = (label: string) => page.locator(`dt:text-is("${label}") + dd`);
    await expect(stat("Total products")).toHaveText(String(products.length));
    await expect(stat("Out of stock")).toHaveText(String(products.filter((p) => !p.in_stock).length));
    expect(Number(await stat("Pending orders").textContent())).toBeGreaterThanOrEqual(1);

    const recentOrders = page.getByRole("region", { name: "Recent orders" }).getByRole("listitem");
    await expect(recentOrders.first()).toBeVisible();
    expect(await recentOrders.count()).toBeLessThanOrEqual(5);
    await expect(recentOrders.first()).toContainText(`#${orderId}`);
    const recentUsers = page.getByRole("region", { name: "Recent users" }).getByRole("listitem");
    expect(await recentUsers.count()).toBeLessThanOrEqual(5);
    await expect(recentUsers.first()).toContainText(customer.email);
  });
});

test.describe("catalogue", () => {
  test("creates a featured product for two occasions with an uploaded image, flips its stock, then deletes it (Undo first)", async ({
    ownerPage: page,
    newPage,
  }) => {
    const name = `Lotus Dawn Posy ${Date.now()}`;
    await page.goto("/admin?tab=products");
    await page.getByRole("button", { name: "Add product" }).click();
    await expect(page.getByRole("heading", { name: "New product" })).toBeVisible();

    await page.getByRole("button", { name: "Create product" }).click();
    await expect(page.getByText("Name is required", { exact: true })).toBeVisible();

    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Price", { exact: true }).fill("30");
    await page.getByLabel(/^Was price/).fill("40");
    await page.getByLabel("Category", { exact: true }).selectOption("seasonal");
    await page.getByLabel("Description", { exact: true }).fill("Pink lotus buds wrapped in banana leaf.");
    await page
      .getByRole("textbox", { name: /^What's included \(optional\)/ })
      .fill("Five lotus buds, Banana leaf wrap, Card");
    await page.getByLabel("Image", { exact: true }).setInputFiles({
      name: "lotus-dawn.png",
      mimeType: "image/png",
      buffer: await drawPng(page),
    });
    await expectToast(page, "Image uploaded successfully");
    const preview = page.getByRole("img", { name: "Preview for this product" });
    await expect(preview).toHaveAttribute("src", /^\/api\/uploads\/.+/);
    const imageUrl = (await preview.getAttribute("src")) ?? "";

    const occasions = page.getByRole("group", { name: "Occasions" });
    await occasions.getByLabel("Birthday").check();
    await occasions.getByLabel("Love & romance").check();
    await page.getByLabel("Feature on the home page").check();
    await page.setViewportSize(PHONE);
    await occasions.scrollIntoViewIfNeeded();
    await shot(page, "product-form-390.png");
    await page.setViewportSize(DESKTOP);
    await occasions.scrollIntoViewIfNeeded();
    await shot(page, "product-form-1280.png");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Create product" }).click();
    await expectToast(page, `Created ${name}`);
    // The server's order (oldest first, docs/decisions/038): the product just made is the last row.
    await expect(page.getByRole("rowheader").last()).toContainText(name);
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
    await expect(row.getByRole("rowheader")).toContainText("Featured");
    await expect(row.getByRole("rowheader")).toContainText("Birthday, Love & romance");
    await shot(page, "products-1280.png");
    // The search box's clear button, drawn in the shop's rose (checked by eye in the picture).
    const search = page.getByLabel("Search by name");
    await search.fill("Lotus");
    await search.screenshot({ path: "test-results/screens/owner-search-clear-1280.png" });
    await search.fill("");
    await page.setViewportSize(PHONE);
    await shot(page, "products-390.png");
    await page.setViewportSize(DESKTOP);
    const stock = (text: string) => expect(row.getByText(text, { exact: true })).toBeVisible();
    await stock("In stock");
    await expect(row).toContainText("$30.00");
    await expect(row).toContainText("-25%");

    const created = (await catalogue()).find((p) => p.name === name);
    expect(created).toBeDefined();
    expect(await api("GET", `/api/products/${created?.id}`)).toMatchObject({
      occasions: ["birthday", "love"],
      featured: true,
    });
    const shopper = await newPage();
    await shopper.goto(`/product/${created?.id}`);
    await expect(shopper.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(shopper.getByText("25% off", { exact: true })).toBeVisible();
    const included = shopper.getByRole("region", { name: "What's Included" }).locator("ol > li");
    await expect(included).toHaveText(["Five lotus buds", "Banana leaf wrap", "Card"]);
    const image = shopper.getByRole("img", { name });
    await expect(image).toHaveAttribute("src", imageUrl);
    // the upload's own picture, at one of the sizes made of it (docs/decisions/047), really loaded
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(imageUrl).toMatch(/-800\.webp$/);
    expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
      new RegExp(`^${imageUrl.replace(/-800\.webp$/, "")}-(400|800)\\.webp$`),
    );

    await page.getByRole("button", { name: `Mark out of stock: ${name}` }).click();
    await expectToast(page, "Product removed from stock");
    await stock("Out of stock");
    // The row says it plainly (greyed picture, the badge beside its button), featured or not.
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await row.scrollIntoViewIfNeeded();
    await shot(page, "out-of-stock-390.png");
    await page.setViewportSize(DESKTOP);
    await shot(page, "out-of-stock-1280.png");
    await shopper.reload();
    await expect(shopper.getByText("This product is currently out of stock", { exact: true })).toBeVisible();
    await expect(shopper.getByRole("button", { name: "Order Now" })).toBeDisabled();

    await page.getByRole("button", { name: `Mark in stock: ${name}` }).click();
    await expectToast(page, "Product added to stock");
    await stock("In stock");
    await shopper.reload();
    await expect(shopper.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(shopper.getByRole("button", { name: "Order Now" })).toBeEnabled();

    // Delete asks nothing; Undo in its toast keeps the product, as if nothing happened.
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(row).toHaveCount(0);
    await expectToast(page, `Deleted ${name}`);
    await shot(page, "delete-undo-1280.png");
    await page.locator(".toasts").getByRole("button", { name: "Undo" }).click();
    await expect(row).toHaveCount(1);
    await page.reload();
    await expect(row).toHaveCount(1);

    // Without Undo the DELETE goes when the toast ends, and the product is gone for good
    // (so the featured pick does not stay on the shared shop's home page).
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await expectToast(page, `Deleted ${name}`);
    await expect(page.locator(".toasts")).toBeEmpty({ timeout: 12_000 });
    await expect.poll(async () => (await catalogue()).some((p) => p.name === name)).toBe(false);
    await page.reload();
    await expect(page.getByRole("rowheader").first()).toBeVisible();
    await expect(row).toHaveCount(0);
    await shopper.reload();
    await expect(shopper.getByText("Product not found", { exact: true }).first()).toBeVisible();
  });
});

test.describe("orders", () => {
  test("moves one order from pending to delivered and cancels another, and the customer sees both", async ({
    ownerPage: page,
    newPage,
    newCustomer,
  }) => {
    const customer = await newCustomer("regular");
    const delivered = await placeOrder(customer, 2);
    const cancelled = await placeOrder(customer, 3);
    await page.goto("/admin?tab=orders");
    const row = (id: number) =>
      page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: `#${id}`, exact: true }) });
    const status = (id: number, label: string) =>
      expect(row(id).getByText(label, { exact: true })).toBeVisible();
    await status(delivered, "Pending");

    for (const [action, label] of [
      ["Confirm", "Confirmed"],
      ["Mark out for delivery", "Out for delivery"],
      ["Mark delivered", "Delivered"],
    ] as const) {
      await page.getByRole("button", { name: `${action} order #${delivered}` }).click();
      // The final step asks once more, in place.
      if (label === "Delivered") {
        await page.getByRole("button", { name: `Yes, mark delivered order #${delivered}` }).click();
      }
      await expectToast(page, `Order #${delivered} is now ${label}`);
      await status(delivered, label);
    }
    await expect(row(delivered).getByRole("button")).toHaveText(["Details"]);

    await page.getByRole("button", { name: `Details of order #${cancelled}` }).click();
    const detail = page.getByRole("article", { name: `Order #${cancelled}` });
    await expect(detail.getByRole("heading", { name: `Order #${cancelled}` })).toBeVisible();
    await expect(detail).toContainText(customer.email);
    // the status steps, not the payment button beside them ("Mark paid order #…")
    const actions = detail.getByRole("button", {
      name: new RegExp(`^(?!Mark (un)?paid ).*order #${cancelled}$`),
    });
    await expect(actions).toHaveText(["Confirm", "Cancel"]);
    await detail.getByRole("button", { name: `Cancel order #${cancelled}` }).click();
    await detail.getByRole("button", { name: `Yes, cancel order #${cancelled}` }).click();
    await expectToast(page, `Order #${cancelled} is now Cancelled`);
    await expect(detail.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(actions).toHaveCount(0);
    await detail.getByRole("button", { name: "Back to orders" }).click();
    await status(cancelled, "Cancelled");

    const mine = await newPage();
    await mine.goto("/login");
    await logIn(mine, customer.email, customer.password);
    await mine.goto("/orders");
    const card = (id: number) =>
      mine.getByRole("article").filter({ has: mine.getByText(`#${id}`, { exact: true }) });
    await expect(card(delivered).getByText("Delivered", { exact: true })).toBeVisible();
    await expect(card(cancelled).getByText("Cancelled", { exact: true })).toBeVisible();
  });
});

test.describe("users", () => {
  test("suspends a customer, who then meets the suspended panel, and reactivates them", async ({
    ownerPage: page,
    newPage,
    newCustomer,
  }) => {
    const customer = await newCustomer("regular");
    await page.goto("/admin?tab=users");
    await page.getByLabel("Search name, email or mobile").fill(customer.email);
    const row = page.getByRole("row").filter({ hasText: customer.email });
    const status = (label: string) => expect(row.getByText(label, { exact: true })).toBeVisible();
    await expect(row).toBeVisible();
    await expect(page.getByText("1 user", { exact: true })).toBeVisible();
    await status("Active");

    await row.getByRole("button", { name: `Suspend ${customer.name}` }).click();
    await expectToast(page, `${customer.name} is suspended`);
    await status("Suspended");

    const shopper = await newPage();
    await shopper.goto("/login");
    await shopper.getByLabel("Email").fill(customer.email);
    await shopper.getByLabel("Password", { exact: true }).fill(customer.password);
    await shopper.getByRole("button", { name: "Log in" }).click();
    await expect(shopper.getByRole("heading", { name: "Account suspended" })).toBeVisible();
    await expect(shopper.getByRole("alert")).toHaveText("Your account has been suspended");
    await expect(shopper.getByRole("main").getByRole("link", { name: "+855 12 345 678" })).toHaveCount(1);
    expect(await shopper.evaluate(() => localStorage.getItem("user"))).toBeNull();

    await row.getByRole("button", { name: `Reactivate ${customer.name}` }).click();
    await expectToast(page, `${customer.name} is active again`);
    await status("Active");

    await shopper.getByRole("button", { name: "Back to login" }).click();
    await logIn(shopper, customer.email, customer.password);
    expect(new URL(shopper.url()).pathname).toBe("/");

    await page.getByLabel("Search name, email or mobile").fill(ADMIN.email);
    const own = page.getByRole("row").filter({ hasText: ADMIN.email });
    await expect(own).toContainText("(you)");
    await expect(own.getByRole("button")).toHaveCount(0);
  });
});
