// PayWay's check-transaction (docs/decisions/052): what PayWay itself says about a tran_id, the
// only word the shop takes that a payment went through. Its answer is read through a schema,
// so a changed or broken answer is "failed" (logged, nothing marked), never a crash.
import { z } from "zod";
import { toCents } from "../../../../shared/pricing";
import { callPayway, type PaywaySend, paywayStatus, succeeded } from "./api";
import type { PaywayConfig } from "./config";
import { paywayHash, paywayTime } from "./sign";

export type CheckOutcome =
  /** PayWay approved the payment of `amountCents` in `currency`. */
  | { kind: "approved"; amountCents: number; currency: string }
  /** PayWay knows the transaction and it is not (or not yet) paid: PENDING, DECLINED, … */
  | { kind: "not_approved"; status: string }
  /** No usable answer: PayWay unreachable, refusing the request, or answering nonsense. */
  | { kind: "failed"; reason: string };

const amount = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);

const checkAnswer = z.object({
  status: paywayStatus,
  data: z
    .object({
      payment_status_code: z.union([z.number(), z.string()]).transform(Number),
      payment_status: z.string(),
      original_amount: amount,
      payment_currency: z.string(),
    })
    .nullish(),
});

export async function checkTransaction(
  config: PaywayConfig,
  send: PaywaySend,
  tranId: string,
  now: Date,
): Promise<CheckOutcome> {
  const reqTime = paywayTime(now);
  const body = {
    req_time: reqTime,
    merchant_id: config.merchantId,
    tran_id: tranId,
    hash: await paywayHash([reqTime, config.merchantId, tranId], config.apiKey),
  };
  const called = await callPayway(send, config.checkUrl, body, checkAnswer);
  if (!called.ok) return { kind: "failed", reason: called.reason };
  const { status, data } = called.answer;
  if (!succeeded(status.code))
    return { kind: "failed", reason: `status ${status.code}: ${status.message ?? ""}`.trim() };
  if (!data) return { kind: "failed", reason: "answer without data" };
  if (data.payment_status !== "APPROVED" || data.payment_status_code !== 0) {
    return { kind: "not_approved", status: data.payment_status };
  }
  return { kind: "approved", amountCents: toCents(data.original_amount), currency: data.payment_currency };
}
