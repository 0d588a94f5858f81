// Peak days (docs/decisions/072): the owner's busiest dates (Valentine's Day, 8 March…), each
// with its own slot capacities and lead time, a surcharge per order, and how many of a product
// may be sold for it. Their wire shapes, the rule that turns the shop's slots into a peak day's,
// and the sentences the storefront says about them, for the Worker and the web app alike.
import type { SlotSetting } from "./delivery";
import { inLanguage, type Locale } from "./i18n/locales";

/** The product page says how many are left for a peak day from this many down: above it,
 *  a count reads as a boast rather than a reason to order now, and it would tell competitors
 *  the shop's stock; at 20 or fewer it is a fair nudge while there is still time to choose. */
export const PEAK_FEW_LEFT = 20;

export const PEAK_LIMITS = {
  days: 50,
  name: 100,
  limits: 50,
  quantity: 10_000,
  capacity: 1000,
  leadMinutes: 7 * 24 * 60,
  surcharge: 1000,
} as const;

/** A peak day as the owner keeps it (GET/PUT /api/admin/settings `peak_days`). */
export interface PeakDaySetting {
  date: string;
  name: string;
  name_km: string | null;
  name_zh: string | null;
  /** null: the shop's own lead time */
  lead_minutes: number | null;
  /** USD per order, 0 for none */
  surcharge: number;
  /** A slot left out keeps the shop's capacity that day. */
  slots: { id: string; capacity: number }[];
  limits: { product_id: number; quantity: number }[];
}

/** GET /api/shop `peak_days`: the peak days inside the booking window, named in `?lang=`. */
export interface PeakDayWire {
  date: string;
  name: string;
  surcharge: number;
}

/** GET /api/products/{id} `peak_left`: how many of the product may still be ordered for a
 *  coming peak day that limits it. */
export interface PeakLeftWire {
  date: string;
  left: number;
}

/** GET /api/admin/dashboard `peak_days`: each coming peak day's product limits and how many
 *  orders that are not cancelled hold them. */
export interface PeakDayFigures {
  date: string;
  name: string;
  surcharge: number;
  limits: { product_id: number; product_name: string; quantity: number; booked: number }[];
}

/** A peak day as the settings keep it in D1: the surcharge in cents (docs/decisions/007). */
export type PeakDay = Omit<PeakDaySetting, "surcharge"> & { surcharge_cents: number };

/** The peak day on `date`, if it is one. */
export const peakDayOn = <D extends { date: string }>(days: readonly D[], date: string): D | undefined =>
  days.find((day) => day.date === date);

/** The shop's slots and lead time as they stand on a date: a peak day's own where it gives them. */
export function rulesOn(
  shop: { slots: readonly SlotSetting[]; leadMinutes: number },
  peak: Pick<PeakDay, "slots" | "lead_minutes"> | undefined,
): { slots: SlotSetting[]; leadMinutes: number } {
  if (!peak) return { slots: [...shop.slots], leadMinutes: shop.leadMinutes };
  const capacity = new Map(peak.slots.map((slot) => [slot.id, slot.capacity]));
  return {
    slots: shop.slots.map((slot) => ({ ...slot, capacity: capacity.get(slot.id) ?? slot.capacity })),
    leadMinutes: peak.lead_minutes ?? shop.leadMinutes,
  };
}

/** The limit on `productId` for a peak day, null when it has none. */
export const limitOf = (peak: Pick<PeakDay, "limits"> | undefined, productId: number): number | null =>
  peak?.limits.find((limit) => limit.product_id === productId)?.quantity ?? null;

/** The peak day's name in `locale`, English where the owner gave none. */
export const peakName = (peak: Pick<PeakDaySetting, "name" | "name_km" | "name_zh">, locale: Locale) =>
  inLanguage(locale, peak.name, peak.name_km, peak.name_zh);

/** What the storefront says: a few left, sold out, and the refusal of an order past a limit
 *  ("{day}" is the day's name and date, e.g. "Valentine's Day, 14 February"). */
export const PEAK_TEXT = {
  left: "{count} left for {date}",
  soldOut: "Sold out for {date}",
  soldOutOrder: "{product} is sold out for {day}. Please choose another day.",
  /** How a peak day is named in a sentence: "Valentine's Day, 14 February". */
  day: "{name}, {date}",
  surcharge: "Peak day surcharge",
  onDay: "{name}: a peak day. Orders for it carry a {amount} surcharge.",
  onDayFree: "{name}: a peak day.",
} as const;
