// What Lighthouse's simulation counts in a page's TBT, beside the same for its floor
// (docs/decisions/075). For each run: the simulated first paint, each task it counts as
// blocking (simulated ms beyond 50, what the task spent most on, when it ran in the real
// trace), and whether the page's largest layout fell inside the first paint's graph. A layout
// outside it is counted in full, four times its real length. Against a running shop:
//   node bench/counted-tasks.ts /km/products /zh/        (after `npm start`; RUNS=3 by default)
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import { lighthouseResult } from "./lighthouse.ts";
import { floorPath, startFloorProxy } from "./page-floor.ts";

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
}
/** The parts of Lantern's graph nodes and timings read here. */
interface SimulatedNode {
  id: string;
  type: string;
  startTime: number;
  childEvents: TraceEvent[];
}
interface NodeTiming {
  startTime: number;
  endTime: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, NodeTiming>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

const RUNS = Number(process.env.RUNS ?? 3);
const SHOP = process.env.SHOP_URL ?? "http://localhost:8787";
const BLOCKING_FROM_MS = 50;

const paths = process.argv.slice(2);
if (!paths.length) throw new Error("usage: node bench/counted-tasks.ts <path> [<path>…]");

/** Where a CPU node spent most of its time: "Layout:38". */
function mostly(node: SimulatedNode): string {
  const time = new Map<string, number>();
  for (const event of node.childEvents) time.set(event.name, (time.get(event.name) ?? 0) + (event.dur ?? 0));
  const [name, micros] = [...time].sort((a, b) => b[1] - a[1])[0] ?? ["?", 0];
  return `${name}:${Math.round(micros / 1000)}`;
}

const layoutMs = (node: SimulatedNode) =>
  node.childEvents
    .filter((event) => event.name === "Layout")
    .reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;

async function countedTasks(url: string): Promise<string> {
  const result = await lighthouseResult(url, { onlyAudits: ["total-blocking-time"] });
  const artifacts = result.artifacts;
  const settings = result.lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  // Lighthouse types its computed artifacts for its own audits; this script reads what they return
  const request = (metric: { request: (data: any, context: any) => Promise<unknown> }) =>
    metric.request(data, context) as Promise<LanternResult>;
  const firstPaint = await request(LanternFirstContentfulPaint);
  const blocking = await request(LanternTotalBlockingTime);

  const navigationStart =
    artifacts.Trace.traceEvents.find((event) => event.name === "navigationStart")?.ts ?? 0;
  const paintAt = firstPaint.optimisticEstimate.timeInMs;
  const counted: string[] = [];
  const cpuNodes = [...blocking.pessimisticEstimate.nodeTimings].filter(([node]) => node.type === "cpu");
  for (const [node, timing] of cpuNodes) {
    const afterPaint = timing.endTime - Math.max(timing.startTime, paintAt);
    if (afterPaint <= BLOCKING_FROM_MS) continue;
    const at = Math.round((node.startTime - navigationStart) / 1000);
    counted.push(`${Math.round(afterPaint - BLOCKING_FROM_MS)} (${mostly(node)} at ${at})`);
  }
  const [largest] = cpuNodes.map(([node]) => node).sort((a, b) => layoutMs(b) - layoutMs(a));
  const paintGraph = new Set([...firstPaint.pessimisticEstimate.nodeTimings.keys()].map((node) => node.id));
  const layout = largest
    ? `largest layout ${Math.round(layoutMs(largest))} ms ${paintGraph.has(largest.id) ? "inside" : "outside"} the first paint`
    : "no layout";
  return `TBT ${Math.round(blocking.timing)} ms, first paint ${Math.round(paintAt)} ms, ${layout}; counted: ${counted.join(", ") || "nothing"}`;
}

const proxy = await startFloorProxy(SHOP);
try {
  for (let run = 1; run <= RUNS; run++)
    for (const path of paths)
      for (const measured of [floorPath(path), path]) {
        const line = await countedTasks(proxy.url + measured).catch(
          (error: unknown) => `failed: ${String(error).slice(0, 80)}`,
        );
        console.log(`run ${run} ${measured}: ${line}`);
      }
} finally {
  await proxy.stop();
}
