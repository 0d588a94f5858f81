// `npm run bench`: serves the shop as `npm start` does (fresh local state) and prints the
// figures the page budgets are judged by: Lighthouse (mobile defaults) on every public page in
// each language (bench/public-pages.ts), whether each page shows its content with JavaScript
// off (reported, not budgeted), the JavaScript a first visit to each language's home page
// downloads (gzip), and API vs static-asset latency.
// Lighthouse runs LIGHTHOUSE_RUNS times per page (default 3) and reports the median run,
// because one run on a shared two-core machine swings by several points.
// Then the list figures (docs/decisions/038): the admin lists' first pages, the dashboard and the reports on the seed
// data against a large data set (bench/lists.ts), and the admin lists opening in Chromium;
// and the storefront figures (docs/decisions/043, bench/storefront.ts) on the same two shops.
// BENCH_ONLY=pages, lists or storefront runs one part; BENCH_ITERATIONS (default 50) and
// BENCH_BROWSER_RUNS (default 5) set how many times each list figure and page is timed,
// BENCH_CSV_RUNS (default 3) how many times the orders' CSV file is (bench/orders-csv.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { launchChromium } from "../e2e/chromium.ts";
import { type RunningShop, startShop } from "../e2e/server.ts";
import { catalogueQuery, NO_FILTERS } from "../shared/catalogue-query.ts";
import { shopToday } from "../shared/delivery.ts";
import { adminOpenTimes, OPEN_BUDGET_MS } from "./admin-pages.ts";
import { loadLargeData } from "./large-data.ts";
import { auditValue, categoryScore, lighthouseReport } from "./lighthouse.ts";
import { figures, LARGE_LABEL, LIST_RATIO_BUDGET, measureLists, median } from "./lists.ts";
import { FLOOR_PAGES, startFloorPages } from "./machine-floor.ts";
import { csvFigures, measureCsvExport } from "./orders-csv.ts";
import { contentWithoutJavaScript, endedOn, HOME_PAGES, PUBLIC_PAGES } from "./public-pages.ts";
import { ADMIN, adminToken } from "./shop.ts";
import { storefrontFigures } from "./storefront.ts";

/** Every page's budgets (Lighthouse scores and metrics), the home pages' JS and the latency. */
const BUDGET = {
  performance: 98,
  accessibility: 100,
  "best-practices": 95,
  seo: 100,
  lcpMs: 1800,
  cls: 0.02,
  tbtMs: 150,
  jsKb: 125,
  latencyRatio: 2,
};

async function firstVisitJsBytes(url: string) {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(response.url(), gzipSync(body).length);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const finalUrl = page.url();
  await browser.close();
  return { finalUrl, files: scripts.size, gzipBytes: [...scripts.values()].reduce((a, b) => a + b, 0) };
}

async function latency(url: string, requests = 200) {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  return median(times);
}

const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
type Scores = Record<Category, number>;
const scoresOf = (score: (id: Category) => number) =>
  Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Scores;

async function lighthouseRun(url: string) {
  const report = await lighthouseReport(url);
  const ms = (id: string) => Math.round(auditValue(report, id));
  return {
    scores: scoresOf((id) => categoryScore(report, id)),
    finalUrl: report.finalDisplayedUrl,
    metrics: {
      lcpMs: ms("largest-contentful-paint"),
      cls: Number(auditValue(report, "cumulative-layout-shift").toFixed(3)),
      tbtMs: ms("total-blocking-time"),
    },
  };
}

/** Median of each category over the runs, and the metrics of the run with the median performance. */
async function lighthouseScores(url: string) {
  const runs: Awaited<ReturnType<typeof lighthouseRun>>[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRun(url));
  const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = byPerformance[Math.floor(byPerformance.length / 2)];
  if (!middle) throw new Error(`No Lighthouse run of ${url}`);
  return {
    ...scoresOf((id) => median(runs.map((run) => run.scores[id]))),
    ...middle.metrics,
    runs: runs.map((run) => run.scores.performance).join(" "),
    // a redirect (another language, the not-found page) would measure a page not asked for
    finalUrls: [...new Set(runs.map((run) => run.finalUrl))],
  };
}
type LighthouseFigures = Awaited<ReturnType<typeof lighthouseScores>>;

/** What a page misses of its budgets, e.g. "LCP 2100 ms > 1800 ms"; only `categories` are
 *  judged (the control pages of bench/machine-floor.ts only by performance). */
function pageMisses(path: string, figures: LighthouseFigures, categories: readonly Category[] = CATEGORIES) {
  const over = (label: string, value: number, budget: number, unit = "") =>
    value <= budget ? [] : [`${label} ${value}${unit} > ${budget}${unit}`];
  return [
    ...categories
      .filter((id) => figures[id] < BUDGET[id])
      .map((id) => `${id} ${figures[id]} < ${BUDGET[id]}`),
    ...over("LCP", figures.lcpMs, BUDGET.lcpMs, " ms"),
    ...over("CLS", figures.cls, BUDGET.cls),
    ...over("TBT", figures.tbtMs, BUDGET.tbtMs, " ms"),
    ...figures.finalUrls.filter((final) => !endedOn(final, path)).map((final) => `ended on ${final}`),
  ];
}

const verdict = (pass: boolean) => (pass ? "PASS" : "FAIL");

/** One table row per page: the budgeted figures first, the runs' scores and the JS-off check last. */
const pageRow = (path: string, figures: LighthouseFigures, misses: string[], shownWithoutJs: boolean) => ({
  page: path,
  perf: figures.performance,
  "LCP ms": figures.lcpMs,
  CLS: figures.cls,
  "TBT ms": figures.tbtMs,
  a11y: figures.accessibility,
  "best pr.": figures["best-practices"],
  seo: figures.seo,
  budgets: verdict(misses.length === 0),
  "perf runs": figures.runs,
  "JS off": verdict(shownWithoutJs),
});

const writeResult = (file: string, value: unknown) => {
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/${file}`, `${JSON.stringify(value, null, 2)}\n`);
};

async function pageFigures(url: string) {
  const lighthouse = [];
  for (const { path } of PUBLIC_PAGES) {
    const figures = await lighthouseScores(url + path);
    lighthouse.push({ page: path, figures, misses: pageMisses(path, figures) });
  }
  const withoutJs = await contentWithoutJavaScript(url, PUBLIC_PAGES);
  const rows = lighthouse.map(({ page, figures, misses }) =>
    pageRow(page, figures, misses, withoutJs.get(page) ?? false),
  );

  const js = [];
  for (const path of HOME_PAGES) {
    const visit = await firstVisitJsBytes(url + path);
    const kb = Number((visit.gzipBytes / 1024).toFixed(1));
    const misses = [
      ...(kb <= BUDGET.jsKb ? [] : [`first-visit JS ${kb} KB > ${BUDGET.jsKb} KB`]),
      ...(endedOn(visit.finalUrl, path) ? [] : [`first visit ended on ${visit.finalUrl}`]),
    ];
    js.push({
      page: path,
      "JS files": visit.files,
      "KB gzip": kb,
      verdict: verdict(misses.length === 0),
      misses,
    });
  }

  // the catalogue request every visitor of /products makes (the web app no longer asks for all)
  const firstPage = `${url}/api/products?${catalogueQuery(NO_FILTERS)}`;
  await latency(firstPage, 20); // warm up
  const apiMs = await latency(firstPage);
  const staticMs = await latency(`${url}/favicon.svg`);

  const floor = await machineFloor(url);

  const loadAverage = loadavg()[0];
  console.log(
    `\nLighthouse (mobile defaults, median of ${LIGHTHOUSE_RUNS} runs; metrics of the median run; load average ${loadAverage?.toFixed(1)} on ${availableParallelism()} cores)`,
  );
  console.log(
    `Budgets: perf >= ${BUDGET.performance}, LCP <= ${BUDGET.lcpMs} ms, CLS <= ${BUDGET.cls}, TBT <= ${BUDGET.tbtMs} ms, a11y >= ${BUDGET.accessibility}, best pr. >= ${BUDGET["best-practices"]}, seo >= ${BUDGET.seo}; JS off: the page's content shows in <main> with JavaScript off (reported, not budgeted)`,
  );
  console.table(rows);
  console.log(`First visit, JavaScript downloaded (budget ${BUDGET.jsKb} KB gzip each)`);
  console.table(js, ["page", "JS files", "KB gzip", "verdict"]);
  console.log(
    `Median latency: GET /api/products?${catalogueQuery(NO_FILTERS)} ${apiMs.toFixed(2)} ms, static asset ${staticMs.toFixed(2)} ms, ratio ${(apiMs / staticMs).toFixed(2)} (budget ${BUDGET.latencyRatio})`,
  );

  const misses = [
    ...[...lighthouse, ...js].flatMap((row) => row.misses.map((miss) => `${row.page} ${miss}`)),
    ...(apiMs / staticMs > BUDGET.latencyRatio ? [`latency ratio ${(apiMs / staticMs).toFixed(2)}`] : []),
  ];
  console.log(misses.length ? `Over budget: ${misses.join("; ")}` : "All budgets met.");
  const shown = rows.filter((row) => row["JS off"] === "PASS").length;
  console.log(`With JavaScript off, ${shown} of ${rows.length} pages show their content.`);
  printFloor(floor);

  writeResult("latest.json", {
    date: new Date().toISOString(),
    budget: BUDGET,
    lighthouseRuns: LIGHTHOUSE_RUNS,
    loadAverage,
    pages: rows,
    finalUrls: Object.fromEntries(lighthouse.map(({ page, figures }) => [page, figures.finalUrls])),
    misses,
    js,
    apiMs,
    staticMs,
    floor,
  });
}

/** The budgets measured on the control pages (bench/machine-floor.ts), beside the shop's own. */
async function machineFloor(url: string) {
  const floor = await startFloorPages(url);
  try {
    const rows = [];
    for (const [name, path] of Object.entries(FLOOR_PAGES)) {
      const figures = await lighthouseScores(floor.url + path);
      const misses = pageMisses(path, figures, ["performance"]);
      rows.push({
        page: name,
        perf: figures.performance,
        "LCP ms": figures.lcpMs,
        CLS: figures.cls,
        "TBT ms": figures.tbtMs,
        budgets: verdict(misses.length === 0),
        "perf runs": figures.runs,
        misses,
      });
    }
    return rows;
  } finally {
    await floor.stop();
  }
}

function printFloor(rows: Awaited<ReturnType<typeof machineFloor>>) {
  console.log(
    "\nThis machine's floor: the same budgets on pages with no code of ours that runs (bench/machine-floor.ts)",
  );
  console.table(rows, ["page", "perf", "LCP ms", "CLS", "TBT ms", "budgets", "perf runs"]);
  const drawn = rows.find((row) => row.page === "drawnWithoutScripts");
  console.log(
    drawn?.misses.length
      ? `The home page as drawn, without any script or web font, misses the budgets here (${drawn.misses.join("; ")}): this machine cannot tell whether the shop's pages meet them.`
      : "The home page as drawn, without any script or web font, meets the budgets here: what the shop's pages miss is their own.",
  );
}

/** The two shops the list and storefront figures compare: the seed data and the large data set. */
interface SeedAndLarge {
  seed: RunningShop;
  large: RunningShop;
  today: string;
  loadMs: number;
}

const iterations = Math.max(1, Number(process.env.BENCH_ITERATIONS ?? 50));

/** The large data set goes into `shop` (running); a second shop keeps the seed data to compare. */
async function withLargeData(shop: RunningShop, parts: ((shops: SeedAndLarge) => Promise<void>)[]) {
  const seed = await startShop({ port: Number(process.env.BENCH_SEED_PORT ?? 8797) });
  try {
    const today = shopToday(new Date());
    const loadMs = loadLargeData(shop.state, today);
    for (const part of parts) await part({ seed, large: shop, today, loadMs });
  } finally {
    await seed.stop();
  }
}

async function listFigures({ seed: seedShop, large: shop, today, loadMs }: SeedAndLarge) {
  const browserRuns = Math.max(1, Number(process.env.BENCH_BROWSER_RUNS ?? 5));
  const rows = await measureLists(
    { url: seedShop.url, token: await adminToken(seedShop.url) },
    { url: shop.url, token: await adminToken(shop.url) },
    figures(today, "Sokha"),
    iterations,
  );

  console.log(
    `\nAdmin lists, dashboard and reports: seed data vs ${LARGE_LABEL} (loaded in ${(loadMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `Median and p95 of ${iterations} requests each, alternating between the two shops; ratio = large / seed median (budget < ${LIST_RATIO_BUDGET})`,
  );
  console.table(rows);
  const csvRuns = Math.max(1, Number(process.env.BENCH_CSV_RUNS ?? 3));
  const csv = await measureCsvExport(
    { url: seedShop.url, token: await adminToken(seedShop.url) },
    { url: shop.url, token: await adminToken(shop.url) },
    csvFigures(today),
    csvRuns,
  );
  console.log(
    `The orders' CSV file, seed vs large data (median of ${csvRuns} downloads each, to the first byte and to the whole body; reported, not budgeted)`,
  );
  console.table(csv);
  const pages = await adminOpenTimes(
    { url: seedShop.url, admin: ADMIN },
    { url: shop.url, admin: ADMIN },
    browserRuns,
  );
  console.log(
    `Admin lists opening in Chromium, seed vs large data (from navigation to the first row; ${browserRuns} runs each, budget < ${OPEN_BUDGET_MS} ms with the large data; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
  );
  console.table(pages);
  const misses = [...rows, ...pages].filter((row) => row.verdict !== "PASS");
  console.log(
    misses.length
      ? `Not met: ${misses.map((row) => ("figure" in row ? row.figure : row.page)).join("; ")}`
      : "All list budgets met.",
  );
  writeResult("lists.json", {
    date: new Date().toISOString(),
    large: LARGE_LABEL,
    loadMs,
    iterations,
    lists: rows,
    csvRuns,
    csv,
    browserRuns,
    pages,
    loadAverage: loadavg()[0],
  });
}

async function storefrontSection({ seed, large, loadMs }: SeedAndLarge) {
  const result = await storefrontFigures(seed.url, large.url, iterations, LIGHTHOUSE_RUNS);
  writeResult("storefront.json", {
    date: new Date().toISOString(),
    large: LARGE_LABEL,
    loadMs,
    iterations,
    ...result,
  });
}

const only = process.env.BENCH_ONLY;
const runs = (part: string) => !only || only === part;
const shop = await startShop({ port: Number(process.env.BENCH_PORT ?? 8798) });
try {
  if (runs("pages")) await pageFigures(shop.url);
  const largeParts = [
    ...(runs("lists") ? [listFigures] : []),
    ...(runs("storefront") ? [storefrontSection] : []),
  ];
  if (largeParts.length > 0) await withLargeData(shop, largeParts);
} finally {
  await shop.stop();
}
