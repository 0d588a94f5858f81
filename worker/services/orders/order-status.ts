// Moving an order along (docs/decisions/014): the one rule the dashboard and the Telegram
// buttons both apply, so a tap in the shop's chat can do nothing the dashboard could not.
// Each change is written with its timeline event in one batch (docs/decisions/039), and with
// whatever its caller must write only if the change is made (the Telegram update it applies).
import { eq, ne, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { canTransition, type OrderStatus } from "../../../shared/orders";
import type { PaymentMethod, PaymentStatus } from "../../../shared/payment";
import type { Db } from "../../db/client";
import { type OrderRow, orders } from "../../db/schema";
import { type Actor, eventIfChanging } from "./order-events";

export type MoveOutcome =
  | { ok: true; order: OrderRow }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "not_allowed"; from: OrderStatus };

/**
 * A caller's statements for a change's batch, built on `changing`: the condition the order's row
 * meets when the change is made, read before the UPDATE (as the event is). If one fails, the
 * change fails with it.
 */
export type WithChange = (changing: SQL) => BatchItem<"sqlite">[];

/** Order `id`'s row, when `when` holds for it. */
const rowWhere = (id: number, when: SQL) => sql`${orders.id} = ${id} and ${when}`;

/** Another admin may move the order between our read and our write; re-judge a few times. */
const MAX_ATTEMPTS = 3;

/** Moves order `id` to `target` if the transition rules allow it from its current status. */
export async function moveOrder(
  db: Db,
  id: number,
  target: OrderStatus,
  actor: Actor,
  withChange?: WithChange,
): Promise<MoveOutcome> {
  for (let attempt = 1; ; attempt++) {
    const order = await db.query.orders.findFirst({ where: eq(orders.id, id) });
    if (!order) return { ok: false, reason: "not_found" };
    if (!canTransition(order.status, target)) return { ok: false, reason: "not_allowed", from: order.status };
    // Only moves the order if it is still in the state the rule was judged on.
    const unchanged = eq(orders.status, order.status);
    const changing = rowWhere(order.id, unchanged);
    const change = db.update(orders).set({ status: target }).where(changing).returning();
    const results = await db.batch([
      eventIfChanging(
        db,
        order.id,
        { kind: "status", from: order.status, to: target, when: unchanged },
        actor,
      ),
      ...(withChange?.(changing) ?? []),
      change,
    ]);
    const [updated] = results.at(-1) as Awaited<typeof change>;
    if (updated) return { ok: true, order: updated };
    if (attempt >= MAX_ATTEMPTS) return { ok: false, reason: "not_allowed", from: order.status };
  }
}

/** What else a payment change may say or require (docs/decisions/052). */
export interface PaymentChange {
  /** The caller's statements for the change's batch. */
  withChange?: WithChange;
  /** Only from this status: PayWay's confirmation applies to an unpaid order only, a refund
   *  to a paid one. Without it, any other status. */
  from?: PaymentStatus;
  /** How the order was paid, when the change records it (PayWay's transaction). */
  method?: PaymentMethod;
  reference?: string;
}

/**
 * Marks order `id` paid (now), unpaid or refunded (now, keeping when it was paid); null when there is
 * no such order. Setting the status it already has changes nothing, so a repeated tap keeps
 * the first paid_at.
 */
export async function setPaymentStatus(
  db: Db,
  id: number,
  status: PaymentStatus,
  now: Date,
  actor: Actor,
  { withChange, from, method, reference }: PaymentChange = {},
): Promise<{ order: OrderRow; changed: boolean } | null> {
  const differs = from ? eq(orders.paymentStatus, from) : ne(orders.paymentStatus, status);
  const changing = rowWhere(id, differs);
  const paidAt = { paid: now.toISOString(), unpaid: null, refunded: sql`${orders.paidAt}` }[status];
  const change = db
    .update(orders)
    .set({
      paymentStatus: status,
      paidAt,
      refundedAt: status === "refunded" ? now.toISOString() : null,
      ...(method ? { paymentMethod: method } : {}),
      ...(reference ? { paymentReference: reference } : {}),
    })
    .where(changing)
    .returning();
  const results = await db.batch([
    eventIfChanging(
      db,
      id,
      { kind: "payment", from: sql`${orders.paymentStatus}`, to: status, when: differs },
      actor,
    ),
    ...(withChange?.(changing) ?? []),
    change,
  ]);
  const [updated] = results.at(-1) as Awaited<typeof change>;
  if (updated) return { order: updated, changed: true };
  const order = await db.query.orders.findFirst({ where: eq(orders.id, id) });
  return order ? { order, changed: false } : null;
}
