// POST /api/telegram/webhook: the shop chat's button taps (docs/decisions/036).
// Only Telegram knows the secret header; an update is handled once, recorded in the batch of
// the change it makes; a tap counts only from the configured chat and goes through the
// dashboard's own rules; "Mark paid" first asks whether the money arrived.
// Every callback query is answered in the reply itself (Telegram's webhook reply), so the
// button stops spinning; the message's buttons change through the notifications queue.
import { eq, lt, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { formatUsd } from "../../shared/money";
import { STATUS_LABELS } from "../../shared/orders";
import { PAYMENT_STATUS_LABELS } from "../../shared/payment";
import { toDollars } from "../../shared/pricing";
import type { Db } from "../db/client";
import { type OrderRow, orders, telegramUpdates } from "../db/schema";
import type { AppEnv, Env } from "../env";
import { fail } from "../http/fail";
import { type NotificationJob, notifyLater, refreshJobs, statusJobs } from "../notifications/jobs";
import { totalText } from "../notifications/order-facts";
import { parseAction, type TelegramAction } from "../notifications/telegram";
import { timingSafeEqual } from "../services/accounts/passwords";
import { clock } from "../services/clock";
import { type Actor, telegramActor } from "../services/orders/order-events";
import { moveOrder, setPaymentStatus, type WithChange } from "../services/orders/order-status";
import { exchangeRate } from "../services/settings";

const DAY_MS = 24 * 60 * 60 * 1000;

export const SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token";

/** What the tapper sees (a short toast), kept here: the shop's chat is the owner's, in English. */
const TAP_ANSWERS = {
  unknownButton: "This button is no longer valid.",
  notFound: (id: number) => `Order #${id} not found.`,
  moved: (id: number, status: keyof typeof STATUS_LABELS) => `Order #${id}: ${STATUS_LABELS[status]}.`,
  notAllowed: (id: number, from: keyof typeof STATUS_LABELS, to: keyof typeof STATUS_LABELS) =>
    `Order #${id} is ${STATUS_LABELS[from]}: it cannot become ${STATUS_LABELS[to]}.`,
  paid: (id: number, status: keyof typeof PAYMENT_STATUS_LABELS) =>
    `Order #${id}: ${PAYMENT_STATUS_LABELS[status]}.`,
  /** Mark paid's question, with the order's amount as D1 has it, asked where that money shows. */
  askPaid: (order: OrderRow, rate: number) => {
    const usd = formatUsd(toDollars(order.priceCents));
    switch (order.paymentMethod) {
      case "cash":
        return `Order #${order.id}: ${totalText(order, rate)} collected in cash? Tap "Yes, mark paid" if so.`;
      case "khqr":
        return `Order #${order.id}: ${usd} arrived in your bank app? Tap "Yes, mark paid" if so.`;
      case "payway":
        return `Order #${order.id}: ${usd} shows as paid in your PayWay portal? Tap "Yes, mark paid" if so.`;
    }
  },
  notYet: (id: number) => `Order #${id} stays unpaid.`,
  /** A refund is final (docs/decisions/052): a payment button left on an old message changes nothing. */
  refunded: (id: number) => `Order #${id} is refunded: its payment cannot change.`,
};

/** The part of an update read here; Telegram's many other fields pass unread. */
const updateSchema = z.object({
  update_id: z.int(),
  callback_query: z
    .object({
      id: z.string(),
      from: z
        .object({ id: z.int(), first_name: z.string().optional(), username: z.string().optional() })
        .optional(),
      message: z
        .object({
          message_id: z.int().optional(),
          chat: z.object({ id: z.int(), type: z.string().optional() }),
        })
        .optional(),
      data: z.string().optional(),
    })
    .optional(),
});

type CallbackQuery = NonNullable<z.infer<typeof updateSchema>["callback_query"]>;

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** Compares digests, so neither the length nor the bytes of the secret leak through timing. */
async function secretMatches(env: Env, given: string | undefined): Promise<boolean> {
  const secret = env.TELEGRAM_WEBHOOK_SECRET;
  if (!secret || given === undefined) return false;
  return timingSafeEqual(await digest(given), await digest(secret));
}

/** The configured chat; in a private chat with the bot, the owner alone (chat id = user id). */
function fromShopChat(env: Env, query: CallbackQuery): boolean {
  const chat = query.message?.chat;
  if (!env.TELEGRAM_CHAT_ID || !chat || String(chat.id) !== env.TELEGRAM_CHAT_ID) return false;
  return chat.type !== "private" || String(query.from?.id) === env.TELEGRAM_CHAT_ID;
}

/** Forgets ids older than a day (Telegram redelivers an update for a day at most, and may start
 *  its ids again low after a week without updates), then answers whether `updateId` was handled. */
async function handledAlready(db: Db, updateId: number, now: Date): Promise<boolean> {
  const [, seen] = await db.batch([
    db
      .delete(telegramUpdates)
      .where(lt(telegramUpdates.receivedAt, new Date(now.getTime() - DAY_MS).toISOString())),
    db
      .select({ updateId: telegramUpdates.updateId })
      .from(telegramUpdates)
      .where(eq(telegramUpdates.updateId, updateId)),
  ]);
  return seen.length > 0;
}

interface Outcome {
  /** What the tapper is told; `alert` when it is a question to read, not a passing toast. */
  text: string;
  alert?: boolean;
  jobs: NotificationJob[];
  /** Whether the update is recorded yet (in the batch of the change it made). */
  recorded: boolean;
}

/** The jobs that set the tapped message's buttons (none when Telegram did not say which message). */
const buttonsJobs = (orderId: number, messageId: number | undefined, askPaid: boolean): NotificationJob[] =>
  messageId === undefined ? [] : [{ kind: "telegram.buttons", orderId, messageId, askPaid }];

/** A Mark paid or Not yet tap: changes nothing, and asks, or puts the usual buttons back. */
async function answerOnly(
  db: Db,
  action: Extract<TelegramAction, { kind: "askPaid" | "notYet" }>,
  messageId: number | undefined,
): Promise<Outcome> {
  const id = action.orderId;
  const order = await db.query.orders.findFirst({ where: eq(orders.id, id) });
  if (!order) return { text: TAP_ANSWERS.notFound(id), jobs: [], recorded: false };
  const asking = action.kind === "askPaid" && order.paymentStatus === "unpaid";
  const jobs = buttonsJobs(id, messageId, asking);
  if (asking)
    return { text: TAP_ANSWERS.askPaid(order, await exchangeRate(db)), alert: true, jobs, recorded: false };
  const text =
    order.paymentStatus === "unpaid" ? TAP_ANSWERS.notYet(id) : TAP_ANSWERS.paid(id, order.paymentStatus);
  return { text, jobs, recorded: false };
}

/** Applies a tap on message `messageId`, recording the update in the batch of the change it makes. */
async function apply(
  db: Db,
  action: TelegramAction,
  actor: Actor,
  record: WithChange,
  messageId: number | undefined,
): Promise<Outcome> {
  const id = action.orderId;
  if (action.kind === "askPaid" || action.kind === "notYet") return answerOnly(db, action, messageId);
  if (action.kind === "status") {
    const outcome = await moveOrder(db, id, action.status, actor, record);
    if (outcome.ok)
      return {
        text: TAP_ANSWERS.moved(id, action.status),
        jobs: statusJobs(id, action.status),
        recorded: true,
      };
    if (outcome.reason === "not_found") return { text: TAP_ANSWERS.notFound(id), jobs: [], recorded: false };
    // The message's buttons were stale: show the order as it is now.
    return {
      text: TAP_ANSWERS.notAllowed(id, outcome.from, action.status),
      jobs: refreshJobs(id),
      recorded: false,
    };
  }
  // Only from the other of paid and unpaid: a refund made meanwhile is never undone from here.
  const from = action.status === "paid" ? "unpaid" : "paid";
  const result = await setPaymentStatus(db, id, action.status, clock.now(), actor, {
    withChange: record,
    from,
  });
  if (!result) return { text: TAP_ANSWERS.notFound(id), jobs: [], recorded: false };
  // The order's message follows the change; a proof's picture that was tapped gets its own buttons back.
  const otherMessage = messageId !== result.order.telegramMessageId;
  if (result.order.paymentStatus === "refunded")
    // A stale button: the message is drawn afresh, without it.
    return {
      text: TAP_ANSWERS.refunded(id),
      jobs: [...refreshJobs(id), ...(otherMessage ? buttonsJobs(id, messageId, false) : [])],
      recorded: false,
    };
  return {
    text: TAP_ANSWERS.paid(id, action.status),
    jobs: [
      ...(result.changed ? refreshJobs(id) : []),
      ...(otherMessage ? buttonsJobs(id, messageId, false) : []),
    ],
    recorded: result.changed,
  };
}

export const telegramRoutes = new Hono<AppEnv>().post("/webhook", async (c) => {
  if (!(await secretMatches(c.env, c.req.header(SECRET_HEADER)))) {
    throw fail(401, "webhookUnauthorized");
  }
  // Telegram retries any answer but 200: a malformed update is acknowledged and changes nothing,
  // not even the record of its id (a well-formed delivery of that id is still handled).
  const parsed = updateSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) return c.json({});
  const { update_id: updateId, callback_query: query } = parsed.data;
  const db = c.var.db;
  const now = clock.now();
  if (await handledAlready(db, updateId, now)) return c.json({});
  const receivedAt = now.toISOString();
  // An update that changes nothing is recorded alone. False when another delivery of it was
  // recorded since the check: this one is the replay, and answers nothing.
  const recordAlone = async () =>
    (
      await db
        .insert(telegramUpdates)
        .values({ updateId, receivedAt })
        .onConflictDoNothing()
        .returning({ updateId: telegramUpdates.updateId })
    ).length > 0;
  if (!query) {
    await recordAlone();
    return c.json({});
  }
  const answer = (text?: string, alert?: boolean) =>
    c.json({
      method: "answerCallbackQuery",
      callback_query_id: query.id,
      ...(text ? { text } : {}),
      ...(alert ? { show_alert: true } : {}),
    });
  if (!fromShopChat(c.env, query)) {
    console.warn(JSON.stringify({ event: "telegram.foreign_chat", chat: query.message?.chat.id }));
    return (await recordAlone()) ? answer() : c.json({});
  }
  const action = parseAction(query.data ?? "");
  if (!action) return (await recordAlone()) ? answer(TAP_ANSWERS.unknownButton) : c.json({});
  // Recorded only if the change is made, by a plain INSERT: if another delivery of this update
  // recorded it since our check, the key is taken and the batch fails whole, change included.
  const record: WithChange = (changing) => [
    db.insert(telegramUpdates).select((qb) =>
      qb
        .select({ updateId: sql<number>`${updateId}`, receivedAt: sql<string>`${receivedAt}` })
        .from(orders)
        .where(changing)
        .getSQL(),
    ),
  ];
  let outcome: Outcome;
  try {
    outcome = await apply(db, action, telegramActor(query.from), record, query.message?.message_id);
  } catch (error) {
    if (await handledAlready(db, updateId, now)) return c.json({});
    // Nothing was recorded: Telegram's redelivery of this update is handled afresh.
    throw error;
  }
  if (!outcome.recorded && !(await recordAlone())) return c.json({});
  notifyLater(c, outcome.jobs);
  return answer(outcome.text, outcome.alert);
});
