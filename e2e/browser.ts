// Helpers every journey shares: reading the page (toasts, the stored session, axe-core),
// scrolling the lazily loaded parts in, and the development outbox's codes.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { appStarted } from "./app-started";
import { SHOP_URL } from "./server";

export { DESKTOP, PHONE, type Viewport } from "./devices";

/**
 * Waits for the page's short animations (a menu fading in) to end, so a check sees the
 * final colours; endless or long ones (a skeleton's shimmer, the promo bar) are skipped.
 */
async function shortAnimationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const short = document
      .getAnimations()
      .filter((animation) => Number(animation.effect?.getComputedTiming().endTime) <= 2000);
    await Promise.all(short.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Serious or critical axe-core violations on the current page, as readable lines. Legacy mode
 * runs axe once inside the page; the default opens a blank page to merge the frames' results,
 * which costs a second second per scan, and the shop's pages have no frames.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await shortAnimationsDone(page);
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * The newest code e-mailed to an address, read from the development outbox. A journey asks
 * right after clicking the button that sends it, so the outbox is read until the code is
 * there (the request may still be on its way on a busy machine).
 */
export async function latestCode(email: string): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${SHOP_URL}/api/dev/outbox?email=${encodeURIComponent(email)}`);
        const body = (await response.json()) as { messages: { code: string | null }[] };
        code = body.messages[0]?.code;
        return code;
      },
      { message: `a code in the outbox for ${email}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Expects a short notice (toast) that says exactly `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator(".toasts").getByText(text, { exact: true })).toBeVisible();
}

/** What the session keeps in local storage (`user` and `token`, docs/decisions/010). */
export function storedSession(page: Page): Promise<{ user: string | null; token: string | null }> {
  return page.evaluate(() => ({ user: localStorage.getItem("user"), token: localStorage.getItem("token") }));
}

/**
 * Scrolls to the end of the page and waits for the footer, so what loads only as a visitor
 * nears it (lazy pictures, a list's next answer) is on the page.
 */
export async function scrollToEnd(page: Page): Promise<void> {
  const toEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await toEnd();
  await expect(page.locator("footer.site-footer")).toBeVisible();
  // What loads on the way (the app, an answer, a page taking its place) makes the page longer:
  // once the page has loaded, the app has it (it starts after the load event can fire,
  // docs/decisions/074) and it shows nothing still loading, end at the new end. Not
  // "networkidle": Playwright can lose it for good when a request ends before DOMContentLoaded
  // (microsoft/playwright#42598), which a drawn page whose code starts after its picture does,
  // and CI runs hung on it.
  await page.waitForLoadState("load");
  await appStarted(page);
  await expect(page.locator('[aria-busy="true"], .skeleton')).toHaveCount(0);
  await toEnd();
}

/** Whether the page is no wider than the screen (nothing to scroll sideways). */
export const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
