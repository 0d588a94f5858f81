// The shop's clock and the delivery rules (docs/decisions/021, 022): pure functions of an injected
// `now`, so the server, the order form and the tests agree on "today" and on which slot is
// still open, whatever the device's own time zone says.

import type { PeakDayWire } from "./peak-days";

/** Siem Reap keeps Indochina Time: UTC+7 all year, no daylight saving. */
export const SHOP_TIMEZONE = "Asia/Phnom_Penh";
const SHOP_UTC_OFFSET_MINUTES = 7 * 60;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const SLOT_REASONS = ["past", "full", "closed", "out_of_window", "not_same_day"] as const;
export type SlotReason = (typeof SLOT_REASONS)[number];

/** A delivery slot as the owner defines it. `start`/`end` are shop times `HH:MM`. */
export interface SlotSetting {
  id: string;
  label: string;
  start: string;
  end: string;
  capacity: number;
}

export interface ClosedDate {
  date: string;
  note: string;
}

/** The rules a slot is judged by (settings, see shared/settings.ts). */
export interface DeliveryRules {
  leadMinutes: number;
  windowDays: number;
  closedDates: readonly ClosedDate[];
}

// ---- Wire shapes ----

export interface AreaWire {
  id: number;
  name: string;
  fee: number;
  fee_khr: number;
  same_day: boolean;
}

interface SlotWire {
  id: string;
  label: string;
  start: string;
  end: string;
  available: boolean;
  reason: SlotReason | null;
}

/** GET /api/delivery/slots */
export interface SlotsAnswer {
  date: string;
  closed: boolean;
  note: string | null;
  slots: SlotWire[];
}

/** GET /api/shop */
export interface ShopAnswer {
  timezone: typeof SHOP_TIMEZONE;
  today: string;
  exchange_rate_khr: number;
  languages: string[];
  slots: SlotSetting[];
  lead_minutes: number;
  window_days: number;
  areas: AreaWire[];
  payment_methods: string[];
  closed_dates: ClosedDate[];
  /** Peak days inside the booking window (docs/decisions/072). */
  peak_days: PeakDayWire[];
}

// ---- The clock ----

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60 * 1000;

/** The shop's date and time at `instant`, `YYYY-MM-DD HH:MM`. */
export function shopDateTime(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** The shop's date at `now`, `YYYY-MM-DD`. */
export function shopToday(now: Date): string {
  return shopDateTime(now).slice(0, 10);
}

/** A real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export function isValidDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a shop date and time (`HH:MM`) happens. */
export function shopInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - OFFSET_MS);
}

/** The last date of a booking window that starts today (today is its first day). */
export const windowEnd = (today: string, windowDays: number): string =>
  addDays(today, Math.max(windowDays, 1) - 1);

/** The last date a slot may be booked on. */
export function lastBookableDate(now: Date, windowDays: number): string {
  return windowEnd(shopToday(now), windowDays);
}

export function closedNote(date: string, closedDates: readonly ClosedDate[]): string | null {
  const found = closedDates.find((closed) => closed.date === date);
  return found ? found.note : null;
}

/**
 * Why a slot on `date` cannot be booked at `now`, or null when it can. `taken` is how many
 * orders that are not cancelled already hold it; `sameDay` is false for an area that only
 * delivers from tomorrow on.
 */
export function slotReason(options: {
  now: Date;
  date: string;
  slot: Pick<SlotSetting, "start" | "capacity">;
  rules: DeliveryRules;
  taken: number;
  sameDay?: boolean;
}): SlotReason | null {
  const { now, date, slot, rules } = options;
  const today = shopToday(now);
  if (date < today) return "past";
  if (date > lastBookableDate(now, rules.windowDays)) return "out_of_window";
  if (rules.closedDates.some((closed) => closed.date === date)) return "closed";
  if (shopInstant(date, slot.start).getTime() - now.getTime() < rules.leadMinutes * 60_000) return "past";
  if (options.sameDay === false && date === today) return "not_same_day";
  if (options.taken >= slot.capacity) return "full";
  return null;
}

// ---- Where ----

/** Siem Reap province, roughly: orders are delivered inside this box only. */
export const SIEM_REAP_BOUNDS = { lat: { min: 12.9, max: 14.5 }, lng: { min: 103.4, max: 104.6 } } as const;

export function isInSiemReap(pin: { lat: number; lng: number }): boolean {
  const { lat, lng } = SIEM_REAP_BOUNDS;
  return (
    Number.isFinite(pin.lat) &&
    Number.isFinite(pin.lng) &&
    pin.lat >= lat.min &&
    pin.lat <= lat.max &&
    pin.lng >= lng.min &&
    pin.lng <= lng.max
  );
}
