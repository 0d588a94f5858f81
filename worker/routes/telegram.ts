// POST /api/telegram/webhook: the shop chat's button taps (florist.md §6, docs/decisions/036).
// Only Telegram knows the secret header; an update is handled once; a tap counts only from
// the configured chat and goes through the dashboard's own rules. Every callback query is
// answered in the reply itself (Telegram's webhook reply), so the button stops spinning.
import { eq, lt } from "drizzle-orm";
import { Hono } from "hono";
import { STATUS_LABELS } from "../../shared/orders";
import { PAYMENT_STATUS_LABELS } from "../../shared/payment";
import type { Db } from "../db/client";
import { telegramUpdates } from "../db/schema";
import type { AppEnv, Env } from "../env";
import { type NotificationJob, notifyLater, refreshJobs, statusJobs } from "../notifications/jobs";
import { parseAction, type TelegramAction } from "../notifications/telegram";
import { clock } from "../services/clock";
import { type Actor, telegramActor } from "../services/order-events";
import { moveOrder, setPaymentStatus } from "../services/order-status";
import { timingSafeEqual } from "../services/passwords";

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
};

interface CallbackQuery {
  id: string;
  from?: { id?: number; first_name?: string; username?: string };
  message?: { chat?: { id?: number; type?: string } };
  data?: string;
}

interface Update {
  update_id?: unknown;
  callback_query?: CallbackQuery;
}

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
  if (!env.TELEGRAM_CHAT_ID || chat?.id === undefined || String(chat.id) !== env.TELEGRAM_CHAT_ID)
    return false;
  return chat.type !== "private" || String(query.from?.id) === env.TELEGRAM_CHAT_ID;
}

/** Applies a tap; answers what the tapper is told and the jobs to queue. */
async function apply(
  db: Db,
  action: TelegramAction,
  actor: Actor,
): Promise<{ text: string; jobs: NotificationJob[] }> {
  const id = action.orderId;
  if (action.kind === "status") {
    const outcome = await moveOrder(db, id, action.status, actor);
    if (outcome.ok)
      return { text: TAP_ANSWERS.moved(id, action.status), jobs: statusJobs(id, action.status) };
    if (outcome.reason === "not_found") return { text: TAP_ANSWERS.notFound(id), jobs: [] };
    // The message's buttons were stale: show the order as it is now.
    return {
      text: TAP_ANSWERS.notAllowed(id, outcome.from, action.status),
      jobs: refreshJobs(id),
    };
  }
  const result = await setPaymentStatus(db, id, action.status, clock.now(), actor);
  if (!result) return { text: TAP_ANSWERS.notFound(id), jobs: [] };
  return {
    text: TAP_ANSWERS.paid(id, action.status),
    jobs: result.changed ? refreshJobs(id) : [],
  };
}

export const telegramRoutes = new Hono<AppEnv>().post("/webhook", async (c) => {
  if (!(await secretMatches(c.env, c.req.header(SECRET_HEADER)))) {
    return c.json({ detail: "Unauthorized" }, 401);
  }
  const update = (await c.req.json().catch(() => null)) as Update | null;
  const updateId = update?.update_id;
  // Telegram retries any answer but 200: something unreadable is acknowledged and dropped.
  if (typeof updateId !== "number" || !Number.isSafeInteger(updateId)) return c.json({});
  const db = c.var.db;
  const now = clock.now();
  // Telegram redelivers an update for a day at most, and may start its ids again low after a
  // week without updates: ids older than a day are forgotten, in the same round trip.
  const [, [fresh]] = await db.batch([
    db
      .delete(telegramUpdates)
      .where(lt(telegramUpdates.receivedAt, new Date(now.getTime() - DAY_MS).toISOString())),
    db
      .insert(telegramUpdates)
      .values({ updateId, receivedAt: now.toISOString() })
      .onConflictDoNothing()
      .returning({ updateId: telegramUpdates.updateId }),
  ]);
  if (!fresh) return c.json({});

  const query = update?.callback_query;
  if (!query || typeof query.id !== "string") return c.json({});
  const answer = (text?: string) =>
    c.json({ method: "answerCallbackQuery", callback_query_id: query.id, ...(text ? { text } : {}) });
  if (!fromShopChat(c.env, query)) {
    console.warn(JSON.stringify({ event: "telegram.foreign_chat", chat: query.message?.chat?.id }));
    return answer();
  }
  const action = parseAction(query.data ?? "");
  if (!action) return answer(TAP_ANSWERS.unknownButton);
  try {
    const { text, jobs } = await apply(c.var.db, action, telegramActor(query.from));
    notifyLater(c, jobs);
    return answer(text);
  } catch (error) {
    // Let Telegram's redelivery of this update be handled, not dropped as a replay.
    await c.var.db.delete(telegramUpdates).where(eq(telegramUpdates.updateId, updateId));
    throw error;
  }
});
