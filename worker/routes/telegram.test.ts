// POST /api/telegram/webhook: the secret first, one handling per update, taps only from the
// shop's chat, the dashboard's transition rules, and every callback answered in the reply.
// Then the whole loop on this machine: order → chat message → Confirm tap → customer e-mail.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { orders, telegramUpdates } from "../db/schema";
import { floristPayload, pinClock, resetSettings, shopTime } from "../test/florist";
import { call, createProduct, db, type SeededUser } from "../test/helpers";
import {
  CHAT_ID,
  callWorker,
  catchJobs,
  devEnv,
  floristOrder,
  orderNow,
  postWebhook,
  quietFreshStart,
  runJobs,
  tapUpdate,
} from "../test/notifications";

let customer: SeededUser;
let updateId = 1000;
const nextUpdateId = () => ++updateId;

beforeEach(async () => {
  customer = await quietFreshStart();
});
afterEach(() => vi.restoreAllMocks());

describe("the secret header", () => {
  it.each([
    ["without the header", null],
    ["with a wrong secret", "not-the-secret"],
    ["with the secret's prefix", "test-telegram"],
  ])("refuses a call %s: 401, nothing applied", async (_, secret) => {
    const jobs = catchJobs();
    const order = await floristOrder(customer.id);
    const id = nextUpdateId();

    const response = await postWebhook(tapUpdate(id, `s:${order.id}:confirmed`), secret);

    expect(response.status).toBe(401);
    expect(await orderNow(order.id)).toEqual(order);
    expect(await db().select().from(telegramUpdates).where(eq(telegramUpdates.updateId, id))).toEqual([]);
    expect(jobs).toEqual([]);
  });

  it("refuses every call when no secret is configured", async () => {
    const order = await floristOrder(customer.id);
    const response = await postWebhook(tapUpdate(nextUpdateId(), `s:${order.id}:confirmed`), "", {
      ...devEnv,
      TELEGRAM_WEBHOOK_SECRET: "",
    });
    expect(response.status).toBe(401);
    expect((await orderNow(order.id)).status).toBe("pending");
  });
});

describe("a tap from the shop's chat", () => {
  it("Confirm moves the order, answers the callback and queues the chat edit and the e-mail", async () => {
    const jobs = catchJobs();
    const order = await floristOrder(customer.id);
    const update = tapUpdate(nextUpdateId(), `s:${order.id}:confirmed`);

    const response = await postWebhook(update);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      method: "answerCallbackQuery",
      callback_query_id: update.callback_query.id,
      text: `Order #${order.id}: Confirmed.`,
    });
    expect((await orderNow(order.id)).status).toBe("confirmed");
    expect(jobs).toEqual([
      { kind: "telegram.refresh", orderId: order.id },
      { kind: "email.order", orderId: order.id, event: "confirmed" },
    ]);
  });

  it("a replay of the same update changes nothing twice", async () => {
    const jobs = catchJobs();
    const order = await floristOrder(customer.id);
    const update = tapUpdate(nextUpdateId(), `p:${order.id}:paid`);

    expect((await postWebhook(update)).status).toBe(200);
    const paid = await orderNow(order.id);
    expect(paid).toMatchObject({ paymentStatus: "paid" });
    await db().update(orders).set({ paymentStatus: "unpaid", paidAt: null }).where(eq(orders.id, order.id));

    const replay = await postWebhook(update);

    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({});
    expect((await orderNow(order.id)).paymentStatus).toBe("unpaid");
    expect(jobs).toEqual([{ kind: "telegram.refresh", orderId: order.id }]);
  });

  it("forgets update ids older than a day, so an id Telegram uses again later is handled", async () => {
    const jobs = catchJobs();
    const order = await floristOrder(customer.id);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
    const reused = nextUpdateId();
    const stale = nextUpdateId();
    const recent = nextUpdateId();
    await db()
      .insert(telegramUpdates)
      .values([
        { updateId: reused, receivedAt: hoursAgo(8 * 24) },
        { updateId: stale, receivedAt: hoursAgo(25) },
        { updateId: recent, receivedAt: hoursAgo(23) },
      ]);

    const response = await postWebhook(tapUpdate(reused, `p:${order.id}:paid`));

    expect(await response.json()).toMatchObject({ text: `Order #${order.id}: Paid.` });
    expect((await orderNow(order.id)).paymentStatus).toBe("paid");
    expect(jobs).toEqual([{ kind: "telegram.refresh", orderId: order.id }]);
    const kept = await db().select({ id: telegramUpdates.updateId }).from(telegramUpdates);
    expect(
      kept
        .map((row) => row.id)
        .filter((id) => [reused, stale, recent].includes(id))
        .sort(),
    ).toEqual([reused, recent].sort());
  });

  it("an invalid transition is answered in words and changes nothing but the stale buttons", async () => {
    const jobs = catchJobs();
    const order = await floristOrder(customer.id, { status: "delivered" });
    const update = tapUpdate(nextUpdateId(), `s:${order.id}:cancelled`);

    const response = await postWebhook(update);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      method: "answerCallbackQuery",
      callback_query_id: update.callback_query.id,
      text: `Order #${order.id} is Delivered: it cannot become Cancelled.`,
    });
    expect(await orderNow(order.id)).toEqual(order);
    expect(jobs).toEqual([{ kind: "telegram.refresh", orderId: order.id }]);
  });

  it.each([
    ["an unknown order", "s:99999999:confirmed", "Order #99999999 not found."],
    ["made-up data", "s:1:shipped;drop", "This button is no longer valid."],
    ["an unknown status", "s:1:lost", "This button is no longer valid."],
  ])("answers %s in words", async (_, data, text) => {
    const jobs = catchJobs();
    const response = await postWebhook(tapUpdate(nextUpdateId(), data));
    expect(await response.json()).toMatchObject({ method: "answerCallbackQuery", text });
    expect(jobs).toEqual([]);
  });

  it("refuses a name every object inherits (constructor) as a status, changing nothing", async () => {
    const jobs = catchJobs();
    const order = await floristOrder(customer.id);
    const response = await postWebhook(tapUpdate(nextUpdateId(), `s:${order.id}:constructor`));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ text: "This button is no longer valid." });
    expect(await orderNow(order.id)).toEqual(order);
    expect(jobs).toEqual([]);
  });
});

describe("a tap from anywhere else", () => {
  it("is ignored: the order stays, the tapper's callback is closed without a word", async () => {
    const jobs = catchJobs();
    const order = await floristOrder(customer.id);
    const update = tapUpdate(nextUpdateId(), `s:${order.id}:confirmed`, "-1009999999999");

    const response = await postWebhook(update);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      method: "answerCallbackQuery",
      callback_query_id: update.callback_query.id,
    });
    expect(await orderNow(order.id)).toEqual(order);
    expect(jobs).toEqual([]);
  });

  it("in a private chat with the bot, only the owner's own taps count", async () => {
    catchJobs();
    const order = await floristOrder(customer.id);
    const privateEnv = { ...devEnv, TELEGRAM_CHAT_ID: "555" };
    const update = tapUpdate(nextUpdateId(), `s:${order.id}:confirmed`, "555");
    update.callback_query.message.chat.type = "private";
    update.callback_query.from.id = 556;

    await postWebhook(update, undefined, privateEnv);
    expect((await orderNow(order.id)).status).toBe("pending");

    const own = tapUpdate(nextUpdateId(), `s:${order.id}:confirmed`, "555");
    own.callback_query.message.chat.type = "private";
    own.callback_query.from.id = 555;
    await postWebhook(own, undefined, privateEnv);
    expect((await orderNow(order.id)).status).toBe("confirmed");
  });
});

describe("GET /api/dev/telegram", () => {
  it("lists the dev chat's messages newest first, in the documented shape", async () => {
    const first = await floristOrder(customer.id);
    const second = await floristOrder(customer.id);
    await runJobs([
      { kind: "telegram.order", orderId: first.id },
      { kind: "telegram.order", orderId: second.id },
    ]);

    const response = await callWorker("/api/dev/telegram", {});
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: Record<string, unknown>[] };
    expect(messages.map((m) => String(m.text).split("\n")[0])).toEqual([
      `<b>Order #${second.id}</b> · Pending`,
      `<b>Order #${first.id}</b> · Pending`,
    ]);
    expect(Object.keys(messages[0] ?? {}).sort()).toEqual([
      "buttons",
      "chat_id",
      "created_at",
      "message_id",
      "text",
    ]);
    expect(messages[0]).toMatchObject({
      chat_id: CHAT_ID,
      message_id: (await orderNow(second.id)).telegramMessageId,
      buttons: expect.arrayContaining([{ text: "Confirm", callback_data: `s:${second.id}:confirmed` }]),
    });
  });

  it.each([
    ["in production", { ENVIRONMENT: "production" }],
    ["once a bot token is configured", { TELEGRAM_BOT_TOKEN: "123:abc" }],
  ])("does not exist %s", async (_, overrides) => {
    const response = await callWorker("/api/dev/telegram", {}, { ...devEnv, ...overrides });
    expect(response.status).toBe(404);
  });

  it("stays open with a mail provider configured (the e-mail outbox has its own rule)", async () => {
    const response = await callWorker("/api/dev/telegram", {}, { ...devEnv, RESEND_API_KEY: "re_test" });
    expect(response.status).toBe(200);
  });
});

describe("the whole loop on this machine", () => {
  it("order → the chat's message → Confirm tap → the customer's e-mail in the dev outbox", async () => {
    await resetSettings();
    pinClock(shopTime("2026-12-01", "09:00"));
    const jobs = catchJobs();
    const product = await createProduct({ name: "Angkor Red Roses", price: 45 });
    const email = `loop-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const placed = await call("POST", "/api/orders", {
      token: customer.token,
      body: floristPayload(product.id, {
        customerInfo: { ...floristPayload(product.id).customerInfo, email },
        cardMessage: "Happy anniversary <3",
      }),
    });
    expect(placed.status).toBe(201);
    const orderId = placed.json.id as number;

    await runJobs(jobs.splice(0));
    const chat = (await (await callWorker("/api/dev/telegram", {})).json()) as {
      messages: { text: string; buttons: { text: string; callback_data: string }[] }[];
    };
    const message = chat.messages.find((m) => m.text.startsWith(`<b>Order #${orderId}</b>`));
    expect(message?.text).toContain("<b>Card:</b> Happy anniversary &lt;3");
    const confirm = message?.buttons.find((button) => button.text === "Confirm");
    expect(confirm).toBeDefined();

    const tap = await postWebhook(tapUpdate(nextUpdateId(), confirm?.callback_data ?? ""));
    expect(await tap.json()).toMatchObject({ text: `Order #${orderId}: Confirmed.` });
    await runJobs(jobs.splice(0));

    const outbox = await call("GET", `/api/dev/outbox?email=${encodeURIComponent(email)}`);
    expect(outbox.json.messages.map((m: { subject: string }) => m.subject)).toEqual([
      `Order #${orderId} is confirmed`,
      `We have your order #${orderId}`,
    ]);
    const edited = (await (await callWorker("/api/dev/telegram", {})).json()) as typeof chat;
    // The same message, edited to the new state (not a second one).
    const forOrder = edited.messages.filter((m) => m.text.startsWith(`<b>Order #${orderId}</b>`));
    expect(forOrder).toHaveLength(1);
    const now = forOrder[0];
    expect(now?.text).toContain(`<b>Order #${orderId}</b> · Confirmed`);
    expect(now?.buttons.map((button) => button.text)).toEqual(["Out for delivery", "Cancel", "Mark paid"]);
  });
});
