// Paying by card, Alipay or WeChat Pay through PayWay, in development, where the shop's dev
// gateway stands in for PayWay (docs/decisions/052): the purchase form, the checkout page and its
// buttons, the pushback that is believed only through check-transaction, and refunds.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { devPaywayTransactions, orderEvents, orders, paywayAttempts } from "../db/schema";
import { DEV_MERCHANT } from "../services/payments/payway/config";
import { purchaseHashValues } from "../services/payments/payway/purchase";
import { paywayHash } from "../services/payments/payway/sign";
import { orderPayload, seedOrder } from "../test/fixtures";
import { resetSettings } from "../test/florist";
import { call, createProduct, createUser, db, type SeededUser } from "../test/helpers";
import { catchJobs, floristOrder } from "../test/notifications";
import {
  atCheckout,
  callWith,
  decoded,
  freshPaywayShop,
  settledAtPayway,
  startPaying,
  withoutPayway,
} from "../test/payway";

let customer: SeededUser;
beforeEach(async () => {
  customer = await freshPaywayShop();
  await resetSettings();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const paymentEvents = (id: number) =>
  db()
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, id))
    .then((rows) => rows.filter((row) => row.kind === "payment"));

/** The customer's order paid at the dev gateway's page: checkout, then "Pay (test)". */
async function payAtGateway(orderId: number, button: "approve" | "decline" = "approve") {
  const checkout = await startPaying(orderId, customer.token);
  const page = await callWith(env, "POST", "/api/dev/payway/checkout", { form: checkout.fields });
  expect(page.status).toBe(200);
  const settled = await callWith(env, "POST", `/api/dev/payway/${button}`, {
    form: { tran_id: checkout.fields.tran_id ?? "" },
  });
  return { checkout, page, settled };
}

describe("offering PayWay", () => {
  it("is listed in GET /api/shop and taken by POST /api/orders in development", async () => {
    expect((await call("GET", "/api/shop")).json.payment_methods).toContain("payway");
    const product = await createProduct({ price: 30 });
    const placed = await call("POST", "/api/orders", {
      token: customer.token,
      body: { ...orderPayload(product.id), paymentMethod: "payway" },
    });
    expect(placed.status).toBe(201);
    expect(placed.json).toMatchObject({
      payment_method: "payway",
      payment_status: "unpaid",
      payment_reference: null,
    });
  });

  it("is neither listed nor taken by a deployed shop without PayWay's credentials, which places nothing", async () => {
    expect((await callWith(withoutPayway, "GET", "/api/shop")).json.payment_methods).not.toContain("payway");
    const product = await createProduct();
    const before = await db().select().from(orders);
    const refused = await callWith(withoutPayway, "POST", "/api/orders", {
      token: customer.token,
      body: { ...orderPayload(product.id), paymentMethod: "payway" },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      detail: "Paying by card, Alipay or WeChat Pay is not available just now",
      code: "paywayUnavailable",
    });
    expect(await db().select().from(orders)).toEqual(before);
  });
});

describe("POST /api/orders/:id/payway", () => {
  it("signs a purchase form for the order's total with a fresh tran_id, the pushback and the way back", async () => {
    const order = await floristOrder(customer.id, { paymentMethod: "payway" });
    const checkout = await startPaying(order.id, customer.token, "?lang=zh", { payment_option: "alipay" });
    expect(checkout.action).toBe("https://shop.test/api/dev/payway/checkout");
    const { fields } = checkout;
    expect(fields).toMatchObject({
      merchant_id: DEV_MERCHANT.merchantId,
      amount: "57.00",
      currency: "USD",
      type: "purchase",
      payment_option: "alipay",
      firstname: "Sokha",
      lastname: "Chan",
      email: "sokha@example.com",
      continue_success_url: `https://shop.test/zh/orders/${order.id}/placed?payway=back`,
      cancel_url: `https://shop.test/zh/orders/${order.id}/placed?payway=cancelled`,
    });
    expect(fields.tran_id).toMatch(new RegExp(`^${order.id}-[0-9a-z]{8}$`));
    expect(fields.req_time).toMatch(/^\d{14}$/);
    const { items, returnUrl } = decoded(checkout);
    expect(returnUrl).toBe("https://shop.test/api/payway/pushback");
    expect(items).toEqual([
      { name: "Angkor Red Roses (Deluxe)", quantity: 1, price: "45.00" },
      { name: "Glass vase", quantity: 1, price: "12.00" },
    ]);
    expect(fields.hash).toBe(await paywayHash(purchaseHashValues(fields), DEV_MERCHANT.apiKey));
    // recorded, so the pushback can tell which order and amount
    expect(await db().select().from(paywayAttempts)).toMatchObject([
      { tranId: fields.tran_id, orderId: order.id, amountCents: 5700, currency: "USD", approvedAt: null },
    ]);
  });

  it("gives each attempt its own tran_id, and the English page without a language", async () => {
    const order = await seedOrder({ userId: customer.id, price: 12.5 });
    const first = await startPaying(order.id, customer.token);
    const second = await startPaying(order.id, customer.token);
    expect(first.fields.tran_id).not.toBe(second.fields.tran_id);
    expect(first.fields.amount).toBe("12.50");
    expect(first.fields.continue_success_url).toBe(`https://shop.test/orders/${order.id}/placed?payway=back`);
    expect(await db().select().from(paywayAttempts)).toHaveLength(2);
  });

  it("answers 401 to anyone signed out and 404 for another customer's order or none, recording nothing", async () => {
    const order = await seedOrder({ userId: customer.id });
    const stranger = await createUser();
    const admin = await createUser({ admin: true });
    expect((await call("POST", `/api/orders/${order.id}/payway`, { body: {} })).status).toBe(401);
    for (const token of [stranger.token, admin.token]) {
      const answer = await call("POST", `/api/orders/${order.id}/payway`, { token, body: {} });
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ detail: "Order not found", code: "orderNotFound" });
    }
    expect(
      (await call("POST", "/api/orders/999999/payway", { token: customer.token, body: {} })).status,
    ).toBe(404);
    expect(await db().select().from(paywayAttempts)).toEqual([]);
  });

  it("answers 409 for a paid, refunded or cancelled order and 400 for an unknown payment option", async () => {
    const paid = await seedOrder({ userId: customer.id, paymentStatus: "paid" });
    const refunded = await seedOrder({ userId: customer.id, status: "cancelled", paymentStatus: "refunded" });
    const cancelled = await seedOrder({ userId: customer.id, status: "cancelled" });
    const open = await seedOrder({ userId: customer.id });
    const ask = (id: number, body: Record<string, unknown> = {}) =>
      call("POST", `/api/orders/${id}/payway`, { token: customer.token, body });
    expect(await ask(paid.id)).toMatchObject({
      status: 409,
      json: { detail: "This order is already paid", code: "orderAlreadyPaid" },
    });
    expect(await ask(refunded.id)).toMatchObject({
      status: 409,
      json: { detail: "This order is cancelled", code: "orderCancelled" },
    });
    expect(await ask(cancelled.id)).toMatchObject({
      status: 409,
      json: { detail: "This order is cancelled", code: "orderCancelled" },
    });
    const bad = await ask(open.id, { payment_option: "bitcoin" });
    expect(bad.status).toBe(400);
    expect(bad.json.detail).toMatch(/^payment_option: must be one of cards, alipay/);
    expect(await db().select().from(paywayAttempts)).toEqual([]);
  });

  it("answers 429 after 10 attempts a minute from one account, recording no more", async () => {
    const order = await seedOrder({ userId: customer.id });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await call("POST", `/api/orders/${order.id}/payway`, { token: customer.token, body: {} })).status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const last = await call("POST", `/api/orders/${order.id}/payway`, { token: customer.token, body: {} });
    expect(last.json).toEqual({
      detail: "You have started several payments in a short time. Please wait a minute and try again.",
      code: "tooManyPaymentAttempts",
    });
    expect(await db().select().from(paywayAttempts)).toHaveLength(10);
  });

  it("answers 400 where PayWay is not offered", async () => {
    const order = await seedOrder({ userId: customer.id });
    const answer = await callWith(withoutPayway, "POST", `/api/orders/${order.id}/payway`, {
      token: customer.token,
      body: {},
    });
    expect(answer).toMatchObject({
      status: 400,
      json: {
        detail: "Paying by card, Alipay or WeChat Pay is not available just now",
        code: "paywayUnavailable",
      },
    });
  });
});

describe("the dev gateway's checkout", () => {
  it("shows the amount with Pay (test) and Decline; paying marks the order paid and sends the browser back", async () => {
    const jobs = catchJobs();
    const order = await seedOrder({ userId: customer.id, price: 57 });
    const { checkout, page, settled } = await payAtGateway(order.id);
    expect(page.text).toContain("57.00 USD");
    expect(page.text).toContain(">Pay (test)</button>");
    expect(page.text).toContain(">Decline</button>");
    expect(settled.status).toBe(303);
    expect(settled.headers.get("location")).toBe(`https://shop.test/orders/${order.id}/placed?payway=back`);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      paymentStatus: "paid",
      paymentMethod: "payway",
      paymentReference: checkout.fields.tran_id,
      status: "pending", // paying does not confirm the order: the owner does
    });
    expect(row?.paidAt).not.toBeNull();
    expect(await paymentEvents(order.id)).toMatchObject([
      { fromValue: "unpaid", toValue: "paid", actorName: "ABA PayWay", source: "payway" },
    ]);
    expect(jobs).toEqual([
      { kind: "telegram.refresh", orderId: order.id },
      { kind: "email.order", orderId: order.id, event: "paid" },
    ]);
  });

  it("leaves the order unpaid, ready to try again, when the customer declines", async () => {
    const jobs = catchJobs();
    const order = await seedOrder({ userId: customer.id, price: 20 });
    const { settled } = await payAtGateway(order.id, "decline");
    expect(settled.status).toBe(303);
    expect(settled.headers.get("location")).toBe(
      `https://shop.test/orders/${order.id}/placed?payway=cancelled`,
    );
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "unpaid", paymentReference: null });
    expect(jobs).toEqual([]);
    // and a new attempt pays it
    await payAtGateway(order.id);
    expect((await orderRow(order.id))?.paymentStatus).toBe("paid");
  });

  it("refuses a form whose amount was changed after signing, recording nothing", async () => {
    const order = await seedOrder({ userId: customer.id, price: 57 });
    const checkout = await startPaying(order.id, customer.token);
    const page = await callWith(env, "POST", "/api/dev/payway/checkout", {
      form: { ...checkout.fields, amount: "0.01" },
    });
    expect(page.status).toBe(400);
    expect(page.text).toContain("Wrong hash");
    expect(await db().select().from(devPaywayTransactions)).toEqual([]);
  });

  it("approves and declines by JSON too: an unknown transaction 404, a settled one 409", async () => {
    const { order, tran_id } = await atCheckout(customer, 9);
    expect(await callWith(env, "POST", "/api/dev/payway/approve", { body: { tran_id } })).toMatchObject({
      status: 200,
      json: { tran_id, status: "APPROVED" },
    });
    expect(await callWith(env, "POST", "/api/dev/payway/decline", { body: { tran_id } })).toMatchObject({
      status: 409,
      json: { detail: "This transaction is APPROVED already", code: "transactionSettled" },
    });
    expect(
      await callWith(env, "POST", "/api/dev/payway/approve", { body: { tran_id: "1-nosuchthing" } }),
    ).toMatchObject({
      status: 404,
      json: { detail: "No such transaction", code: "transactionNotFound" },
    });
    expect(await callWith(env, "POST", "/api/dev/payway/approve", { body: {} })).toMatchObject({
      status: 400,
      json: { detail: "tran_id: is required", code: "invalid", path: "tran_id" },
    });
    expect((await orderRow(order.id))?.paymentStatus).toBe("paid");
  });

  it("does not exist outside development", async () => {
    for (const path of ["checkout", "approve", "decline", "check-transaction"]) {
      expect((await callWith(withoutPayway, "POST", `/api/dev/payway/${path}`, { body: {} })).status).toBe(
        404,
      );
    }
  });
});

describe("POST /api/payway/pushback", () => {
  it("changes nothing for a transaction PayWay has not approved, or that the shop never made", async () => {
    const jobs = catchJobs();
    const { order, tran_id: pending } = await atCheckout(customer, 30);
    // a forged "paid" for a pending transaction, then for one nobody started
    for (const tran_id of [pending, `${order.id}-forged123`]) {
      const answer = await call("POST", "/api/payway/pushback", {
        body: { tran_id, status: "00", apv: "123456" },
      });
      expect(answer).toMatchObject({ status: 200, json: {} });
    }
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "unpaid", paymentReference: null });
    expect(await paymentEvents(order.id)).toEqual([]);
    expect(jobs).toEqual([]);
  });

  it("answers 400 to a malformed body, never 500", async () => {
    const bodies: (string | Record<string, unknown>)[] = [
      {},
      { tran_id: 12 },
      { tran_id: { $ne: null } },
      { tran_id: "x".repeat(21) },
      { tran_id: "1; drop table orders" },
      "not json",
      "",
    ];
    for (const body of bodies) {
      const answer = await call("POST", "/api/payway/pushback", {
        body,
        headers: typeof body === "string" ? { "Content-Type": "application/json" } : {},
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json).toEqual({ detail: "Not a PayWay notification", code: "paywayMalformed" });
    }
  });

  it("records one payment and one round of notifications however many times, or at once, PayWay calls", async () => {
    const { order, tran_id } = await atCheckout(customer, 44);
    await settledAtPayway(tran_id);
    const jobs = catchJobs();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callWith(env, "POST", "/api/payway/pushback", { form: { tran_id } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    await callWith(env, "POST", "/api/payway/pushback", { body: { tran_id } });
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "paid", paymentReference: tran_id });
    expect(await paymentEvents(order.id)).toHaveLength(1);
    expect(jobs.filter((job) => job.kind === "email.order")).toEqual([
      { kind: "email.order", orderId: order.id, event: "paid" },
    ]);
  });

  it("does not mark an order paid when PayWay approved another amount than the attempt's", async () => {
    const { order, tran_id } = await atCheckout(customer, 44);
    await settledAtPayway(tran_id, { amount: "4.40" });
    expect((await call("POST", "/api/payway/pushback", { body: { tran_id } })).status).toBe(200);
    expect((await orderRow(order.id))?.paymentStatus).toBe("unpaid");
  });

  it("does not mark paid an order paid meanwhile by KHQR: PayWay's payment is kept as a second one to refund", async () => {
    const { order, tran_id } = await atCheckout(customer, 44);
    await db()
      .update(orders)
      .set({ paymentStatus: "paid", paymentMethod: "khqr" })
      .where(eq(orders.id, order.id));
    const jobs = catchJobs();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await callWith(env, "POST", "/api/dev/payway/approve", { body: { tran_id } });
    expect(await orderRow(order.id)).toMatchObject({ paymentMethod: "khqr", paymentReference: null });
    const [attempt] = await db().select().from(paywayAttempts).where(eq(paywayAttempts.tranId, tran_id));
    expect(attempt?.approvedAt).not.toBeNull();
    expect(jobs).toEqual([{ kind: "telegram.extraPayment", orderId: order.id, tranId: tran_id }]);
  });
});

describe("GET /api/orders/:id", () => {
  it("answers the customer's own order as the list does, any order to the owner, and 404 for anyone else's", async () => {
    const order = await seedOrder({ userId: customer.id, price: 15 });
    const mine = await call("GET", `/api/orders/${order.id}`, { token: customer.token });
    expect(mine.status).toBe(200);
    const [listed] = (await call("GET", "/api/user/orders", { token: customer.token })).json;
    expect(mine.json).toEqual(listed);
    const admin = await createUser({ admin: true });
    const owners = await call("GET", `/api/orders/${order.id}`, { token: admin.token });
    expect(owners.status).toBe(200);
    expect(owners.json).toEqual(listed);
    const stranger = await createUser();
    const refused = await call("GET", `/api/orders/${order.id}`, { token: stranger.token });
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ code: "orderNotFound" });
    expect((await call("GET", `/api/orders/${order.id}`)).status).toBe(401);
    expect((await call("GET", `/api/orders/${order.id + 1000}`, { token: admin.token })).status).toBe(404);
  });

  it("is the order's one address: the old /api/user/orders/:id is gone", async () => {
    const order = await seedOrder({ userId: customer.id, price: 15 });
    expect((await call("GET", `/api/user/orders/${order.id}`, { token: customer.token })).status).toBe(404);
  });
});

describe("refunds: PUT /api/admin/orders/:id/payment { status: refunded }", () => {
  it("records a cancelled PayWay order's refund the owner made in the portal, and tells the customer", async () => {
    const admin = await createUser({ admin: true });
    const order = await seedOrder({ userId: customer.id, price: 57 });
    const { checkout } = await payAtGateway(order.id);
    await db().update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
    const jobs = catchJobs();
    const answer = await call("PUT", `/api/admin/orders/${order.id}/payment`, {
      token: admin.token,
      body: { status: "refunded" },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      payment_status: "refunded",
      payment_reference: checkout.fields.tran_id,
    });
    expect(answer.json.paid_at).not.toBeNull();
    // When it was refunded, beside when it was paid, for the owner and the customer alike.
    expect(answer.json.refunded_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(answer.json.refunded_at >= answer.json.paid_at).toBe(true);
    const seen = await call("GET", `/api/orders/${order.id}`, { token: customer.token });
    expect(seen.json).toMatchObject({ paid_at: answer.json.paid_at, refunded_at: answer.json.refunded_at });
    const [attempt] = await db()
      .select()
      .from(paywayAttempts)
      .where(eq(paywayAttempts.tranId, checkout.fields.tran_id ?? ""));
    expect(attempt?.refundedAt).not.toBeNull();
    expect(jobs).toEqual([
      { kind: "telegram.refresh", orderId: order.id },
      { kind: "email.order", orderId: order.id, event: "refunded" },
    ]);
    expect((await paymentEvents(order.id)).map((event) => event.toValue)).toEqual(["paid", "refunded"]);
  });

  it("answers 409 unless the order is cancelled and paid, and 403 to a customer, changing nothing", async () => {
    const admin = await createUser({ admin: true });
    const open = await seedOrder({ userId: customer.id, paymentStatus: "paid" });
    const unpaid = await seedOrder({ userId: customer.id, status: "cancelled" });
    for (const order of [open, unpaid]) {
      const answer = await call("PUT", `/api/admin/orders/${order.id}/payment`, {
        token: admin.token,
        body: { status: "refunded" },
      });
      expect(answer).toMatchObject({
        status: 409,
        json: { detail: "Only a paid, cancelled order can be refunded", code: "refundNotAllowed" },
      });
    }
    const cancelledPaid = await seedOrder({
      userId: customer.id,
      status: "cancelled",
      paymentStatus: "paid",
    });
    const byCustomer = await call("PUT", `/api/admin/orders/${cancelledPaid.id}/payment`, {
      token: customer.token,
      body: { status: "refunded" },
    });
    expect(byCustomer.status).toBe(403);
    expect((await orderRow(open.id))?.paymentStatus).toBe("paid");
    expect((await orderRow(unpaid.id))?.paymentStatus).toBe("unpaid");
    expect((await orderRow(cancelledPaid.id))?.paymentStatus).toBe("paid");
  });

  it("never lets a replayed pushback turn a refunded order paid again", async () => {
    const admin = await createUser({ admin: true });
    const order = await seedOrder({ userId: customer.id, price: 57 });
    const { checkout } = await payAtGateway(order.id);
    await db().update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
    await call("PUT", `/api/admin/orders/${order.id}/payment`, {
      token: admin.token,
      body: { status: "refunded" },
    });
    await call("POST", "/api/payway/pushback", { body: { tran_id: checkout.fields.tran_id } });
    expect((await orderRow(order.id))?.paymentStatus).toBe("refunded");
  });
});
