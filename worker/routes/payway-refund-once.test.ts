// A refund reaches PayWay once (docs/decisions/060): the refund is claimed in D1 before PayWay's
// refund API is called, so of concurrent refund requests one calls it and the others answer 409;
// a refusal gives the claim back, so the owner can try again.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { orders, paywayAttempts } from "../db/schema";
import { seedOrder } from "../test/fixtures";
import { createUser, db, type SeededUser } from "../test/helpers";
import { callWith, freshPaywayShop, paywayEnv, rsaKeyPair, SANDBOX } from "../test/payway";

const REFUND_URL = `${SANDBOX}/api/merchant-portal/merchant-access/online-transaction/refund`;
const REFUNDED = {
  grand_total: 57,
  total_refunded: 57,
  currency: "USD",
  transaction_status: "REFUNDED",
  status: { code: "00", message: "Success!" },
};

let customer: SeededUser;
beforeEach(async () => {
  customer = await freshPaywayShop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** PayWay, as `fetch` reaches it: each URL kept, each answered by `answer` after a little while. */
function interceptPayway(answer: (url: string) => unknown) {
  const urls: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    urls.push(request.url);
    await new Promise((resolve) => setTimeout(resolve, 30)); // the other requests arrive meanwhile
    return Response.json(answer(request.url));
  });
  return urls;
}

/** A paid PayWay order, cancelled since, with the merchant's RSA key set (refunds through the API). */
async function paidAndCancelled() {
  const order = await seedOrder({ userId: customer.id, price: 57 });
  const form = await callWith(paywayEnv, "POST", `/api/orders/${order.id}/payway`, {
    token: customer.token,
    body: {},
  });
  expect(form.status).toBe(200);
  const tranId = form.json.fields.tran_id as string;
  interceptPayway(() => ({
    data: {
      payment_status_code: 0,
      total_amount: 57,
      original_amount: 57,
      refund_amount: 0,
      discount_amount: 0,
      payment_amount: 57,
      payment_currency: "USD",
      apv: "123456",
      payment_status: "APPROVED",
      transaction_date: "2026-11-27 10:15:00",
    },
    status: { code: "00", message: "Success!" },
  }));
  const pushback = await callWith(paywayEnv, "POST", "/api/payway/pushback", {
    body: { tran_id: tranId, apv: "123456", status: "00" },
  });
  expect(pushback.status).toBe(200);
  vi.restoreAllMocks();
  await db().update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
  expect((await db().query.orders.findFirst({ where: eq(orders.id, order.id) }))?.paymentStatus).toBe("paid");
  const admin = await createUser({ admin: true });
  const env = { ...paywayEnv, PAYWAY_RSA_PUBLIC_KEY: (await rsaKeyPair(2048)).pem };
  const refund = () =>
    callWith(env, "PUT", `/api/admin/orders/${order.id}/payment`, {
      token: admin.token,
      body: { status: "refunded" },
    });
  return { order, tranId, refund };
}

describe("one refund call to PayWay whatever the concurrency", () => {
  it("of 20 concurrent refund requests, one calls PayWay and answers 200, the others 409", async () => {
    const { order, refund } = await paidAndCancelled();
    const urls = interceptPayway(() => REFUNDED);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund()));
    expect(urls.filter((url) => url === REFUND_URL)).toHaveLength(1);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.json).toEqual({
        detail: "This order's refund is already under way",
        code: "refundInProgress",
      });
    }
    expect((await db().query.orders.findFirst({ where: eq(orders.id, order.id) }))?.paymentStatus).toBe(
      "refunded",
    );
    // Once done, another request is refused as for any refunded order, without calling PayWay.
    expect((await refund()).status).toBe(409);
    expect(urls.filter((url) => url === REFUND_URL)).toHaveLength(1);
  });

  it("gives the claim back when PayWay refuses or cannot be reached, so the owner can try again", async () => {
    const { order, tranId, refund } = await paidAndCancelled();
    interceptPayway(() => ({
      status: { code: "PTL02", message: "Refund is not allowed for this transaction" },
    }));
    expect((await refund()).status).toBe(502);
    vi.restoreAllMocks();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost."));
    expect((await refund()).status).toBe(502);
    vi.restoreAllMocks();
    const [attempt] = await db().select().from(paywayAttempts).where(eq(paywayAttempts.tranId, tranId));
    expect(attempt?.refundClaimedAt).toBeNull();
    const urls = interceptPayway(() => REFUNDED);
    expect((await refund()).status).toBe(200);
    expect(urls).toEqual([REFUND_URL]);
    expect((await db().query.orders.findFirst({ where: eq(orders.id, order.id) }))?.paymentStatus).toBe(
      "refunded",
    );
  });
});
