// The orders as a CSV file for the owner's accountant (GET /api/admin/orders.csv): the admin
// list's filters (the very query of the list, admin-lists.ts' ordersPageQuery) plus the days
// the orders were placed on, one record per order, newest first. The body is a stream that
// reads one page of orders by keyset only when the reader asks for more, so a shop of 100,000
// orders never sits in the Worker's memory: at most one page does.
import { and, gte, lt, max, min } from "drizzle-orm";
import { addressLine } from "../../../shared/address";
import { addDays, shopDateTime, shopInstant } from "../../../shared/delivery";
import { formatSlot } from "../../../shared/delivery-format";
import { STATUS_LABELS } from "../../../shared/orders";
import { PAYMENT_STATUS_LABELS, type PaymentMethod } from "../../../shared/payment";
import { SIZE_LABELS } from "../../../shared/sizes";
import type { Db } from "../../db/client";
import { type OrderRow, orders } from "../../db/schema";
import { type OrderFilters, ordersPageQuery } from "../admin-lists";
import { BOM, type CsvValue, csvRecord } from "../csv";

/** Orders read per query: a page of the lists is 50 at most; an export reads more at once. */
export const CSV_PAGE_SIZE = 500;

/** The list's filters, and `from`/`to`: shop dates (YYYY-MM-DD) the orders were placed on, both included. */
export type OrderExportFilters = OrderFilters & { from?: string; to?: string };

/** The instant a shop date begins, as D1 writes instants. */
const shopDayStart = (date: string) => shopInstant(date, "00:00").toISOString();

/** "2026-12-01 09:00": an instant on the shop's clock, as a spreadsheet reads a date and time. */
function onShopClock(iso: string | null): string | null {
  if (iso === null) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : shopDateTime(new Date(time));
}

/** Dollars from cents with two decimals, as a spreadsheet reads a number: "45.00". */
const usd = (cents: number) => (cents / 100).toFixed(2);

/** How the accountant's statements name each way of paying. */
const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  cash: "Cash",
  khqr: "KHQR",
  payway: "PayWay",
};

/** The file's columns, in order: each header with what it holds of an order. */
const ORDER_COLUMNS: readonly (readonly [header: string, value: (order: OrderRow) => CsvValue])[] = [
  ["Order", (order) => order.id],
  ["Placed at (Siem Reap)", (order) => onShopClock(order.createdAt)],
  ["Status", (order) => STATUS_LABELS[order.status]],
  ["Payment status", (order) => PAYMENT_STATUS_LABELS[order.paymentStatus]],
  ["Payment method", (order) => PAYMENT_METHOD_NAMES[order.paymentMethod]],
  ["Paid at (Siem Reap)", (order) => onShopClock(order.paidAt)],
  ["Payment reference", (order) => order.paymentReference],
  ["Customer", (order) => order.customerName],
  ["E-mail", (order) => order.customerEmail],
  ["Mobile", (order) => order.customerMobile],
  ["Product", (order) => order.productName],
  ["Size", (order) => SIZE_LABELS[order.size]],
  ["Add-ons", (order) => order.addOns.map((addOn) => addOn.name).join("; ")],
  ["Delivery date", (order) => order.deliveryDate],
  ["Slot", (order) => formatSlot(order.deliverySlotLabel, order.deliveryStart, order.deliveryEnd)],
  ["Area", (order) => order.areaName],
  ["Address", (order) => addressLine(order, { place: "city" })],
  ["Recipient", (order) => order.recipientName],
  ["Recipient phone", (order) => order.recipientPhone],
  ["Card message", (order) => order.cardMessage],
  ["Instructions", (order) => order.specialInstructions],
  ["Product price (USD)", (order) => usd(order.productPriceCents ?? order.priceCents)],
  ["Add-ons (USD)", (order) => usd(order.addOns.reduce((sum, addOn) => sum + addOn.priceCents, 0))],
  ["Delivery fee (USD)", (order) => usd(order.deliveryFeeCents)],
  ["Peak day surcharge (USD)", (order) => usd(order.peakSurchargeCents)],
  ["Total (USD)", (order) => usd(order.priceCents)],
];

const orderCsvHeader = () => csvRecord(ORDER_COLUMNS.map(([header]) => header));
const orderCsvRecord = (order: OrderRow) => csvRecord(ORDER_COLUMNS.map(([, value]) => value(order)));

/** The placed-on days as instants: from the start of `from` to the start of the day after `to`. */
function placedBetween(from: string | undefined, to: string | undefined) {
  return {
    start: from === undefined ? undefined : shopDayStart(from),
    end: to === undefined ? undefined : shopDayStart(addDays(to, 1)),
  };
}

/**
 * The orders, page after page, newest first. The list's query knows no placed-on days, so
 * those are read first as the smallest and largest id placed within them: the pages start just
 * above the largest, stop at the smallest, and keep of their rows the ones placed within the
 * days (ids and placing times need not go up together). A page may so come out empty.
 */
async function* orderPages(db: Db, filters: OrderExportFilters) {
  const { from, to, ...listFilters } = filters;
  const { start, end } = placedBetween(from, to);
  const placedWithin = (order: OrderRow) =>
    (start === undefined || order.createdAt >= start) && (end === undefined || order.createdAt < end);
  let cursor: number | null = null;
  let lowest = 0;
  if (start !== undefined || end !== undefined) {
    const [bounds] = await db
      .select({ lowest: min(orders.id), highest: max(orders.id) })
      .from(orders)
      .where(
        and(
          start === undefined ? undefined : gte(orders.createdAt, start),
          end === undefined ? undefined : lt(orders.createdAt, end),
        ),
      );
    if (!bounds || bounds.highest === null || bounds.lowest === null) return;
    cursor = bounds.highest + 1;
    lowest = bounds.lowest;
  }
  for (;;) {
    // "by id": the file pages from a bound of its own (the newest order of its days), not from the top.
    const rows = await ordersPageQuery(db, listFilters, cursor, CSV_PAGE_SIZE, "by id");
    const page = rows.slice(0, CSV_PAGE_SIZE);
    yield page.filter(placedWithin);
    const last = page.at(-1);
    if (rows.length <= CSV_PAGE_SIZE || last === undefined || last.id <= lowest) return;
    cursor = last.id;
  }
}

/**
 * The file as a stream: the byte-order mark and the header row at once, then one chunk per
 * page of orders, each read only when the reader pulls (highWaterMark 0: nothing is read
 * ahead). A failure after the answer began cannot change its status: `onError` is told and the
 * stream errors, so the download breaks off rather than ending as if complete.
 */
export function ordersCsvStream(
  db: Db,
  filters: OrderExportFilters,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pages = orderPages(db, filters);
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(BOM + orderCsvHeader()));
      },
      async pull(controller) {
        try {
          // A pull that enqueues nothing is not called again: skip the pages left empty.
          for (;;) {
            const next = await pages.next();
            if (next.done) {
              controller.close();
              return;
            }
            if (next.value.length > 0) {
              controller.enqueue(encoder.encode(next.value.map(orderCsvRecord).join("")));
              return;
            }
          }
        } catch (error) {
          onError(error);
          controller.error(error);
        }
      },
      async cancel() {
        await pages.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
