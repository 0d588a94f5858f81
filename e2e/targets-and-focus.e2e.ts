// What a keyboard or a finger reaches, measured in Chromium: the product page's favourite and
// share buttons keep a full touch target beside Order Now in every language on a phone, and a
// product card reached by Tab on the desktop shows in full below the sticky header.
import type { Locator, Page } from "@playwright/test";
import { DESKTOP, PHONE } from "./browser";
import { expect, test } from "./fixtures";

const box = async (element: Locator) => {
  const found = await element.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
};

for (const lang of ["", "/km", "/zh"]) {
  test(`the product page's favourite and share buttons are 44 × 44 px at 390 px (${lang || "/en"})`, async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`${lang}/product/1`);
    const bar = page.locator(".order-bar");
    const buttons = bar.locator("button.icon-toggle");
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) {
      const { width, height } = await box(button);
      expect({ width, height }).toEqual({ width: 44, height: 44 });
    }
  });
}

/** Tabs forward until a product card's link is focused that started below the first screen. */
async function tabToACardBelowTheFold(page: Page): Promise<Locator> {
  const below = page.locator("a.product-card-link").filter({ visible: true });
  const fold = DESKTOP.height;
  const targets = await below.evaluateAll(
    (links, limit) => links.filter((link) => link.getBoundingClientRect().top > limit).length,
    fold,
  );
  expect(targets).toBeGreaterThan(0);
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press("Tab");
    const focusedBelow = await page.evaluate((limit) => {
      const active = document.activeElement as HTMLElement | null;
      return Boolean(
        active?.matches("a.product-card-link") &&
          active.dataset.startTop &&
          Number(active.dataset.startTop) > limit,
      );
    }, fold);
    if (focusedBelow) return page.locator("a.product-card-link:focus");
  }
  throw new Error("no card below the fold took focus");
}

test("a product card reached by Tab at 1280 px shows below the sticky header", async ({ page }) => {
  await page.goto("/products");
  await expect(page.locator(".nav-user a[href='/login']")).toBeAttached();
  await expect(page.locator("article.product-card").nth(12)).toBeAttached();
  // where each card's link sat on the first screen, before any scrolling
  await page.locator("a.product-card-link").evaluateAll((links) => {
    for (const link of links)
      (link as HTMLElement).dataset.startTop = String(link.getBoundingClientRect().top);
  });
  const link = await tabToACardBelowTheFold(page);
  const card = page.locator("article.product-card").filter({ has: link });
  const header = await box(page.locator(".site-header"));
  const cardBox = await box(card);
  expect(cardBox.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(DESKTOP.height);
});
