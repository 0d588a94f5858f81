// An order's timeline (docs/decisions/039): who changed its status or payment,
// from where, and the owner's notes. A change and its event are written in one batch, so the
// timeline never tells of a change that did not happen, nor misses one that did.
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { OrderEventKind, OrderEventSource, OrderEventWire } from "../../../shared/order-events";
import type { Db } from "../../db/client";
import { type OrderEventRow, orderEvents, orders, type UserRow } from "../../db/schema";

/** Who acts on an order: an admin in the dashboard, or someone tapping in the shop's chat. */
export interface Actor {
  id: number | null;
  name: string;
  source: OrderEventSource;
}

export const dashboardActor = (user: Pick<UserRow, "id" | "name">): Actor => ({
  id: user.id,
  name: user.name,
  source: "dashboard",
});

/** The Telegram user who tapped, as the chat shows them: "Sokha (@sokha_flowers)". */
export function telegramActor(from: { first_name?: unknown; username?: unknown } | undefined): Actor {
  const first =
    typeof from?.first_name === "string" && from.first_name.trim() ? from.first_name.trim() : "Telegram user";
  const handle = typeof from?.username === "string" && from.username ? ` (@${from.username})` : "";
  return { id: null, name: `${first}${handle}`, source: "telegram" };
}

/**
 * An event for order `orderId` inserted only when `when` holds for the order's row, as a batch
 * item: placed before the change's UPDATE with the same condition, it reads the row as the
 * UPDATE finds it (one transaction), so the two agree. `from` may be a column (the old value).
 */
export function eventIfChanging(
  db: Db,
  orderId: number,
  change: { kind: Exclude<OrderEventKind, "note">; from: SQL | string; to: string; when: SQL },
  actor: Actor,
) {
  return db.insert(orderEvents).select((qb) =>
    qb
      .select({
        // Every column in the table's order (drizzle's insert…select rule); null id: the next one.
        id: sql<number>`null`,
        orderId: orders.id,
        kind: sql<OrderEventKind>`${change.kind}`,
        fromValue: sql<string>`${change.from}`,
        toValue: sql<string>`${change.to}`,
        note: sql<null>`null`,
        actorId: sql<number | null>`${actor.id}`,
        actorName: sql<string>`${actor.name}`,
        source: sql<OrderEventSource>`${actor.source}`,
        // The column's own default, spelled out because insert…select names every column.
        createdAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      })
      .from(orders)
      .where(sql`${orders.id} = ${orderId} and ${change.when}`)
      .getSQL(),
  );
}

/** Writes the owner's note on order `orderId` (which must exist). */
export async function addNote(db: Db, orderId: number, note: string, actor: Actor): Promise<OrderEventRow> {
  const [row] = await db
    .insert(orderEvents)
    .values({ orderId, kind: "note", note, actorId: actor.id, actorName: actor.name, source: actor.source })
    .returning();
  if (!row) throw new Error(`order ${orderId}: note not stored`);
  return row;
}

/** Order `orderId`'s timeline, oldest first. */
export const eventsOf = (db: Db, orderId: number): Promise<OrderEventRow[]> =>
  db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));

export function orderEventWire(row: OrderEventRow): OrderEventWire {
  return {
    id: row.id,
    order_id: row.orderId,
    kind: row.kind,
    from: row.fromValue,
    to: row.toValue,
    note: row.note,
    actor_name: row.actorName,
    source: row.source,
    created_at: row.createdAt,
  };
}

/** PayWay, confirming a payment through check-transaction (docs/decisions/052). */
export const paywayActor: Actor = { id: null, name: "ABA PayWay", source: "payway" };
