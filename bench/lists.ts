// The list figures of `npm run bench` (docs/decisions/038): the first page of each admin list, as the web
// app asks for it (limit 50), a filtered orders page per filter, the dashboard and the reports
// (the last 30 days, as the Dashboard first asks: on the large shop, three quarters of its
// orders), timed on a shop with the seed data and on one with the large data set. Requests
// alternate between the two shops, so a busy neighbour on the shared machine slows both alike
// and the ratio holds.
import { PAGE_LIMIT_DEFAULT } from "../shared/paging.ts";
import { LARGE } from "./large-data.ts";

export const LIST_RATIO_BUDGET = 2;
/** As the web app asks (web/admin/api.ts sends PAGE_LIMIT_DEFAULT). */
const PAGE = PAGE_LIMIT_DEFAULT;

export interface Figure {
  name: string;
  path: string;
  /** The answer's key holding the rows; null for the dashboard and the reports (not lists). */
  items: string | null;
}

/** A search no order of the large data set matches: streets and the name Sokha, never together. */
const NO_MATCH = "Street Sokha";

/** `today` is the shop's date; `name` a customer name the large data set has many orders of. */
export const figures = (today: string, name: string): Figure[] => [
  { name: "orders, first page", path: `/api/orders?limit=${PAGE}`, items: "orders" },
  { name: "users, first page", path: `/api/admin/users?limit=${PAGE}`, items: "users" },
  { name: "products, first page", path: `/api/admin/products?limit=${PAGE}`, items: "products" },
  { name: "orders, status=pending", path: `/api/orders?limit=${PAGE}&status=pending`, items: "orders" },
  {
    name: "orders, payment_status=unpaid",
    path: `/api/orders?limit=${PAGE}&payment_status=unpaid`,
    items: "orders",
  },
  {
    name: "orders, delivery_date=today",
    path: `/api/orders?limit=${PAGE}&delivery_date=${today}`,
    items: "orders",
  },
  {
    name: `orders, q=${name}`,
    path: `/api/orders?limit=${PAGE}&q=${encodeURIComponent(name)}`,
    items: "orders",
  },
  // A search that finds nothing reads everything it can (no page fills up to end it): it must
  // stay within budget too (docs/decisions/057). Every three letters of it are in thousands of
  // the large shop's orders, the whole text in none.
  {
    name: `orders, q=${NO_MATCH} (no order)`,
    path: `/api/orders?limit=${PAGE}&q=${encodeURIComponent(NO_MATCH)}`,
    items: "orders",
  },
  {
    name: "orders, q=#123",
    path: `/api/orders?limit=${PAGE}&q=${encodeURIComponent("#123")}`,
    items: "orders",
  },
  { name: "dashboard", path: "/api/admin/dashboard", items: null },
  { name: "reports, last 30 days", path: "/api/admin/reports", items: null },
];

const sortedCopy = (values: number[]) => [...values].sort((a, b) => a - b);
export const median = (values: number[]) => sortedCopy(values)[Math.floor(values.length / 2)] ?? Number.NaN;
const p95 = (values: number[]) => sortedCopy(values)[Math.ceil(values.length * 0.95) - 1] ?? Number.NaN;

interface Target {
  url: string;
  token: string;
}

async function timed(target: Target, path: string) {
  const start = performance.now();
  const response = await fetch(target.url + path, { headers: { Authorization: `Bearer ${target.token}` } });
  const body = await response.text();
  return { ms: performance.now() - start, status: response.status, body };
}

/** How many rows a paged answer holds, or why it is not one (not landed yet, an error). */
async function pageRows(target: Target, figure: Figure): Promise<number | string> {
  const { status, body } = await timed(target, figure.path);
  if (status !== 200) return `HTTP ${status}`;
  if (figure.items === null) return 0;
  const answer = JSON.parse(body) as Record<string, unknown>;
  const rows = answer[figure.items];
  if (!Array.isArray(rows) || !("next_cursor" in answer)) return "not paged";
  return rows.length;
}

export interface FigureRow {
  figure: string;
  "rows (seed/large)": string;
  "seed median ms": number;
  "seed p95 ms": number;
  "large median ms": number;
  "large p95 ms": number;
  ratio: number;
  verdict: string;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/**
 * Times each figure `iterations` times on each shop (after a short warm-up) and answers one row
 * per figure. A list not paged yet is left out on the large shop (its full answer would be
 * 100,000 rows), and reported so.
 */
export async function measureLists(
  seed: Target,
  large: Target,
  list: Figure[],
  iterations: number,
): Promise<FigureRow[]> {
  const rows: FigureRow[] = [];
  for (const figure of list) {
    const seedRows = await pageRows(seed, figure);
    const largeRows = typeof seedRows === "number" ? await pageRows(large, figure) : seedRows;
    const shown = `${seedRows}/${largeRows}`;
    if (typeof seedRows !== "number" || typeof largeRows !== "number") {
      rows.push({
        figure: figure.name,
        "rows (seed/large)": shown,
        "seed median ms": Number.NaN,
        "seed p95 ms": Number.NaN,
        "large median ms": Number.NaN,
        "large p95 ms": Number.NaN,
        ratio: Number.NaN,
        verdict: `SKIP (${typeof seedRows === "number" ? largeRows : seedRows})`,
      });
      continue;
    }
    for (let i = 0; i < 3; i++) {
      await timed(seed, figure.path);
      await timed(large, figure.path);
    }
    const seedMs: number[] = [];
    const largeMs: number[] = [];
    for (let i = 0; i < iterations; i++) {
      seedMs.push((await timed(seed, figure.path)).ms);
      largeMs.push((await timed(large, figure.path)).ms);
    }
    const ratio = median(largeMs) / median(seedMs);
    rows.push({
      figure: figure.name,
      "rows (seed/large)": shown,
      "seed median ms": round(median(seedMs)),
      "seed p95 ms": round(p95(seedMs)),
      "large median ms": round(median(largeMs)),
      "large p95 ms": round(p95(largeMs)),
      ratio: round(ratio),
      verdict: ratio < LIST_RATIO_BUDGET ? "PASS" : "FAIL",
    });
  }
  return rows;
}

export const LARGE_LABEL = `${LARGE.orders.toLocaleString("en")} orders, ${LARGE.users.toLocaleString("en")} users, ${LARGE.products.toLocaleString("en")} products`;
