// Journeys of an anonymous visitor: home, catalogue search and filters, product detail,
// Order Now through login and back, the share menu, the contact form, the phone menu and
// an unknown address.
import type { Page } from "@playwright/test";
import { featuredOf, discountPercent as percentOffPrice } from "../shared/catalog";
import { formatUsd as usd } from "../web/lib/format";
import { expectToast, PHONE, scrollToEnd } from "./browser";
import { expect, ownContactAddress, test } from "./fixtures";
import { api, type CatalogueProduct, catalogue } from "./session";

let products: CatalogueProduct[];

test.beforeAll(async () => {
  products = await catalogue();
});

const percentOff = (p: CatalogueProduct) => percentOffPrice(p.price, p.original_price);
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

test.describe("home page", () => {
  test("shows the hero, the featured products with their prices, and the call to order with no account needed", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: /^Fresh flowers, delivered today/ });
    await expect(hero.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/products");
    await expect(hero.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", "/about");

    await scrollToEnd(page);
    const featured = page.getByRole("region", { name: "Featured flowers" }).getByRole("article");
    // the owner's picks, else the first three (shared/catalog.ts)
    const picks = featuredOf(products);
    await expect(featured).toHaveCount(picks.length);
    await expect(featured.getByRole("heading")).toHaveText(picks.map((p) => p.name));
    for (const [index, product] of picks.entries()) {
      const card = featured.nth(index);
      await expect(card.getByRole("link", { name: product.name })).toHaveAttribute(
        "href",
        `/product/${product.id}`,
      );
      await expect(card.locator("img")).toHaveAttribute("src", product.image);
      await expect(card).toContainText(usd(product.price));
      if (percentOff(product) > 0) {
        await expect(card.locator("s")).toContainText(usd(product.original_price ?? 0));
        await expect(card.getByText(`${percentOff(product)}% off`, { exact: true })).toBeVisible();
      }
    }

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Our Flowers" })).toHaveAttribute("href", "/products");
    for (const network of ["Instagram", "TikTok", "Telegram"]) {
      await expect(footer.getByRole("link", { name: new RegExp(network) }).first()).toBeAttached();
    }
    // the shop's current year, not a year written into the code
    const { today } = await api<{ today: string }>("GET", "/api/shop");
    await expect(footer).toContainText(`© ${today.slice(0, 4)} `);

    // ordering needs no account, and the home page never says it does
    const invitation = page.getByRole("region", { name: "Make someone's day today" });
    await expect(invitation).toContainText("No account needed");
    await expect(page.getByText(/create a free account/i)).toHaveCount(0);
    await invitation.getByRole("link", { name: "Browse All Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("lets the delivery banner be dismissed for the rest of the visit", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("complementary", { name: "Delivery offer" });
    await expect(banner).toContainText("Free same-day delivery in Siem Reap");
    await page.getByRole("button", { name: "Dismiss delivery offer" }).click();
    await expect(banner).not.toBeAttached();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await page.reload();
    await expect(cardsIn(page).first()).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

test.describe("catalogue", () => {
  test("searches, filters by category, and says when no flower matches", async ({ page }) => {
    await page.goto("/products");
    const cards = cardsIn(page);
    const count = (text: string) => page.getByRole("main").getByText(text, { exact: true });
    await expect(cards).toHaveCount(products.length);
    await expect(count(flowers(products.length))).toBeVisible();
    const soldOut = cards.filter({ has: page.getByRole("heading", { name: outOfStock().name }) });
    await expect(soldOut.getByText("Out of stock", { exact: true })).toBeVisible();
    await expect(cards.getByText("Out of stock", { exact: true })).toHaveCount(
      products.filter((p) => !p.in_stock).length,
    );

    const search = page.getByRole("searchbox", { name: "Search" });
    await search.fill("lotus");
    const lotus = products.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes("lotus"));
    expect(lotus.length).toBeGreaterThan(0);
    await expect(count(flowers(lotus.length, true))).toBeVisible();
    await expect(cards.getByRole("heading")).toHaveText(lotus.map((p) => p.name));
    expect(new URL(page.url()).searchParams.get("q")).toBe("lotus");

    // each next choice is made once the grid has answered the last one, as a visitor would
    await search.fill("");
    await expect(count(flowers(products.length))).toBeVisible();
    await page.getByRole("combobox", { name: "Category" }).selectOption("lilies");
    const lilies = products.filter((p) => p.category === "lilies");
    await expect(count(flowers(lilies.length, true))).toBeVisible();
    await expect(cards.getByRole("heading")).toHaveText(lilies.map((p) => p.name));
    expect(new URL(page.url()).searchParams.get("category")).toBe("lilies");

    await search.fill("tulip");
    await expect(page.getByRole("heading", { name: "No flowers found" })).toBeVisible();
    await expect(cards).toHaveCount(0);
    await page.getByRole("link", { name: "Show all flowers" }).click();
    await expect(count(flowers(products.length))).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("");
  });
});

test.describe("product detail", () => {
  test("shows rating, real review count, discount and the numbered list, and keeps a favourite", async ({
    page,
  }) => {
    const product = discounted();
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    const main = page.getByRole("main");
    // the real count of its visible reviews (ADR 041), not the old fixed "127 reviews"
    const { review_count } = await api<{ review_count: number }>("GET", `/api/products/${product.id}`);
    await expect(main.locator(".product-detail .rating")).toContainText(
      review_count === 0 ? "No reviews yet" : review_count === 1 ? "(1 review)" : `(${review_count} reviews)`,
    );
    // stars only from reviews: none drawn while there is none
    if (review_count === 0) await expect(main.locator(".product-detail .rating")).not.toContainText("Rated");
    await expect(main).not.toContainText("127 reviews");
    await expect(main).toContainText(usd(product.price));
    await expect(main.getByText(`${percentOff(product)}% off`, { exact: true })).toBeVisible();
    const included = page.getByRole("region", { name: "What's Included" }).locator("ol > li");
    await expect(included).toHaveText(itemsOf(product));
    expect(await page.title()).toContain(product.name);

    const favourite = page.getByRole("button", { name: "Favourite" });
    await expect(favourite).toHaveAttribute("aria-pressed", "false");
    await favourite.click();
    await expect(favourite).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(favourite).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "Share this flower" }).click();
    await expectToast(page, "Link copied to clipboard!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("explains an out-of-stock flower and will not order it", async ({ page }) => {
    const product = outOfStock();
    await page.goto(`/product/${product.id}`);
    await expect(page.getByText("This product is currently out of stock", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Order Now" })).toBeDisabled();
  });

  test("says 'Product not found' for an id the shop does not have", async ({ page }) => {
    await page.goto("/product/999999");
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
    const back = page.getByRole("main").getByRole("link", { name: "Browse our flowers" });
    await expect(back).toHaveAttribute("href", "/products");
  });
});

test.describe("ordering without an account", () => {
  test("opens the order form of that flower to a visitor, with the e-mail to send the code to", async ({
    page,
  }) => {
    const product = discounted();
    await page.goto(`/product/${product.id}`);
    await page.getByRole("button", { name: "Order Now" }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${product.id}`));
    await expect(page.getByRole("heading", { name: "Place your order" })).toBeVisible();
    await expect(
      page.getByRole("form", { name: "Order form" }).getByLabel("Email", { exact: true }),
    ).toBeEditable();
  });
});

test.describe("shared frame", () => {
  test("share menu links to the networks and copies the address for 2 seconds", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Share this page" });
    await toggle.click();
    const menu = page.locator("#share-menu");
    await expect(menu.getByRole("listitem")).toHaveText([
      "Facebook (opens in a new tab)",
      "Twitter (opens in a new tab)",
      "WhatsApp (opens in a new tab)",
      "Copy Link",
    ]);
    const address = encodeURIComponent(page.url());
    for (const network of ["Facebook", "Twitter", "WhatsApp"]) {
      const link = menu.getByRole("link", { name: new RegExp(network) });
      await expect.poll(() => link.getAttribute("href")).toContain(address);
    }

    await menu.getByRole("button", { name: "Copy Link" }).click();
    const copied = page.getByText("Link copied!", { exact: true });
    await expect(copied).toBeVisible();
    const copiedAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(copied).not.toBeAttached({ timeout: 4000 });
    expect(Date.now() - copiedAt).toBeGreaterThan(1000);

    await page.keyboard.press("Escape");
    await expect(menu).not.toBeAttached();
    await expect(toggle).toBeFocused();
  });

  test("contact form checks required fields, says it is sending while the request runs, then thanks the visitor", async ({
    page,
  }) => {
    await ownContactAddress(page);
    await page.goto("/contact");
    const field = (role: "textbox" | "combobox", name: string) => page.getByRole(role, { name, exact: true });
    const send = page.getByRole("button", { name: "Send Message" });
    await send.click();
    for (const error of [
      "Please enter your name",
      "Please enter your email address",
      "Please choose a subject",
      "Please enter your message",
    ]) {
      await expect(page.getByText(error, { exact: true })).toBeVisible();
    }
    await expect(field("textbox", "Name")).toBeFocused();

    await field("textbox", "Name").fill("Dara Chan");
    await field("textbox", "Email").fill("dara@example.com");
    await field("combobox", "Subject").selectOption("wedding");
    await field("textbox", "Message").fill("Do you decorate wedding halls near Pub Street?");
    // The send lasts as long as the request: hold it until "Sending…" has been seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/contact", async (route) => {
      await released;
      await route.fallback();
    });
    await send.click();
    await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
    release();
    await expect(
      page.getByText("Thank you for your message! We will get back to you within 24 hours.", { exact: true }),
    ).toBeVisible();
    await expect(field("textbox", "Name")).toHaveValue("");
  });

  test("phone menu at 390 px lists every page and closes once a link is followed", async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: "Main" });
    await expect(bar.getByRole("link", { name: "Products", exact: true })).not.toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link")).toHaveText([
      "Home",
      "Products",
      "About Us",
      "Contact",
      "Favourites",
      "Login",
      "Register",
      "English",
      "ខ្មែរ",
      "中文",
    ]);
    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).not.toBeAttached();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("an unknown address shows the not-found page with a way home", async ({ page }) => {
    await page.goto("/no-such-flowers");
    await expect(page.getByRole("heading", { name: "This page has wilted" })).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });
});
