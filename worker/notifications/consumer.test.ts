// The notifications queue's consumer: each job acked alone, a provider outage retried with
// the order untouched, dead letters recorded, the shop chat's message sent (Bot API or the
// dev outbox) once per order and edited as the order moves, and a proof of payment sent as
// its picture.
import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failedNotifications, orders, telegramOutbox } from "../db/schema";
import { RESEND_URL } from "../services/mail";
import { db, type SeededUser } from "../test/helpers";
import { PNG } from "../test/images";
import {
  BOT_TOKEN,
  botEnv,
  CHAT_ID,
  devEnv,
  floristOrder,
  giveProof,
  orderNow,
  quietFreshStart,
  runJobs,
} from "../test/notifications";
import { TELEGRAM_API } from "./telegram";

let customer: SeededUser;
beforeEach(async () => {
  customer = await quietFreshStart();
});
afterEach(() => vi.restoreAllMocks());

const telegramOk = (messageId: number) =>
  Response.json({ ok: true, result: { message_id: messageId, chat: { id: Number(CHAT_ID) } } });

describe("a provider that is down", () => {
  it("retries the message with a delay and leaves the order as it was", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost"));
    const order = await floristOrder(customer.id);

    const result = await runJobs([{ kind: "telegram.order", orderId: order.id }], {
      env: botEnv,
      attempts: 2,
    });

    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([{ msgId: "msg-0" }]);
    expect(result.retryDelays).toEqual({ "msg-0": 60 });
    expect(await orderNow(order.id)).toEqual(order);
    const logged = JSON.parse(String(errors.mock.calls[0]?.[0]));
    expect(logged).toMatchObject({ event: "notifications.job_failed", attempts: 2, retry_in: 60 });
    expect(JSON.stringify(errors.mock.calls)).not.toContain(BOT_TOKEN);
  });

  it("waits 30 s before the first retry and twice as long before each next one", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost"));
    const order = await floristOrder(customer.id);
    const delays: unknown[] = [];
    for (const attempts of [1, 2, 3, 4, 5]) {
      const result = await runJobs([{ kind: "telegram.order", orderId: order.id }], {
        env: botEnv,
        attempts,
      });
      delays.push(result.retryDelays["msg-0"]);
    }
    expect(delays).toEqual([30, 60, 120, 240, 480]);
  });

  it("retries only the failing job: the e-mail beside it is sent and acked", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
      String(input).startsWith(TELEGRAM_API)
        ? Response.json({ ok: false, error_code: 502, description: "Bad Gateway" }, { status: 502 })
        : Response.json({ id: "email_1" }),
    );
    const order = await floristOrder(customer.id);

    const result = await runJobs(
      [
        { kind: "telegram.order", orderId: order.id },
        { kind: "email.order", orderId: order.id, event: "placed" },
      ],
      { env: { ...botEnv, RESEND_API_KEY: "re_test" } },
    );

    expect(result.retryMessages).toEqual([{ msgId: "msg-0" }]);
    expect(result.retryDelays).toEqual({ "msg-0": 30 });
    expect(result.explicitAcks).toEqual(["msg-1"]);
    expect((await orderNow(order.id)).telegramMessageId).toBeNull();
  });
});

describe("the dead-letter queue", () => {
  it("records each job in failed_notifications, logs it and acks it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const job = { kind: "email.order", orderId: 41, event: "confirmed" } as const;

    const result = await runJobs([job], { queue: "siem-reap-flowers-notifications-dlq", attempts: 6 });

    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(result.retryMessages).toEqual([]);
    const rows = await db().select().from(failedNotifications).orderBy(desc(failedNotifications.id));
    expect(rows[0]?.job).toEqual(job);
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({
      event: "notifications.dead_letter",
      job,
    });
  });
});

describe("telegram.order in development without a bot token", () => {
  it("keeps the message in the outbox with its buttons and stores its id on the order, once", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const order = await floristOrder(customer.id);

    const result = await runJobs([{ kind: "telegram.order", orderId: order.id }]);
    expect(result.explicitAcks).toEqual(["msg-0"]);
    await runJobs([{ kind: "telegram.order", orderId: order.id }]);

    const rows = await db().select().from(telegramOutbox);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.chatId).toBe(CHAT_ID);
    expect(row?.text).toContain(`<b>Order #${order.id}</b>`);
    expect(row?.buttons).toEqual([
      { text: "Confirm", callback_data: `s:${order.id}:confirmed` },
      { text: "Cancel", callback_data: `s:${order.id}:cancelled` },
      { text: "Mark paid", callback_data: `p:${order.id}:paid` },
    ]);
    expect(await orderNow(order.id)).toMatchObject({ telegramChatId: CHAT_ID, telegramMessageId: row?.id });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("keeps the longest order within Telegram's 4,096 characters by shortening the instructions", async () => {
    const order = await floristOrder(customer.id, {
      specialInstructions: "Call the guard first. ".repeat(90).slice(0, 2000),
      address: "A".repeat(500),
      cardMessage: "C".repeat(250),
    });
    await runJobs([{ kind: "telegram.order", orderId: order.id }]);
    const [row] = await db().select().from(telegramOutbox);
    const shown = (row?.text ?? "").replace(/<[^>]+>/g, "");
    expect(shown.length).toBeLessThanOrEqual(4096);
    expect(shown).toContain("C".repeat(250));
    expect(shown).toMatch(/Call the guard first\..*…/);
  });

  it("keeps an order with every typed field at its longest within Telegram's 4,096 characters", async () => {
    // 250 graphemes of 16 UTF-16 units each: the longest card message the form accepts.
    const card = "a".repeat(250).replace(/a/g, `a${"\u0301".repeat(15)}`);
    expect(card.length).toBe(4000);
    const name = "N".repeat(100);
    const order = await floristOrder(customer.id, {
      cardMessage: card,
      specialInstructions: "I".repeat(2000),
      address: "A".repeat(500),
      landmark: "L".repeat(120),
      city: "C".repeat(120),
      customerName: name,
      recipientName: name,
      productName: name,
      addOns: Array.from({ length: 5 }, (_, id) => ({ id, name: "&".repeat(100), priceCents: 100 })),
      customerEmail: `${"e".repeat(240)}@example.com`,
    });
    await runJobs([{ kind: "telegram.order", orderId: order.id }]);
    const [row] = await db().select().from(telegramOutbox);
    const text = row?.text ?? "";
    const shown = text.replace(/<[^>]+>/g, "").replace(/&[a-z#0-9]+;/g, "_");
    expect(shown.length).toBeLessThanOrEqual(4096);
    expect(shown.length).toBeGreaterThan(3500);
    expect(text).toMatch(/<b>Card:<\/b> a\u0301.*…\n/);
    expect(text).toMatch(/<b>Instructions:<\/b> I+…\n/);
    for (const fact of [
      `<b>Order #${order.id}</b> · Pending`,
      "<b>Total:</b>",
      "<b>Payment:</b>",
      "<b>Buyer:</b>",
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("telegram.refresh edits the outbox row to the order's state now", async () => {
    const order = await floristOrder(customer.id);
    await runJobs([{ kind: "telegram.order", orderId: order.id }]);
    await db()
      .update(orders)
      .set({ status: "shipped", paymentStatus: "paid" })
      .where(eq(orders.id, order.id));

    await runJobs([{ kind: "telegram.refresh", orderId: order.id }]);

    const [row] = await db().select().from(telegramOutbox);
    expect(row?.text).toContain(`<b>Order #${order.id}</b> · Out for delivery`);
    expect(row?.text.match(/Out for delivery/g)).toHaveLength(1);
    expect(row?.text).toContain("<b>Payment:</b> Cash on delivery · Paid");
    expect(row?.buttons.map((button) => button.text)).toEqual(["Delivered", "Cancel", "Mark unpaid"]);
  });

  it("telegram.refresh after a proof and a delivery photo shows when each came, in Siem Reap time", async () => {
    const order = await floristOrder(customer.id);
    await runJobs([{ kind: "telegram.order", orderId: order.id }]);
    const [before] = await db().select().from(telegramOutbox);
    expect(before?.text).not.toContain("Proof");
    await db()
      .update(orders)
      .set({ paymentProofAt: "2026-03-02T12:00:00.000Z", deliveryPhotoAt: "2026-03-03T01:05:00.000Z" })
      .where(eq(orders.id, order.id));

    await runJobs([{ kind: "telegram.refresh", orderId: order.id }]);

    const [row] = await db().select().from(telegramOutbox);
    expect(row?.text).toContain("<b>Proof:</b> uploaded 2 Mar 2026, 19:00");
    expect(row?.text).toContain("<b>Delivery photo:</b> uploaded 3 Mar 2026, 08:05");
  });
});

describe("a PayWay payment and a refund in the chat's message", () => {
  /** The dev chat's message about order `id` once its refresh ran. */
  async function messageAfterRefresh(id: number) {
    await runJobs([{ kind: "telegram.refresh", orderId: id }]);
    const [row] = await db().select().from(telegramOutbox);
    if (!row) throw new Error("no chat message");
    return row;
  }

  it("an unpaid PayWay order reads so and keeps Mark paid, for a payment whose confirmation was lost", async () => {
    const order = await floristOrder(customer.id, { paymentMethod: "payway" });
    await runJobs([{ kind: "telegram.order", orderId: order.id }]);
    const [row] = await db().select().from(telegramOutbox);
    expect(row?.text).toContain("<b>Payment:</b> Card, Alipay or WeChat Pay · Unpaid");
    expect(row?.text).not.toContain("PayWay transaction");
    expect(row?.buttons.map((button) => button.text)).toEqual(["Confirm", "Cancel", "Mark paid"]);
  });

  it("a payment PayWay confirmed shows with its transaction, to look up in PayWay's portal", async () => {
    const order = await floristOrder(customer.id, { paymentMethod: "payway" });
    await runJobs([{ kind: "telegram.order", orderId: order.id }]);
    await db()
      .update(orders)
      .set({ paymentStatus: "paid", paidAt: new Date().toISOString(), paymentReference: "4117-k3v9x2ma" })
      .where(eq(orders.id, order.id));

    const row = await messageAfterRefresh(order.id);

    expect(row.text).toContain(
      "<b>Payment:</b> Card, Alipay or WeChat Pay · Paid\n<b>PayWay transaction:</b> 4117-k3v9x2ma",
    );
    expect(row.buttons.map((button) => button.text)).toEqual(["Confirm", "Cancel", "Mark unpaid"]);
  });

  it("a refunded order reads Cancelled and Refunded, with no button left: a refund is not undone from the chat", async () => {
    const order = await floristOrder(customer.id, { paymentMethod: "payway" });
    await runJobs([{ kind: "telegram.order", orderId: order.id }]);
    await db()
      .update(orders)
      .set({ status: "cancelled", paymentStatus: "refunded", paymentReference: "4117-k3v9x2ma" })
      .where(eq(orders.id, order.id));

    const row = await messageAfterRefresh(order.id);

    expect(row.text).toContain(`<b>Order #${order.id}</b> · Cancelled`);
    expect(row.text).toContain("<b>Payment:</b> Card, Alipay or WeChat Pay · Refunded");
    expect(row.buttons).toEqual([]);
  });

  it("a proof's picture of an order refunded since loses its Mark paid", async () => {
    const order = await floristOrder(customer.id, { paymentMethod: "khqr" });
    const key = await giveProof(order.id);
    await runJobs([{ kind: "telegram.proof", orderId: order.id, key }]);
    const [picture] = await db().select().from(telegramOutbox).where(eq(telegramOutbox.photo, key));
    expect(picture?.buttons.map((button) => button.text)).toEqual(["Mark paid"]);
    await db()
      .update(orders)
      .set({ status: "cancelled", paymentStatus: "refunded" })
      .where(eq(orders.id, order.id));

    await runJobs([
      { kind: "telegram.buttons", orderId: order.id, messageId: picture?.id as number, askPaid: false },
    ]);

    const [after] = await db().select().from(telegramOutbox).where(eq(telegramOutbox.photo, key));
    expect(after?.buttons).toEqual([]);
  });
});

describe("telegram.order with a bot token", () => {
  it("sends sendMessage with the chat, HTML parse mode, escaped text and the inline keyboard", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(telegramOk(5150));
    const order = await floristOrder(customer.id, {
      id: 123456789,
      cardMessage: "<b>Love</b> & kisses <script>alert(1)</script>",
      customerName: "Tom <Evil>",
      paymentMethod: "khqr",
    });

    const result = await runJobs([{ kind: "telegram.order", orderId: order.id }], { env: botEnv });

    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${TELEGRAM_API}/bot${BOT_TOKEN}/sendMessage`);
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ chat_id: CHAT_ID, parse_mode: "HTML" });
    expect(body.text).toContain("&lt;b&gt;Love&lt;/b&gt; &amp; kisses &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(body.text).toContain("Tom &lt;Evil&gt;");
    expect(body.text).not.toContain("<script>");
    for (const fact of [
      `<b>Order #${order.id}</b>`,
      "Angkor Red Roses (Deluxe)",
      "<b>Add-ons:</b> Glass vase",
      "<b>Delivery:</b> Tuesday 1 December 2026, Afternoon, 12:00–16:00 (Siem Reap time)",
      "<b>To:</b> Dara Sok, +855 98 111 222",
      "<b>Address:</b> Sivatha Blvd 12, Near the Old Market, Siem Reap",
      '<a href="https://www.google.com/maps/search/?api=1&amp;query=13.3621,103.8597">Open in Maps</a>',
      "<b>Total:</b> $57.00 · ៛233,700",
      "<b>Payment:</b> KHQR (scan with your bank app) · Unpaid",
      `<b>Order #${order.id}</b> · Pending`,
    ]) {
      expect(body.text).toContain(fact);
    }
    const buttons = body.reply_markup.inline_keyboard.flat();
    expect(buttons.map((button: { text: string }) => button.text)).toEqual([
      "Confirm",
      "Cancel",
      "Mark paid",
    ]);
    for (const button of buttons) {
      expect(new TextEncoder().encode(button.callback_data).length).toBeLessThanOrEqual(64);
    }
    expect(await orderNow(order.id)).toMatchObject({ telegramChatId: CHAT_ID, telegramMessageId: 5150 });
  });

  it("edits the new message at once when the order changed while it was being sent", async () => {
    const order = await floristOrder(customer.id);
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      if (String(input).endsWith("/sendMessage")) {
        // The owner confirms from the dashboard meanwhile; its refresh finds no message id yet.
        await db().update(orders).set({ status: "confirmed" }).where(eq(orders.id, order.id));
        await runJobs([{ kind: "telegram.refresh", orderId: order.id }], { env: botEnv });
      }
      return telegramOk(6160);
    });

    const result = await runJobs([{ kind: "telegram.order", orderId: order.id }], { env: botEnv });

    expect(result.explicitAcks).toEqual(["msg-0"]);
    const calls = fetchSpy.mock.calls.map(([url, init]) => ({
      method: String(url).split("/").pop(),
      body: JSON.parse(String(init?.body)),
    }));
    expect(calls.map((call) => call.method)).toEqual(["sendMessage", "editMessageText"]);
    expect(calls[0]?.body.text).toContain(`<b>Order #${order.id}</b> · Pending`);
    expect(calls[1]?.body).toMatchObject({ chat_id: CHAT_ID, message_id: 6160 });
    expect(calls[1]?.body.text).toContain(`<b>Order #${order.id}</b> · Confirmed`);
  });

  it("a retried telegram.order after the message was sent edits it instead of sending another", async () => {
    const order = await floristOrder(customer.id, { telegramChatId: CHAT_ID, telegramMessageId: 88 });
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(telegramOk(88));

    await runJobs([{ kind: "telegram.order", orderId: order.id }], { env: botEnv });

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe(`${TELEGRAM_API}/bot${BOT_TOKEN}/editMessageText`);
  });

  it("edits the message on telegram.refresh, and 'message is not modified' counts as done", async () => {
    const order = await floristOrder(customer.id, { telegramChatId: CHAT_ID, telegramMessageId: 77 });
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(
        Response.json(
          { ok: false, error_code: 400, description: "Bad Request: message is not modified" },
          { status: 400 },
        ),
      );

    const result = await runJobs([{ kind: "telegram.refresh", orderId: order.id }], { env: botEnv });

    expect(result.explicitAcks).toEqual(["msg-0"]);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${TELEGRAM_API}/bot${BOT_TOKEN}/editMessageText`);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      chat_id: CHAT_ID,
      message_id: 77,
      parse_mode: "HTML",
    });
  });

  it("outside development without a token, logs and skips: acked, nothing sent", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const order = await floristOrder(customer.id);

    const result = await runJobs([{ kind: "telegram.order", orderId: order.id }], {
      env: { ...devEnv, ENVIRONMENT: "production" },
    });

    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await db().select().from(telegramOutbox)).toEqual([]);
    expect((await orderNow(order.id)).telegramMessageId).toBeNull();
  });
});

/** The multipart form a Bot API call sent. */
const sentForm = (init: RequestInit | undefined) => {
  expect(init?.body).toBeInstanceOf(FormData);
  return init?.body as FormData;
};

describe("telegram.proof: the customer's proof of payment as a picture", () => {
  it("with a bot token, sends sendPhoto with the picture's bytes, the order's number and amount, and Mark paid", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(telegramOk(9001));
    const order = await floristOrder(customer.id, {
      paymentMethod: "khqr",
      customerName: "Tom <Evil>",
      telegramChatId: CHAT_ID,
      telegramMessageId: 5150,
    });
    const key = await giveProof(order.id);

    const result = await runJobs([{ kind: "telegram.proof", orderId: order.id, key }], { env: botEnv });

    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${TELEGRAM_API}/bot${BOT_TOKEN}/sendPhoto`);
    const form = sentForm(init);
    expect(form.get("chat_id")).toBe(CHAT_ID);
    const photo = form.get("photo") as File;
    expect(photo).toBeInstanceOf(File);
    expect(photo.type).toBe("image/png");
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG);
    expect(form.get("parse_mode")).toBe("HTML");
    const caption = String(form.get("caption"));
    expect(caption).toContain(`<b>Proof of payment for order #${order.id}:</b> $57.00 · ៛233,700`);
    expect(caption).toContain("<b>Buyer:</b> Tom &lt;Evil&gt;");
    expect(caption.length).toBeLessThanOrEqual(1024);
    expect(JSON.parse(String(form.get("reply_markup")))).toEqual({
      inline_keyboard: [[{ text: "Mark paid", callback_data: `p:${order.id}:paid` }]],
    });
    // Shown as a reply to the order's own message.
    expect(JSON.parse(String(form.get("reply_parameters")))).toMatchObject({ message_id: 5150 });
  });

  it("sends a picture Telegram does not show as a photo (GIF, AVIF) as a file, with the same caption", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(telegramOk(9002));
    const order = await floristOrder(customer.id);
    const gif = new TextEncoder().encode("GIF89a-not-really");
    const key = await giveProof(order.id, gif, "image/gif");

    await runJobs([{ kind: "telegram.proof", orderId: order.id, key }], { env: botEnv });

    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${TELEGRAM_API}/bot${BOT_TOKEN}/sendDocument`);
    const form = sentForm(init);
    expect(new Uint8Array(await (form.get("document") as File).arrayBuffer())).toEqual(gif);
    expect(String(form.get("caption"))).toContain(`Proof of payment for order #${order.id}:`);
  });

  it("retries when Telegram refuses the picture", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({ ok: false, error_code: 502, description: "Bad Gateway" }, { status: 502 }),
    );
    const order = await floristOrder(customer.id);
    const key = await giveProof(order.id);
    const result = await runJobs([{ kind: "telegram.proof", orderId: order.id, key }], { env: botEnv });
    expect(result.retryMessages).toEqual([{ msgId: "msg-0" }]);
  });

  it("in development, keeps the caption, the buttons and the picture's R2 key in the outbox", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const order = await floristOrder(customer.id);
    const key = await giveProof(order.id);

    await runJobs([{ kind: "telegram.proof", orderId: order.id, key }]);

    const [row] = await db().select().from(telegramOutbox);
    expect(row).toMatchObject({
      chatId: CHAT_ID,
      photo: key,
      buttons: [{ text: "Mark paid", callback_data: `p:${order.id}:paid` }],
    });
    expect(row?.text).toContain(`<b>Proof of payment for order #${order.id}:</b> $57.00 · ៛233,700`);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    [
      "the order has no proof any more",
      async (orderId: number) => {
        await db().update(orders).set({ paymentProofKey: null }).where(eq(orders.id, orderId));
      },
    ],
    [
      "the order's proof was replaced since",
      async (orderId: number) => {
        await giveProof(orderId);
      },
    ],
    ["the picture is gone from R2", async (_: number, key: string) => env.IMAGES.delete(key)],
  ])("sends nothing when %s: logged, and done", async (_, change) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(telegramOk(1));
    const order = await floristOrder(customer.id);
    const key = await giveProof(order.id);
    await change(order.id, key);

    const result = await runJobs([{ kind: "telegram.proof", orderId: order.id, key }], { env: botEnv });

    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(warn.mock.calls.map(([line]) => JSON.parse(String(line)))).toContainEqual(
      expect.objectContaining({ orderId: order.id, key }),
    );
  });
});

describe("telegram.buttons with a bot token", () => {
  it("turns a message's buttons into the question, then back to its own", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => telegramOk(77));
    const order = await floristOrder(customer.id, { telegramChatId: CHAT_ID, telegramMessageId: 77 });

    const result = await runJobs(
      [
        { kind: "telegram.buttons", orderId: order.id, messageId: 9001, askPaid: true },
        { kind: "telegram.buttons", orderId: order.id, messageId: 9001, askPaid: false },
        { kind: "telegram.buttons", orderId: order.id, messageId: 77, askPaid: false },
      ],
      { env: botEnv },
    );

    expect(result.explicitAcks).toEqual(["msg-0", "msg-1", "msg-2"]);
    const calls = fetchSpy.mock.calls.map(([url, init]) => ({
      method: String(url).split("/").pop(),
      body: JSON.parse(String(init?.body)),
    }));
    expect(calls.map((call) => call.method)).toEqual([
      "editMessageReplyMarkup",
      "editMessageReplyMarkup",
      "editMessageText",
    ]);
    expect(calls[0]?.body).toEqual({
      chat_id: CHAT_ID,
      message_id: 9001,
      reply_markup: {
        inline_keyboard: [
          [
            { text: "Yes, mark paid", callback_data: `P:${order.id}:paid` },
            { text: "Not yet", callback_data: `P:${order.id}:back` },
          ],
        ],
      },
    });
    // A proof's picture gets its Mark paid back; the order's own message is drawn afresh.
    expect(calls[1]?.body.reply_markup).toEqual({
      inline_keyboard: [[{ text: "Mark paid", callback_data: `p:${order.id}:paid` }]],
    });
    expect(calls[2]?.body).toMatchObject({ message_id: 77 });
    expect(calls[2]?.body.reply_markup.inline_keyboard.flat().map((b: { text: string }) => b.text)).toEqual([
      "Confirm",
      "Cancel",
      "Mark paid",
    ]);
  });
});

describe("email.order with a mail provider", () => {
  it("sends Resend the text and the HTML", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ id: "email_9" }));
    const order = await floristOrder(customer.id);

    const result = await runJobs([{ kind: "email.order", orderId: order.id, event: "confirmed" }], {
      env: { ...devEnv, RESEND_API_KEY: "re_test" },
    });

    expect(result.explicitAcks).toEqual(["msg-0"]);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(RESEND_URL);
    expect(new Headers(init?.headers).get("Idempotency-Key")).toBe(`order-${order.id}-confirmed`);
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ to: [customer.email], subject: `Order #${order.id} is confirmed` });
    expect(body.text).toContain("Happy birthday, Dara!");
    expect(body.html).toContain("Happy birthday, Dara!");
    expect(body.attachments).toBeUndefined();
  });

  it("sends a retried e-mail job with the same Idempotency-Key, so Resend delivers it once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(Response.json({ message: "Internal error" }, { status: 500 }))
      .mockResolvedValueOnce(Response.json({ id: "email_10" }));
    const order = await floristOrder(customer.id);
    const job = { kind: "email.order", orderId: order.id, event: "placed" } as const;
    const env = { ...devEnv, RESEND_API_KEY: "re_test" };

    expect((await runJobs([job], { env })).retryMessages).toEqual([{ msgId: "msg-0" }]);
    expect((await runJobs([job], { env, attempts: 2 })).explicitAcks).toEqual(["msg-0"]);

    const keys = fetchSpy.mock.calls.map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
    expect(keys).toEqual([`order-${order.id}-placed`, `order-${order.id}-placed`]);
  });
});
