// A PayWay payment given back through PayWay's refund API exactly once (docs/decisions/052):
// the refund is claimed in one conditional UPDATE before PayWay is called, so of concurrent
// refund requests one calls the API and the others are told it is under way; a refusal gives
// the claim back, so the owner can try again.
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type PaywayAttemptRow, paywayAttempts } from "../../../db/schema";
import type { PaywayConnection } from "./connection";
import { refundTransaction } from "./refund";

/** A claim on a refund older than this is taken to belong to a request that died mid-call. */
const REFUND_CLAIM_STALE_MS = 15 * 60_000;

/** Claims the attempt's refund; answers the release, or null when another request holds it. */
async function claimRefund(db: Db, tranId: string, now: Date) {
  const claimedAt = now.toISOString();
  const staleBefore = new Date(now.getTime() - REFUND_CLAIM_STALE_MS).toISOString();
  const claimed = await db
    .update(paywayAttempts)
    .set({ refundClaimedAt: claimedAt })
    .where(
      and(
        eq(paywayAttempts.tranId, tranId),
        isNull(paywayAttempts.refundedAt),
        or(isNull(paywayAttempts.refundClaimedAt), lt(paywayAttempts.refundClaimedAt, staleBefore)),
      ),
    )
    .returning({ tranId: paywayAttempts.tranId });
  if (claimed.length === 0) return null;
  return async () => {
    await db
      .update(paywayAttempts)
      .set({ refundClaimedAt: null })
      .where(and(eq(paywayAttempts.tranId, tranId), eq(paywayAttempts.refundClaimedAt, claimedAt)));
  };
}

export type RefundOnceOutcome =
  /** PayWay gave the money back, or the shop cannot ask it to (no RSA key): the owner did. */
  { kind: "go" } | { kind: "in_progress" } | { kind: "refused"; reason: string };

/**
 * Gives `attempt`'s payment back through PayWay's refund API when the shop can (the RSA key is
 * set); without the key the owner has refunded it in PayWay's portal, and this only says go on.
 * The caller records the refund (the attempt's refunded_at) on "go".
 */
export async function refundOnce(
  db: Db,
  connection: PaywayConnection | null,
  attempt: PaywayAttemptRow,
  now: Date,
): Promise<RefundOnceOutcome> {
  const rsaPublicKey = connection?.config.rsaPublicKey;
  if (!connection || !rsaPublicKey) return { kind: "go" };
  const release = await claimRefund(db, attempt.tranId, now);
  if (!release) return { kind: "in_progress" };
  let outcome: Awaited<ReturnType<typeof refundTransaction>>;
  try {
    outcome = await refundTransaction({ ...connection.config, rsaPublicKey }, connection.send, {
      tranId: attempt.tranId,
      amountCents: attempt.amountCents,
      now,
    });
  } catch (error) {
    await release();
    throw error;
  }
  if (outcome.kind === "refused") {
    await release();
    return outcome;
  }
  return { kind: "go" };
}
