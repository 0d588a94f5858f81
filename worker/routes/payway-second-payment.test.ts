// A customer who pays in two tabs is charged twice (docs/decisions/061): the first approved
// payment pays the order, the second is recorded, told to the shop's chat once, listed for the
// owner (GET /api/admin/orders/:id/extra-payments) and refunded by her, through PayWay's refund
// API when the RSA key is set, once.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { orderEvents, orders, paywayAttempts, telegramOutbox } from "../db/schema";
import { call, createUser, db, type SeededUser } from "../test/helpers";
import { catchJobs, runJobs } from "../test/notifications";
import {
  atCheckout,
  callWith,
  freshPaywayShop,
  paywayEnv,
  rsaKeyPair,
  SANDBOX,
  settledAtPayway,
  startPaying,
} from "../test/payway";

let customer: SeededUser;
let admin: SeededUser;
beforeEach(async () => {
  customer = await freshPaywayShop();
  admin = await createUser({ admin: true });
  await db().delete(telegramOutbox);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const attemptRow = async (tranId: string) =>
  (await db().select().from(paywayAttempts).where(eq(paywayAttempts.tranId, tranId)))[0];
const pushback = (tranId: string) =>
  callWith(env, "POST", "/api/payway/pushback", { body: { tran_id: tranId } });
const extras = (orderId: number, token = admin.token) =>
  call("GET", `/api/admin/orders/${orderId}/extra-payments`, { token });
const refundExtra = (orderId: number, tranId: string, withEnv = env) =>
  callWith(withEnv, "PUT", `/api/admin/orders/${orderId}/extra-payments/${tranId}`, {
    token: admin.token,
    body: { status: "refunded" },
  });

/** An order of $57 paid in two tabs: both purchase forms opened while it was unpaid, both paid. */
async function paidInTwoTabs() {
  const first = await atCheckout(customer, 57);
  const second = await startPaying(first.order.id, customer.token);
  await callWith(env, "POST", "/api/dev/payway/checkout", { form: second.fields });
  const secondTranId = second.fields.tran_id ?? "";
  await settledAtPayway(first.tran_id);
  await settledAtPayway(secondTranId);
  expect((await pushback(first.tran_id)).status).toBe(200);
  return { order: first.order, firstTranId: first.tran_id, secondTranId };
}

describe("a second approved PayWay payment", () => {
  it("leaves the order paid by the first, records the second with its amount and time, and tells the chat once", async () => {
    const { order, firstTranId, secondTranId } = await paidInTwoTabs();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const jobs = catchJobs();
    for (let i = 0; i < 3; i++) expect((await pushback(secondTranId)).status).toBe(200);

    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "paid", paymentReference: firstTranId });
    expect(jobs).toEqual([{ kind: "telegram.extraPayment", orderId: order.id, tranId: secondTranId }]);
    const listed = await extras(order.id);
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual({
      payments: [
        {
          tran_id: secondTranId,
          amount: 57,
          currency: "USD",
          approved_at: (await attemptRow(secondTranId))?.approvedAt,
          refunded_at: null,
        },
      ],
    });
    expect(listed.json.payments[0].approved_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    await runJobs(jobs);
    const [message] = await db().select().from(telegramOutbox);
    expect(message?.text).toContain(`<b>Order #${order.id} was paid twice</b>`);
    expect(message?.text).toContain(
      `PayWay approved a second payment of $57.00 (transaction ${secondTranId})`,
    );
    expect(message?.text).toContain(`/admin?tab=orders&amp;order=${order.id}`);
  });

  it("lists nothing for an order paid once, and only to the owner", async () => {
    const { order, tran_id } = await atCheckout(customer, 20);
    await settledAtPayway(tran_id);
    await pushback(tran_id);
    expect((await extras(order.id)).json).toEqual({ payments: [] });
    expect((await extras(order.id, customer.token)).status).toBe(403);
    expect((await extras(order.id + 1000)).status).toBe(404);
  });
});

describe("refunding a second payment: PUT /api/admin/orders/:id/extra-payments/:tran_id", () => {
  it("records the refund the owner made in PayWay's portal, once, keeping the order paid", async () => {
    const { order, firstTranId, secondTranId } = await paidInTwoTabs();
    await pushback(secondTranId);
    const refunded = await refundExtra(order.id, secondTranId);
    expect(refunded.status).toBe(200);
    expect(refunded.json).toMatchObject({ tran_id: secondTranId, amount: 57 });
    expect(refunded.json.refunded_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await attemptRow(secondTranId))?.refundedAt).toBe(refunded.json.refunded_at);
    expect((await extras(order.id)).json.payments[0].refunded_at).toBe(refunded.json.refunded_at);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "paid", paymentReference: firstTranId });
    const notes = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(notes.map((event) => event.note)).toContain(
      `Second PayWay payment ${secondTranId} refunded ($57.00)`,
    );

    const again = await refundExtra(order.id, secondTranId);
    expect(again).toMatchObject({ status: 409, json: { code: "extraPaymentRefunded" } });
  });

  it("answers 404 for the order's own payment, an unknown transaction or order, 400 for another status, 403 to a customer", async () => {
    const { order, firstTranId, secondTranId } = await paidInTwoTabs();
    await pushback(secondTranId);
    for (const tranId of [firstTranId, `${order.id}-unknown1`]) {
      expect(await refundExtra(order.id, tranId)).toMatchObject({
        status: 404,
        json: { code: "extraPaymentNotFound" },
      });
    }
    expect((await refundExtra(order.id + 1000, secondTranId)).status).toBe(404);
    const paid = await call("PUT", `/api/admin/orders/${order.id}/extra-payments/${secondTranId}`, {
      token: admin.token,
      body: { status: "paid" },
    });
    expect(paid.status).toBe(400);
    const byCustomer = await call("PUT", `/api/admin/orders/${order.id}/extra-payments/${secondTranId}`, {
      token: customer.token,
      body: { status: "refunded" },
    });
    expect(byCustomer.status).toBe(403);
    expect((await attemptRow(secondTranId))?.refundedAt).toBeNull();
    expect((await attemptRow(firstTranId))?.refundedAt).toBeNull();
  });

  it("calls PayWay's refund API with the second transaction once when the RSA key is set; a refusal changes nothing", async () => {
    const { order, secondTranId } = await paidInTwoTabs();
    await pushback(secondTranId);
    const withKey = { ...paywayEnv, PAYWAY_RSA_PUBLIC_KEY: (await rsaKeyPair(2048)).pem };
    let answer: unknown = { status: { code: "11", message: "Transaction not found" } };
    const urls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      urls.push(new Request(input, init).url);
      return Response.json(answer);
    });
    const refused = await refundExtra(order.id, secondTranId, withKey);
    expect(refused).toMatchObject({ status: 502, json: { code: "refundRefused" } });
    expect((await attemptRow(secondTranId))?.refundedAt).toBeNull();

    answer = { status: { code: "00", message: "Success!" } };
    const [done, meanwhile] = await Promise.all([
      refundExtra(order.id, secondTranId, withKey),
      refundExtra(order.id, secondTranId, withKey),
    ]);
    expect([done.status, meanwhile.status].sort()).toEqual([200, 409]);
    expect(urls).toEqual([
      `${SANDBOX}/api/merchant-portal/merchant-access/online-transaction/refund`,
      `${SANDBOX}/api/merchant-portal/merchant-access/online-transaction/refund`,
    ]);
    expect((await attemptRow(secondTranId))?.refundedAt).not.toBeNull();
  });
});
