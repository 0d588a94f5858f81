// Journeys of the shop owner (the seeded admin): the dashboard's numbers, creating a
// product with an uploaded image and flipping its stock, moving orders through every
// status, and suspending a customer, who then meets the suspended panel, and back.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launch, openPage, type SessionState, textsOf, waitForToast } from "./browser";
import { ADMIN, type Customer, catalogue, createCustomer, logIn, placeOrder, signedInState } from "./session";

let browser: Browser;
let owner: SessionState;
let customer: Customer;
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launch();
  owner = await signedInState(browser, ADMIN.email, ADMIN.password);
  customer = await createCustomer("regular");
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await browser.close();
});

async function open(path: string, session?: SessionState): Promise<Page> {
  const page = await openPage(browser, undefined, session);
  pages.push(page);
  await page.goto(path);
  return page;
}

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

describe("dashboard", () => {
  it("shows the shop's numbers and the newest orders and users", async () => {
    const orderId = await placeOrder(customer, 1);
    const products = await catalogue();
    const page = await open("/admin", owner);
    await page.getByRole("heading", { level: 1, name: "Admin Panel" }).waitFor();
    expect(await page.getByRole("tab", { name: "Dashboard" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("complementary", { name: "Delivery offer" }).count()).toBe(0);

    const stat = (label: string) => page.locator(`dt:text-is("${label}") + dd`);
    await stat("Total products").waitFor();
    expect(await stat("Total products").textContent()).toBe(String(products.length));
    expect(await stat("Out of stock").textContent()).toBe(String(products.filter((p) => !p.in_stock).length));
    expect(Number(await stat("Pending orders").textContent())).toBeGreaterThanOrEqual(1);

    const recentOrders = page.getByRole("region", { name: "Recent orders" }).getByRole("listitem");
    await recentOrders.first().waitFor();
    expect(await recentOrders.count()).toBeLessThanOrEqual(5);
    expect(await recentOrders.first().textContent()).toContain(`#${orderId}`);
    const recentUsers = page.getByRole("region", { name: "Recent users" }).getByRole("listitem");
    expect(await recentUsers.count()).toBeLessThanOrEqual(5);
    expect(await recentUsers.first().textContent()).toContain(customer.email);
  });
});

describe("catalogue", () => {
  it("creates a product with an uploaded image, then takes it out of stock and back", async () => {
    const name = `Lotus Dawn Posy ${Date.now()}`;
    const page = await open("/admin?tab=products", owner);
    await page.getByRole("button", { name: "Add product" }).click();
    await page.getByRole("heading", { name: "New product" }).waitFor();

    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByText("Name is required", { exact: true }).waitFor();

    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Discounted price").fill("30");
    await page.getByLabel(/^Original price/).fill("40");
    await page.getByLabel("Category", { exact: true }).selectOption("seasonal");
    await page.getByLabel("Description", { exact: true }).fill("Pink lotus buds wrapped in banana leaf.");
    await page.getByLabel(/^What's included/).fill("Five lotus buds, Banana leaf wrap, Card");
    await page.getByLabel("Image", { exact: true }).setInputFiles({
      name: "lotus-dawn.png",
      mimeType: "image/png",
      buffer: await drawPng(page),
    });
    await waitForToast(page, "Image uploaded successfully");
    const preview = page.getByRole("img", { name: "Preview for this product" });
    const imageUrl = (await preview.getAttribute("src")) ?? "";
    expect(imageUrl).toMatch(/^\/api\/uploads\/.+/);

    await page.getByRole("button", { name: "Create product" }).click();
    await waitForToast(page, `Created ${name}`);
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
    const stock = (text: string) => row.getByText(text, { exact: true }).waitFor();
    await row.waitFor();
    await stock("In stock");
    expect(await row.textContent()).toContain("$30.00");
    expect(await row.textContent()).toContain("-25%");

    const created = (await catalogue()).find((p) => p.name === name);
    expect(created).toBeDefined();
    const shopper = await open(`/product/${created?.id}`);
    await shopper.getByRole("heading", { level: 1, name }).waitFor();
    await shopper.getByText("25% off", { exact: true }).waitFor();
    const included = shopper.getByRole("region", { name: "What's Included" }).locator("ol > li");
    expect(await textsOf(included)).toEqual(["Five lotus buds", "Banana leaf wrap", "Card"]);
    const image = shopper.getByRole("img", { name });
    expect(await image.getAttribute("src")).toBe(imageUrl);
    await shopper.waitForFunction((alt) => {
      const img = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
      return img?.complete && img.naturalWidth === 64;
    }, name);

    await page.getByRole("button", { name: `Mark out of stock: ${name}` }).click();
    await waitForToast(page, "Product removed from stock");
    await stock("Out of stock");
    await shopper.reload();
    await shopper.getByText("This product is currently out of stock", { exact: true }).waitFor();
    expect(await shopper.getByRole("button", { name: "Order Now" }).isDisabled()).toBe(true);

    await page.getByRole("button", { name: `Mark in stock: ${name}` }).click();
    await waitForToast(page, "Product added to stock");
    await stock("In stock");
    await shopper.reload();
    await shopper.getByRole("heading", { level: 1, name }).waitFor();
    expect(await shopper.getByRole("button", { name: "Order Now" }).isEnabled()).toBe(true);
  });
});

describe("orders", () => {
  it("moves one order from pending to delivered and cancels another, and the customer sees both", async () => {
    const delivered = await placeOrder(customer, 2);
    const cancelled = await placeOrder(customer, 3);
    const page = await open("/admin?tab=orders", owner);
    const row = (id: number) =>
      page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: `#${id}`, exact: true }) });
    await row(delivered).waitFor();
    const status = (id: number, label: string) => row(id).getByText(label, { exact: true }).waitFor();
    await status(delivered, "Pending");

    for (const [action, label] of [
      ["Confirm", "Confirmed"],
      ["Mark shipped", "Shipped"],
      ["Mark delivered", "Delivered"],
    ] as const) {
      await page.getByRole("button", { name: `${action} order #${delivered}` }).click();
      await waitForToast(page, `Order #${delivered} is now ${label}`);
      await status(delivered, label);
    }
    expect(await textsOf(row(delivered).getByRole("button"))).toEqual(["Details"]);

    await page.getByRole("button", { name: `Details of order #${cancelled}` }).click();
    const detail = page.getByRole("article", { name: `Order #${cancelled}` });
    await detail.getByRole("heading", { name: `Order #${cancelled}` }).waitFor();
    expect(await detail.textContent()).toContain(customer.email);
    const actions = detail.getByRole("button", { name: new RegExp(`order #${cancelled}$`) });
    expect(await textsOf(actions)).toEqual(["Confirm", "Cancel"]);
    await detail.getByRole("button", { name: `Cancel order #${cancelled}` }).click();
    await waitForToast(page, `Order #${cancelled} is now Cancelled`);
    await detail.getByText("Cancelled", { exact: true }).waitFor();
    expect(await actions.count()).toBe(0);
    await detail.getByRole("button", { name: "Back to orders" }).click();
    await status(cancelled, "Cancelled");

    const mine = await open("/login");
    await logIn(mine, customer.email, customer.password);
    await mine.goto("/orders");
    const card = (id: number) => mine.getByRole("article").filter({ hasText: `#${id}` });
    await card(delivered).getByText("Delivered", { exact: true }).waitFor();
    await card(cancelled).getByText("Cancelled", { exact: true }).waitFor();
  });
});

describe("users", () => {
  it("suspends a customer, who then meets the suspended panel, and reactivates them", async () => {
    const page = await open("/admin?tab=users", owner);
    await page.getByLabel("Search name, email or mobile").fill(customer.email);
    const row = page.getByRole("row").filter({ hasText: customer.email });
    const status = (label: string) => row.getByText(label, { exact: true }).waitFor();
    await row.waitFor();
    await page.getByText(/^1 of \d+ users$/).waitFor();
    await status("Active");

    await row.getByRole("button", { name: `Suspend ${customer.name}` }).click();
    await waitForToast(page, `${customer.name} is suspended`);
    await status("Suspended");

    const shopper = await open("/login");
    await shopper.getByLabel("Email").fill(customer.email);
    await shopper.getByLabel("Password", { exact: true }).fill(customer.password);
    await shopper.getByRole("button", { name: "Log in" }).click();
    await shopper.getByRole("heading", { name: "Account suspended" }).waitFor();
    expect(await shopper.getByRole("alert").textContent()).toBe("Your account has been suspended");
    expect(await shopper.getByRole("main").getByRole("link", { name: "+855 12 345 678" }).count()).toBe(1);
    expect(await shopper.evaluate(() => localStorage.getItem("user"))).toBeNull();

    await row.getByRole("button", { name: `Reactivate ${customer.name}` }).click();
    await waitForToast(page, `${customer.name} is active again`);
    await status("Active");

    await shopper.getByRole("button", { name: "Back to login" }).click();
    await logIn(shopper, customer.email, customer.password);
    expect(new URL(shopper.url()).pathname).toBe("/");

    await page.getByLabel("Search name, email or mobile").fill(ADMIN.email);
    const own = page.getByRole("row").filter({ hasText: ADMIN.email });
    expect(await own.textContent()).toContain("(you)");
    expect(await own.getByRole("button").count()).toBe(0);
  });
});
