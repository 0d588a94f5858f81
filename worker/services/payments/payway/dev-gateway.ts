// The development stand-in for PayWay (docs/decisions/052): it checks every hash with the dev
// merchant's key as PayWay would, keeps its transactions in D1, and answers check-transaction in
// PayWay's shape, so the shop's own PayWay code runs end to end on a laptop and in the tests.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { devPaywayTransactions } from "../../../db/schema";
import { textFromBase64 } from "../../base64";
import type { PaywaySend } from "./api";
import { DEV_MERCHANT } from "./config";
import { type PurchaseField, purchaseHashValues } from "./purchase";
import { paywayHashMatches } from "./sign";

export type DevTransaction = typeof devPaywayTransactions.$inferSelect;
type DevStatus = DevTransaction["status"];

/** PayWay's payment_status_code for each status. */
const STATUS_CODES: Record<DevStatus, number> = { APPROVED: 0, PENDING: 2, DECLINED: 3, REFUNDED: 4 };

const text = z.string().max(2000).optional();
const purchaseForm = z.object({
  req_time: z.string().regex(/^\d{14}$/),
  merchant_id: z.string(),
  tran_id: z.string().regex(/^[A-Za-z0-9-]{1,20}$/),
  amount: z.string().regex(/^\d+\.\d{2}$/),
  currency: z.enum(["USD", "KHR"]),
  return_url: z.string().min(1),
  continue_success_url: z.string().url(),
  cancel_url: z.string().url().optional(),
  hash: z.string(),
  items: text,
  shipping: text,
  firstname: text,
  lastname: text,
  email: text,
  phone: text,
  type: text,
  payment_option: text,
  return_deeplink: text,
  custom_fields: text,
  return_params: text,
  payout: text,
  lifetime: text,
  additional_params: text,
  google_pay_token: text,
  skip_success_page: text,
});

export type CheckoutOutcome = { ok: true; transaction: DevTransaction } | { ok: false; problem: string };

/** Takes a purchase form as PayWay's checkout would: checks it, records a PENDING transaction. */
export async function devCheckout(db: Db, form: Record<string, unknown>): Promise<CheckoutOutcome> {
  const parsed = purchaseForm.safeParse(form);
  if (!parsed.success) return { ok: false, problem: "The purchase form is incomplete or malformed." };
  const fields = parsed.data;
  const values = purchaseHashValues(fields as Partial<Record<PurchaseField, string>>);
  if (
    fields.merchant_id !== DEV_MERCHANT.merchantId ||
    !(await paywayHashMatches(values, DEV_MERCHANT.apiKey, fields.hash))
  ) {
    return {
      ok: false,
      problem: "Wrong hash: the form was not signed with the merchant's key, or was changed.",
    };
  }
  let returnUrl: string;
  try {
    returnUrl = new URL(textFromBase64(fields.return_url)).href;
  } catch {
    return { ok: false, problem: "return_url is not a base64 URL." };
  }
  const [row] = await db
    .insert(devPaywayTransactions)
    .values({
      tranId: fields.tran_id,
      amount: fields.amount,
      currency: fields.currency,
      status: "PENDING",
      returnUrl,
      continueSuccessUrl: fields.continue_success_url,
      cancelUrl: fields.cancel_url ?? fields.continue_success_url,
    })
    .onConflictDoNothing()
    .returning();
  return row ? { ok: true, transaction: row } : { ok: false, problem: "Duplicated transaction ID." };
}

export const devTransaction = (db: Db, tranId: string) =>
  db.query.devPaywayTransactions.findFirst({ where: eq(devPaywayTransactions.tranId, tranId) });

/** Settles a PENDING transaction as the customer chose; null when it is not pending. */
export async function devSettle(db: Db, tranId: string, status: "APPROVED" | "DECLINED") {
  const [row] = await db
    .update(devPaywayTransactions)
    .set({ status })
    .where(and(eq(devPaywayTransactions.tranId, tranId), eq(devPaywayTransactions.status, "PENDING")))
    .returning();
  return row ?? null;
}

/** What PayWay POSTs to the merchant's return_url once a transaction is settled. */
export const pushbackBody = (transaction: DevTransaction) => ({
  tran_id: transaction.tranId,
  apv: transaction.status === "APPROVED" ? transaction.tranId.slice(-6).toUpperCase() : "",
  status:
    transaction.status === "APPROVED" ? "00" : String(STATUS_CODES[transaction.status]).padStart(2, "0"),
  return_params: "",
});

const checkRequest = z.object({
  req_time: z.string(),
  merchant_id: z.string(),
  tran_id: z.string(),
  hash: z.string(),
});

const statusAnswer = (code: string, message: string, tranId?: string) => ({
  status: { code, message, tran_id: tranId },
});

/** check-transaction-2 as PayWay answers it. */
export async function devCheckAnswer(db: Db, body: unknown) {
  const parsed = checkRequest.safeParse(body);
  if (!parsed.success) return statusAnswer("11", "Other server-side error");
  const { req_time, merchant_id, tran_id, hash } = parsed.data;
  const signed =
    merchant_id === DEV_MERCHANT.merchantId &&
    (await paywayHashMatches([req_time, merchant_id, tran_id], DEV_MERCHANT.apiKey, hash));
  if (!signed) return statusAnswer("01", "Wrong hash", tran_id);
  const row = await devTransaction(db, tran_id);
  if (!row) return statusAnswer("05", "Transaction not found", tran_id);
  const amount = Number(row.amount);
  return {
    data: {
      payment_status_code: STATUS_CODES[row.status],
      total_amount: amount,
      original_amount: amount,
      refund_amount: row.status === "REFUNDED" ? amount : 0,
      discount_amount: 0,
      payment_amount: row.status === "APPROVED" ? amount : 0,
      payment_currency: row.currency,
      apv: pushbackBody(row).apv,
      payment_status: row.status,
      transaction_date: row.createdAt.replace("T", " ").slice(0, 19),
    },
    ...statusAnswer("00", "Success!", tran_id),
  };
}

/** The dev gateway's API, answered in-process where the shop would call PayWay over the network. */
export const devGatewaySend =
  (db: Db): PaywaySend =>
  async (request) => {
    if (!new URL(request.url).pathname.endsWith("/check-transaction"))
      return Response.json(statusAnswer("11", "Not offered by the dev gateway"), { status: 404 });
    return Response.json(await devCheckAnswer(db, await request.json().catch(() => null)));
  };
