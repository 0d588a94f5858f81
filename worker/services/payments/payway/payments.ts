// Paying an order through PayWay (docs/decisions/052): each attempt gets its own tran_id, and
// a payment counts only once PayWay's check-transaction approves that attempt's exact amount.
// Applying it is one D1 batch with conditional writes, so pushbacks racing each other, or
// replayed, record one payment and set off one round of notifications.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type OrderRow, orders, paywayAttempts } from "../../../db/schema";
import { extraPaymentJobs, type NotificationJob, paymentReceivedJobs } from "../../../notifications/jobs";
import { paywayActor } from "../../orders/order-events";
import { setPaymentStatus } from "../../orders/order-status";
import type { PaywaySend } from "./api";
import { checkTransaction } from "./check";
import type { PaywayConfig } from "./config";

const TRAN_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

/** A fresh tran_id: the order id, "-", 8 random base-36 characters (≤ 20, PayWay's limit). */
export function newTranId(orderId: number): string {
  const random = [...crypto.getRandomValues(new Uint8Array(8))]
    .map((byte) => TRAN_ALPHABET[byte % 36])
    .join("");
  return `${orderId}-${random}`;
}

/** Records a new attempt at paying `order` its whole total; answers its tran_id. */
export async function startAttempt(
  db: Db,
  order: OrderRow,
): Promise<{ tranId: string; amountCents: number }> {
  const attempt = {
    tranId: newTranId(order.id),
    orderId: order.id,
    amountCents: order.priceCents,
    currency: "USD" as const,
  };
  await db.insert(paywayAttempts).values(attempt);
  return attempt;
}

export type ConfirmOutcome =
  /** The order is now paid (`changed`), or the same payment was applied before. */
  | { kind: "paid"; order: OrderRow; changed: boolean }
  /** PayWay approved this attempt but the order was paid (or refunded) another way already: a
   *  second payment, kept for the owner to refund (docs/decisions/061). `recorded` is true for
   *  the one call that recorded it, which is the one to tell the owner. */
  | { kind: "extra"; order: OrderRow; recorded: boolean }
  /** Nothing changed, and why (logged). */
  | { kind: "ignored"; reason: string };

/** Asks PayWay about `tranId` and, if it approved the attempt's amount, marks its order paid. */
export async function confirmAttempt(
  db: Db,
  config: PaywayConfig,
  send: PaywaySend,
  tranId: string,
  now: Date,
): Promise<ConfirmOutcome> {
  const attempt = await db.query.paywayAttempts.findFirst({ where: eq(paywayAttempts.tranId, tranId) });
  if (!attempt) return { kind: "ignored", reason: "unknown tran_id" };
  const order = await db.query.orders.findFirst({ where: eq(orders.id, attempt.orderId) });
  if (!order) return { kind: "ignored", reason: "the order is gone" };
  // A replayed pushback: applied already, PayWay need not be asked again.
  if (attempt.approvedAt && order.paymentReference === tranId) return { kind: "paid", order, changed: false };
  if (attempt.approvedAt && order.paymentStatus !== "unpaid")
    return { kind: "extra", order, recorded: false };
  if (order.priceCents !== attempt.amountCents) {
    return {
      kind: "ignored",
      reason: `order ${order.id} costs ${order.priceCents}, the attempt was for ${attempt.amountCents}`,
    };
  }
  const check = await checkTransaction(config, send, tranId, now);
  if (check.kind !== "approved")
    return { kind: "ignored", reason: `${check.kind}: ${"status" in check ? check.status : check.reason}` };
  if (check.amountCents !== attempt.amountCents || check.currency !== attempt.currency) {
    return {
      kind: "ignored",
      reason: `PayWay approved ${check.amountCents} ${check.currency}, the attempt was ${attempt.amountCents} ${attempt.currency}`,
    };
  }
  // The approval is recorded first, whatever becomes of the order: of calls racing on this
  // tran_id, the one that records it is the one that may announce a second payment. Should the
  // Worker stop before the order is marked, PayWay's next pushback pays it.
  const approved = await db
    .update(paywayAttempts)
    .set({ approvedAt: now.toISOString() })
    .where(and(eq(paywayAttempts.tranId, tranId), isNull(paywayAttempts.approvedAt)))
    .returning({ tranId: paywayAttempts.tranId });
  // Only an unpaid order becomes paid.
  const result = await setPaymentStatus(db, attempt.orderId, "paid", now, paywayActor, {
    from: "unpaid",
    method: "payway",
    reference: tranId,
  });
  if (!result) return { kind: "ignored", reason: "the order is gone" };
  if (result.changed) return { kind: "paid", order: result.order, changed: true };
  if (result.order.paymentReference === tranId) return { kind: "paid", order: result.order, changed: false };
  // Paid twice (two tabs), or after the owner marked it paid: the owner refunds it from the order.
  return { kind: "extra", order: result.order, recorded: approved.length > 0 };
}

/** What a confirmation sets off (`via`: who asked, for the log of what changed nothing): the
 *  paid order's round of notifications, or the shop's chat hearing of a second payment. */
export function confirmedJobs(
  outcome: ConfirmOutcome,
  tranId: string,
  via: "pushback" | "cron",
): NotificationJob[] {
  if (outcome.kind === "paid" && outcome.changed) return paymentReceivedJobs(outcome.order.id);
  if (outcome.kind === "extra" && outcome.recorded) {
    console.warn(JSON.stringify({ event: "payway.extra_payment", via, tranId, orderId: outcome.order.id }));
    return extraPaymentJobs(outcome.order.id, tranId);
  }
  // A pushback that changes nothing is worth a look; the Cron finding an abandoned checkout
  // still unpaid is its everyday answer.
  if (outcome.kind === "ignored" && via === "pushback")
    console.warn(JSON.stringify({ event: "payway.pushback_ignored", tranId, reason: outcome.reason }));
  return [];
}

/** The approved attempt that paid `order`, for its refund. */
export const paidAttempt = (db: Db, order: OrderRow) =>
  order.paymentReference
    ? db.query.paywayAttempts.findFirst({
        where: and(
          eq(paywayAttempts.tranId, order.paymentReference),
          sql`${paywayAttempts.approvedAt} is not null`,
        ),
      })
    : Promise.resolve(undefined);
