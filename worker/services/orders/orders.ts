// Placing an order into a delivery slot in ONE atomic D1 statement (docs/decisions/022, 049, 072):
// the row is inserted only while fewer than the slot's capacity of orders that are not
// cancelled hold that date and slot, while fewer than a peak day's limit of the product are
// ordered for that date, and while the customer holds fewer open unpaid orders than the owner
// allows, so neither customers racing for the last place or the last bouquets nor one account
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
  /** How many of the product a peak day takes (orders that are not cancelled); null: no limit. */
  productLimit: number | null;
}

export type PlaceOutcome =
  | { order: OrderRow }
  | { refused: "slot_full" | "too_many_unpaid" | "product_sold_out" };

/** Inserts `values` if the slot has room and the customer is under the cap. */
export async function insertOrderIfRoom(
  db: Db,
  values: NewOrder & { userId: number; productId: number; deliveryDate: string; deliverySlot: string },
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
  const underProductLimit =
    limits.productLimit === null
      ? sql`1`
      : sql`(${productBooked(values.productId, values.deliveryDate)}) < ${limits.productLimit}`;
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
      and ${underProductLimit}
      and ${underCap}
    returning ${sql.identifier(columns.id.name)}`);
  if (!inserted) return { refused: await whyRefused(db, values, limits) };
  const row = await db.query.orders.findFirst({ where: eq(orders.id, inserted.id) });
  if (!row) throw new Error(`order ${inserted.id} vanished after its insert`);
  return { order: row };
}

/** The count of a product's orders that are not cancelled for a date (orders_product_day index). */
const productBooked = (productId: number, date: string) =>
  sql`select count(*) as n from ${orders}
      where ${orders.productId} = ${productId}
        and ${orders.deliveryDate} = ${date}
        and ${orders.status} <> 'cancelled'`;

/** Which limit a refused insert met, read after it: the customer's own first, then the product's. */
async function whyRefused(
  db: Db,
  values: { userId: number; productId: number; deliveryDate: string },
  limits: OrderLimits,
): Promise<"slot_full" | "too_many_unpaid" | "product_sold_out"> {
  if (limits.openUnpaid !== null && (await countOpenUnpaid(db, values.userId)) >= limits.openUnpaid) {
    return "too_many_unpaid";
  }
  if (limits.productLimit !== null) {
    const row = await db.get<{ n: number }>(productBooked(values.productId, values.deliveryDate));
    if ((row?.n ?? 0) >= limits.productLimit) return "product_sold_out";
  }
  return "slot_full";
}

/** The customer's orders still waiting for payment and not yet delivered or cancelled. */
export async function countOpenUnpaid(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ open: count() }).from(orders).where(openUnpaidOf(userId));
  return row?.open ?? 0;
}
