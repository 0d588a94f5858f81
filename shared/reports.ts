// The owner's figures (GET /api/admin/reports): what the Dashboard's charts draw. Dates are
// the shop's (Siem Reap) calendar days; money is USD; revenue counts every order that is not
// cancelled, paid revenue those paid.
import { z } from "zod";
import type { Category } from "./catalog";
import { addDays } from "./delivery";
import { dateField } from "./schemas";

/** The longest range one report covers. */
export const REPORT_DAYS_MAX = 366;
/** The ranges the Dashboard offers; the first is its default. */
export const REPORT_RANGES = [30, 90] as const;
/** Slots shown: today and the next 13 days. */
export const REPORT_SLOT_DAYS = 14;
/** Best sellers listed. */
export const REPORT_TOP_PRODUCTS = 10;

/** `from` and `to` (both included); without them the last REPORT_RANGES[0] days to today. */
export const reportsQuery = z
  .object({ from: dateField.optional(), to: dateField.optional() })
  .refine((q) => !(q.from && q.to) || q.from <= q.to, { message: "must not be after to", path: ["from"] })
  .refine((q) => !(q.from && q.to) || daysBetween(q.from, q.to) < REPORT_DAYS_MAX, {
    message: `must be at most ${REPORT_DAYS_MAX} days before to`,
    path: ["from"],
  });

/** The `days` shop days that end at `to`, both ends included: { from, to } as the API reads them. */
export const lastDays = (days: number, to: string) => ({ from: addDays(to, 1 - days), to });

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface ReportDay {
  date: string;
  /** Orders placed that day and not cancelled (the orders revenue counts). */
  orders: number;
  revenue: number;
  paid_revenue: number;
}

export interface ReportSlot {
  date: string;
  /** The slot's id (settings' delivery slots). */
  slot: string;
  /** The slot's name as the owner wrote it ("Morning"). */
  label: string;
  /** Orders that are not cancelled holding the slot that day. */
  booked: number;
  /** The slot's capacity; 0 on a date the settings close (booked may then still be above 0). */
  capacity: number;
  /** The settings close the date. */
  closed: boolean;
}

export interface ReportProduct {
  product_id: number;
  name: string;
  orders: number;
  revenue: number;
}

export interface ReportCategory {
  category: Category;
  orders: number;
  revenue: number;
}

export interface ReportsAnswer {
  /** Every day of the range, oldest first, days without orders included (zeros). */
  days: ReportDay[];
  /** Today and the next REPORT_SLOT_DAYS - 1 days, each of the shop's slots, in order. */
  slots: ReportSlot[];
  /** The REPORT_TOP_PRODUCTS products with the most revenue in the range (ties: more orders). */
  top_products: ReportProduct[];
  /** Each category with orders in the range, most revenue first. */
  by_category: ReportCategory[];
}
