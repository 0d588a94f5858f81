// Moving an order along (docs/decisions/014): the one rule the dashboard and the Telegram
// buttons both apply, so a tap in the shop's chat can do nothing the dashboard could not.
// Each change is written with its timeline event in one batch (docs/decisions/039).
import { and, eq, ne, sql } from "drizzle-orm";
import { canTransition, type OrderStatus } from "../../shared/orders";
import type { PaymentStatus } from "../../shared/payment";
import type { Db } from "../db/client";
import { type OrderRow, orders } from "../db/schema";
import { type Actor, eventIfChanging } from "./order-events";

export type MoveOutcome =
  | { ok: true; order: OrderRow }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "not_allowed"; from: OrderStatus };

/** Another admin may move the order between our read and our write; re-judge a few times. */
const MAX_ATTEMPTS = 3;

/** Moves order `id` to `target` if the transition rules allow it from its current status. */
export async function moveOrder(db: Db, id: number, target: OrderStatus, actor: Actor): Promise<MoveOutcome> {
  for (let attempt = 1; ; attempt++) {
    const order = await db.query.orders.findFirst({ where: eq(orders.id, id) });
    if (!order) return { ok: false, reason: "not_found" };
    if (!canTransition(order.status, target)) return { ok: false, reason: "not_allowed", from: order.status };
    // Only moves the order if it is still in the state the rule was judged on.
    const unchanged = eq(orders.status, order.status);
    const [, [updated]] = await db.batch([
      eventIfChanging(
        db,
        order.id,
        { kind: "status", from: order.status, to: target, when: unchanged },
        actor,
      ),
      db
        .update(orders)
        .set({ status: target })
        .where(and(eq(orders.id, order.id), unchanged))
        .returning(),
    ]);
    if (updated) return { ok: true, order: updated };
    if (attempt >= MAX_ATTEMPTS) return { ok: false, reason: "not_allowed", from: order.status };
  }
}

/**
 * Marks order `id` paid (now) or unpaid; null when there is no such order. Setting the status
 * it already has changes nothing, so a repeated tap keeps the first paid_at.
 */
export async function setPaymentStatus(
  db: Db,
  id: number,
  status: PaymentStatus,
  now: Date,
  actor: Actor,
): Promise<{ order: OrderRow; changed: boolean } | null> {
  const differs = ne(orders.paymentStatus, status);
  const [, [updated]] = await db.batch([
    eventIfChanging(
      db,
      id,
      { kind: "payment", from: sql`${orders.paymentStatus}`, to: status, when: differs },
      actor,
    ),
    db
      .update(orders)
      .set({ paymentStatus: status, paidAt: status === "paid" ? now.toISOString() : null })
      .where(and(eq(orders.id, id), differs))
      .returning(),
  ]);
  if (updated) return { order: updated, changed: true };
  const order = await db.query.orders.findFirst({ where: eq(orders.id, id) });
  return order ? { order, changed: false } : null;
}
