// `npm run bench`: serves the shop as `npm start` does (fresh local state) and prints the
// figures the page budgets are judged by. Each of the home page, the catalogue and a product,
// in each language, is measured beside its own floor: the same drawn page without any script,
// module preload or web font, on the same origin (bench/page-floor.ts, docs/decisions/070).
// Page and floor runs are interleaved, LIGHTHOUSE_RUNS rounds (default 3), and judged on the
// medians: a shared two-core machine swings too much between runs and between hours for
// absolute timings (docs/decisions/059). Also: Lighthouse's accessibility, best-practice and
// SEO scores of every public page in each language (bench/public-pages.ts), whether each page
// shows its content with JavaScript off (reported, not budgeted), the JavaScript a first visit
// to each floored page downloads (gzip), and API vs static-asset latency.
// Then the list figures (docs/decisions/038): the admin lists' first pages, the dashboard and the reports on the seed
// data against a large data set (bench/lists.ts), and the admin lists opening in Chromium;
// and the storefront figures (docs/decisions/043, bench/storefront.ts) on the same two shops.
// BENCH_ONLY=pages, lists or storefront runs one part; BENCH_ITERATIONS (default 50) and
// BENCH_BROWSER_RUNS (default 5) set how many times each list figure and page is timed,
// BENCH_CSV_RUNS (default 3) how many times the orders' CSV file is (bench/orders-csv.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { appStarted } from "../e2e/app-started.ts";
import { launchChromium } from "../e2e/chromium.ts";
import { type RunningShop, startShop } from "../e2e/server.ts";
import { catalogueQuery, NO_FILTERS } from "../shared/catalogue-query.ts";
import { shopToday } from "../shared/delivery.ts";
import { adminOpenTimes, OPEN_BUDGET_MS } from "./admin-pages.ts";
import { loadLargeData } from "./large-data.ts";
import { auditValue, categoryScore, lighthouseReport } from "./lighthouse.ts";
import { figures, LARGE_LABEL, LIST_RATIO_BUDGET, measureLists, median } from "./lists.ts";
import { csvFigures, measureCsvExport } from "./orders-csv.ts";
import { floorPath, startFloorProxy } from "./page-floor.ts";
import { contentWithoutJavaScript, endedOn, FLOORED_PAGES, PUBLIC_PAGES } from "./public-pages.ts";
import { ADMIN, adminToken } from "./shop.ts";
import { storefrontFigures } from "./storefront.ts";

/** The budgets: each floored page against its floor (LCP at most `lcpRatio` times the floor's,
 *  TBT at most `tbtOverFloorMs` above it, CLS and first-visit JS absolute), every public page's
 *  Lighthouse categories, and the latency of the catalogue's API against a static file. */
const BUDGET = {
  lcpRatio: 1.2,
  tbtOverFloorMs: 100,
  cls: 0.02,
  jsKb: 125,
  accessibility: 100,
  "best-practices": 95,
  seo: 100,
  latencyRatio: 2,
};

async function firstVisitJsBytes(url: string) {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  const reads: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    reads.push(
      response.body().then(
        (body) => void scripts.set(response.url(), gzipSync(body).length),
        () => undefined,
      ),
    );
  });
  // the app has the page once every module it starts with has come (docs/decisions/074: the
  // code starts after the main picture is painted, which can be after the load event)
  await page.goto(url);
  await appStarted(page);
  await Promise.all(reads);
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
const JUDGED_CATEGORIES = ["accessibility", "best-practices", "seo"] as const;

/** One Lighthouse run; a floor's only runs the performance category (its scores would be the page's). */
async function lighthouseRun(url: string, categories: readonly Category[] = CATEGORIES) {
  const flags = { onlyCategories: [...categories] };
  let report = await lighthouseReport(url, flags);
  // a run that fails (no paint before Lighthouse gives up, on a busy machine) has no figures
  for (let retry = 0; report.runtimeError && retry < 2; retry++) report = await lighthouseReport(url, flags);
  if (report.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${report.runtimeError.message}`);
  const ms = (id: string) => Math.round(auditValue(report, id));
  return {
    scores: Object.fromEntries(categories.map((id) => [id, categoryScore(report, id)])),
    finalUrl: report.finalDisplayedUrl,
    fcpMs: ms("first-contentful-paint"),
    lcpMs: ms("largest-contentful-paint"),
    tbtMs: ms("total-blocking-time"),
    cls: Number(auditValue(report, "cumulative-layout-shift").toFixed(3)),
  };
}
type LighthouseRun = Awaited<ReturnType<typeof lighthouseRun>>;

/** The median of each score and each metric over the runs (each on its own). */
function medians(runs: LighthouseRun[]) {
  const of = (value: (run: LighthouseRun) => number) => median(runs.map(value));
  return {
    performance: of((run) => run.scores.performance ?? Number.NaN),
    accessibility: of((run) => run.scores.accessibility ?? Number.NaN),
    "best-practices": of((run) => run.scores["best-practices"] ?? Number.NaN),
    seo: of((run) => run.scores.seo ?? Number.NaN),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    runs: runs.map((run) => run.scores.performance).join(" "),
    // each run's LCP and TBT, to tell one odd run from a page that is slow
    lcpRuns: runs.map((run) => run.lcpMs).join(" "),
    tbtRuns: runs.map((run) => run.tbtMs).join(" "),
    // a redirect (another language, the not-found page) would measure a page not asked for
    finalUrls: [...new Set(runs.map((run) => run.finalUrl))],
  };
}
type Medians = ReturnType<typeof medians>;

/** Every public page, and the floor of each floored one, in rounds: in each round a page and its
 *  floor run one after the other (which first alternates), so both meet the same load. */
async function pagesBesideFloors(shopUrl: string) {
  const proxy = await startFloorProxy(shopUrl);
  const runs = new Map(
    PUBLIC_PAGES.map(({ path }) => [path, { page: [] as LighthouseRun[], floor: [] as LighthouseRun[] }]),
  );
  try {
    for (let round = 0; round < LIGHTHOUSE_RUNS; round++) {
      console.error(
        `Lighthouse round ${round + 1} of ${LIGHTHOUSE_RUNS} (load average ${loadavg()[0]?.toFixed(1)})`,
      );
      for (const [path, pageRuns] of runs) {
        const page = async () => pageRuns.page.push(await lighthouseRun(proxy.url + path));
        const floor = async () =>
          pageRuns.floor.push(await lighthouseRun(proxy.url + floorPath(path), ["performance"]));
        const order = !FLOORED_PAGES.includes(path)
          ? [page]
          : round % 2 === 0
            ? [page, floor]
            : [floor, page];
        for (const run of order) await run();
      }
    }
  } finally {
    await proxy.stop();
  }
  return [...runs].map(([path, { page, floor }]) => ({
    path,
    page: medians(page),
    floor: floor.length ? medians(floor) : undefined,
  }));
}

const verdict = (pass: boolean) => (pass ? "PASS" : "FAIL");
const wrongEnds = (figures: Medians, path: string) =>
  figures.finalUrls.filter((final) => !endedOn(final, path)).map((final) => `ended on ${final}`);

/** A floored page's figures beside its floor's, each budget's verdict and what it misses. */
function besideFloor(path: string, page: Medians, floor: Medians, jsKb: number) {
  const lcpRatio = Number((page.lcpMs / floor.lcpMs).toFixed(2));
  const tbtOver = page.tbtMs - floor.tbtMs;
  const checks = {
    LCP: [lcpRatio <= BUDGET.lcpRatio, `LCP ${lcpRatio}× the floor's > ${BUDGET.lcpRatio}×`],
    TBT: [
      tbtOver <= BUDGET.tbtOverFloorMs,
      `TBT ${tbtOver} ms over the floor's > ${BUDGET.tbtOverFloorMs} ms`,
    ],
    CLS: [page.cls <= BUDGET.cls, `CLS ${page.cls} > ${BUDGET.cls}`],
    JS: [jsKb <= BUDGET.jsKb, `first-visit JS ${jsKb} KB > ${BUDGET.jsKb} KB`],
  } as const;
  const misses = [
    ...Object.values(checks).flatMap(([pass, miss]) => (pass ? [] : [miss])),
    ...wrongEnds(floor, floorPath(path)).map((miss) => `floor ${miss}`),
  ];
  const both = (value: (figures: Medians) => number) => `${value(page)} / ${value(floor)}`;
  return {
    row: {
      page: path,
      "perf p/f": both((figures) => figures.performance),
      "FCP ms p/f": both((figures) => figures.fcpMs),
      "LCP ms p/f": both((figures) => figures.lcpMs),
      "LCP ×": lcpRatio,
      "TBT ms p/f": both((figures) => figures.tbtMs),
      "TBT +ms": tbtOver,
      "CLS p/f": both((figures) => figures.cls),
      "JS KB": jsKb,
      [`LCP ≤${BUDGET.lcpRatio}×`]: verdict(checks.LCP[0]),
      [`TBT ≤+${BUDGET.tbtOverFloorMs}`]: verdict(checks.TBT[0]),
      [`CLS ≤${BUDGET.cls}`]: verdict(checks.CLS[0]),
      [`JS ≤${BUDGET.jsKb}`]: verdict(checks.JS[0]),
      "perf runs p | f": `${page.runs} | ${floor.runs}`,
      "LCP runs p | f": `${page.lcpRuns} | ${floor.lcpRuns}`,
      "TBT runs p | f": `${page.tbtRuns} | ${floor.tbtRuns}`,
    },
    misses,
  };
}

/** Every public page's judged Lighthouse categories, the timings (not budgeted on their own) and the JS-off check. */
function categoryRow(path: string, page: Medians, shownWithoutJs: boolean) {
  const misses = [
    ...JUDGED_CATEGORIES.filter((id) => page[id] < BUDGET[id]).map(
      (id) => `${id} ${page[id]} < ${BUDGET[id]}`,
    ),
    ...wrongEnds(page, path),
  ];
  return {
    row: {
      page: path,
      perf: page.performance,
      "FCP ms": page.fcpMs,
      "LCP ms": page.lcpMs,
      "TBT ms": page.tbtMs,
      CLS: page.cls,
      a11y: page.accessibility,
      "best pr.": page["best-practices"],
      seo: page.seo,
      categories: verdict(misses.length === 0),
      "perf runs": page.runs,
      "JS off": verdict(shownWithoutJs),
    },
    misses,
  };
}

const writeResult = (file: string, value: unknown) => {
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/${file}`, `${JSON.stringify(value, null, 2)}\n`);
};

async function pageFigures(url: string) {
  const loadBefore = loadavg();
  const measured = await pagesBesideFloors(url);
  const withoutJs = await contentWithoutJavaScript(url, PUBLIC_PAGES);

  const js = new Map<string, { files: number; kb: number; misses: string[] }>();
  for (const path of FLOORED_PAGES) {
    const visit = await firstVisitJsBytes(url + path);
    const misses = endedOn(visit.finalUrl, path) ? [] : [`first visit ended on ${visit.finalUrl}`];
    js.set(path, { files: visit.files, kb: Number((visit.gzipBytes / 1024).toFixed(1)), misses });
  }

  const floored = measured.flatMap(({ path, page, floor }) => {
    const visit = js.get(path);
    if (!floor || !visit) return [];
    const judged = besideFloor(path, page, floor, visit.kb);
    return [{ path, ...judged, misses: [...judged.misses, ...visit.misses] }];
  });
  const categories = measured.map(({ path, page }) => ({
    path,
    ...categoryRow(path, page, withoutJs.get(path) ?? false),
  }));

  // the catalogue request every visitor of /products makes (the web app no longer asks for all)
  const firstPage = `${url}/api/products?${catalogueQuery(NO_FILTERS)}`;
  await latency(firstPage, 20); // warm up
  const apiMs = await latency(firstPage);
  const staticMs = await latency(`${url}/favicon.svg`);

  const loadAfter = loadavg();
  const load = (averages: number[]) => averages.map((value) => value.toFixed(1)).join(" ");
  console.log(
    `\nEach page beside its floor (the same drawn page without scripts, module preloads or web fonts, same origin; Lighthouse mobile defaults, medians of ${LIGHTHOUSE_RUNS} interleaved runs; load average ${load(loadBefore)} before, ${load(loadAfter)} after, ${availableParallelism()} cores)`,
  );
  console.log(
    `Budgets: LCP ≤ ${BUDGET.lcpRatio} × the floor's, TBT ≤ the floor's + ${BUDGET.tbtOverFloorMs} ms, CLS ≤ ${BUDGET.cls}, first-visit JS ≤ ${BUDGET.jsKb} KB gzip. p/f: page / floor`,
  );
  console.table(floored.map(({ row }) => row));
  console.log(
    `Every public page: a11y ≥ ${BUDGET.accessibility}, best pr. ≥ ${BUDGET["best-practices"]}, seo ≥ ${BUDGET.seo} (timings for information; JS off: the page's content shows in <main> with JavaScript off, reported, not budgeted)`,
  );
  console.table(categories.map(({ row }) => row));
  const ratio = apiMs / staticMs;
  console.log(
    `Median latency: GET /api/products?${catalogueQuery(NO_FILTERS)} ${apiMs.toFixed(2)} ms, static asset ${staticMs.toFixed(2)} ms, ratio ${ratio.toFixed(2)} (budget ${BUDGET.latencyRatio})`,
  );

  const misses = [
    ...[...floored, ...categories].flatMap((row) => row.misses.map((miss) => `${row.path} ${miss}`)),
    ...(ratio > BUDGET.latencyRatio ? [`latency ratio ${ratio.toFixed(2)}`] : []),
  ];
  console.log(misses.length ? `Over budget: ${misses.join("; ")}` : "All budgets met.");
  const shown = categories.filter(({ row }) => row["JS off"] === "PASS").length;
  console.log(`With JavaScript off, ${shown} of ${categories.length} pages show their content.`);

  writeResult("latest.json", {
    date: new Date().toISOString(),
    budget: BUDGET,
    lighthouseRuns: LIGHTHOUSE_RUNS,
    loadAverage: { before: loadBefore, after: loadAfter },
    besideFloors: floored.map(({ row }) => row),
    pages: categories.map(({ row }) => row),
    measured,
    misses,
    js: Object.fromEntries(js),
    apiMs,
    staticMs,
  });
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
