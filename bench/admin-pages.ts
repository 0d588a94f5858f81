// How long the admin lists take to open in Chromium (under a second with the large data set,
// docs/decisions/038): from the navigation's start until the list's first row is in the page (with the
// seed data, which has no orders, until the list or its empty state is). The first run of
// each tab starts with an empty cache (what an owner sees after a deploy); the median is of the
// runs after it (the app's files cached, as on a phone used every day). Runs alternate between
// the seed shop and the large one, so both see the same load from the machine's neighbours.
import type { Browser, BrowserContext } from "@playwright/test";
import { launchChromium } from "../e2e/chromium.ts";
import { median } from "./lists.ts";
import type { AdminLogin } from "./shop.ts";

export const OPEN_BUDGET_MS = 1000;
/** A page with no list by then is reported as failed (e.g. a list that loads every row). */
const GIVE_UP_MS = 20_000;
const TABS = ["orders", "users", "products"] as const;

interface Shop {
  url: string;
  admin: AdminLogin;
}

export interface OpenRow {
  page: string;
  "seed cold ms": number;
  "seed warm ms": number;
  "large cold ms": number;
  "large warm ms": number;
  "rows shown (seed/large)": string;
  verdict: string;
}

const LIST = ".admin-table tbody tr, .empty-state";

declare global {
  interface Window {
    /** performance.now() when the list (a row or its empty state) was first in the page. */
    __listShownAt?: number;
  }
}

/** Notes in the page when the list first appears, so the time is the browser's own (from the
 *  navigation's start), not the test runner's polling of the page. */
function watchForList(selector: string) {
  new MutationObserver((_, observer) => {
    if (document.querySelector(selector)) {
      window.__listShownAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Opens the tab in a new page of `context`; answers the milliseconds and the rows shown. */
async function openOnce(context: BrowserContext, tab: string) {
  const page = await context.newPage();
  try {
    await page.addInitScript(watchForList, LIST);
    await page.goto(`/admin?tab=${tab}`, { waitUntil: "commit" });
    await page.locator(LIST).first().waitFor({ state: "visible", timeout: GIVE_UP_MS });
    const ms = await page.evaluate(() => window.__listShownAt ?? Number.NaN);
    return { ms, rows: await page.locator(".admin-table tbody tr").count() };
  } finally {
    await page.close();
  }
}

const coldAndWarm = (times: number[]) => {
  const [cold = Number.NaN, ...warm] = times;
  return { cold: Math.round(cold), warm: Math.round(warm.length > 0 ? median(warm) : cold) };
};

/** Signs the admin in through the login form once, keeping the session the web app stored. */
async function signedIn(browser: Browser, url: string, admin: AdminLogin) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL((address) => address.pathname !== "/login");
  const state = await context.storageState();
  await context.close();
  return state;
}

export async function adminOpenTimes(seed: Shop, large: Shop, runs: number): Promise<OpenRow[]> {
  const browser = await launchChromium();
  try {
    const sessions = [
      await signedIn(browser, seed.url, seed.admin),
      await signedIn(browser, large.url, large.admin),
    ];
    const rows: OpenRow[] = [];
    for (const tab of TABS) {
      const contexts = await Promise.all(
        [seed, large].map((shop, index) =>
          browser.newContext({ baseURL: shop.url, storageState: sessions[index] }),
        ),
      );
      const times: [number[], number[]] = [[], []];
      const shown: [number, number] = [0, 0];
      let failure = "";
      try {
        for (let run = 0; run < runs; run++) {
          for (const [index, context] of contexts.entries()) {
            const opened = await openOnce(context, tab);
            times[index]?.push(opened.ms);
            shown[index] = opened.rows;
          }
        }
      } catch (error) {
        failure = error instanceof Error ? (error.message.split("\n")[0] ?? "failed") : String(error);
      } finally {
        for (const context of contexts) await context.close();
      }
      const [seedTimes, largeTimes] = [coldAndWarm(times[0]), coldAndWarm(times[1])];
      const fast = Math.max(largeTimes.cold, largeTimes.warm) < OPEN_BUDGET_MS;
      rows.push({
        page: `/admin?tab=${tab}`,
        "seed cold ms": seedTimes.cold,
        "seed warm ms": seedTimes.warm,
        "large cold ms": largeTimes.cold,
        "large warm ms": largeTimes.warm,
        "rows shown (seed/large)": `${shown[0]}/${shown[1]}`,
        verdict: failure ? `FAIL (${failure})` : fast && shown[1] > 0 ? "PASS" : "FAIL",
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
