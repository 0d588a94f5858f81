// Journeys of an anonymous visitor: home, catalogue search and filters, product detail,
// Order Now through login and back, the share menu, the contact form, the phone menu and
// an unknown address.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launch, openPage, PHONE, scrollToEnd, textsOf, waitForToast } from "./browser";
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
const inStock = () => products.find((p) => p.in_stock && p.original_price) as CatalogueProduct;
const outOfStock = () => products.find((p) => !p.in_stock) as CatalogueProduct;

describe("home page", () => {
  it("shows the hero, the first three products with their prices, and the call to register", async () => {
    const page = await visit("/");
    const hero = page.locator(".hero");
    expect(await hero.getByRole("link", { name: "Shop Now" }).getAttribute("href")).toBe("/products");
    expect(await hero.getByRole("link", { name: "Learn More" }).getAttribute("href")).toBe("/about");

    await scrollToEnd(page);
    const featured = page.locator("section[aria-labelledby=featured-title] .product-card");
    await featured.first().waitFor();
    expect(await featured.count()).toBe(3);
    const firstThree = products.slice(0, 3);
    expect(await textsOf(featured.locator(".product-card-title"))).toEqual(firstThree.map((p) => p.name));
    for (const [index, product] of firstThree.entries()) {
      const card = featured.nth(index);
      expect(await card.getByRole("link").getAttribute("href")).toBe(`/product/${product.id}`);
      expect(await card.locator(".price-now").textContent()).toContain(usd(product.price));
      if (percentOff(product) > 0) {
        expect(await card.locator("s.price-was").textContent()).toContain(usd(product.original_price ?? 0));
        expect(await card.locator(".badge-sale").textContent()).toBe(`${percentOff(product)}% off`);
      }
    }

    const footer = page.locator("footer");
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
    await page.locator(".product-card").first().waitFor();
    expect(await banner.count()).toBe(0);
  });
});

describe("catalogue", () => {
  it("searches, filters by category, and says when no flower matches", async () => {
    const page = await visit("/products");
    const cards = page.locator(".product-card");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(products.length);
    expect(await page.locator(".catalog-count").textContent()).toBe(`${products.length} flowers`);
    const soldOut = cards.filter({ hasText: outOfStock().name });
    expect(await soldOut.locator(".product-card-stock").textContent()).toBe("Out of stock");
    expect(await cards.locator(".product-card-stock").count()).toBe(
      products.filter((p) => !p.in_stock).length,
    );

    await page.getByLabel("Search").fill("lotus");
    const lotus = products.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes("lotus"));
    expect(lotus.length).toBeGreaterThan(0);
    await page.getByText(`match your search`).waitFor();
    expect(await textsOf(cards.locator(".product-card-title"))).toEqual(lotus.map((p) => p.name));
    expect(new URL(page.url()).searchParams.get("q")).toBe("lotus");

    await page.getByLabel("Search").fill("");
    await page.getByLabel("Category").selectOption("lilies");
    const lilies = products.filter((p) => p.category === "lilies");
    await page.locator(".catalog-count").getByText(`${lilies.length} flower`).waitFor();
    expect(await textsOf(cards.locator(".product-card-title"))).toEqual(lilies.map((p) => p.name));
    expect(new URL(page.url()).searchParams.get("category")).toBe("lilies");

    await page.getByLabel("Search").fill("tulip");
    await page.getByRole("heading", { name: "No flowers found" }).waitFor();
    expect(await cards.count()).toBe(0);
    await page.getByRole("link", { name: "Show all flowers" }).click();
    await page.locator(".catalog-count").getByText(`${products.length} flowers`).waitFor();
    expect(await page.getByLabel("Category").inputValue()).toBe("");
  });
});

describe("product detail", () => {
  it("shows rating, fixed review count, discount and the numbered list, and keeps a favourite", async () => {
    const product = inStock();
    const page = await visit(`/product/${product.id}`);
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    const info = page.locator(".product-detail-info");
    expect(await info.locator(".rating-reviews").textContent()).toBe("(127 reviews)");
    expect(await info.locator(".price-now").textContent()).toContain(usd(product.price));
    expect(await info.locator(".badge-sale").textContent()).toBe(`${percentOff(product)}% off`);
    expect(await page.getByRole("heading", { name: "What's Included" }).isVisible()).toBe(true);
    expect(await info.locator("ol.included-list > li").count()).toBeGreaterThan(0);
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
    expect(await page.getByRole("link", { name: "Browse our flowers" }).getAttribute("href")).toBe(
      "/products",
    );
  });
});

describe("ordering without an account", () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await createCustomer("visitor");
  });

  it("asks the visitor to log in, then brings them back to the flower to order it", async () => {
    const product = inStock();
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
    expect(await textsOf(menu.locator(".share-item"))).toEqual([
      "Facebook (opens in a new tab)",
      "Twitter (opens in a new tab)",
      "WhatsApp (opens in a new tab)",
      "Copy Link",
    ]);
    const address = encodeURIComponent(page.url());
    expect(await menu.getByRole("link", { name: /Facebook/ }).getAttribute("href")).toContain(address);
    expect(await menu.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")).toContain(address);

    await menu.getByRole("button", { name: "Copy Link" }).click();
    const status = page.locator(".share-status");
    await status.getByText("Link copied!", { exact: true }).waitFor();
    const copiedAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await status.getByText("Link copied!").waitFor({ state: "detached", timeout: 4000 });
    expect(Date.now() - copiedAt).toBeGreaterThan(1000);

    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await toggle.evaluate((node) => node === document.activeElement)).toBe(true);
  });

  it("contact form checks required fields, sends for a moment, then thanks the visitor", async () => {
    const page = await visit("/contact");
    const send = page.getByRole("button", { name: "Send Message" });
    await send.click();
    for (const error of [
      "Please enter your name",
      "Please enter your email address",
      "Please choose a subject",
      "Please enter your message",
    ]) {
      expect(await page.getByText(error, { exact: true }).isVisible()).toBe(true);
    }
    expect(
      await page
        .getByRole("textbox", { name: "Name", exact: true })
        .evaluate((node) => node === document.activeElement),
    ).toBe(true);

    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Dara Chan");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("dara@example.com");
    await page.getByRole("combobox", { name: "Subject", exact: true }).selectOption("wedding");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Do you decorate wedding halls near Pub Street?");
    await send.click();
    const sending = page.getByRole("button", { name: "Sending…" });
    expect(await sending.isDisabled()).toBe(true);
    await page
      .getByText("Thank you for your message! We will get back to you within 24 hours.", { exact: true })
      .waitFor();
    expect(await page.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe("");
  });

  it("phone menu at 390 px lists every page and closes once a link is followed", async () => {
    const page = await visit("/", PHONE);
    expect(await page.locator(".nav-links").isVisible()).toBe(false);
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
