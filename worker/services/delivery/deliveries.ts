// One shop date's deliveries by slot (docs/decisions/039): the Deliveries board and the
// morning summary count the same way. The settings' slots in their order with their capacity,
// then any slot the settings no longer have but an order of that date still holds (its own
// copy of the label and times); cancelled orders are not deliveries.
import { and, eq, ne } from "drizzle-orm";
import type { DeliverySlotWire } from "../../../shared/deliveries";
import type { Db } from "../../db/client";
import { type OrderRow, orders } from "../../db/schema";
import { orderWire } from "../../db/wire";
import { readSettings } from "../settings";

/** A date's orders that are not cancelled (orders_delivery index), by slot start then id. */
async function ordersOfDate(db: Db, date: string): Promise<OrderRow[]> {
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
  const rate = current.exchangeRateKhr;
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
    slot.orders.push(orderWire(row, rate));
    slot.booked += 1;
  }
  return slots;
}
