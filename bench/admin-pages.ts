// How long the admin lists take to open in Chromium (issue 12: "under a second" with the large
// data set): from navigating to /admin?tab=… until the list's first row is visible. The first
// run of each tab starts with an empty cache (what an owner sees after a deploy); the median is
// of the runs after it (the app's files cached, as on a phone used every day).
import type { Browser } from "@playwright/test";
import { launchChromium } from "../e2e/chromium.ts";
import { median } from "./lists.ts";
import type { AdminLogin } from "./shop.ts";

export const OPEN_BUDGET_MS = 1000;
/** A page with no row by then is reported as failed (e.g. a list that loads every row). */
const GIVE_UP_MS = 20_000;
const TABS = ["orders", "users", "products"] as const;

export interface OpenRow {
  page: string;
  "first (cold) ms": number;
  "median (warm) ms": number;
  "rows shown": number;
  verdict: string;
}

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

export async function adminOpenTimes(url: string, admin: AdminLogin, runs: number): Promise<OpenRow[]> {
  const browser = await launchChromium();
  try {
    const session = await signedIn(browser, url, admin);
    const rows: OpenRow[] = [];
    for (const tab of TABS) {
      const context = await browser.newContext({ baseURL: url, storageState: session });
      const times: number[] = [];
      let shown = 0;
      let failure = "";
      for (let run = 0; run < runs && !failure; run++) {
        const page = await context.newPage();
        const start = performance.now();
        try {
          // "commit": the clock stops at the first row, not at the load event (images and fonts).
          await page.goto(`/admin?tab=${tab}`, { waitUntil: "commit" });
          await page
            .locator(".admin-table tbody tr")
            .first()
            .waitFor({ state: "visible", timeout: GIVE_UP_MS });
          times.push(performance.now() - start);
          shown = await page.locator(".admin-table tbody tr").count();
        } catch (error) {
          failure = error instanceof Error ? (error.message.split("\n")[0] ?? "failed") : String(error);
        } finally {
          await page.close();
        }
      }
      await context.close();
      if (failure) {
        rows.push({
          page: `/admin?tab=${tab}`,
          "first (cold) ms": Number.NaN,
          "median (warm) ms": Number.NaN,
          "rows shown": 0,
          verdict: `FAIL (${failure})`,
        });
        continue;
      }
      const [cold = Number.NaN, ...warm] = times;
      const typical = warm.length > 0 ? median(warm) : cold;
      rows.push({
        page: `/admin?tab=${tab}`,
        "first (cold) ms": Math.round(cold),
        "median (warm) ms": Math.round(typical),
        "rows shown": shown,
        verdict: Math.max(cold, typical) < OPEN_BUDGET_MS ? "PASS" : "FAIL",
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
