// The shop in Khmer and Chinese (docs/decisions/048): a visitor switches language from any page
// and stays on it, the choice is remembered when an English address is visited again, prices
// show riel beside dollars, the Khmer font is fetched by Khmer pages only, and Khmer text
// breaks between words without pushing the page sideways on a phone.

import km from "../shared/i18n/km.json" with { type: "json" };
import zh from "../shared/i18n/zh.json" with { type: "json" };
import { waitingForApp } from "./app-started";
import { noSideways, PHONE, scrollToEnd } from "./browser";
import { expect, test } from "./fixtures";
import { type CatalogueProduct, catalogue } from "./session";

let product: CatalogueProduct;

test.beforeAll(async () => {
  product = (await catalogue()).find((p) => p.in_stock) as CatalogueProduct;
});

test("a visitor switches to Khmer and Chinese on the page they are on, and the choice is remembered", async ({
  page,
}) => {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole("button", { name: "Order Now" })).toBeVisible();

  await page.getByRole("list", { name: "Language" }).getByRole("link", { name: "ខ្មែរ" }).click();
  await expect(page).toHaveURL(new RegExp(`/km/product/${product.id}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "km");
  await expect(page.getByRole("button", { name: km["Order Now"] })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(km.Products);
  // dollars with riel beside them, the riel the API works out at the owner's rate
  await expect(page.locator(".product-detail .price-now")).toContainText(/\$\d+\.\d\d · ៛[\d,]+00/);

  await page.getByRole("list", { name: km.Language }).getByRole("link", { name: "中文" }).click();
  await expect(page).toHaveURL(new RegExp(`/zh/product/${product.id}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(page.getByRole("button", { name: zh["Order Now"] })).toBeVisible();

  // an English address now answers in the chosen language, once, and never loops
  await page.goto("/about");
  await expect(page).toHaveURL(/\/zh\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.getByRole("list", { name: zh.Language }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/about");
  await page.goto("/");
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a first visit follows the browser's Khmer once", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "km-KH" });
  const page = waitingForApp(await context.newPage());
  await page.goto("/products");
  await expect(page).toHaveURL(/\/km\/products$/);
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  // the visitor prefers English after all: the English address keeps them there
  await page.getByRole("list", { name: km.Language }).getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === "/products");
  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === "/products");
  await context.close();
});

test("Khmer pages fetch the Khmer font and break lines between words on a phone; other pages never fetch it", async ({
  newPage,
}) => {
  for (const [path, wantsFont] of [
    ["/km/about", true],
    ["/zh/about", false],
    ["/about", false],
  ] as const) {
    const page = await newPage({ viewport: PHONE });
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await page.goto(path);
    await scrollToEnd(page);
    // the app asks for it at the first idle moment after it starts: this one comes after
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 2000 })),
    );
    await expect
      .poll(() => fonts.some((url) => /kantumruy/i.test(url)), {
        message: `${path} fetched ${fonts.join(", ")}`,
      })
      .toBe(wantsFont);
    expect(await noSideways(page), `${path} is wider than the phone`).toBe(true);
  }
});

test("the home page in Chinese shows the picks with riel and links within the language", async ({ page }) => {
  await page.goto("/zh/");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText("៛");
  const link = cards.first().getByRole("link").first();
  await expect(link).toHaveAttribute("href", /^\/zh\/product\/\d+$/);
  await link.click();
  await expect(page.getByRole("button", { name: zh["Order Now"] })).toBeVisible();
});

// A page comes with the texts of the pages a visitor lands on; the rest of the language's texts
// come with the next code the app loads (scripts/vite-catalogues.ts). The app takes each drawn
// page over showing what the Worker drew, which it drew with every text.
for (const locale of ["km", "zh"] as const) {
  test(`every drawn page in ${locale} is taken over as drawn, and the pages the browser draws are in ${locale} too`, async ({
    browser,
    page,
  }) => {
    const paths = ["/", "/products", `/product/${product.id}`, "/about", "/contact"];
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const drawnPage = await plain.newPage();
    for (const path of paths) {
      await drawnPage.goto(`/${locale}${path}`);
      const drawn = await drawnPage.locator("main").textContent();
      const errors: string[] = [];
      const listen = (message: { type(): string; text(): string }) => {
        if (message.type() === "error") errors.push(message.text());
      };
      page.on("console", listen);
      await page.goto(`/${locale}${path}`);
      // React has the page once its main carries its fiber
      await page.waitForFunction(() =>
        Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber$")),
      );
      expect(errors, `${locale}${path}: no hydration error`).toEqual([]);
      expect(await page.locator("main").textContent(), `${locale}${path}: shown as drawn`).toBe(drawn);
      page.off("console", listen);
    }
    await plain.close();

    const texts = locale === "km" ? km : zh;
    // a page the browser draws, landed on
    await page.goto(`/${locale}/favourites`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts["My favourites"]);
    await page.goto(`/${locale}/product/${product.id}`);
    await page.getByRole("button", { name: texts["Order Now"] }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/order/${product.id}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts["Place your order"]);
  });
}
