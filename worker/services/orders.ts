// Placing an order into a delivery slot in ONE atomic D1 statement (docs/decisions/022): the row
// is inserted only while fewer than the slot's capacity of orders that are not cancelled
// hold that date and slot, so two customers racing for the last place cannot both get it.
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type OrderRow, orders } from "../db/schema";

export type NewOrder = typeof orders.$inferInsert;

/** Inserts `values` if the slot still has room; null when it is full. */
export async function insertOrderIfRoom(
  db: Db,
  values: NewOrder & { deliveryDate: string; deliverySlot: string },
  capacity: number,
): Promise<OrderRow | null> {
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
  // INSERT … SELECT … WHERE: SQLite runs the count and the insert as one statement.
  const inserted = await db.get<{ id: number } | undefined>(sql`
    insert into ${orders} (${names})
    select ${params}
    where (
      select count(*) from ${orders}
      where ${orders.deliveryDate} = ${values.deliveryDate}
        and ${orders.deliverySlot} = ${values.deliverySlot}
        and ${orders.status} <> 'cancelled'
    ) < ${capacity}
    returning ${sql.identifier(columns.id.name)}`);
  if (!inserted) return null;
  const row = await db.query.orders.findFirst({ where: eq(orders.id, inserted.id) });
  return row ?? null;
}
