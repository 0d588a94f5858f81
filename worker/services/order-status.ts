// Moving an order along (docs/decisions/014): the one rule the dashboard and the Telegram
// buttons both apply, so a tap in the shop's chat can do nothing the dashboard could not.
import { and, eq, ne } from "drizzle-orm";
import { canTransition, type OrderStatus } from "../../shared/orders";
import type { PaymentStatus } from "../../shared/payment";
import type { Db } from "../db/client";
import { type OrderRow, orders } from "../db/schema";

export type MoveOutcome =
  | { ok: true; order: OrderRow }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "not_allowed"; from: OrderStatus };

/** Another admin may move the order between our read and our write; re-judge a few times. */
const MAX_ATTEMPTS = 3;

/** Moves order `id` to `target` if the transition rules allow it from its current status. */
export async function moveOrder(db: Db, id: number, target: OrderStatus): Promise<MoveOutcome> {
  for (let attempt = 1; ; attempt++) {
    const order = await db.query.orders.findFirst({ where: eq(orders.id, id) });
    if (!order) return { ok: false, reason: "not_found" };
    if (!canTransition(order.status, target)) return { ok: false, reason: "not_allowed", from: order.status };
    // Only moves the order if it is still in the state the rule was judged on.
    const [updated] = await db
      .update(orders)
      .set({ status: target })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning();
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
): Promise<{ order: OrderRow; changed: boolean } | null> {
  const [updated] = await db
    .update(orders)
    .set({ paymentStatus: status, paidAt: status === "paid" ? now.toISOString() : null })
    .where(and(eq(orders.id, id), ne(orders.paymentStatus, status)))
    .returning();
  if (updated) return { order: updated, changed: true };
  const order = await db.query.orders.findFirst({ where: eq(orders.id, id) });
  return order ? { order, changed: false } : null;
}
