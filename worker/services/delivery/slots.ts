// Delivery slots in D1 (docs/decisions/022): how many orders hold each slot, a date's slots as
// GET /api/delivery/slots serves them, and the earliest slot an order can still take.
// The rules themselves are the pure functions of shared/delivery.ts; a peak day's own
// capacities and lead time stand in for the shop's on its date (docs/decisions/072).
import { and, between, count, ne } from "drizzle-orm";
import {
  addDays,
  closedNote,
  lastBookableDate,
  type SlotSetting,
  type SlotsAnswer,
  shopToday,
  slotReason,
} from "../../../shared/delivery";
import { peakDayOn, rulesOn } from "../../../shared/peak-days";
import type { Db } from "../../db/client";
import { type DeliveryAreaRow, orders } from "../../db/schema";
import type { ShopSettings } from "../settings";

/** The count of takenBetween, as a statement (the reports batch it; its plan is tested):
 *  the orders_delivery index (date, slot, status) alone answers it. */
export const takenQuery = (db: Db, from: string, to: string) =>
  db
    .select({ date: orders.deliveryDate, slot: orders.deliverySlot, n: count() })
    .from(orders)
    .where(and(between(orders.deliveryDate, from, to), ne(orders.status, "cancelled")))
    .groupBy(orders.deliveryDate, orders.deliverySlot);

/** How takenMap keys a date's slot: "YYYY-MM-DD slot-id". */
export const takenKey = (date: string | null, slot: string | null) => `${date} ${slot}`;

/** The rows of takenQuery by takenKey. */
export const takenMap = (rows: { date: string | null; slot: string | null; n: number }[]) =>
  new Map(rows.map((row) => [takenKey(row.date, row.slot), row.n]));

/** Orders that are not cancelled, per date and slot id, between two dates included. */
export async function takenBetween(db: Db, from: string, to: string): Promise<Map<string, number>> {
  return takenMap(await takenQuery(db, from, to));
}

/** The shop's slots and lead time on `date`: a peak day's capacities and lead time where it is one. */
export const rulesOfDate = (current: ShopSettings, date: string) =>
  rulesOn(current, peakDayOn(current.peakDays, date));

/** Judges a slot on a date by the settings and the orders counted in `taken`. */
function judge(now: Date, current: ShopSettings, taken: Map<string, number>, sameDay?: boolean) {
  return (date: string, slot: SlotSetting) => {
    const onDate = rulesOfDate(current, date);
    const rules = {
      leadMinutes: onDate.leadMinutes,
      windowDays: current.windowDays,
      closedDates: current.closedDates,
    };
    const capacity = onDate.slots.find((candidate) => candidate.id === slot.id)?.capacity ?? slot.capacity;
    const held = taken.get(takenKey(date, slot.id)) ?? 0;
    return slotReason({ now, date, slot: { ...slot, capacity }, rules, taken: held, sameDay });
  };
}

/** A date's slots with their availability; `area` adds its same-day rule. */
export async function slotsOfDate(
  db: Db,
  now: Date,
  date: string,
  current: ShopSettings,
  area?: DeliveryAreaRow,
): Promise<SlotsAnswer> {
  const reasonOf = judge(now, current, await takenBetween(db, date, date), area?.sameDay);
  const note = closedNote(date, current.closedDates);
  return {
    date,
    closed: note !== null,
    note,
    slots: current.slots.map((slot) => {
      const reason = reasonOf(date, slot);
      return {
        id: slot.id,
        label: slot.label,
        start: slot.start,
        end: slot.end,
        available: reason === null,
        reason,
      };
    }),
  };
}

/** Why `slot` on `date` cannot be booked now for `area`, counting the orders holding it. */
export async function reasonFor(
  db: Db,
  now: Date,
  date: string,
  slot: SlotSetting,
  current: ShopSettings,
  area: DeliveryAreaRow,
) {
  return judge(now, current, await takenBetween(db, date, date), area.sameDay)(date, slot);
}

/** The first slot an order for `area` can take, from today to the end of the booking window,
 *  on a date `open` allows (a peak day its product is sold out for is not). */
export async function earliestSlot(
  db: Db,
  now: Date,
  current: ShopSettings,
  area: DeliveryAreaRow,
  open: (date: string) => boolean = () => true,
): Promise<{ date: string; slot: SlotSetting } | null> {
  const today = shopToday(now);
  const last = lastBookableDate(now, current.windowDays);
  const reasonOf = judge(now, current, await takenBetween(db, today, last), area.sameDay);
  const slots = [...current.slots].sort((a, b) => a.start.localeCompare(b.start));
  for (let date = today; date <= last; date = addDays(date, 1)) {
    if (!open(date)) continue;
    for (const slot of slots) {
      if (reasonOf(date, slot) === null) return { date, slot };
    }
  }
  return null;
}
