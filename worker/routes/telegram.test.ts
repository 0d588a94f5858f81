// POST /api/telegram/webhook: the secret first, one handling per update, taps only from the
// shop's chat, the dashboard's transition rules, Mark paid asking once more, and every callback
// answered in the reply. Then the whole loop on this machine: order → chat message → Confirm
// tap → customer e-mail.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { OrderRow } from "../db/schema";
import { orderEvents, orders, telegramOutbox, telegramUpdates } from "../db/schema";
import type { Env } from "../env";
import { floristPayload, pinClock, resetSettings, shopTime } from "../test/florist";
import { call, createProduct, db, type SeededUser } from "../test/helpers";
import {
  CHAT_ID,
  callWorker,
  catchJobs,
  devEnv,
  floristOrder,
  giveProof,
  orderNow,
  postWebhook,
  quietFreshStart,
  runJobs,
  TAPPED_MESSAGE_ID,
  tapUpdate,
  WEBHOOK_SECRET,
} from "../test/notifications";
import { SECRET_HEADER } from "./telegram";

let customer: SeededUser;
let updateId = 1000;
const nextUpdateId = () => ++updateId;
/** What a Confirm tap queues. */
const confirmJobs = (orderId: number) => [
  { kind: "telegram.refresh", orderId },
  { kind: "email.order", orderId, event: "confirmed" },
];
/** An order whose chat message is the one tapUpdate taps. */
const onTappedMessage = { telegramChatId: CHAT_ID, telegramMessageId: TAPPED_MESSAGE_ID };

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
    expect(await response.json()).toEqual({ detail: "Unauthorized", code: "webhookUnauthorized" });
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
    const order = await floristOrder(customer.id, onTappedMessage);
    const update = tapUpdate(nextUpdateId(), `P:${order.id}:paid`);

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
    const order = await floristOrder(customer.id, onTappedMessage);
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

    const response = await postWebhook(tapUpdate(reused, `P:${order.id}:paid`));

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

const recordedIds = async () =>
  (await db().select({ id: telegramUpdates.updateId }).from(telegramUpdates))
    .map((row) => row.id)
    .sort((a, b) => a - b);
const eventsOf = (orderId: number) => db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

/**
 * devEnv over a D1 that, once a request prepares the order's UPDATE, runs `meanwhile` before its
 * next batch: what happens elsewhere between the tap's check and its change. If `meanwhile`
 * throws, D1 stays lost for the rest of the request.
 */
function envAroundOrderWrite(meanwhile: () => Promise<unknown>): Env {
  const DB = {
    withSession(start?: string) {
      const session = env.DB.withSession(start);
      let pending: Promise<unknown> | undefined;
      let lost = false;
      return {
        getBookmark: () => session.getBookmark(),
        prepare(query: string) {
          if (lost) throw new Error("D1_ERROR: Network connection lost.");
          if (!pending && query.startsWith('update "orders"'))
            pending = meanwhile().catch((error) => {
              lost = true;
              throw error;
            });
          return session.prepare(query);
        },
        async batch(statements: D1PreparedStatement[]) {
          await pending;
          return session.batch(statements);
        },
      };
    },
  } as unknown as D1Database;
  return { ...devEnv, DB };
}

/** A Confirm tap on order `orderId` with `change` made to its callback query. */
function bentTap(id: number, orderId: number, change: Record<string, unknown>) {
  const update = tapUpdate(id, `s:${orderId}:confirmed`);
  return { ...update, callback_query: { ...update.callback_query, ...change } };
}

describe("a malformed update", () => {
  it.each([
    [
      "a chat id that is an object",
      () => ({ message: { chat: { id: { toString: 1 }, type: "supergroup" } } }),
    ],
    ["button data that is an object", () => ({ data: { toString: "x" } })],
    ["button data that is an array", (orderId: number) => ({ data: [`s:${orderId}:confirmed`] })],
    ["a tapper's id that is an object", () => ({ from: { id: { toString: 1 }, first_name: "Owner" } })],
    ["a callback query id that is a number", () => ({ id: 12 })],
  ])(
    "with %s is acknowledged (200) and changes nothing, not even the record of its id",
    async (_, change) => {
      const jobs = catchJobs();
      const order = await floristOrder(customer.id);
      const before = await recordedIds();

      const response = await postWebhook(bentTap(nextUpdateId(), order.id, change(order.id)));

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
      expect(await orderNow(order.id)).toEqual(order);
      expect(await eventsOf(order.id)).toEqual([]);
      expect(await recordedIds()).toEqual(before);
      expect(jobs).toEqual([]);
    },
  );

  const tap = tapUpdate(1, "s:1:confirmed");
  it.each([
    ["a body that is not JSON", "{not json"],
    ["no update_id", JSON.stringify({ callback_query: tap.callback_query })],
    ["an update_id that is a string", JSON.stringify({ ...tap, update_id: "1" })],
    ["an update_id that is not an integer", JSON.stringify({ ...tap, update_id: 1.5 })],
  ])("with %s is acknowledged (200) and changes nothing", async (_, body) => {
    const jobs = catchJobs();
    const before = await recordedIds();
    const response = await callWorker("/api/telegram/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json", [SECRET_HEADER]: WEBHOOK_SECRET },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await recordedIds()).toEqual(before);
    expect(jobs).toEqual([]);
  });

  it("leaves its id free: a well-formed delivery with that id is then applied", async () => {
    const jobs = catchJobs();
    const order = await floristOrder(customer.id);
    const id = nextUpdateId();

    expect((await postWebhook(bentTap(id, order.id, { data: { toString: "x" } }))).status).toBe(200);
    const response = await postWebhook(tapUpdate(id, `s:${order.id}:confirmed`));

    expect(await response.json()).toMatchObject({ text: `Order #${order.id}: Confirmed.` });
    expect((await orderNow(order.id)).status).toBe("confirmed");
    expect(jobs).toEqual(confirmJobs(order.id));
  });
});

describe("an update delivered more than once", () => {
  it("two deliveries at the same time apply it once", async () => {
    const jobs = catchJobs();
    const order = await floristOrder(customer.id);
    const update = tapUpdate(nextUpdateId(), `s:${order.id}:confirmed`);

    const answers = await Promise.all([postWebhook(update), postWebhook(update)]);

    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(bodies).toContainEqual({});
    expect(bodies).toContainEqual(expect.objectContaining({ text: `Order #${order.id}: Confirmed.` }));
    expect((await orderNow(order.id)).status).toBe("confirmed");
    expect((await eventsOf(order.id)).map((event) => event.toValue)).toEqual(["confirmed"]);
    expect(jobs).toEqual(confirmJobs(order.id));
  });

  it("a delivery that finds the update recorded by another since its check applies nothing", async () => {
    const jobs = catchJobs();
    const order = await floristOrder(customer.id);
    const id = nextUpdateId();
    // The other delivery marked it paid and recorded the update; the owner then undid the payment.
    const otherDelivery = () => db().insert(telegramUpdates).values({ updateId: id }).onConflictDoNothing();

    const response = await postWebhook(
      tapUpdate(id, `P:${order.id}:paid`),
      undefined,
      envAroundOrderWrite(otherDelivery),
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect((await orderNow(order.id)).paymentStatus).toBe("unpaid");
    expect(await eventsOf(order.id)).toEqual([]);
    expect(jobs).toEqual([]);
  });
});

describe("an update whose change fails", () => {
  it("is not recorded when D1 is lost from the order's write on, so Telegram's redelivery is applied", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const jobs = catchJobs();
    const order = await floristOrder(customer.id);
    const update = tapUpdate(nextUpdateId(), `s:${order.id}:confirmed`);
    const lost = async () => {
      throw new Error("D1_ERROR: Network connection lost.");
    };

    const failed = await postWebhook(update, undefined, envAroundOrderWrite(lost));

    expect(failed.status).toBe(500);
    expect(await recordedIds()).not.toContain(update.update_id);
    expect(await orderNow(order.id)).toEqual(order);
    const redelivered = await postWebhook(update);
    expect(await redelivered.json()).toMatchObject({ text: `Order #${order.id}: Confirmed.` });
    expect((await orderNow(order.id)).status).toBe("confirmed");
    expect(jobs).toEqual(confirmJobs(order.id));
  });

  it("is recorded in the change's own batch: when the order's write is refused, neither the id nor the event is", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    catchJobs();
    const order = await floristOrder(customer.id);
    const update = tapUpdate(nextUpdateId(), `P:${order.id}:paid`);
    await env.DB.prepare(
      `create trigger refuse_order_write before update on orders when old.id = ${order.id}
       begin select raise(abort, 'refused'); end`,
    ).run();
    try {
      const failed = await postWebhook(update);
      expect(failed.status).toBe(500);
    } finally {
      await env.DB.prepare("drop trigger refuse_order_write").run();
    }

    expect(await recordedIds()).not.toContain(update.update_id);
    expect(await eventsOf(order.id)).toEqual([]);
    expect(await orderNow(order.id)).toEqual(order);
    expect(await (await postWebhook(update)).json()).toMatchObject({ text: `Order #${order.id}: Paid.` });
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

/** An order (with `changes`) whose message the queue has put in the dev chat. */
async function sentOrder(changes: Partial<OrderRow> = {}) {
  const order = await floristOrder(customer.id, changes);
  await runJobs([{ kind: "telegram.order", orderId: order.id }]);
  const sent = await orderNow(order.id);
  return { order: sent, messageId: sent.telegramMessageId as number };
}

/** The dev chat's message `id` as stored. */
async function chatRow(id: number) {
  const [row] = await db().select().from(telegramOutbox).where(eq(telegramOutbox.id, id));
  if (!row) throw new Error(`no chat message ${id}`);
  return row;
}

/** Order `orderId`'s Mark paid (or other) tap on chat message `messageId`. */
const tapOn = (messageId: number, data: string) =>
  postWebhook(tapUpdate(nextUpdateId(), data, CHAT_ID, messageId));

describe("Mark paid in the chat asks once more", () => {
  it("first asks whether the amount D1 has now arrived in the bank app, and changes nothing", async () => {
    const jobs = catchJobs();
    const { order, messageId } = await sentOrder({ paymentMethod: "khqr" });
    // The amount asked about is the order's as stored now, not anything the button carries.
    await db().update(orders).set({ priceCents: 6450 }).where(eq(orders.id, order.id));
    const before = await chatRow(messageId);
    const update = tapUpdate(nextUpdateId(), `p:${order.id}:paid`, CHAT_ID, messageId);

    const response = await postWebhook(update);

    expect(await response.json()).toEqual({
      method: "answerCallbackQuery",
      callback_query_id: update.callback_query.id,
      text: `Order #${order.id}: $64.50 arrived in your bank app? Tap "Yes, mark paid" if so.`,
      show_alert: true,
    });
    expect(await orderNow(order.id)).toMatchObject({ paymentStatus: "unpaid", paidAt: null });
    expect(await eventsOf(order.id)).toEqual([]);
    expect(await recordedIds()).toContain(update.update_id);
    expect(jobs).toEqual([{ kind: "telegram.buttons", orderId: order.id, messageId, askPaid: true }]);

    await runJobs(jobs.splice(0));
    const asking = await chatRow(messageId);
    expect(asking.buttons).toEqual([
      { text: "Yes, mark paid", callback_data: `P:${order.id}:paid` },
      { text: "Not yet", callback_data: `P:${order.id}:back` },
    ]);
    expect(asking.text).toBe(before.text);
  });

  it("asks a cash order whether its amount, with riel, was collected", async () => {
    catchJobs();
    const { order, messageId } = await sentOrder({ paymentMethod: "cash" });
    const response = await tapOn(messageId, `p:${order.id}:paid`);
    expect(await response.json()).toMatchObject({
      text: `Order #${order.id}: $57.00 · ៛233,700 collected in cash? Tap "Yes, mark paid" if so.`,
      show_alert: true,
    });
    expect((await orderNow(order.id)).paymentStatus).toBe("unpaid");
  });

  it("'Yes, mark paid' then marks it paid, and the message shows it", async () => {
    const jobs = catchJobs();
    const { order, messageId } = await sentOrder({ paymentMethod: "khqr" });
    await tapOn(messageId, `p:${order.id}:paid`);
    await runJobs(jobs.splice(0));
    const yes = (await chatRow(messageId)).buttons.find((button) => button.text === "Yes, mark paid");

    const response = await tapOn(messageId, yes?.callback_data ?? "");

    expect(await response.json()).toMatchObject({ text: `Order #${order.id}: Paid.` });
    expect((await orderNow(order.id)).paymentStatus).toBe("paid");
    expect((await eventsOf(order.id)).map((event) => [event.kind, event.toValue])).toEqual([
      ["payment", "paid"],
    ]);
    expect(jobs).toEqual([{ kind: "telegram.refresh", orderId: order.id }]);
    await runJobs(jobs.splice(0));
    const row = await chatRow(messageId);
    expect(row.text).toContain("<b>Payment:</b> KHQR (scan with your bank app) · Paid");
    expect(row.buttons.map((button) => button.text)).toEqual(["Confirm", "Cancel", "Mark unpaid"]);
  });

  it("'Not yet' leaves it unpaid and puts the message's usual buttons back", async () => {
    const jobs = catchJobs();
    const { order, messageId } = await sentOrder({ paymentMethod: "khqr" });
    const before = await chatRow(messageId);
    await tapOn(messageId, `p:${order.id}:paid`);
    await runJobs(jobs.splice(0));

    const response = await tapOn(messageId, `P:${order.id}:back`);

    expect(await response.json()).toMatchObject({ text: `Order #${order.id} stays unpaid.` });
    expect(await orderNow(order.id)).toMatchObject({ paymentStatus: "unpaid", paidAt: null });
    expect(await eventsOf(order.id)).toEqual([]);
    expect(jobs).toEqual([{ kind: "telegram.buttons", orderId: order.id, messageId, askPaid: false }]);
    await runJobs(jobs.splice(0));
    expect(await chatRow(messageId)).toEqual(before);
  });

  it("a Mark paid left on an order paid meanwhile says so and asks nothing", async () => {
    const jobs = catchJobs();
    const { order, messageId } = await sentOrder();
    await db().update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, order.id));
    const response = await tapOn(messageId, `p:${order.id}:paid`);
    const answer = await response.json();
    expect(answer).toMatchObject({ text: `Order #${order.id}: Paid.` });
    expect(answer).not.toHaveProperty("show_alert");
    expect(jobs).toEqual([{ kind: "telegram.buttons", orderId: order.id, messageId, askPaid: false }]);
  });

  it.each([
    ["a forged confirmation", "P:99999999:paid"],
    ["a Mark paid", "p:99999999:paid"],
    ["a Not yet", "P:99999999:back"],
  ])("answers %s for an unknown order: not found, nothing queued", async (_, data) => {
    const jobs = catchJobs();
    const response = await postWebhook(tapUpdate(nextUpdateId(), data));
    expect(await response.json()).toMatchObject({ text: "Order #99999999 not found." });
    expect(jobs).toEqual([]);
  });

  it.each([["P:1:unpaid"], ["P:1:yes"], ["p:1:back"]])("refuses made-up payment data %s", async (data) => {
    const jobs = catchJobs();
    const response = await postWebhook(tapUpdate(nextUpdateId(), data));
    expect(await response.json()).toMatchObject({ text: "This button is no longer valid." });
    expect(jobs).toEqual([]);
  });

  it("on a proof's picture, asks there, and once paid the picture's buttons go while the order's message shows it", async () => {
    const jobs = catchJobs();
    const { order, messageId } = await sentOrder({ paymentMethod: "khqr" });
    const key = await giveProof(order.id);
    await runJobs([{ kind: "telegram.proof", orderId: order.id, key }]);
    const [picture] = await db().select().from(telegramOutbox).where(eq(telegramOutbox.photo, key));
    const pictureId = picture?.id as number;
    const orderMessage = await chatRow(messageId);

    expect(await (await tapOn(pictureId, `p:${order.id}:paid`)).json()).toMatchObject({
      text: `Order #${order.id}: $57.00 arrived in your bank app? Tap "Yes, mark paid" if so.`,
    });
    await runJobs(jobs.splice(0));
    expect((await chatRow(pictureId)).buttons.map((button) => button.text)).toEqual([
      "Yes, mark paid",
      "Not yet",
    ]);
    expect(await chatRow(messageId)).toEqual(orderMessage);

    await tapOn(pictureId, `P:${order.id}:paid`);

    expect((await orderNow(order.id)).paymentStatus).toBe("paid");
    expect(jobs).toEqual([
      { kind: "telegram.refresh", orderId: order.id },
      { kind: "telegram.buttons", orderId: order.id, messageId: pictureId, askPaid: false },
    ]);
    await runJobs(jobs.splice(0));
    expect((await chatRow(pictureId)).buttons).toEqual([]);
    expect((await chatRow(messageId)).buttons.map((button) => button.text)).toContain("Mark unpaid");
  });
});

describe("PayWay orders and refunds in the chat", () => {
  it("Mark paid on a PayWay order asks whether PayWay's portal shows the payment", async () => {
    catchJobs();
    const { order, messageId } = await sentOrder({ paymentMethod: "payway" });
    const response = await tapOn(messageId, `p:${order.id}:paid`);
    expect(await response.json()).toMatchObject({
      text: `Order #${order.id}: $57.00 shows as paid in your PayWay portal? Tap "Yes, mark paid" if so.`,
      show_alert: true,
    });
    expect((await orderNow(order.id)).paymentStatus).toBe("unpaid");
  });

  it.each([
    ["Mark unpaid", "p", "unpaid"],
    ["Yes, mark paid", "P", "paid"],
  ])("a %s left on an order refunded since changes nothing and says why", async (_, kind, to) => {
    const jobs = catchJobs();
    const { order, messageId } = await sentOrder({
      paymentMethod: "payway",
      status: "cancelled",
      paymentStatus: "refunded",
    });

    const response = await tapOn(messageId, `${kind}:${order.id}:${to}`);

    expect(await response.json()).toMatchObject({
      text: `Order #${order.id} is refunded: its payment cannot change.`,
    });
    expect(await orderNow(order.id)).toEqual(order);
    expect(await eventsOf(order.id)).toEqual([]);
    // The stale button goes: the message is drawn afresh, with no payment button.
    expect(jobs).toEqual([{ kind: "telegram.refresh", orderId: order.id }]);
    await runJobs(jobs.splice(0));
    expect((await chatRow(messageId)).buttons).toEqual([]);
  });

  it("a Mark paid left on a proof's picture of an order refunded since says it is refunded and asks nothing", async () => {
    const jobs = catchJobs();
    const { order } = await sentOrder({ paymentMethod: "khqr" });
    const key = await giveProof(order.id);
    await runJobs([{ kind: "telegram.proof", orderId: order.id, key }]);
    const [picture] = await db().select().from(telegramOutbox).where(eq(telegramOutbox.photo, key));
    const pictureId = picture?.id as number;
    await db()
      .update(orders)
      .set({ status: "cancelled", paymentStatus: "refunded" })
      .where(eq(orders.id, order.id));

    const answer = await (await tapOn(pictureId, `p:${order.id}:paid`)).json();

    expect(answer).toMatchObject({ text: `Order #${order.id}: Refunded.` });
    expect(answer).not.toHaveProperty("show_alert");
    expect((await orderNow(order.id)).paymentStatus).toBe("refunded");
    await runJobs(jobs.splice(0));
    expect((await chatRow(pictureId)).buttons).toEqual([]);
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
      "photo",
      "text",
    ]);
    expect(messages[0]?.photo).toBeNull();
    expect(messages[0]).toMatchObject({
      chat_id: CHAT_ID,
      message_id: (await orderNow(second.id)).telegramMessageId,
      buttons: expect.arrayContaining([{ text: "Confirm", callback_data: `s:${second.id}:confirmed` }]),
    });
  });

  it("shows a proof of payment as its picture's R2 key, with its caption as the text", async () => {
    const order = await floristOrder(customer.id);
    const key = await giveProof(order.id);
    await runJobs([{ kind: "telegram.proof", orderId: order.id, key }]);

    const response = await callWorker("/api/dev/telegram", {});
    const { messages } = (await response.json()) as { messages: Record<string, unknown>[] };

    expect(messages[0]).toMatchObject({
      chat_id: CHAT_ID,
      photo: key,
      text: expect.stringContaining(`<b>Proof of payment for order #${order.id}:</b> $57.00 · ៛233,700`),
      buttons: [{ text: "Mark paid", callback_data: `p:${order.id}:paid` }],
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

    // To the account's verified address; the address typed in the form gets nothing.
    const outbox = await call("GET", `/api/dev/outbox?email=${encodeURIComponent(customer.email)}`);
    expect(outbox.json.messages.map((m: { subject: string }) => m.subject)).toEqual([
      `Order #${orderId} is confirmed`,
      `We have your order #${orderId}`,
    ]);
    const typed = await call("GET", `/api/dev/outbox?email=${encodeURIComponent(email)}`);
    expect(typed.json.messages).toEqual([]);
    const edited = (await (await callWorker("/api/dev/telegram", {})).json()) as typeof chat;
    // The same message, edited to the new state (not a second one).
    const forOrder = edited.messages.filter((m) => m.text.startsWith(`<b>Order #${orderId}</b>`));
    expect(forOrder).toHaveLength(1);
    const now = forOrder[0];
    expect(now?.text).toContain(`<b>Order #${orderId}</b> · Confirmed`);
    expect(now?.buttons.map((button) => button.text)).toEqual(["Out for delivery", "Cancel", "Mark paid"]);
  });
});
