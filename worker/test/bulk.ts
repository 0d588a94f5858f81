// Many rows straight into D1 in one round trip, for tests that need a list longer than a page:
// multi-row inserts, each binding at most D1's 100 parameters (production refuses more), sent
// as one batch. Answers the rows inserted, in the order given.
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { orders } from "../db/schema";
import { db } from "./helpers";

const MAX_PARAMETERS = 100;

export async function insertMany<Table extends SQLiteTable>(
  table: Table,
  rows: Table["$inferInsert"][],
): Promise<Table["$inferSelect"][]> {
  // Rows may leave different columns to their defaults: size the chunks by the widest.
  const widest = Math.max(...rows.map((row) => db().insert(table).values(row).toSQL().params.length));
  const perStatement = Math.floor(MAX_PARAMETERS / widest);
  const statements = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    statements.push(
      db()
        .insert(table)
        .values(rows.slice(start, start + perStatement))
        .returning(),
    );
  }
  const results = await db().batch(statements as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return (results as Table["$inferSelect"][][]).flat();
}

type OrderInsert = typeof orders.$inferInsert;

/** `count` orders of `userId`'s straight into D1, in this order (ids ascending); `fields` sets
 *  what a test needs of each. */
export function insertOrders(
  userId: number,
  count: number,
  fields: (index: number) => Partial<OrderInsert> = () => ({}),
) {
  return insertMany(
    orders,
    Array.from({ length: count }, (_, index) => ({
      userId,
      customerName: `Customer ${index}`,
      customerEmail: `customer${index}@example.com`,
      customerMobile: "+855 10 000 000",
      address: "Pub Street 1",
      city: "Siem Reap",
      productName: "Red Roses",
      priceCents: 4500,
      productImage: "/api/uploads/seed/red-roses.webp",
      productDescription: "Roses.",
      ...fields(index),
    })),
  );
}
