// Where a page's main-thread time goes on a first visit, with DevTools attached as Lighthouse
// attaches: the paint marks, every task over MIN_TASK_MS with what it spent its time on, and
// the entry script's evaluation split into V8's phases (a re-parse for line numbers shows as
// V8.CollectSourcePositions, docs/decisions/058). Against a running shop:
//   node bench/trace-page.ts http://localhost:8787/       (after `npm start`)
// Unthrottled: Lighthouse's simulation multiplies these CPU times by 4.
import { launchChromium } from "../e2e/chromium.ts";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string }; beginData?: { url?: string } };
}

const url = process.argv[2];
if (!url) throw new Error("usage: node bench/trace-page.ts <url>");
const MIN_TASK_MS = Number(process.env.MIN_TASK_MS ?? 8);
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-v8.compile",
  "v8",
  "v8.execute",
  "loading",
  "toplevel",
];
const PAINTS = ["firstPaint", "firstContentfulPaint", "largestContentfulPaint::Candidate", "MarkLoad"];

const browser = await launchChromium();
const page = await browser.newPage({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
});
await page.goto("about:blank");
await browser.startTracing(page, { categories: CATEGORIES });
await page.goto(url, { waitUntil: "networkidle" });
const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
  .traceEvents;
await browser.close();

const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith(url));
if (!parse) throw new Error(`no HTML parsed for ${url}`);
const start =
  events.find((e) => e.name === "ResourceSendRequest" && e.args?.data?.url?.startsWith(url))?.ts ?? parse.ts;
const mainThread = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X");
const ms = (micros: number) => Math.round(micros / 1000);
const inside = (outer: TraceEvent) =>
  mainThread.filter(
    (e) => e !== outer && e.ts >= outer.ts && e.ts + (e.dur ?? 0) <= outer.ts + (outer.dur ?? 0),
  );

/** The names an event's time went to, largest first: "Layout:91 Paint:14". */
function breakdown(outer: TraceEvent, count: number, withCalls = false): string {
  const time = new Map<string, number>();
  const calls = new Map<string, number>();
  for (const e of inside(outer)) {
    if (e.name.includes("RunTask")) continue;
    time.set(e.name, (time.get(e.name) ?? 0) + (e.dur ?? 0));
    calls.set(e.name, (calls.get(e.name) ?? 0) + 1);
  }
  return [...time]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `${name}:${ms(micros)}${withCalls ? `(${calls.get(name)})` : ""}`)
    .join(" ");
}

const marks = events.filter((e) => e.pid === parse.pid && PAINTS.includes(e.name) && e.ts >= start);
console.log(`${url}\n${marks.map((e) => `${e.name}@${ms(e.ts - start)}`).join(" ")}`);
console.log(`tasks over ${MIN_TASK_MS} ms (start+duration, ms after the request):`);
for (const task of mainThread.filter((e) => e.name === "RunTask" && e.ts >= start)) {
  if ((task.dur ?? 0) < MIN_TASK_MS * 1000) continue;
  const script = inside(task).find((e) => e.args?.data?.url)?.args?.data?.url ?? "";
  console.log(
    `  ${ms(task.ts - start)}+${ms(task.dur ?? 0)} ${script.split("/").pop()} | ${breakdown(task, 6)}`,
  );
}
for (const evaluation of mainThread.filter((e) => e.name === "v8.evaluateModule" && (e.dur ?? 0) > 10_000)) {
  console.log(`module evaluation ${ms(evaluation.dur ?? 0)} ms | ${breakdown(evaluation, 8, true)}`);
}
