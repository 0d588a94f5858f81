// Storefront journeys, as a tourist on a 390 px phone and a visitor at
// 1280 px meet them: compact featured cards (the owner's pick), the product page's order bar
// that stays on screen, WhatsApp click-to-chat, occasions in the search and the filter,
// outlines instead of a blank spinner on a slow network, Try again wherever loading failed,
// and the "Product not found" button clear of its text. Screenshots: test-results/storefront/.
import type { Locator, Page } from "@playwright/test";
import { featuredOf } from "../shared/catalog";
import { SHOP } from "../shared/shop";
import { formatUsd as usd } from "../web/lib/format";
import { PHONE, scrollToEnd, seriousA11yViolations } from "./browser";
import { expect, test } from "./fixtures";
import { api, type CatalogueProduct, catalogue } from "./session";

const SHOTS = "test-results/storefront";
/** The catalogue's list requests, whatever their query (a page of /products, the home page's picks). */
const CATALOGUE_LIST = (url: URL) => url.pathname === "/api/products";
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });

/** The owner's new bouquet for these journeys: tagged for birthdays and featured on the home page. */
let bouquet: CatalogueProduct;

test.beforeAll(async ({ ownerToken }) => {
  const [model] = await catalogue();
  if (!model) throw new Error("the seeded catalogue is empty");
  bouquet = await api<CatalogueProduct>(
    "POST",
    "/api/admin/products",
    {
      name: "Happy Birthday Sunflowers",
      price: 38,
      originalPrice: null,
      description: "Bright sunflowers and chamomile, tied with a yellow ribbon.",
      category: "mixed",
      image: model.image,
      whatsIncluded: "7 sunflowers, Chamomile, Card",
      inStock: true,
      occasions: ["birthday", "congratulations"],
      featured: true,
    },
    ownerToken,
  );
});

test.afterAll(async ({ ownerToken }) => {
  // the shop goes back to what the other journeys expect
  if (bouquet) await api("DELETE", `/api/admin/products/${bouquet.id}`, undefined, ownerToken);
});

/** A locator's box, which must be on the page. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not laid out");
  return box;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("home page", () => {
  test("shows the owner's featured flowers as compact cards on a phone, three across at 1280 px", async ({
    newPage,
    page,
  }) => {
    const expected = featuredOf(await catalogue());
    expect(expected.map((p) => p.name)).toContain(bouquet.name);

    const phone = await newPage({ viewport: PHONE });
    await phone.goto("/");
    await scrollToEnd(phone);
    const region = phone.getByRole("region", { name: "Featured flowers" });
    const cards = region.getByRole("article");
    await expect(cards.getByRole("heading")).toHaveText(expected.map((p) => p.name));
    await region.evaluate((element) => element.scrollIntoView({ block: "start" }));
    const first = await boxOf(cards.nth(0));
    // a row to swipe: two cards side by side, each well under half the screen tall
    expect(first.height).toBeLessThan(PHONE.height / 2);
    if (expected.length > 1) {
      const second = await boxOf(cards.nth(1));
      expect(Math.abs(second.y - first.y)).toBeLessThan(2);
      expect(second.x).toBeGreaterThan(first.x + first.width);
      expect(second.x + second.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(phone, "home-featured-390");
    expect(await seriousA11yViolations(phone)).toEqual([]);

    // with no pick, the first three (the server's rule): two on the screen, the third peeking
    // in to be swiped to. The landing page comes drawn by the Worker: the picks are asked for
    // by the browser when the visitor comes to the home page from another page.
    const unpicked = (await catalogue()).slice(0, 3).map((p) => ({ ...p, featured: false }));
    await phone.route(CATALOGUE_LIST, (route) =>
      route.fulfill({ json: { products: unpicked, next_cursor: null } }),
    );
    await phone.goto("/about");
    await phone.getByRole("link", { name: SHOP.name, exact: true }).click();
    await scrollToEnd(phone);
    const three = phone.getByRole("region", { name: "Featured flowers" }).getByRole("article");
    await expect(three.getByRole("heading")).toHaveText(unpicked.map((p) => p.name));
    await three.first().evaluate((element) => element.scrollIntoView({ block: "center" }));
    const lefts = await three.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().left));
    expect(lefts[1]).toBeLessThan(PHONE.width);
    expect(lefts[2]).toBeLessThan(PHONE.width); // peeks in
    await three.nth(2).scrollIntoViewIfNeeded();
    await expect(three.nth(2)).toBeInViewport({ ratio: 1 }); // a swipe brings it whole
    await shot(phone, "home-featured-three-390");

    await page.goto("/");
    await scrollToEnd(page);
    const wide = page.getByRole("region", { name: "Featured flowers" });
    await expect(wide.getByRole("article").getByRole("heading")).toHaveText(expected.map((p) => p.name));
    await wide.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await shot(page, "home-featured-1280");
  });
});

test.describe("product page", () => {
  test("keeps the price and Order Now on a phone's screen while the visitor reads, and offers WhatsApp", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`/product/${bouquet.id}`);
    await expect(page.getByRole("heading", { level: 1, name: bouquet.name })).toBeVisible();
    const order = page.getByRole("button", { name: "Order Now" });
    const bar = page.locator(".order-bar");
    await expect(bar).toContainText(usd(bouquet.price));

    // on arrival, and half way down, Order Now is on the screen, clear of the share button
    for (const scroll of [0, 400]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      await expect(order).toBeInViewport({ ratio: 1 });
      const share = await boxOf(page.getByRole("button", { name: "Share this page" }));
      expect(overlaps(await boxOf(bar), share)).toBe(false);
    }
    // at the end of the page the bar covers none of it: the footer ends above the bar
    await scrollToEnd(page);
    const footer = await boxOf(page.locator("footer.site-footer"));
    expect(footer.y + footer.height).toBeLessThanOrEqual((await boxOf(bar)).y + 1);
    await shot(page, "product-order-bar-end-390");
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "product-order-bar-390");

    const chat = page.getByRole("link", { name: "Chat on WhatsApp (opens in a new tab)" });
    const href = new URL((await chat.getAttribute("href")) ?? "");
    expect(href.host).toBe("wa.me");
    expect(href.pathname).toBe(`/${SHOP.whatsapp.replace(/\D/g, "")}`);
    expect(href.searchParams.get("text")).toContain(bouquet.name);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Order Now works from the bar: a visitor goes straight to the order form
    await order.click();
    await expect(page).toHaveURL(new RegExp(`/order/${bouquet.id}`));
    await expect(page.getByRole("form", { name: "Order form" })).toBeVisible();
  });

  test("at 200% zoom of a 1280 px screen Order Now is on the screen from the start", async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 640, height: 400 } });
    await page.goto(`/product/${bouquet.id}`);
    const order = page.getByRole("button", { name: "Order Now" });
    await expect(order).toBeInViewport({ ratio: 1 });
    const share = await boxOf(page.getByRole("button", { name: "Share this page" }));
    expect(overlaps(await boxOf(page.locator(".order-bar")), share)).toBe(false);
    await shot(page, "product-order-bar-640x400");
  });

  test("at 1280 px the order buttons sit under the details, with no second price", async ({ page }) => {
    await page.goto(`/product/${bouquet.id}`);
    const order = page.getByRole("button", { name: "Order Now" });
    await expect(order).toBeVisible();
    await expect(page.locator(".order-bar-price")).toBeHidden();
    await expect(page.locator(".order-bar")).toHaveCSS("position", "static");
    await shot(page, "product-1280");
  });

  test("keeps 'Browse our flowers' clear of the 'Product not found' text", async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/product/999999");
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
    const text = await boxOf(page.getByText("This flower may have sold out for good", { exact: false }));
    const button = await boxOf(page.getByRole("main").getByRole("link", { name: "Browse our flowers" }));
    expect(button.y - (text.y + text.height)).toBeGreaterThanOrEqual(16);
    await shot(page, "product-not-found-390");
  });
});

test.describe("occasions", () => {
  test("searching 'birthday' finds the birthday bouquet, and the occasion filter sits by the categories", async ({
    newPage,
    page: desktop,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/products");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards.first()).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill("birthday");
    const birthday = (await catalogue()).filter((p) => p.occasions.includes("birthday"));
    await expect(cards.getByRole("heading")).toHaveText(birthday.map((p) => p.name));
    await expect(cards.getByRole("heading", { name: bouquet.name })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill("");

    const occasion = page.getByRole("combobox", { name: "Occasion" });
    const category = page.getByRole("combobox", { name: "Category" });
    // right under the category on a phone, each as wide as the toolbar, so no label is cut
    const [categoryBox, occasionBox] = [await boxOf(category), await boxOf(occasion)];
    expect(occasionBox.y).toBeGreaterThan(categoryBox.y + categoryBox.height);
    expect(occasionBox.y - (categoryBox.y + categoryBox.height)).toBeLessThan(60);
    expect(occasionBox.width).toBeGreaterThanOrEqual(categoryBox.width);

    await occasion.selectOption("congratulations");
    expect(new URL(page.url()).searchParams.get("occasion")).toBe("congratulations");
    const congratulations = (await catalogue()).filter((p) => p.occasions.includes("congratulations"));
    await expect(cards.getByRole("heading")).toHaveText(congratulations.map((p) => p.name));
    await shot(page, "products-occasion-390");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // cards in two columns on the phone
    await occasion.selectOption("");
    await expect(cards).toHaveCount((await catalogue()).length);
    const tops = await cards.evaluateAll((all) =>
      all.slice(0, 2).map((card) => card.getBoundingClientRect().top),
    );
    expect(Math.abs((tops[0] ?? 0) - (tops[1] ?? 1e6))).toBeLessThan(2);

    // at 1280 px search, category and occasion share one row; a shared link keeps the occasion
    await desktop.goto("/products?occasion=birthday");
    await expect(desktop.getByRole("main").getByRole("heading", { name: bouquet.name })).toBeVisible();
    const row = await Promise.all(
      [
        desktop.getByRole("searchbox", { name: "Search" }),
        desktop.getByRole("combobox", { name: "Category" }),
        desktop.getByRole("combobox", { name: "Occasion" }),
      ].map(boxOf),
    );
    const bottoms = row.map((box) => Math.round(box.y + box.height));
    expect(new Set(bottoms).size).toBe(1);
    await expect(desktop.getByRole("combobox", { name: "Occasion" })).toHaveValue("birthday");
    await shot(desktop, "products-occasion-1280");
  });
});

test.describe("slow and failing network", () => {
  test("client navigation to /products shows the catalogue's outline, not a blank spinner", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/");
    // the products page's code takes its time, as on a slow phone network
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Rollup may name a page's chunk after a module merged into it (CatalogueProductsPage-…),
    // so the page's name is matched anywhere in the file name
    await page.route(/\/assets\/[^/]*ProductsPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: "Shop Now" }).click();
    const outline = page.locator("main.page-skeleton");
    await expect(outline).toBeVisible();
    await expect(outline.locator(".skeleton").nth(5)).toBeVisible();
    // two card outlines side by side, as the cards will be
    const sideBySide = () =>
      outline.locator(".skeleton").evaluateAll((blocks) => {
        const [a, b] = [blocks[4], blocks[5]].map((block) => block?.getBoundingClientRect());
        return Boolean(a && b && a.width > 50 && Math.abs(a.top - b.top) < 2 && b.left > a.right);
      });
    await expect.poll(sideBySide).toBe(true);
    await expect(page.locator(".page-loading")).toHaveCount(0);
    await shot(page, "products-skeleton-390");

    release();
    await expect(page.getByRole("heading", { level: 1, name: "Our flowers" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    await expect(outline).toHaveCount(0);

    // and a product's outline (picture, then its details) on the way to a product page
    await page.route(/\/assets\/[^/]*ProductPage-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("main").getByRole("article").first().getByRole("link").click();
    await expect(page.locator("main.page-skeleton-product")).toBeVisible();
    await shot(page, "product-skeleton-390");
    await expect(page.getByRole("button", { name: "Order Now" })).toBeVisible();
  });

  test("the home page's featured list and /products offer Try again when the catalogue fails, and it works", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.route(CATALOGUE_LIST, (route) => route.fulfill({ status: 503, json: { detail: "down" } }));
    // the landing page comes drawn with its picks: the browser asks for them on a move within
    // the app
    await page.goto("/about");
    await page.getByRole("link", { name: SHOP.name, exact: true }).click();
    await scrollToEnd(page);
    const region = page.getByRole("region", { name: "Featured flowers" });
    await expect(region.getByRole("alert")).toContainText("We could not load the flowers just now.");
    await region.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await shot(page, "home-featured-failed-390");
    await page.unroute(CATALOGUE_LIST);
    await region.getByRole("button", { name: "Try again" }).click();
    await expect(region.getByRole("article").first()).toBeVisible();
    await expect(region.getByRole("alert")).toHaveCount(0);

    // a visit that lands on /products gets its first page drawn by the Worker; a move within the
    // app asks the API, which is down
    await page.route(CATALOGUE_LIST, (route) => route.fulfill({ status: 503, json: { detail: "down" } }));
    await page.getByRole("link", { name: "Shop Now" }).click();
    await expect(page).toHaveURL(/\/products$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("alert")).toContainText("We could not load the flowers just now.");
    await page.unroute(CATALOGUE_LIST);
    await main.getByRole("button", { name: "Try again" }).click();
    await expect(main.getByRole("article").first()).toBeVisible();
  });

  test("a page whose code cannot be fetched says so, and Try again brings it", async ({ page }) => {
    await page.goto("/");
    await page.route(/\/assets\/[^/]*AboutPage-[^/]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page.getByRole("link", { name: /^Learn More/ }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "This page could not be loaded" }),
    ).toBeVisible();
    await shot(page, "page-load-failed-1280");
    await page.unroute(/\/assets\/[^/]*AboutPage-[^/]+\.js$/);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: `Flowers with a Siem Reap heart since ${SHOP.foundedYear}`,
      }),
    ).toBeVisible();
  });
});
