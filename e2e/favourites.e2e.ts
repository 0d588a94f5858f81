// The favourite heart keeps a list on the device, reachable from the menu: a visitor hearts a
// bouquet, finds it under Favourites, and takes it off again; the page is not for search engines.
import { PHONE } from "./browser";
import { expect, test } from "./fixtures";

test.use({ viewport: PHONE });

test("a visitor hearts a bouquet, opens Favourites from the menu, sees it and removes it", async ({
  page,
}) => {
  await page.goto("/product/1");
  const name = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(name).not.toBe("");
  const heart = page.getByRole("button", { name: "Favourite", exact: true });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("#mobile-menu").getByRole("link", { name: "Favourites" }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My favourites");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  const card = page.getByRole("article").filter({ hasText: name });
  await expect(card.getByRole("link", { name })).toHaveAttribute("href", "/product/1");
  await page.getByRole("button", { name: "Remove from favourites" }).click();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No favourites yet" })).toBeVisible();

  // gone from the device's list: a reload shows the empty list, and the product's heart is off
  await page.reload();
  await expect(page.getByRole("heading", { name: "No favourites yet" })).toBeVisible();
  await page.getByRole("link", { name: "Browse our flowers" }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test("Favourites is in Khmer and Chinese too, at its language's address", async ({ page }) => {
  for (const [lang, heading] of [
    ["km", "ចំណូលចិត្តរបស់ខ្ញុំ"],
    ["zh", "我的收藏"],
  ] as const) {
    await page.goto(`/${lang}/favourites`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator(".empty-state a")).toHaveAttribute("href", `/${lang}/products`);
  }
});
