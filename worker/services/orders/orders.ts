// Placing an order into a delivery slot in ONE atomic D1 statement (docs/decisions/022, 049):
// the row is inserted only while fewer than the slot's capacity of orders that are not
// cancelled hold that date and slot, and while the customer holds fewer open unpaid orders
// than the owner allows, so neither two customers racing for the last place nor one account
// placing orders in parallel can pass a limit.
import { and, count, eq, getTableColumns, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type OrderRow, orders } from "../../db/schema";

export type NewOrder = typeof orders.$inferInsert;

/** An order is open until it is delivered or cancelled. */
const CLOSED = ["delivered", "cancelled"] as const;

const openUnpaidOf = (userId: number) =>
  and(eq(orders.userId, userId), eq(orders.paymentStatus, "unpaid"), notInArray(orders.status, [...CLOSED]));

export interface OrderLimits {
  /** The slot's capacity. */
  capacity: number;
  /** The customer's open unpaid orders allowed at once; null: no cap (admins). */
  openUnpaid: number | null;
}

export type PlaceOutcome = { order: OrderRow } | { refused: "slot_full" | "too_many_unpaid" };

/** Inserts `values` if the slot has room and the customer is under the cap. */
export async function insertOrderIfRoom(
  db: Db,
  values: NewOrder & { userId: number; deliveryDate: string; deliverySlot: string },
  limits: OrderLimits,
): Promise<PlaceOutcome> {
  const columns = getTableColumns(orders);
  const entries = (Object.entries(values) as [keyof typeof columns, unknown][]).filter(
    ([key, value]) => value !== undefined && key in columns,
  );
  const names = sql.join(
    entries.map(([key]) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  const params = sql.join(
    entries.map(([key, value]) => sql.param(value, columns[key])),
    sql`, `,
  );
  const underCap =
    limits.openUnpaid === null
      ? sql`1`
      : sql`(select count(*) from ${orders} where ${openUnpaidOf(values.userId)}) < ${limits.openUnpaid}`;
  // INSERT … SELECT … WHERE: SQLite runs the counts and the insert as one statement.
  const inserted = await db.get<{ id: number } | undefined>(sql`
    insert into ${orders} (${names})
    select ${params}
    where (
      select count(*) from ${orders}
      where ${orders.deliveryDate} = ${values.deliveryDate}
        and ${orders.deliverySlot} = ${values.deliverySlot}
        and ${orders.status} <> 'cancelled'
    ) < ${limits.capacity}
      and ${underCap}
    returning ${sql.identifier(columns.id.name)}`);
  if (!inserted) {
    if (limits.openUnpaid === null) return { refused: "slot_full" };
    const open = await countOpenUnpaid(db, values.userId);
    return { refused: open >= limits.openUnpaid ? "too_many_unpaid" : "slot_full" };
  }
  const row = await db.query.orders.findFirst({ where: eq(orders.id, inserted.id) });
  if (!row) throw new Error(`order ${inserted.id} vanished after its insert`);
  return { order: row };
}

/** The customer's orders still waiting for payment and not yet delivered or cancelled. */
export async function countOpenUnpaid(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ open: count() }).from(orders).where(openUnpaidOf(userId));
  return row?.open ?? 0;
}
