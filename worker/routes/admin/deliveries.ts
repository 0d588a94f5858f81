// GET /api/admin/deliveries?date=YYYY-MM-DD (default the shop's today): the Deliveries board
// (florist.md §7, docs/decisions/039). One date's orders that are not cancelled, grouped by
// slot: the settings' slots in their order with their capacity, then any slot the settings
// no longer have but an order of that date still holds (its own copy of the label and times).
import { and, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { DeliveriesAnswer, DeliverySlotWire } from "../../../shared/deliveries";
import { addDays, shopToday } from "../../../shared/delivery";
import { dateField } from "../../../shared/schemas";
import type { Db } from "../../db/client";
import { type OrderRow, orders } from "../../db/schema";
import { orderWire } from "../../db/wire";
import type { AppEnv } from "../../env";
import { validate } from "../../middleware/validate";
import { clock } from "../../services/clock";
import { readSettings } from "../../services/settings";

const deliveriesQuery = z.object({ date: dateField.optional() });

/** A date's orders that are not cancelled (orders_delivery index), by slot start then id. */
export async function ordersOfDate(db: Db, date: string): Promise<OrderRow[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.deliveryDate, date), ne(orders.status, "cancelled")));
  return rows.sort((a, b) => (a.deliveryStart ?? "").localeCompare(b.deliveryStart ?? "") || a.id - b.id);
}

/** The board's slots: the settings' own, then those only the orders still name. */
export async function deliverySlots(db: Db, date: string): Promise<DeliverySlotWire[]> {
  const [current, rows] = await Promise.all([readSettings(db), ordersOfDate(db, date)]);
  const slots: DeliverySlotWire[] = current.slots.map((slot) => ({
    id: slot.id,
    label: slot.label,
    start: slot.start,
    end: slot.end,
    capacity: slot.capacity,
    booked: 0,
    orders: [],
  }));
  const byId = new Map(slots.map((slot) => [slot.id, slot]));
  // Rows come by start, so slots met here first are also added in start order.
  for (const row of rows) {
    const id = row.deliverySlot ?? "";
    let slot = byId.get(id);
    if (!slot) {
      slot = {
        id,
        label: row.deliverySlotLabel ?? id,
        start: row.deliveryStart ?? "",
        end: row.deliveryEnd ?? "",
        capacity: null,
        booked: 0,
        orders: [],
      };
      byId.set(id, slot);
      slots.push(slot);
    }
    slot.orders.push(orderWire(row));
    slot.booked += 1;
  }
  return slots;
}

export const adminDeliveriesRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", deliveriesQuery),
  async (c) => {
    const today = shopToday(clock.now());
    const date = c.req.valid("query").date ?? today;
    const answer: DeliveriesAnswer = {
      date,
      today,
      previous_date: addDays(date, -1),
      next_date: addDays(date, 1),
      slots: await deliverySlots(c.var.db, date),
    };
    return c.json(answer);
  },
);
