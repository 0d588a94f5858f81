// PayWay's refund API (docs/decisions/052): the whole amount of an approved transaction, given
// back to the card or wallet it came from. The request names the transaction and amount inside
// `merchant_auth`, encrypted with the merchant's RSA public key, and is signed like the others.
import { z } from "zod";
import { toBase64 } from "../../base64";
import { callPayway, type PaywaySend, paywayStatus, succeeded } from "./api";
import type { PaywayConfig } from "./config";
import { paywayAmount } from "./purchase";
import { rsaPkcs1Encrypt } from "./rsa";
import { paywayHash, paywayTime } from "./sign";

export type RefundOutcome =
  | { kind: "refunded" }
  /** PayWay answered and said no (its message), or could not be asked (why). */
  | { kind: "refused"; reason: string };

const refundAnswer = z.object({ status: paywayStatus });

export async function refundTransaction(
  config: PaywayConfig & { rsaPublicKey: string },
  send: PaywaySend,
  refund: { tranId: string; amountCents: number; now: Date },
): Promise<RefundOutcome> {
  const requestTime = paywayTime(refund.now);
  const auth = JSON.stringify({
    mc_id: config.merchantId,
    tran_id: refund.tranId,
    refund_amount: paywayAmount(refund.amountCents),
  });
  let merchantAuth: string;
  try {
    merchantAuth = toBase64(await rsaPkcs1Encrypt(config.rsaPublicKey, new TextEncoder().encode(auth)));
  } catch {
    return { kind: "refused", reason: "the PayWay RSA public key in the settings cannot be read" };
  }
  const body = {
    request_time: requestTime,
    merchant_id: config.merchantId,
    merchant_auth: merchantAuth,
    hash: await paywayHash([requestTime, config.merchantId, merchantAuth], config.apiKey),
  };
  const called = await callPayway(send, config.refundUrl, body, refundAnswer);
  if (!called.ok) return { kind: "refused", reason: called.reason };
  const { code, message } = called.answer.status;
  if (succeeded(code)) return { kind: "refunded" };
  return { kind: "refused", reason: message?.trim() || `status ${code}` };
}
