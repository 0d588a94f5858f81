// The path to the real PayWay (docs/decisions/052), with `fetch` intercepted and answering in
// PayWay's documented shapes: the purchase form signed with the merchant's key, check-transaction
// asked for every pushback and believed only when it approves the exact amount in USD, and the
// refund API called with the transaction encrypted for the merchant's RSA key.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { orders } from "../db/schema";
import { purchaseHashValues } from "../services/payments/payway/purchase";
import { paywayHash, paywayTime } from "../services/payments/payway/sign";
import { seedOrder } from "../test/fixtures";
import { createUser, db, type SeededUser } from "../test/helpers";
import { catchJobs } from "../test/notifications";
import {
  API_KEY,
  callWith,
  freshPaywayShop,
  MERCHANT_ID,
  paywayEnv,
  rsaKeyPair,
  SANDBOX,
} from "../test/payway";

let customer: SeededUser;
beforeEach(async () => {
  customer = await freshPaywayShop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const CHECK_URL = `${SANDBOX}/api/payment-gateway/v1/payments/check-transaction-2`;
const REFUND_URL = `${SANDBOX}/api/merchant-portal/merchant-access/online-transaction/refund`;

/** check-transaction-2's answer for a transaction: approved for `amount` unless told otherwise. */
const checkAnswer = (
  amount: number,
  changes: Record<string, unknown> = {},
  status: object = { code: "00", message: "Success!" },
) => ({
  data: {
    payment_status_code: 0,
    total_amount: amount,
    original_amount: amount,
    refund_amount: 0,
    discount_amount: 0,
    payment_amount: amount,
    payment_currency: "USD",
    apv: "123456",
    payment_status: "APPROVED",
    transaction_date: "2026-11-27 10:15:00",
    ...changes,
  },
  status,
});

/** PayWay, as `fetch` reaches it: each request kept, each answered by `answer`. */
function interceptPayway(answer: (request: Request) => unknown | Promise<unknown>) {
  const requests: { url: string; body: Record<string, string> }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    requests.push({ url: request.url, body: await request.clone().json() });
    const body = await answer(request);
    if (body instanceof Response) return body;
    return Response.json(body);
  });
  return requests;
}

/** An order of the customer's with an attempt to pay it, as POST …/payway leaves it. */
async function attempt(price = 57) {
  const order = await seedOrder({ userId: customer.id, price });
  const form = await callWith(paywayEnv, "POST", `/api/orders/${order.id}/payway`, {
    token: customer.token,
    body: {},
  });
  expect(form.status).toBe(200);
  return { order, tranId: form.json.fields.tran_id as string, form: form.json };
}

const pushback = (tranId: string) =>
  callWith(paywayEnv, "POST", "/api/payway/pushback", {
    body: { tran_id: tranId, apv: "123456", status: "00" },
  });
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

describe("the purchase form for PayWay's sandbox", () => {
  it("posts to PayWay's checkout with the merchant's id, signed with its API key, the way back on the shop's address", async () => {
    const { order, form } = await attempt(57);
    expect(form.action).toBe(`${SANDBOX}/api/payment-gateway/v1/payments/purchase`);
    expect(form.fields.merchant_id).toBe(MERCHANT_ID);
    expect(form.fields.continue_success_url).toBe(
      `https://flowers.example/orders/${order.id}/placed?payway=back`,
    );
    expect(form.fields.hash).toBe(await paywayHash(purchaseHashValues(form.fields), API_KEY));
    expect(JSON.stringify(form)).not.toContain(API_KEY);
  });

  it("signs as PayWay documents: base64 HMAC-SHA512 of the values in order, with the API key", async () => {
    // computed apart from this code (Python's hmac, sha512, base64) for these very values
    expect(await paywayHash(["20261127031500", "ec000001", "12-abcdefgh"], API_KEY)).toBe(
      "LseY4UFrj1jDtJeasdckXF1BvxZVn7Q4yHL8pyt9SC3MGkrpD7YoAC5LLg+CdJm1SJVLEFTVMMrljJmBKohbYg==",
    );
    expect(paywayTime(new Date("2026-11-27T03:15:00.123Z"))).toBe("20261127031500");
  });
});

describe("a pushback, checked with PayWay", () => {
  it("asks check-transaction, signed, and marks the order paid when PayWay approves its amount", async () => {
    const { order, tranId } = await attempt(57);
    const jobs = catchJobs();
    const requests = interceptPayway(() => checkAnswer(57));
    expect(await pushback(tranId)).toMatchObject({ status: 200, json: {} });
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent?.url).toBe(CHECK_URL);
    expect(sent?.body).toMatchObject({ merchant_id: MERCHANT_ID, tran_id: tranId });
    const { req_time = "", hash } = sent?.body ?? {};
    expect(hash).toBe(await paywayHash([req_time, MERCHANT_ID, tranId], API_KEY));
    expect(await orderRow(order.id)).toMatchObject({
      paymentStatus: "paid",
      paymentMethod: "payway",
      paymentReference: tranId,
    });
    expect(jobs).toContainEqual({ kind: "email.order", orderId: order.id, event: "paid" });
  });

  const refusals: [string, (amount: number) => unknown][] = [
    ["a wrong-hash answer", () => ({ status: { code: "01", message: "Wrong hash" } })],
    [
      "a transaction not approved",
      (amount) => checkAnswer(amount, { payment_status: "DECLINED", payment_status_code: 3 }),
    ],
    ["a pending one", (amount) => checkAnswer(amount, { payment_status: "PENDING", payment_status_code: 2 })],
    ["another amount", () => checkAnswer(5.7)],
    ["another currency", (amount) => checkAnswer(amount, { payment_currency: "KHR" })],
    ["an answer of another shape", () => ({ ok: true })],
    ["a server error", () => new Response("Bad gateway", { status: 502 })],
  ];
  for (const [what, answer] of refusals) {
    it(`changes nothing on ${what}, and still answers PayWay 200`, async () => {
      const { order, tranId } = await attempt(57);
      const jobs = catchJobs();
      vi.spyOn(console, "warn").mockImplementation(() => {});
      interceptPayway(() => answer(57));
      expect(await pushback(tranId)).toMatchObject({ status: 200, json: {} });
      expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "unpaid", paymentReference: null });
      expect(jobs).toEqual([]);
    });
  }

  it("changes nothing when PayWay cannot be reached", async () => {
    const { order, tranId } = await attempt(57);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    expect((await pushback(tranId)).status).toBe(200);
    expect((await orderRow(order.id))?.paymentStatus).toBe("unpaid");
  });

  it("never asks PayWay about a tran_id the shop did not make", async () => {
    const requests = interceptPayway(() => checkAnswer(57));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await pushback("99-notours1")).status).toBe(200);
    expect(requests).toEqual([]);
  });
});

describe("refunds through PayWay's refund API", () => {
  async function paidAndCancelled(withKey: string) {
    const { order, tranId } = await attempt(57);
    interceptPayway(() => checkAnswer(57));
    await pushback(tranId);
    vi.restoreAllMocks();
    await db().update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
    const admin = await createUser({ admin: true });
    const env = { ...paywayEnv, PAYWAY_RSA_PUBLIC_KEY: withKey };
    const refund = () =>
      callWith(env, "PUT", `/api/admin/orders/${order.id}/payment`, {
        token: admin.token,
        body: { status: "refunded" },
      });
    return { order, tranId, refund, env, admin };
  }

  it("calls the refund API with the transaction and amount encrypted for the merchant's key, then records it", async () => {
    const keys = await rsaKeyPair(2048);
    const { order, tranId, refund, env, admin } = await paidAndCancelled(keys.pem);
    const settings = await callWith(env, "GET", "/api/admin/settings", { token: admin.token });
    expect(settings.json.payway).toEqual({ offered: true, refunds: "api" });
    const requests = interceptPayway(() => ({
      grand_total: 57,
      total_refunded: 57,
      currency: "USD",
      transaction_status: "REFUNDED",
      status: { code: "00", message: "Success!" },
    }));
    const answer = await refund();
    expect(answer.status).toBe(200);
    expect(answer.json.payment_status).toBe("refunded");
    const [sent] = requests;
    expect(sent?.url).toBe(REFUND_URL);
    const { request_time = "", merchant_auth = "", hash, merchant_id } = sent?.body ?? {};
    expect(merchant_id).toBe(MERCHANT_ID);
    expect(hash).toBe(await paywayHash([request_time, MERCHANT_ID, merchant_auth], API_KEY));
    const { fromBase64 } = await import("../services/base64");
    expect(JSON.parse(keys.decrypt(fromBase64(merchant_auth)))).toEqual({
      mc_id: MERCHANT_ID,
      tran_id: tranId,
      refund_amount: "57.00",
    });
    expect((await orderRow(order.id))?.paymentStatus).toBe("refunded");
  });

  it("answers 502 with PayWay's reason and keeps the order paid when PayWay refuses", async () => {
    const keys = await rsaKeyPair(2048);
    const { order, refund } = await paidAndCancelled(keys.pem);
    const jobs = catchJobs();
    interceptPayway(() => ({
      status: { code: "PTL02", message: "Refund is not allowed for this transaction" },
    }));
    const answer = await refund();
    expect(answer).toMatchObject({
      status: 502,
      json: {
        detail: "PayWay refused the refund: Refund is not allowed for this transaction",
        code: "refundRefused",
      },
    });
    expect((await orderRow(order.id))?.paymentStatus).toBe("paid");
    expect(jobs).toEqual([]);
  });

  it("records the owner's own refund without calling PayWay when no RSA key is set", async () => {
    const { order, refund, env, admin } = await paidAndCancelled("");
    expect((await callWith(env, "GET", "/api/admin/settings", { token: admin.token })).json.payway).toEqual({
      offered: true,
      refunds: "portal",
    });
    const requests = interceptPayway(() => ({}));
    expect((await refund()).status).toBe(200);
    expect(requests).toEqual([]);
    expect((await orderRow(order.id))?.paymentStatus).toBe("refunded");
  });
});
