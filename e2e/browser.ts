// Debian's Chromium driven by Playwright, plus the helpers every journey shares.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { inject } from "vitest";
import { launchChromium } from "./chromium";

export const baseURL = () => inject("baseURL");

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export const launch = launchChromium;

export type SessionState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** A page in a fresh context; `session` starts it signed in (see session.ts). */
export async function openPage(browser: Browser, viewport = DESKTOP, session?: SessionState): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseURL(), storageState: session });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  return context.newPage();
}

/**
 * Waits for the page's short animations (a menu fading in) to end, so a check sees the
 * final colours; endless or long ones (a skeleton's shimmer, the promo bar) are skipped.
 */
export async function shortAnimationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const short = document
      .getAnimations()
      .filter((animation) => Number(animation.effect?.getComputedTiming().endTime) <= 2000);
    await Promise.all(short.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Serious or critical axe-core violations on the current page, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await shortAnimationsDone(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The newest code e-mailed to an address, read from the development outbox. */
export async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${baseURL()}/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { messages: { code: string | null }[] };
  const code = body.messages[0]?.code;
  if (!code) throw new Error(`No code in the outbox for ${email}`);
  return code;
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Waits for a short notice (toast) that says exactly `text`. */
export async function waitForToast(page: Page, text: string): Promise<void> {
  await page.locator(".toasts").getByText(text, { exact: true }).waitFor();
}

/** The visible texts of every element the locator matches, trimmed. */
export async function textsOf(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.replace(/\s+/g, " ").trim());
}

/** Whether the element has keyboard focus. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((node) => node === document.activeElement);
}

/** What the session keeps in local storage (`user` and `token`, docs/decisions/010). */
export function storedSession(page: Page): Promise<{ user: string | null; token: string | null }> {
  return page.evaluate(() => ({ user: localStorage.getItem("user"), token: localStorage.getItem("token") }));
}

/**
 * Scrolls to the end of the page and waits for the footer, so the parts that load only as
 * a visitor nears them (the home page's lower half, the footer) are on the page.
 */
export async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator("footer.site-footer").waitFor();
}
