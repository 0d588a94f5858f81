// Journeys of an anonymous visitor: home, catalogue search and filters, product detail,
// Order Now through login and back, the share menu, the contact form, the phone menu and
// an unknown address.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isFocused, launch, openPage, PHONE, scrollToEnd, textsOf, waitForToast } from "./browser";
import { type CatalogueProduct, type Customer, catalogue, createCustomer, logIn } from "./session";

let browser: Browser;
let products: CatalogueProduct[];
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launch();
  products = await catalogue();
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await browser.close();
});

async function visit(path: string, viewport?: typeof PHONE): Promise<Page> {
  const page = await openPage(browser, viewport);
  pages.push(page);
  await page.goto(path);
  return page;
}

const usd = (amount: number) => `$${amount.toFixed(2)}`;
const percentOff = (p: CatalogueProduct) =>
  p.original_price ? Math.round(((p.original_price - p.price) / p.original_price) * 100) : 0;
const discounted = () => products.find((p) => p.in_stock && percentOff(p) > 0) as CatalogueProduct;
const outOfStock = () => products.find((p) => !p.in_stock) as CatalogueProduct;
const itemsOf = (p: CatalogueProduct) =>
  (p.whats_included ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** The catalogue's count line: "1 flower", "16 flowers", "2 flowers match your search". */
const flowers = (n: number, filtered = false) =>
  `${n} flower${n === 1 ? "" : "s"}${filtered ? " match your search" : ""}`;
/** The product cards of a page. */
const cardsIn = (page: Page) => page.getByRole("main").getByRole("article");

describe("home page", () => {
  it("shows the hero, the first three products with their prices, and the call to register", async () => {
    const page = await visit("/");
    const hero = page.getByRole("region", { name: /^Fresh flowers, delivered today/ });
    expect(await hero.getByRole("link", { name: "Shop Now" }).getAttribute("href")).toBe("/products");
    expect(await hero.getByRole("link", { name: /^Learn More/ }).getAttribute("href")).toBe("/about");

    await scrollToEnd(page);
    const featured = page.getByRole("region", { name: "Featured flowers" }).getByRole("article");
    await featured.first().waitFor();
    expect(await featured.count()).toBe(3);
    const firstThree = products.slice(0, 3);
    expect(await textsOf(featured.getByRole("heading"))).toEqual(firstThree.map((p) => p.name));
    for (const [index, product] of firstThree.entries()) {
      const card = featured.nth(index);
      expect(await card.getByRole("link", { name: product.name }).getAttribute("href")).toBe(
        `/product/${product.id}`,
      );
      expect(await card.locator("img").getAttribute("src")).toBe(product.image);
      expect(await card.textContent()).toContain(usd(product.price));
      if (percentOff(product) > 0) {
        expect(await card.locator("s").textContent()).toContain(usd(product.original_price ?? 0));
        await card.getByText(`${percentOff(product)}% off`, { exact: true }).waitFor();
      }
    }

    const footer = page.getByRole("contentinfo");
    expect(await footer.getByRole("link", { name: "Our Flowers" }).getAttribute("href")).toBe("/products");
    for (const network of ["Instagram", "TikTok", "Telegram"]) {
      expect(await footer.getByRole("link", { name: new RegExp(network) }).count()).toBeGreaterThan(0);
    }
    expect(await footer.textContent()).toContain("2024");

    await page.getByRole("link", { name: "Get Started Now" }).click();
    await page.waitForURL("**/register");
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
  });

  it("lets the delivery banner be dismissed for the rest of the visit", async () => {
    const page = await visit("/");
    const banner = page.getByRole("complementary", { name: "Delivery offer" });
    expect(await banner.textContent()).toContain("Free same-day delivery in Siem Reap");
    await page.getByRole("button", { name: "Dismiss delivery offer" }).click();
    await banner.waitFor({ state: "detached" });

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" }).click();
    await page.waitForURL("**/products");
    await page.reload();
    await cardsIn(page).first().waitFor();
    expect(await banner.count()).toBe(0);
  });
});

describe("catalogue", () => {
  it("searches, filters by category, and says when no flower matches", async () => {
    const page = await visit("/products");
    const cards = cardsIn(page);
    const count = (text: string) => page.getByRole("main").getByText(text, { exact: true });
    await cards.first().waitFor();
    expect(await cards.count()).toBe(products.length);
    await count(flowers(products.length)).waitFor();
    const soldOut = cards.filter({ has: page.getByRole("heading", { name: outOfStock().name }) });
    await soldOut.getByText("Out of stock", { exact: true }).waitFor();
    expect(await cards.getByText("Out of stock", { exact: true }).count()).toBe(
      products.filter((p) => !p.in_stock).length,
    );

    const search = page.getByRole("searchbox", { name: "Search" });
    await search.fill("lotus");
    const lotus = products.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes("lotus"));
    expect(lotus.length).toBeGreaterThan(0);
    await count(flowers(lotus.length, true)).waitFor();
    expect(await textsOf(cards.getByRole("heading"))).toEqual(lotus.map((p) => p.name));
    expect(new URL(page.url()).searchParams.get("q")).toBe("lotus");

    // each next choice is made once the grid has answered the last one, as a visitor would
    await search.fill("");
    await count(flowers(products.length)).waitFor();
    await page.getByRole("combobox", { name: "Category" }).selectOption("lilies");
    const lilies = products.filter((p) => p.category === "lilies");
    await count(flowers(lilies.length, true)).waitFor();
    expect(await textsOf(cards.getByRole("heading"))).toEqual(lilies.map((p) => p.name));
    expect(new URL(page.url()).searchParams.get("category")).toBe("lilies");

    await search.fill("tulip");
    await page.getByRole("heading", { name: "No flowers found" }).waitFor();
    expect(await cards.count()).toBe(0);
    await page.getByRole("link", { name: "Show all flowers" }).click();
    await count(flowers(products.length)).waitFor();
    expect(await page.getByRole("combobox", { name: "Category" }).inputValue()).toBe("");
  });
});

describe("product detail", () => {
  it("shows rating, fixed review count, discount and the numbered list, and keeps a favourite", async () => {
    const product = discounted();
    const page = await visit(`/product/${product.id}`);
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    const main = page.getByRole("main");
    await main.getByText("127 reviews").waitFor();
    expect(await main.textContent()).toContain(usd(product.price));
    await main.getByText(`${percentOff(product)}% off`, { exact: true }).waitFor();
    const included = page.getByRole("region", { name: "What's Included" }).locator("ol > li");
    expect(await textsOf(included)).toEqual(itemsOf(product));
    expect(await page.title()).toContain(product.name);

    const favourite = page.getByRole("button", { name: "Favourite" });
    expect(await favourite.getAttribute("aria-pressed")).toBe("false");
    await favourite.click();
    expect(await favourite.getAttribute("aria-pressed")).toBe("true");
    await page.reload();
    expect(await favourite.getAttribute("aria-pressed")).toBe("true");

    await page.getByRole("button", { name: "Share this flower" }).click();
    await waitForToast(page, "Link copied to clipboard!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  it("explains an out-of-stock flower and will not order it", async () => {
    const product = outOfStock();
    const page = await visit(`/product/${product.id}`);
    await page.getByText("This product is currently out of stock", { exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Order Now" }).isDisabled()).toBe(true);
  });

  it("says 'Product not found' for an id the shop does not have", async () => {
    const page = await visit("/product/999999");
    await page.getByRole("heading", { name: "Product not found" }).waitFor();
    const back = page.getByRole("main").getByRole("link", { name: "Browse our flowers" });
    expect(await back.getAttribute("href")).toBe("/products");
  });
});

describe("ordering without an account", () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await createCustomer("visitor");
  });

  it("asks the visitor to log in, then brings them back to the flower to order it", async () => {
    const product = discounted();
    const page = await visit(`/product/${product.id}`);
    await page.getByRole("button", { name: "Order Now" }).click();
    await waitForToast(page, "Please login to place an order");
    await page.waitForURL("**/login");

    await logIn(page, customer.email, customer.password);
    expect(new URL(page.url()).pathname).toBe(`/product/${product.id}`);
    await page.getByRole("button", { name: "Order Now" }).click();
    await page.waitForURL(`**/order/${product.id}`);
    await page.getByRole("heading", { name: "Place your order" }).waitFor();
  });
});

describe("shared frame", () => {
  it("share menu links to the networks and copies the address for 2 seconds", async () => {
    const page = await visit("/about");
    const toggle = page.getByRole("button", { name: "Share this page" });
    await toggle.click();
    const menu = page.locator("#share-menu");
    await menu.waitFor();
    expect(await textsOf(menu.getByRole("listitem"))).toEqual([
      "Facebook (opens in a new tab)",
      "Twitter (opens in a new tab)",
      "WhatsApp (opens in a new tab)",
      "Copy Link",
    ]);
    const address = encodeURIComponent(page.url());
    for (const network of ["Facebook", "Twitter", "WhatsApp"]) {
      expect(await menu.getByRole("link", { name: new RegExp(network) }).getAttribute("href")).toContain(
        address,
      );
    }

    await menu.getByRole("button", { name: "Copy Link" }).click();
    const copied = page.getByText("Link copied!", { exact: true });
    await copied.waitFor();
    const copiedAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await copied.waitFor({ state: "detached", timeout: 4000 });
    expect(Date.now() - copiedAt).toBeGreaterThan(1000);

    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await isFocused(toggle)).toBe(true);
  });

  it("contact form checks required fields, sends for a moment, then thanks the visitor", async () => {
    const page = await visit("/contact");
    const field = (role: "textbox" | "combobox", name: string) => page.getByRole(role, { name, exact: true });
    const send = page.getByRole("button", { name: "Send Message" });
    await send.click();
    for (const error of [
      "Please enter your name",
      "Please enter your email address",
      "Please choose a subject",
      "Please enter your message",
    ]) {
      await page.getByText(error, { exact: true }).waitFor();
    }
    expect(await isFocused(field("textbox", "Name"))).toBe(true);

    await field("textbox", "Name").fill("Dara Chan");
    await field("textbox", "Email").fill("dara@example.com");
    await field("combobox", "Subject").selectOption("wedding");
    await field("textbox", "Message").fill("Do you decorate wedding halls near Pub Street?");
    await send.click();
    expect(await page.getByRole("button", { name: "Sending…" }).isDisabled()).toBe(true);
    await page
      .getByText("Thank you for your message! We will get back to you within 24 hours.", { exact: true })
      .waitFor();
    expect(await field("textbox", "Name").inputValue()).toBe("");
  });

  it("phone menu at 390 px lists every page and closes once a link is followed", async () => {
    const page = await visit("/", PHONE);
    const bar = page.getByRole("navigation", { name: "Main" });
    expect(await bar.getByRole("link", { name: "Products", exact: true }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.waitFor();
    expect(await textsOf(menu.getByRole("link"))).toEqual([
      "Home",
      "Products",
      "About Us",
      "Contact",
      "Profile",
      "Login",
      "Register",
    ]);
    await menu.getByRole("link", { name: "About Us" }).click();
    await page.waitForURL("**/about");
    await menu.waitFor({ state: "detached" });
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("an unknown address shows the not-found page with a way home", async () => {
    const page = await visit("/no-such-flowers");
    await page.getByRole("heading", { name: "This page has wilted" }).waitFor();
    await page.getByRole("link", { name: "Back to home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });
});
