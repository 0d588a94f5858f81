// Browser journeys (e2e/*.e2e.ts) with Playwright Test in Debian's Chromium headless shell
// (e2e/chromium.ts; `npx playwright install` cannot download browsers here). Two workers,
// each with a shop of its own that e2e/global-setup.ts starts for the run: some journeys
// change what others read (the owner's delivery settings, the catalogue), as a real shop's
// people would, so the journeys of one shop take turns, file by file. Two measured fastest
// on two cores (README, "Test it"); E2E_WORKERS says otherwise. Accounts and signed-in
// pages: e2e/fixtures.ts.
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, JOURNEYS_CHROMIUM_PATH } from "./e2e/chromium";
import { DESKTOP } from "./e2e/devices";
import { SHOP_URL } from "./e2e/server";

export default defineConfig({
  testDir: "e2e",
  testMatch: "*.e2e.ts",
  globalSetup: "./e2e/global-setup.ts",
  // A subfolder: Playwright empties its output folder, and CI keeps other reports in test-results/.
  outputDir: "test-results/e2e",
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // CI adds the JSON report .ci/summary.ts counts: PLAYWRIGHT_JSON_OUTPUT_FILE=… --reporter=list,json
  reporter: "list",
  use: {
    baseURL: SHOP_URL,
    browserName: "chromium",
    launchOptions: { executablePath: JOURNEYS_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: DESKTOP,
    permissions: ["clipboard-read", "clipboard-write"],
    trace: "retain-on-failure",
  },
});
