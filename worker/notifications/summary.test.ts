// The morning summary (docs/decisions/039): the 00:00 UTC cron queues the shop date's summary,
// and the job tells the shop's chat each slot's bookings against capacity, the day's total,
// what is unpaid (USD and riel) and the unread contact messages; no buttons; a failed queue
// send is logged, a Telegram outage retried.
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactMessages, orders, telegramOutbox } from "../db/schema";
import worker from "../index";
import { resetSettings } from "../test/florist";
import { call, createUser, db, type SeededUser } from "../test/helpers";
import {
  BOT_TOKEN,
  botEnv,
  CHAT_ID,
  catchJobs,
  devEnv,
  floristOrder,
  quietFreshStart,
  runJobs,
} from "../test/notifications";
import { summaryFigures } from "./summary";
import { TELEGRAM_API } from "./telegram";

let customer: SeededUser;
beforeEach(async () => {
  customer = await quietFreshStart();
  await resetSettings();
  await db().delete(contactMessages);
});
afterEach(() => vi.restoreAllMocks());

/** Runs the Worker's `scheduled` handler as the cron would at `iso`; answers what it queued. */
async function cronAt(iso: string) {
  const sent = catchJobs();
  const controller = createScheduledController({ scheduledTime: new Date(iso), cron: "0 0 * * *" });
  await worker.scheduled(controller, devEnv);
  return sent;
}

const outbox = () => db().select().from(telegramOutbox);

const message = (read: boolean) => ({
  name: "Srey",
  email: "srey@example.com",
  subject: "order",
  message: "Hello",
  read,
});

/** A day with every case: slots of the settings, one they no longer have, cancelled, paid,
 *  another date's unpaid order, read and unread messages. */
async function busyDay() {
  const morning = {
    deliverySlot: "morning",
    deliverySlotLabel: "Morning",
    deliveryStart: "09:00",
    deliveryEnd: "12:00",
  };
  await floristOrder(customer.id, morning);
  await floristOrder(customer.id, { ...morning, status: "confirmed", paymentStatus: "paid" });
  await floristOrder(customer.id, { status: "delivered" }); // afternoon, unpaid
  await floristOrder(customer.id, { ...morning, status: "cancelled" });
  await floristOrder(customer.id, { deliveryDate: "2026-12-05", priceCents: 12350 });
  await floristOrder(customer.id, {
    deliverySlot: "late",
    deliverySlotLabel: "Late <night> & more",
    deliveryStart: "20:00",
    deliveryEnd: "22:00",
    paymentStatus: "paid",
  });
  await db()
    .insert(contactMessages)
    .values([message(false), message(true), message(false)]);
}

const BUSY_DAY_TEXT = [
  "<b>Good morning! Deliveries for Tuesday 1 December 2026</b>",
  "Morning, 09:00–12:00: 2 / 20",
  "Afternoon, 12:00–16:00: 1 / 20",
  "Evening, 16:00–20:00: 0 / 20",
  "Late &lt;night&gt; &amp; more, 20:00–22:00: 1 (slot no longer offered)",
  "<b>Total:</b> 4 deliveries",
  // $57 + $57 + $123.50 at 4,100 riel, rounded to 100 riel.
  "<b>Unpaid:</b> 3 orders, $237.50 · ៛973,800",
  "<b>Unread messages:</b> 2",
].join("\n");

describe("the cron", () => {
  it("queues the summary of the shop's date: 00:00 UTC is 07:00 the same day in Siem Reap", async () => {
    expect(await cronAt("2026-12-01T00:00:00Z")).toEqual([{ kind: "telegram.summary", date: "2026-12-01" }]);
  });

  it("takes the shop's date, not UTC's, at the trigger's own time", async () => {
    expect(await cronAt("2026-11-30T17:00:00Z")).toEqual([{ kind: "telegram.summary", date: "2026-12-01" }]);
    vi.restoreAllMocks();
    expect(await cronAt("2026-11-30T16:59:00Z")).toEqual([{ kind: "telegram.summary", date: "2026-11-30" }]);
  });

  it("logs a refused send and ends normally", async () => {
    vi.spyOn(env.NOTIFICATIONS, "sendBatch").mockRejectedValue(new Error("Queue unavailable"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const controller = createScheduledController({
      scheduledTime: new Date("2026-12-01T00:00:00Z"),
      cron: "0 0 * * *",
    });

    await expect(worker.scheduled(controller, devEnv)).resolves.toBeUndefined();

    expect(logged).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(logged.mock.calls[0]?.[0]))).toEqual({
      event: "notifications.enqueue_failed",
      jobs: [{ kind: "telegram.summary", date: "2026-12-01" }],
      error: "Queue unavailable",
    });
  });
});

describe("telegram.summary", () => {
  it("cron to chat: the day's slots, total, unpaid and unread messages reach the dev outbox, no buttons", async () => {
    await busyDay();
    const jobs = await cronAt("2026-12-01T00:00:00Z");

    const result = await runJobs(jobs);

    expect(result.explicitAcks).toEqual(["msg-0"]);
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ chatId: CHAT_ID, buttons: [], text: BUSY_DAY_TEXT });
  });

  it("an empty day says so in every figure", async () => {
    await runJobs([{ kind: "telegram.summary", date: "2027-01-15" }]);
    const [row] = await outbox();
    expect(row?.text).toBe(
      [
        "<b>Good morning! Deliveries for Friday 15 January 2027</b>",
        "Morning, 09:00–12:00: 0 / 20",
        "Afternoon, 12:00–16:00: 0 / 20",
        "Evening, 16:00–20:00: 0 / 20",
        "<b>Total:</b> 0 deliveries",
        "<b>Unpaid:</b> 0 orders, $0.00 · ៛0",
        "<b>Unread messages:</b> 0",
      ].join("\n"),
    );
  });

  it("with a bot token, sends sendMessage to the shop's chat in HTML without a keyboard", async () => {
    await busyDay();
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(
        Response.json({ ok: true, result: { message_id: 9, chat: { id: Number(CHAT_ID) } } }),
      );

    const result = await runJobs([{ kind: "telegram.summary", date: "2026-12-01" }], { env: botEnv });

    expect(result.explicitAcks).toEqual(["msg-0"]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${TELEGRAM_API}/bot${BOT_TOKEN}/sendMessage`);
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ chat_id: CHAT_ID, parse_mode: "HTML", text: BUSY_DAY_TEXT });
    expect(body).not.toHaveProperty("reply_markup");
    expect(await outbox()).toEqual([]);
  });

  it("tells the dashboard's unpaid figure, after the owner marks an order paid", async () => {
    await busyDay();
    const admin = await createUser({ admin: true });
    const [oldest] = await db().select().from(orders).orderBy(orders.id).limit(1);
    const marked = await call("PUT", `/api/admin/orders/${oldest?.id}/payment`, {
      token: admin.token,
      body: { status: "paid" },
    });
    expect(marked.status).toBe(200);

    const figures = await summaryFigures(db(), "2026-12-01");
    const dashboard = await call("GET", "/api/admin/dashboard", { token: admin.token });
    // $57 + $123.50 left unpaid.
    expect(figures.unpaid).toMatchObject({ count: 2, usd: 180.5 });
    expect(dashboard.json.stats.unpaid_total).toBe(figures.unpaid.usd);
  });

  it("counts a PayWay order waiting for its payment as unpaid, and neither a PayWay payment nor a refund", async () => {
    await floristOrder(customer.id, { paymentMethod: "payway" });
    await floristOrder(customer.id, { paymentMethod: "payway", paymentStatus: "paid" });
    await floristOrder(customer.id, {
      paymentMethod: "payway",
      status: "cancelled",
      paymentStatus: "refunded",
    });
    await floristOrder(customer.id, {
      paymentMethod: "cash",
      status: "cancelled",
      paymentStatus: "refunded",
    });

    await runJobs([{ kind: "telegram.summary", date: "2026-12-01" }]);

    const [row] = await outbox();
    expect(row?.text).toContain("<b>Unpaid:</b> 1 order, $57.00 · ៛233,700");
  });

  it("is retried when Telegram cannot be reached", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost"));
    vi.spyOn(console, "error").mockImplementation(() => {});

    const result = await runJobs([{ kind: "telegram.summary", date: "2026-12-01" }], { env: botEnv });

    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([{ msgId: "msg-0" }]);
  });
});
