// Test tools for notifications: the Telegram settings a test runs with, an order with every
// florist detail (and its proof of payment in R2), the jobs the Worker queues caught on their way out, and the consumer run
// on a batch of them with its ack/retry outcome.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { vi } from "vitest";
import { type OrderRow, orders, telegramOutbox } from "../db/schema";
import type { Env } from "../env";
import worker from "../index";
import { handleNotifications } from "../notifications/consumer";
import type { NotificationJob } from "../notifications/jobs";
import { SECRET_HEADER } from "../routes/telegram";
import { emptyShop, seedOrder } from "./fixtures";
import { createUser, db, type SeededUser } from "./helpers";
import { PNG } from "./images";

export const CHAT_ID = "-1001234567890";
export const WEBHOOK_SECRET = "test-telegram-webhook-secret";
export const BOT_TOKEN = "123456:test-bot-token";

/** Development without a bot token or mail key: both outboxes stand in for the providers. */
export const devEnv: Env = {
  ...env,
  ENVIRONMENT: "development",
  RESEND_API_KEY: "",
  TELEGRAM_BOT_TOKEN: "",
  TELEGRAM_CHAT_ID: CHAT_ID,
  TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
};
export const botEnv: Env = { ...devEnv, TELEGRAM_BOT_TOKEN: BOT_TOKEN };

/** An order as the florist form places it, written straight to D1 (`changes` on top). */
export async function floristOrder(userId: number, changes: Partial<OrderRow> = {}): Promise<OrderRow> {
  const seeded = await seedOrder({ userId, price: 57 });
  const [row] = await db()
    .update(orders)
    .set({
      customerName: "Sokha Chan",
      customerEmail: "sokha@example.com",
      customerMobile: "+855 12 345 678",
      address: "Sivatha Blvd 12",
      landmark: "Near the Old Market",
      productName: "Angkor Red Roses",
      size: "deluxe",
      addOns: [{ id: 1, name: "Glass vase", priceCents: 1200 }],
      areaName: "Siem Reap town",
      deliveryDate: "2026-12-01",
      deliverySlot: "afternoon",
      deliverySlotLabel: "Afternoon",
      deliveryStart: "12:00",
      deliveryEnd: "16:00",
      recipientName: "Dara Sok",
      recipientPhone: "+855 98 111 222",
      cardMessage: "Happy birthday, Dara!",
      locationLat: 13.3621,
      locationLng: 103.8597,
      ...changes,
    })
    .where(eq(orders.id, seeded.id))
    .returning();
  if (!row) throw new Error("order update failed");
  return row;
}

/** Stores `bytes` in R2 as order `orderId`'s proof of payment, as an upload does; answers its key. */
export async function giveProof(orderId: number, bytes: Uint8Array = PNG, contentType = "image/png") {
  const key = `private/payment-proofs/${orderId}/${crypto.randomUUID()}.${contentType.split("/")[1]}`;
  await env.IMAGES.put(key, bytes, { httpMetadata: { contentType } });
  await db()
    .update(orders)
    .set({ paymentProofKey: key, paymentProofAt: new Date().toISOString() })
    .where(eq(orders.id, orderId));
  return key;
}

/** A clean start for a notifications test: no orders, an empty dev chat, the dev mail and chat
 *  logs kept quiet (undone by vi.restoreAllMocks); answers a fresh customer. */
export async function quietFreshStart(): Promise<SeededUser> {
  await emptyShop();
  await db().delete(telegramOutbox);
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  return createUser();
}

export const orderNow = async (id: number) => {
  const row = await db().query.orders.findFirst({ where: eq(orders.id, id) });
  if (!row) throw new Error(`no order ${id}`);
  return row;
};

/** Catches the jobs the Worker queues (the queue itself is not used, so nothing runs on its own). */
export function catchJobs(): NotificationJob[] {
  const jobs: NotificationJob[] = [];
  vi.spyOn(env.NOTIFICATIONS, "sendBatch").mockImplementation(async (messages) => {
    jobs.push(...[...messages].map((message) => message.body as NotificationJob));
    return {
      metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } },
    } as unknown as QueueSendBatchResponse;
  });
  return jobs;
}

export const NOTIFICATIONS_QUEUE = "siem-reap-flowers-notifications";

/** Runs the consumer on `jobs` as one batch and answers which messages were acked or retried. */
export async function runJobs(
  jobs: NotificationJob[],
  options: { env?: Env; queue?: string; attempts?: number } = {},
) {
  const batch = createMessageBatch<NotificationJob>(
    options.queue ?? NOTIFICATIONS_QUEUE,
    jobs.map((body, index) => ({
      id: `msg-${index}`,
      timestamp: new Date(),
      attempts: options.attempts ?? 1,
      body,
    })),
  );
  // The test harness keeps which messages were retried, not the delay asked for.
  const retries = batch.messages.map((message) => vi.spyOn(message, "retry"));
  const ctx = createExecutionContext();
  await handleNotifications(batch, options.env ?? devEnv, ctx);
  const result = await getQueueResult(batch, ctx);
  const retryDelays = Object.fromEntries(
    batch.messages.flatMap((message, index) =>
      (retries[index]?.mock.calls ?? []).map(([retryOptions]) => [message.id, retryOptions?.delaySeconds]),
    ),
  );
  return { ...result, retryDelays };
}

/** Calls the Worker in-process with the test's Telegram settings (and a context for waitUntil). */
export const callWorker = (path: string, init: RequestInit, withEnv: Env = devEnv) =>
  worker.request(path, init, withEnv, createExecutionContext());

/** The chat message a tap comes from, unless the test says which. */
export const TAPPED_MESSAGE_ID = 42;

/** A button tap as Telegram posts it to the webhook, under message `messageId`. */
export function tapUpdate(
  updateId: number,
  data: string,
  chatId: string | number = CHAT_ID,
  messageId = TAPPED_MESSAGE_ID,
) {
  return {
    update_id: updateId,
    callback_query: {
      id: `cbq-${updateId}`,
      from: { id: 777, is_bot: false, first_name: "Owner" },
      message: { message_id: messageId, chat: { id: Number(chatId), type: "supergroup" } },
      chat_instance: "1",
      data,
    },
  };
}

export const postWebhook = (body: unknown, secret: string | null = WEBHOOK_SECRET, withEnv: Env = devEnv) =>
  callWorker(
    "/api/telegram/webhook",
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(secret === null ? {} : { [SECRET_HEADER]: secret }),
      },
      body: JSON.stringify(body),
    },
    withEnv,
  );
