// The owner's figures (GET /api/admin/reports, shared/reports.ts). Sales come from the rollups
// report_days and report_day_products, which triggers on `orders` keep per shop day
// (migrations/0013): a report reads a row per day, and per product sold in the range, however
// many orders the range holds. The slots' bookings are counted as the order form counts them
// (services/delivery/slots.ts), through the orders_delivery index.
import { between, sql } from "drizzle-orm";
import type { Category } from "../../../shared/catalog";
import { addDays, closedNote, shopToday } from "../../../shared/delivery";
import { toDollars } from "../../../shared/pricing";
import {
  lastDays,
  REPORT_RANGES,
  REPORT_SLOT_DAYS,
  REPORT_TOP_PRODUCTS,
  type ReportCategory,
  type ReportProduct,
  type ReportSlot,
  type ReportsAnswer,
  reportsQuery,
} from "../../../shared/reports";
import type { Db } from "../../db/client";
import { products, reportDayProducts, reportDays } from "../../db/schema";
import { invalid } from "../../http/fail";
import { rulesOfDate, takenKey, takenMap, takenQuery } from "../delivery/slots";
import { readSettings, type ShopSettings } from "../settings";

/** Shop dates, both included. */
export interface ReportRange {
  from: string;
  to: string;
}

/**
 * The range a query asks for: without `to` up to today, without `from` the REPORT_RANGES[0]
 * days ending at `to`. The schema judges a range only when both ends are sent, so the range
 * filled in is judged again here (from after to, more than REPORT_DAYS_MAX days): 400 `invalid`.
 */
export function reportRange(query: { from?: string; to?: string }, today: string): ReportRange {
  const to = query.to ?? today;
  const from = query.from ?? lastDays(REPORT_RANGES[0], to).from;
  const judged = reportsQuery.safeParse({ from, to });
  const [first, ...rest] = judged.error?.issues ?? [];
  if (first) {
    const field = (issue: typeof first) => ({
      path: issue.path.join(".") || "query",
      message: issue.message,
    });
    throw invalid([field(first), ...rest.map(field)]);
  }
  return { from, to };
}

/** Sales per day of the range (days without a sale have no row). */
export const dayFiguresQuery = (db: Db, range: ReportRange) =>
  db
    .select({
      day: reportDays.day,
      orders: reportDays.orders,
      cents: reportDays.cents,
      paidCents: reportDays.paidCents,
    })
    .from(reportDays)
    .where(between(reportDays.day, range.from, range.to));

interface ProductFigureRow {
  kind: "product" | "category";
  product_id: number | null;
  /** The product's name, or the category. */
  name: string;
  orders: number;
  cents: number;
}

/**
 * The best sellers and the sales per category, in one statement: each product's sales in the
 * range are summed once (the MATERIALIZED `per`) and read twice. The join keeps the products
 * there are: an order whose product was deleted has no product id any more (the foreign key
 * sets it null, and the triggers take it out of report_day_products), and orders keep no
 * category, so such an order counts in `days` but in neither list. A product's name and category
 * are its current ones. CROSS JOIN keeps SQLite reading `per` first and each product by its key,
 * rather than scanning the catalogue by category and probing `per`.
 */
export const productFiguresSql = (range: ReportRange) => sql`
  with per as materialized (
    select ${reportDayProducts.productId} as product_id, sum(${reportDayProducts.orders}) as orders,
      sum(${reportDayProducts.cents}) as cents
    from ${reportDayProducts}
    where ${reportDayProducts.day} between ${range.from} and ${range.to}
    group by ${reportDayProducts.productId}
    having sum(${reportDayProducts.orders}) > 0
  )
  select * from (
    select 'product' as kind, per.product_id as product_id, ${products.name} as name, per.orders as orders,
      per.cents as cents
    from per cross join ${products} on ${products.id} = per.product_id
    order by per.cents desc, per.orders desc, per.product_id
    limit ${REPORT_TOP_PRODUCTS}
  )
  union all
  select 'category', null, ${products.category}, sum(per.orders), sum(per.cents)
  from per cross join ${products} on ${products.id} = per.product_id
  group by ${products.category}`;

/** Today and the next REPORT_SLOT_DAYS - 1 shop dates. */
export function slotDates(today: string): string[] {
  return Array.from({ length: REPORT_SLOT_DAYS }, (_, index) => addDays(today, index));
}

/** Each date's slots in the settings' order: a closed date offers nothing (capacity 0), a peak
 *  day its own capacities (docs/decisions/072). */
function slotFigures(dates: string[], current: ShopSettings, taken: Map<string, number>): ReportSlot[] {
  return dates.flatMap((date) => {
    const closed = closedNote(date, current.closedDates) !== null;
    return rulesOfDate(current, date).slots.map((slot) => ({
      date,
      slot: slot.id,
      label: slot.label,
      booked: taken.get(takenKey(date, slot.id)) ?? 0,
      capacity: closed ? 0 : slot.capacity,
      closed,
    }));
  });
}

const byRevenue = (a: ReportCategory, b: ReportCategory) =>
  b.revenue - a.revenue || b.orders - a.orders || a.category.localeCompare(b.category);

/** The report of `range`, with the slots from today (the shop's date at `now`). */
export async function report(db: Db, now: Date, range: ReportRange): Promise<ReportsAnswer> {
  const dates = slotDates(shopToday(now));
  // The raw statement stays out of the batch: Drizzle's D1 batch binds no parameters of one.
  const [current, [dayRows, takenRows], productRows] = await Promise.all([
    readSettings(db),
    db.batch([dayFiguresQuery(db, range), takenQuery(db, dates[0] ?? "", dates[dates.length - 1] ?? "")]),
    db.all<ProductFigureRow>(productFiguresSql(range)),
  ]);

  const byDay = new Map(dayRows.map((row) => [row.day, row]));
  const days = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const row = byDay.get(date);
    days.push({
      date,
      orders: row?.orders ?? 0,
      revenue: toDollars(row?.cents ?? 0),
      paid_revenue: toDollars(row?.paidCents ?? 0),
    });
  }

  const top_products: ReportProduct[] = [];
  const by_category: ReportCategory[] = [];
  for (const row of productRows) {
    const figures = { orders: Number(row.orders), revenue: toDollars(Number(row.cents)) };
    if (row.kind === "product")
      top_products.push({ product_id: Number(row.product_id), name: row.name, ...figures });
    else by_category.push({ category: row.name as Category, ...figures });
  }
  by_category.sort(byRevenue);

  return { days, slots: slotFigures(dates, current, takenMap(takenRows)), top_products, by_category };
}
