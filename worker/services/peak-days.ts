// Peak days in D1 (docs/decisions/072): what the storefront and the Dashboard are told about them.
// How many of a product are booked for a day is counted from the orders themselves (the
// orders_product_day index), like a slot's places: no counter to drift, and a cancelled order
// frees its place by its status alone. The limit itself is enforced by the order's insert
// (services/orders/orders.ts), not here.
import { and, count, inArray, ne } from "drizzle-orm";
import { lastBookableDate, shopToday } from "../../shared/delivery";
import { pageLanguage } from "../../shared/i18n/catalogues";
import type { Locale } from "../../shared/i18n/locales";
import { inLanguage } from "../../shared/i18n/locales";
import { dayMonthIn } from "../../shared/localized-dates";
import {
  PEAK_TEXT,
  type PeakDay,
  type PeakDayFigures,
  type PeakDayWire,
  type PeakLeftWire,
  peakName,
} from "../../shared/peak-days";
import { toDollars } from "../../shared/pricing";
import type { Db } from "../db/client";
import { orders, type ProductRow } from "../db/schema";
import { productNames, type ShopSettings } from "./settings";

/** Orders that are not cancelled per "date product-id", over `dates` (at most PEAK_LIMITS.days,
 *  so one IN list). */
async function bookedOn(db: Db, dates: string[]): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .select({ date: orders.deliveryDate, productId: orders.productId, n: count() })
    .from(orders)
    .where(and(inArray(orders.deliveryDate, dates), ne(orders.status, "cancelled")))
    .groupBy(orders.deliveryDate, orders.productId);
  return new Map(rows.map((row) => [`${row.date} ${row.productId}`, row.n]));
}

/** Peak days from today on (a day's orders are booked until its end). */
const comingDays = (current: ShopSettings, today: string) =>
  current.peakDays.filter((day) => day.date >= today);

/** GET /api/shop's `peak_days`: those inside the booking window, named in `locale`. */
export function peakDaysWire(current: ShopSettings, now: Date, locale: Locale): PeakDayWire[] {
  const last = lastBookableDate(now, current.windowDays);
  return comingDays(current, shopToday(now))
    .filter((day) => day.date <= last)
    .map((day) => ({
      date: day.date,
      name: peakName(day, locale),
      surcharge: toDollars(day.surcharge_cents),
    }));
}

/** GET /api/products/{id}'s `peak_left`: each coming peak day that limits the product, with how
 *  many may still be ordered (never below 0). */
export async function peakLeft(
  db: Db,
  current: ShopSettings,
  productId: number,
  now: Date,
): Promise<PeakLeftWire[]> {
  const limited = comingDays(current, shopToday(now)).flatMap((day) => {
    const limit = day.limits.find((candidate) => candidate.product_id === productId);
    return limit ? [{ date: day.date, quantity: limit.quantity }] : [];
  });
  if (limited.length === 0) return [];
  const booked = await bookedOn(
    db,
    limited.map((day) => day.date),
  );
  return limited.map(({ date, quantity }) => ({
    date,
    left: Math.max(0, quantity - (booked.get(`${date} ${productId}`) ?? 0)),
  }));
}

/** The dates a product is sold out for (a peak day's limit reached), for an order that names
 *  no date and takes the earliest slot left. */
export async function soldOutDates(db: Db, current: ShopSettings, productId: number, now: Date) {
  const left = await peakLeft(db, current, productId, now);
  return new Set(left.filter((day) => day.left === 0).map((day) => day.date));
}

/** The Dashboard's coming peak days: each product limit with its bookings so far. */
export async function peakDayFigures(db: Db, current: ShopSettings, now: Date): Promise<PeakDayFigures[]> {
  const days = comingDays(current, shopToday(now));
  const ids = days.flatMap((day) => day.limits.map((limit) => limit.product_id));
  const [booked, nameOf] = await Promise.all([
    bookedOn(
      db,
      days.map((day) => day.date),
    ),
    productNames(db, ids),
  ]);
  return days.map((day: PeakDay) => ({
    date: day.date,
    name: day.name,
    surcharge: toDollars(day.surcharge_cents),
    limits: day.limits.flatMap((limit) => {
      const name = nameOf.get(limit.product_id);
      // a product deleted since has nothing left to sell
      return name === undefined
        ? []
        : [
            {
              product_id: limit.product_id,
              product_name: name,
              quantity: limit.quantity,
              booked: booked.get(`${day.date} ${limit.product_id}`) ?? 0,
            },
          ];
    }),
  }));
}

/** "Red Roses is sold out for Valentine's Day, 14 February. Please choose another day." in `locale`. */
export function soldOutSentence(
  product: Pick<ProductRow, "name" | "nameKm" | "nameZh">,
  peak: PeakDay,
  locale: Locale,
): string {
  const { t } = pageLanguage(locale);
  const day = t(PEAK_TEXT.day, { name: peakName(peak, locale), date: dayMonthIn(locale, peak.date) });
  return t(PEAK_TEXT.soldOutOrder, {
    product: inLanguage(locale, product.name, product.nameKm, product.nameZh),
    day,
  });
}
