// One Lighthouse run in a Chromium of its own, for the page budgets (bench/run.ts) and the
// storefront at 390 px (bench/storefront.ts). Without flags: Lighthouse's mobile defaults
// (moto g power screen, simulated slow 4G and a 4x slower CPU).
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result, type RunnerResult } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium.ts";

// chrome-launcher (Lighthouse) starts Chromium itself, so it asks for headless mode.
const LIGHTHOUSE_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

/** The whole run: its report and the artifacts it was computed from (the trace, the network log). */
export async function lighthouseResult(url: string, flags: Flags = {}): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_FLAGS });
  try {
    const result = await lighthouse(url, { ...flags, port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse gave no report for ${url}`);
    return result;
  } finally {
    chrome.kill();
  }
}

export const lighthouseReport = async (url: string, flags: Flags = {}): Promise<Result> =>
  (await lighthouseResult(url, flags)).lhr;

/** A category's score out of 100 (0 when the category did not run). */
export const categoryScore = (report: Result, id: string) =>
  Math.round((report.categories[id]?.score ?? 0) * 100);
/** An audit's measured value (ms for the timings). */
export const auditValue = (report: Result, id: string) => report.audits[id]?.numericValue ?? Number.NaN;
