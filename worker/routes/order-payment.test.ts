// Paying for an order (docs/decisions/037): the payment method at placing, the methods the shop
// offers, and the order's KHQR: a valid EMVCo payload for the order's exact total in USD.
import { eq } from "drizzle-orm";
import { KHQR } from "ts-khqr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { KhqrAnswer } from "../../shared/payment";
import { orders } from "../db/schema";
import { emptyShop, orderPayload, seedOrder } from "../test/fixtures";
import { resetSettings } from "../test/florist";
import { call, createProduct, createUser, db, type SeededUser } from "../test/helpers";
import { catchJobs } from "../test/notifications";
import { BAKONG_ACCOUNT, crc16, setKhqr } from "../test/payments";

let customer: SeededUser;
beforeEach(async () => {
  await emptyShop();
  await resetSettings();
  customer = await createUser();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const storedOrders = () => db().select().from(orders);

describe("GET /api/shop payment_methods", () => {
  it("offers KHQR only once the owner gives a Bakong account id (PayWay's dev gateway always)", async () => {
    await setKhqr("");
    expect((await call("GET", "/api/shop")).json.payment_methods).toEqual(["cash", "payway"]);
    await setKhqr(BAKONG_ACCOUNT);
    expect((await call("GET", "/api/shop")).json.payment_methods).toEqual(["cash", "khqr", "payway"]);
  });
});

describe("POST /api/orders with a payment method", () => {
  it("keeps cash when none is sent, unpaid, and queues the shop's message and the receipt", async () => {
    const jobs = catchJobs();
    const product = await createProduct({ price: 45 });
    const { status, json } = await call("POST", "/api/orders", {
      token: customer.token,
      body: orderPayload(product.id),
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({ payment_method: "cash", payment_status: "unpaid", paid_at: null });
    const [row] = await storedOrders();
    expect(row).toMatchObject({ paymentMethod: "cash", paymentStatus: "unpaid" });
    expect(jobs).toEqual([
      { kind: "telegram.order", orderId: json.id },
      { kind: "email.order", orderId: json.id, event: "placed" },
    ]);
  });

  it("takes khqr when the shop offers it", async () => {
    catchJobs();
    await setKhqr(BAKONG_ACCOUNT);
    const product = await createProduct();
    const { status, json } = await call("POST", "/api/orders", {
      token: customer.token,
      body: { ...orderPayload(product.id), paymentMethod: "khqr" },
    });
    expect(status).toBe(201);
    expect(json.payment_method).toBe("khqr");
    const [row] = await storedOrders();
    expect(row?.paymentMethod).toBe("khqr");
  });

  it("refuses khqr with 400 while KHQR is not set up, placing nothing and queueing nothing", async () => {
    const jobs = catchJobs();
    await setKhqr("");
    const product = await createProduct();
    const { status, json } = await call("POST", "/api/orders", {
      token: customer.token,
      body: { ...orderPayload(product.id), paymentMethod: "khqr" },
    });
    expect(status).toBe(400);
    expect(json).toEqual({ detail: "KHQR payment is not available", code: "khqrUnavailable" });
    expect(await storedOrders()).toEqual([]);
    expect(jobs).toEqual([]);
  });

  it("refuses a method that does not exist with 400 naming the field", async () => {
    const product = await createProduct();
    const { status, json } = await call("POST", "/api/orders", {
      token: customer.token,
      body: { ...orderPayload(product.id), paymentMethod: "card" },
    });
    expect(status).toBe(400);
    expect(json.detail).toBe("paymentMethod: must be one of cash, khqr, payway");
    expect(await storedOrders()).toEqual([]);
  });
});

describe("GET /api/orders/:id/khqr", () => {
  beforeEach(async () => {
    await setKhqr(BAKONG_ACCOUNT);
  });

  const khqrOf = (id: number, token?: string) => call("GET", `/api/orders/${id}/khqr`, { token });

  it("answers a valid KHQR for the order's exact total in USD, the order id as bill number, for 24 hours", async () => {
    const order = await seedOrder({ userId: customer.id, price: 57.5 });
    const before = Date.now();
    const { status, json } = await khqrOf(order.id, customer.token);
    expect(status).toBe(200);
    const answer = json as KhqrAnswer;
    expect(answer).toEqual({
      qr: expect.any(String),
      amount: 57.5,
      currency: "USD",
      amount_khr: 235_800, // 57.50 × 4,100 = 235,750, to the nearest 100 riel
      bill_number: String(order.id),
      expires_at: expect.any(String),
    });
    const expires = Date.parse(answer.expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000 - 5);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);

    expect(KHQR.verify(answer.qr).isValid).toBe(true);
    const parsed = KHQR.parse(answer.qr).data as Record<string, string | null>;
    expect(parsed).toMatchObject({
      merchantType: "29", // individual
      bakongAccountID: BAKONG_ACCOUNT,
      merchantName: "Siem Reap Flowers",
      merchantCity: "Siem Reap",
      transactionAmount: "57.50",
      transactionCurrency: "840", // USD
      billNumber: String(order.id),
      pointofInitiationMethod: "12", // dynamic: it carries an amount
      countryCode: "KH",
    });
    expect(Number(parsed.expirationTimestamp)).toBe(expires);
    // The CRC is tag 63, the payload's last 8 characters, over everything before its value.
    expect(answer.qr.slice(-8, -4)).toBe("6304");
    expect(answer.qr.slice(-4)).toBe(crc16(answer.qr.slice(0, -4)));
  });

  it("is served to an admin too", async () => {
    const admin = await createUser({ admin: true });
    const order = await seedOrder({ userId: customer.id, price: 20 });
    const { status, json } = await khqrOf(order.id, admin.token);
    expect(status).toBe(200);
    expect(KHQR.parse(json.qr).data?.transactionAmount).toBe("20");
  });

  it("is 404 to another customer, as for an order that does not exist, and 401 without a sign-in", async () => {
    const order = await seedOrder({ userId: customer.id });
    const stranger = await createUser();
    for (const [id, token] of [
      [order.id, stranger.token],
      [order.id + 1000, customer.token],
      ["abc", customer.token],
    ] as const) {
      const { status, json } = await call("GET", `/api/orders/${id}/khqr`, { token });
      expect(status, String(id)).toBe(404);
      expect(json).toEqual({ detail: "Order not found", code: "orderNotFound" });
    }
    const anonymous = await khqrOf(order.id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ detail: "Not authenticated", code: "notSignedIn" });
  });

  it("refuses a cancelled order with 400", async () => {
    const order = await seedOrder({ userId: customer.id, status: "cancelled" });
    const { status, json } = await khqrOf(order.id, customer.token);
    expect(status).toBe(400);
    expect(json).toEqual({ detail: "This order is cancelled", code: "orderCancelled" });
  });

  it("makes the payload again when its CRC is bad, and logs when no try gives a valid one", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const verify = vi
      .spyOn(KHQR, "verify")
      .mockReturnValue({ isValid: false } as ReturnType<typeof KHQR.verify>);
    const order = await seedOrder({ userId: customer.id });
    const { status, json } = await khqrOf(order.id, customer.token);
    expect(status).toBe(400);
    expect(json).toEqual({ detail: "KHQR payment is not available", code: "khqrUnavailable" });
    expect(verify).toHaveBeenCalledTimes(3);
    expect(JSON.parse(String(errors.mock.calls.at(-1)?.[0]))).toMatchObject({
      event: "khqr.bad_crc",
      orderId: order.id,
    });
  });

  it("refuses a paid order with 400, so the customer is not asked to pay twice", async () => {
    const order = await seedOrder({ userId: customer.id, paymentStatus: "paid" });
    const { status, json } = await khqrOf(order.id, customer.token);
    expect(status).toBe(400);
    expect(json).toEqual({ detail: "This order is already paid", code: "orderAlreadyPaid" });
  });

  it("refuses with 400 while KHQR is not set up", async () => {
    await setKhqr("");
    const order = await seedOrder({ userId: customer.id });
    const { status, json } = await khqrOf(order.id, customer.token);
    expect(status).toBe(400);
    expect(json).toEqual({ detail: "KHQR payment is not available", code: "khqrUnavailable" });
  });

  it("follows the order's stored total, not a later price", async () => {
    const order = await seedOrder({ userId: customer.id, price: 30 });
    await db().update(orders).set({ priceCents: 3125 }).where(eq(orders.id, order.id));
    const { json } = await khqrOf(order.id, customer.token);
    expect(json.amount).toBe(31.25);
    expect(KHQR.parse(json.qr).data?.transactionAmount).toBe("31.25");
  });
});
