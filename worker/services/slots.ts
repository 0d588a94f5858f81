// Delivery slots in D1 (florist.md §2): how many orders hold each slot, a date's slots as
// GET /api/delivery/slots serves them, and the earliest slot an order can still take.
// The rules themselves are the pure functions of shared/delivery.ts.
import { and, between, count, ne } from "drizzle-orm";
import {
  addDays,
  closedNote,
  lastBookableDate,
  type SlotSetting,
  type SlotsAnswer,
  shopToday,
  slotReason,
} from "../../shared/delivery";
import type { Db } from "../db/client";
import { type DeliveryAreaRow, orders } from "../db/schema";
import type { ShopSettings } from "./settings";

/** Orders that are not cancelled, per date and slot id, between two dates included. */
async function takenBetween(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: orders.deliveryDate, slot: orders.deliverySlot, n: count() })
    .from(orders)
    .where(and(between(orders.deliveryDate, from, to), ne(orders.status, "cancelled")))
    .groupBy(orders.deliveryDate, orders.deliverySlot);
  return new Map(rows.map((row) => [`${row.date} ${row.slot}`, row.n]));
}

const rulesOf = (current: ShopSettings) => ({
  leadMinutes: current.leadMinutes,
  windowDays: current.windowDays,
  closedDates: current.closedDates,
});

/** A date's slots with their availability; `area` adds its same-day rule. */
export async function slotsOfDate(
  db: Db,
  now: Date,
  date: string,
  current: ShopSettings,
  area?: DeliveryAreaRow,
): Promise<SlotsAnswer> {
  const taken = await takenBetween(db, date, date);
  const note = closedNote(date, current.closedDates);
  return {
    date,
    closed: note !== null,
    note,
    slots: current.slots.map((slot) => {
      const reason = slotReason({
        now,
        date,
        slot,
        rules: rulesOf(current),
        taken: taken.get(`${date} ${slot.id}`) ?? 0,
        sameDay: area?.sameDay,
      });
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
  const taken = await takenBetween(db, date, date);
  return slotReason({
    now,
    date,
    slot,
    rules: rulesOf(current),
    taken: taken.get(`${date} ${slot.id}`) ?? 0,
    sameDay: area.sameDay,
  });
}

/** The first slot an order for `area` can take, from today to the end of the booking window. */
export async function earliestSlot(
  db: Db,
  now: Date,
  current: ShopSettings,
  area: DeliveryAreaRow,
): Promise<{ date: string; slot: SlotSetting } | null> {
  const today = shopToday(now);
  const last = lastBookableDate(now, current.windowDays);
  const taken = await takenBetween(db, today, last);
  const slots = [...current.slots].sort((a, b) => a.start.localeCompare(b.start));
  for (let date = today; date <= last; date = addDays(date, 1)) {
    for (const slot of slots) {
      const reason = slotReason({
        now,
        date,
        slot,
        rules: rulesOf(current),
        taken: taken.get(`${date} ${slot.id}`) ?? 0,
        sameDay: area.sameDay,
      });
      if (reason === null) return { date, slot };
    }
  }
  return null;
}
