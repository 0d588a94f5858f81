// Second PayWay payments (docs/decisions/061): an attempt PayWay approved for an order that was
// paid (or refunded) another way already, two tabs say. The order stays paid by its first
// payment; these are the money the owner gives back, one by one.
import { and, asc, eq, isNotNull, ne } from "drizzle-orm";
import type { ExtraPaymentWire } from "../../../../shared/payment";
import { toDollars } from "../../../../shared/pricing";
import type { Db } from "../../../db/client";
import { type OrderRow, type PaywayAttemptRow, paywayAttempts } from "../../../db/schema";

/** The order's approved attempts other than the one that paid it, first approved first. */
export function extraPayments(db: Db, order: OrderRow): Promise<PaywayAttemptRow[]> {
  return db
    .select()
    .from(paywayAttempts)
    .where(
      and(
        eq(paywayAttempts.orderId, order.id),
        isNotNull(paywayAttempts.approvedAt),
        // A null reference (paid by cash or KHQR) is no attempt's: every approved one is extra.
        order.paymentReference ? ne(paywayAttempts.tranId, order.paymentReference) : undefined,
      ),
    )
    .orderBy(asc(paywayAttempts.approvedAt));
}

export const extraPaymentWire = (row: PaywayAttemptRow): ExtraPaymentWire => ({
  tran_id: row.tranId,
  amount: toDollars(row.amountCents),
  currency: row.currency,
  approved_at: row.approvedAt ?? "",
  refunded_at: row.refundedAt,
});
