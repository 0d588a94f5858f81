// Journeys of /products once the catalogue is longer than a page (docs/decisions/043): the first 24
// cards, "Show more flowers" for the rest, the count saying so, a search answered by the
// server (the address's q), an occasion filter, Back to the previous filter, the focus kept
// in the search box while the cards refresh, axe with Show more on the page, and never the
// bare /api/products (the whole catalogue) from the home page or /products.
// Screenshots: test-results/catalogue/.
import type { Page } from "@playwright/test";
import { CATALOGUE_PAGE_SIZE } from "../shared/catalogue-query";
import { PHONE, scrollToEnd, seriousA11yViolations } from "./browser";
import { expect, test } from "./fixtures";
import { api, type CatalogueProduct, catalogue } from "./session";

const SHOTS = "test-results/catalogue";
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });

/** Marigold bouquets the owner adds for these journeys; every other one is for "Thank you". */
const ADDED = 20;
let added: CatalogueProduct[] = [];
let total = 0;
/** The catalogue's products with "marigold" in their name or description (the seed has some too). */
let marigolds: CatalogueProduct[] = [];

test.beforeAll(async ({ ownerToken }) => {
  const [model] = await catalogue();
  if (!model) throw new Error("the seeded catalogue is empty");
  added = [];
  for (let n = 1; n <= ADDED; n += 1) {
    added.push(
      await api<CatalogueProduct>(
        "POST",
        "/api/admin/products",
        {
          name: `Marigold Basket ${n}`,
          price: 20 + n,
          originalPrice: null,
          description: "Golden marigolds in a woven basket.",
          category: "seasonal",
          image: model.image,
          whatsIncluded: "Marigolds, Basket",
          inStock: true,
          occasions: n % 2 === 0 ? ["thank-you"] : [],
          featured: false,
        },
        ownerToken,
      ),
    );
  }
  const all = await catalogue();
  total = all.length;
  expect(total).toBeGreaterThan(CATALOGUE_PAGE_SIZE);
  marigolds = all.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes("marigold"));
  expect(marigolds.length).toBeLessThan(CATALOGUE_PAGE_SIZE);
});

test.afterAll(async ({ ownerToken }) => {
  // the shop goes back to what the other journeys expect
  for (const product of added)
    await api("DELETE", `/api/admin/products/${product.id}`, undefined, ownerToken);
});

const cardsIn = (page: Page) => page.getByRole("main").getByRole("article");
const countIn = (page: Page) => page.getByRole("main").locator(".catalog-count");

/** The query strings of the catalogue list requests `page` makes from now on ("" = the bare call). */
function catalogueLists(page: Page): string[] {
  const lists: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/products") lists.push(url.search);
  });
  return lists;
}

test("shows 24 flowers, and Show more flowers adds the rest, on a phone", async ({ newPage }) => {
  const page = await newPage({ viewport: PHONE });
  // the web app never asks for the whole catalogue (the bare call), here or on the home page
  const lists = catalogueLists(page);
  await page.goto("/");
  await scrollToEnd(page);
  await expect(
    page.getByRole("region", { name: "Featured flowers" }).getByRole("article").first(),
  ).toBeVisible();
  await page.goto("/products");
  const cards = cardsIn(page);
  await expect(cards).toHaveCount(CATALOGUE_PAGE_SIZE);
  await expect(countIn(page)).toHaveText(`${CATALOGUE_PAGE_SIZE} flowers, more to load`);
  await expect(countIn(page)).toHaveAttribute("role", "status");
  const more = page.getByRole("button", { name: "Show more flowers" });
  await expect(more).toBeVisible();
  await shot(page, "products-390");
  await more.scrollIntoViewIfNeeded();
  await shot(page, "products-more-390");
  expect(await seriousA11yViolations(page)).toEqual([]);

  // from the keyboard: the button is one tab stop, Enter loads the rest
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(cards).toHaveCount(total);
  await expect(countIn(page)).toHaveText(`${total} flowers`);
  await expect(cards.last().getByRole("heading")).toHaveText(added.at(-1)?.name ?? "");
  await expect(more).toHaveCount(0);
  // the button gave way to the note, and the focus went there rather than to the page
  await expect(page.getByText("All flowers shown.")).toBeFocused();
  await shot(page, "products-all-390");
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(lists.length).toBeGreaterThan(0);
  expect(lists.filter((search) => search === "")).toEqual([]);
});

test("a phone landing on /products gets the first page drawn in the HTML, and the app asks only for more", async ({
  browser,
  baseURL,
  newPage,
}) => {
  // before any script runs (here: none at all), the page is already there
  const scriptless = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled: false });
  const bare = await scriptless.newPage();
  await bare.goto("/products");
  await expect(cardsIn(bare)).toHaveCount(CATALOGUE_PAGE_SIZE);
  await expect(countIn(bare)).toHaveText(`${CATALOGUE_PAGE_SIZE} flowers, more to load`);
  await expect(cardsIn(bare).first().locator("img")).toHaveJSProperty("complete", true);
  await shot(bare, "products-drawn-without-script-390");
  await scriptless.close();

  const page = await newPage({ viewport: PHONE });
  const lists = catalogueLists(page);
  await page.goto("/products");
  await expect(cardsIn(page)).toHaveCount(CATALOGUE_PAGE_SIZE);
  await page.getByRole("button", { name: "Show more flowers" }).click();
  await expect(cardsIn(page)).toHaveCount(total);
  // the first page came with the HTML: the one request is for the next page
  expect(lists).toEqual([expect.stringMatching(/^\?limit=24&cursor=[\w-]+$/)]);
});

test("searches on the server, filters by occasion, and Back restores the previous filter", async ({
  page,
}) => {
  await page.goto("/products");
  const cards = cardsIn(page);
  await expect(cards).toHaveCount(CATALOGUE_PAGE_SIZE);
  await shot(page, "products-1280");

  const search = page.getByRole("searchbox", { name: "Search" });
  const asked = page.waitForRequest(
    (request) => new URL(request.url()).pathname === "/api/products" && request.url().includes("q=marigold"),
  );
  await search.click();
  await page.keyboard.type("marigold");
  expect(new URL((await asked).url()).searchParams.get("q")).toBe("marigold");
  await expect(cards.getByRole("heading")).toHaveText(marigolds.map((p) => p.name));
  await expect(countIn(page)).toHaveText(`${marigolds.length} flowers match your search`);
  await expect(page).toHaveURL(/\/products\?q=marigold$/);
  // the focus stayed in the box while the cards refreshed
  await expect(search).toBeFocused();
  await expect(search).toHaveValue("marigold");
  await expect(page.getByRole("button", { name: "Show more flowers" })).toHaveCount(0);

  await page.getByRole("combobox", { name: "Occasion" }).selectOption("thank-you");
  await expect(page).toHaveURL(/\/products\?q=marigold&occasion=thank-you$/);
  const thanks = marigolds.filter((p) => p.occasions.includes("thank-you"));
  expect(thanks.length).toBeGreaterThanOrEqual(ADDED / 2);
  await expect(cards.getByRole("heading")).toHaveText(thanks.map((p) => p.name));
  await shot(page, "products-search-occasion-1280");

  await page.goBack();
  await expect(page).toHaveURL(/\/products\?q=marigold$/);
  await expect(page.getByRole("combobox", { name: "Occasion" })).toHaveValue("");
  await expect(cards).toHaveCount(marigolds.length);
  await expect(search).toHaveValue("marigold");
});
