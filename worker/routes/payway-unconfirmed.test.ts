// A pushback that never arrives (docs/decisions/061): the every-5-minutes Cron asks PayWay's
// check-transaction about attempts still not approved from 15 minutes after they began until
// they are 24 hours old, and one PayWay approved pays the order as its pushback would (a second
// one is recorded for the owner to refund). Driven through the Worker's real scheduled handler.
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { orders, paywayAttempts } from "../db/schema";
import type { Env } from "../env";
import worker from "../index";
import { PAYWAY_CRON } from "../scheduled";
import { seedOrder } from "../test/fixtures";
import { db, type SeededUser } from "../test/helpers";
import { catchJobs } from "../test/notifications";
import {
  atCheckout,
  callWith,
  freshPaywayShop,
  MERCHANT_ID,
  paywayEnv,
  SANDBOX,
  settledAtPayway,
} from "../test/payway";

let customer: SeededUser;
beforeEach(async () => {
  customer = await freshPaywayShop();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const NOW = new Date();
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

/** Runs the Worker's scheduled handler as the Cron Trigger `cron` would, now. */
async function cron(withEnv: Env = env, cronText = PAYWAY_CRON) {
  const jobs = catchJobs();
  await worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: cronText }), withEnv);
  return jobs;
}

const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const attemptRow = async (tranId: string) =>
  (await db().select().from(paywayAttempts).where(eq(paywayAttempts.tranId, tranId)))[0];
/** The attempt as if it began `minutes` ago. */
const begunAgo = (tranId: string, minutes: number) =>
  db()
    .update(paywayAttempts)
    .set({ createdAt: minutesAgo(minutes) })
    .where(eq(paywayAttempts.tranId, tranId));

describe("the PayWay Cron", () => {
  it("pays an order PayWay approved whose pushback never came, once, with its notifications", async () => {
    const { order, tran_id } = await atCheckout(customer, 44);
    await settledAtPayway(tran_id);
    await begunAgo(tran_id, 20);

    const jobs = await cron();
    expect(await orderRow(order.id)).toMatchObject({
      paymentStatus: "paid",
      paymentMethod: "payway",
      paymentReference: tran_id,
    });
    expect(jobs).toEqual([
      { kind: "telegram.refresh", orderId: order.id },
      { kind: "email.order", orderId: order.id, event: "paid" },
    ]);
    expect(await cron()).toEqual([]);
    // A pushback arriving late changes nothing more.
    expect((await callWith(env, "POST", "/api/payway/pushback", { body: { tran_id } })).status).toBe(200);
    expect((await orderRow(order.id))?.paidAt).toBe(NOW.toISOString());
  });

  it("asks only from 15 minutes after an attempt began until it is 24 hours old", async () => {
    const cases = [
      { minutes: 10, paid: false },
      { minutes: 16, paid: true },
      { minutes: 23 * 60, paid: true },
      { minutes: 24 * 60 + 1, paid: false },
    ];
    const started = [];
    for (const { minutes } of cases) {
      const { order, tran_id } = await atCheckout(customer, 30);
      await settledAtPayway(tran_id);
      await begunAgo(tran_id, minutes);
      started.push({ order, tran_id });
    }
    await cron();
    for (const [index, { minutes, paid }] of cases.entries()) {
      const { order, tran_id } = started[index] ?? { order: { id: 0 }, tran_id: "" };
      expect((await orderRow(order.id))?.paymentStatus, `${minutes} minutes`).toBe(paid ? "paid" : "unpaid");
      expect((await attemptRow(tran_id))?.checkedAt ?? null, `${minutes} minutes`).toBe(
        paid ? NOW.toISOString() : null,
      );
    }
  });

  it("leaves an order unpaid while PayWay has not approved its attempt, asking again next time", async () => {
    const { order, tran_id } = await atCheckout(customer, 30);
    await begunAgo(tran_id, 30);
    expect(await cron()).toEqual([]);
    expect((await orderRow(order.id))?.paymentStatus).toBe("unpaid");
    expect((await attemptRow(tran_id))?.checkedAt).toBe(NOW.toISOString());
    await settledAtPayway(tran_id);
    await cron();
    expect((await orderRow(order.id))?.paymentStatus).toBe("paid");
  });

  it("records a second approved attempt for a paid order and tells the chat, as its pushback would", async () => {
    const { order, tran_id: first } = await atCheckout(customer, 30);
    const second = await callWith(env, "POST", `/api/orders/${order.id}/payway`, {
      token: customer.token,
      body: {},
    });
    const secondTranId = second.json.fields.tran_id as string;
    await callWith(env, "POST", "/api/dev/payway/checkout", { form: second.json.fields });
    await settledAtPayway(first);
    await callWith(env, "POST", "/api/payway/pushback", { body: { tran_id: first } });
    await settledAtPayway(secondTranId);
    await begunAgo(secondTranId, 20);

    expect(await cron()).toEqual([
      { kind: "telegram.extraPayment", orderId: order.id, tranId: secondTranId },
    ]);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "paid", paymentReference: first });
    expect((await attemptRow(secondTranId))?.approvedAt).toBe(NOW.toISOString());
    expect(await cron()).toEqual([]);
  });

  it("asks PayWay itself, signed, when the shop has credentials", async () => {
    const order = await seedOrder({ userId: customer.id, price: 57 });
    const form = await callWith(paywayEnv, "POST", `/api/orders/${order.id}/payway`, {
      token: customer.token,
      body: {},
    });
    const tranId = form.json.fields.tran_id as string;
    await begunAgo(tranId, 20);
    const asked: Record<string, string>[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      expect(request.url).toBe(`${SANDBOX}/api/payment-gateway/v1/payments/check-transaction-2`);
      asked.push(await request.json());
      return Response.json({
        data: {
          payment_status_code: 0,
          total_amount: 57,
          original_amount: 57,
          payment_currency: "USD",
          payment_status: "APPROVED",
        },
        status: { code: "00", message: "Success!" },
      });
    });
    await cron(paywayEnv);
    expect(asked).toEqual([expect.objectContaining({ merchant_id: MERCHANT_ID, tran_id: tranId })]);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "paid", paymentReference: tranId });
  });

  it("leaves PayWay alone at the morning summary's run", async () => {
    const { order, tran_id } = await atCheckout(customer, 30);
    await settledAtPayway(tran_id);
    await begunAgo(tran_id, 20);
    expect(await cron(env, "0 0 * * *")).toEqual([
      { kind: "telegram.summary", date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) },
    ]);
    expect((await orderRow(order.id))?.paymentStatus).toBe("unpaid");
  });
});
