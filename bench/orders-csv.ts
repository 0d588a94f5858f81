// The CSV export's figures of `npm run bench`: GET /api/admin/orders.csv on the seed shop and
// on the large one (every order, and two filters), timed from the request to the first byte
// and to the whole body, with the body's size and its records. The file is streamed page by page,
// so the first byte should come about as soon on both shops; the whole body grows with the
// orders it holds. Reported, not budgeted. Runs alternate between the two shops as the list
// figures do (bench/lists.ts).
import { addDays } from "../shared/delivery.ts";
import { median } from "./lists.ts";

interface Target {
  url: string;
  token: string;
}

export interface CsvFigure {
  name: string;
  path: string;
}

/** Every order; the pending ones; those placed in the shop's last seven days (`today` included). */
export const csvFigures = (today: string): CsvFigure[] => [
  { name: "orders.csv, every order", path: "/api/admin/orders.csv" },
  { name: "orders.csv, status=pending", path: "/api/admin/orders.csv?status=pending" },
  {
    name: "orders.csv, placed in the last 7 days",
    path: `/api/admin/orders.csv?from=${addDays(today, -6)}&to=${today}`,
  },
];

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/** One download, read as it arrives: the times to its first byte and to its end, its bytes and
 *  its records (CRLF outside quotes; UTF-8 never puts these bytes inside a character). */
async function download(target: Target, path: string) {
  const start = performance.now();
  const response = await fetch(target.url + path, { headers: { Authorization: `Bearer ${target.token}` } });
  let firstByteMs = Number.NaN;
  let bytes = 0;
  let records = 0;
  let quoted = false;
  let last = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
    if (chunk.done) break;
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - start;
    bytes += chunk.value.length;
    for (const byte of chunk.value) {
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LF && last === CR && !quoted) records += 1;
      last = byte;
    }
  }
  return { status: response.status, ms: performance.now() - start, firstByteMs, bytes, records };
}

export interface CsvRow {
  figure: string;
  /** Orders in the file (records less the header row). */
  "rows (seed/large)": string;
  "seed median ms": number;
  "large first byte ms": number;
  "large median ms": number;
  "large MB": number;
  verdict: string;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** Each figure `runs` times on each shop after one warm-up download of each. */
export async function measureCsvExport(
  seed: Target,
  large: Target,
  list: CsvFigure[],
  runs: number,
): Promise<CsvRow[]> {
  const rows: CsvRow[] = [];
  for (const figure of list) {
    const warm = [await download(seed, figure.path), await download(large, figure.path)];
    const failed = warm.find((answer) => answer.status !== 200);
    const seedTimes: number[] = [];
    const largeTimes: number[] = [];
    const firstBytes: number[] = [];
    if (!failed) {
      for (let run = 0; run < runs; run++) {
        seedTimes.push((await download(seed, figure.path)).ms);
        const answer = await download(large, figure.path);
        largeTimes.push(answer.ms);
        firstBytes.push(answer.firstByteMs);
      }
    }
    const [seedFile, largeFile] = warm;
    rows.push({
      figure: figure.name,
      "rows (seed/large)": `${(seedFile?.records ?? 1) - 1}/${(largeFile?.records ?? 1) - 1}`,
      "seed median ms": round(median(seedTimes)),
      "large first byte ms": round(median(firstBytes)),
      "large median ms": round(median(largeTimes)),
      "large MB": round((largeFile?.bytes ?? 0) / 1024 / 1024, 2),
      verdict: failed ? `FAIL (HTTP ${failed.status})` : "OK",
    });
  }
  return rows;
}
