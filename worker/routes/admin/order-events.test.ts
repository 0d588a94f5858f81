// An order's timeline (docs/decisions/039): every status or payment change, from the dashboard
// or a Telegram tap, is stored with who and from where, in the same batch as the change; a
// refused or repeated change writes nothing; the owner's notes; admins only.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ORDER_NOTE_MAX } from "../../../shared/order-events";
import { orderEvents, orders } from "../../db/schema";
import { emptyShop, seedOrder } from "../../test/fixtures";
import { call, createUser, db, type SeededUser } from "../../test/helpers";
import { catchJobs, postWebhook, tapUpdate } from "../../test/notifications";

let admin: SeededUser;
beforeEach(async () => {
  await emptyShop();
  admin = await createUser({ admin: true, name: "Sokha Admin" });
});
afterEach(() => vi.restoreAllMocks());

const storedEvents = (orderId: number) =>
  db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
const events = (orderId: number | string, token = admin.token) =>
  call("GET", `/api/admin/orders/${orderId}/events`, { token });
const note = (orderId: number | string, body: unknown, token = admin.token) =>
  call("POST", `/api/admin/orders/${orderId}/notes`, { token, body: body as Record<string, unknown> });
const setStatus = (id: number, status: string) =>
  call("PUT", `/api/admin/orders/${id}/status`, { token: admin.token, body: { status } });
const setPayment = (id: number, status: string) =>
  call("PUT", `/api/admin/orders/${id}/payment`, { token: admin.token, body: { status } });

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("changes from the dashboard", () => {
  it("a status move and a payment are stored with the admin and served oldest first", async () => {
    catchJobs();
    const order = await seedOrder({ userId: admin.id });

    expect((await setStatus(order.id, "confirmed")).status).toBe(200);
    expect((await setPayment(order.id, "paid")).status).toBe(200);

    const { status, json } = await events(order.id);
    expect(status).toBe(200);
    expect(json).toEqual({
      events: [
        {
          id: expect.any(Number),
          order_id: order.id,
          kind: "status",
          from: "pending",
          to: "confirmed",
          note: null,
          actor_name: "Sokha Admin",
          source: "dashboard",
          created_at: expect.stringMatching(ISO),
        },
        {
          id: expect.any(Number),
          order_id: order.id,
          kind: "payment",
          from: "unpaid",
          to: "paid",
          note: null,
          actor_name: "Sokha Admin",
          source: "dashboard",
          created_at: expect.stringMatching(ISO),
        },
      ],
    });
    expect(json.events[0].id).toBeLessThan(json.events[1].id);
    const stored = await storedEvents(order.id);
    expect(stored.map((row) => row.actorId)).toEqual([admin.id, admin.id]);
  });

  it("a refused move writes no event, and neither does setting the payment it already has", async () => {
    catchJobs();
    const order = await seedOrder({ userId: admin.id, status: "delivered", paymentStatus: "paid" });

    expect((await setStatus(order.id, "cancelled")).status).toBe(400);
    expect((await setPayment(order.id, "paid")).status).toBe(200);

    expect(await storedEvents(order.id)).toEqual([]);
    expect((await events(order.id)).json).toEqual({ events: [] });
  });

  it("two simultaneous identical clicks leave one move and one event", async () => {
    catchJobs();
    const order = await seedOrder({ userId: admin.id });
    const answers = await Promise.all([setStatus(order.id, "confirmed"), setStatus(order.id, "confirmed")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const stored = await storedEvents(order.id);
    expect(stored.map((row) => [row.kind, row.fromValue, row.toValue])).toEqual([
      ["status", "pending", "confirmed"],
    ]);
  });

  it("marking unpaid again is its own event, from paid", async () => {
    catchJobs();
    const order = await seedOrder({ userId: admin.id, paymentStatus: "paid" });
    expect((await setPayment(order.id, "unpaid")).status).toBe(200);
    const stored = await storedEvents(order.id);
    expect(stored.map((row) => [row.kind, row.fromValue, row.toValue])).toEqual([
      ["payment", "paid", "unpaid"],
    ]);
  });
});

describe("taps in the shop's Telegram chat", () => {
  it("are stored with source telegram and the tapper's name and @username, no admin id", async () => {
    catchJobs();
    vi.spyOn(console, "log").mockImplementation(() => {});
    const order = await seedOrder({ userId: admin.id });
    const confirm = tapUpdate(5001, `s:${order.id}:confirmed`);
    confirm.callback_query.from = {
      ...confirm.callback_query.from,
      first_name: "Dara",
      username: "dara_flowers",
    } as typeof confirm.callback_query.from;
    const pay = tapUpdate(5002, `P:${order.id}:paid`);
    pay.callback_query.from = { ...pay.callback_query.from, first_name: "Dara" };

    expect((await postWebhook(confirm)).status).toBe(200);
    expect((await postWebhook(pay)).status).toBe(200);

    const { json } = await events(order.id);
    expect(
      json.events.map((event: Record<string, unknown>) => [
        event.kind,
        event.from,
        event.to,
        event.actor_name,
        event.source,
      ]),
    ).toEqual([
      ["status", "pending", "confirmed", "Dara (@dara_flowers)", "telegram"],
      ["payment", "unpaid", "paid", "Dara", "telegram"],
    ]);
    expect((await storedEvents(order.id)).map((row) => row.actorId)).toEqual([null, null]);
  });

  it("a stale button's refused move writes no event", async () => {
    catchJobs();
    vi.spyOn(console, "log").mockImplementation(() => {});
    const order = await seedOrder({ userId: admin.id, status: "cancelled" });
    expect((await postWebhook(tapUpdate(5003, `s:${order.id}:confirmed`))).status).toBe(200);
    expect(await storedEvents(order.id)).toEqual([]);
  });
});

describe("POST /api/admin/orders/:id/notes", () => {
  it("stores the trimmed note with the admin and answers 201 with the event", async () => {
    const order = await seedOrder({ userId: admin.id });

    const { status, json } = await note(order.id, { note: "  Recipient asked for 5 pm.  " });

    expect(status).toBe(201);
    expect(json).toEqual({
      id: expect.any(Number),
      order_id: order.id,
      kind: "note",
      from: null,
      to: null,
      note: "Recipient asked for 5 pm.",
      actor_name: "Sokha Admin",
      source: "dashboard",
      created_at: expect.stringMatching(ISO),
    });
    const [stored] = await storedEvents(order.id);
    expect(stored).toMatchObject({
      id: json.id,
      kind: "note",
      note: "Recipient asked for 5 pm.",
      actorId: admin.id,
    });
    expect((await events(order.id)).json.events).toEqual([json]);
  });

  it("takes a note of exactly ORDER_NOTE_MAX characters", async () => {
    const order = await seedOrder({ userId: admin.id });
    const { status, json } = await note(order.id, { note: "x".repeat(ORDER_NOTE_MAX) });
    expect(status).toBe(201);
    expect(json.note).toHaveLength(ORDER_NOTE_MAX);
  });

  it.each([
    ["empty", { note: "" }, "note: is required"],
    ["only spaces", { note: "   " }, "note: is required"],
    [
      "too long",
      { note: "x".repeat(ORDER_NOTE_MAX + 1) },
      `note: must be at most ${ORDER_NOTE_MAX} characters`,
    ],
    ["missing", {}, "note: "],
    ["not text", { note: 12 }, "note: "],
  ])("refuses a note %s with 400 and stores nothing", async (_, body, detail) => {
    const order = await seedOrder({ userId: admin.id });
    const { status, json } = await note(order.id, body);
    expect(status).toBe(400);
    expect(json.detail).toContain(detail);
    expect(await storedEvents(order.id)).toEqual([]);
  });

  it("answers 404 for an unknown or malformed order, storing nothing", async () => {
    for (const id of [999999, "abc"]) {
      const { status, json } = await note(id, { note: "Hello" });
      expect(status, String(id)).toBe(404);
      expect(json).toEqual({ detail: "Order not found", code: "orderNotFound" });
    }
    expect(await db().select().from(orderEvents)).toEqual([]);
  });
});

describe("GET /api/admin/orders/:id/events", () => {
  it("answers 404 for an unknown or malformed order", async () => {
    for (const id of [999999, "0", "abc"]) {
      const { status, json } = await events(id);
      expect(status, String(id)).toBe(404);
      expect(json).toEqual({ detail: "Order not found", code: "orderNotFound" });
    }
  });

  it("goes with its order when the order is deleted", async () => {
    const order = await seedOrder({ userId: admin.id });
    expect((await note(order.id, { note: "Kept with the order" })).status).toBe(201);
    await db().delete(orders).where(eq(orders.id, order.id));
    expect(await storedEvents(order.id)).toEqual([]);
  });
});

describe("admins only", () => {
  it("refuses customers (403) and strangers (401), storing nothing", async () => {
    const customer = await createUser();
    const order = await seedOrder({ userId: customer.id });
    expect((await events(order.id, customer.token)).status).toBe(403);
    expect((await note(order.id, { note: "Mine" }, customer.token)).status).toBe(403);
    expect((await call("GET", `/api/admin/orders/${order.id}/events`)).status).toBe(401);
    expect((await call("POST", `/api/admin/orders/${order.id}/notes`, { body: { note: "x" } })).status).toBe(
      401,
    );
    expect(await storedEvents(order.id)).toEqual([]);
  });
});
