// Development-only helpers (docs/decisions/017): the outboxes standing in for the mail
// provider and the shop's Telegram chat, the PayWay gateway (docs/decisions/052), and a day's
// reminders run at once (docs/decisions/073). Anywhere else, or once the real provider is
// configured (RESEND_API_KEY for mail, TELEGRAM_BOT_TOKEN for Telegram), each path 404s.
import { desc, eq } from "drizzle-orm";
import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { dateField, emailField } from "../../shared/schemas";
import { devOutbox, telegramOutbox } from "../db/schema";
import { type AppEnv, type Env, isDevelopment } from "../env";
import { apiNotFound } from "../middleware/errors";
import { validate } from "../middleware/validate";
import { queueDueReminders } from "../notifications/reminder";
import { devPaywayRoutes } from "./dev-payway";

const OUTBOX_LIMIT = 50;

const onlyWithout =
  (provider: (env: Env) => string | undefined): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!isDevelopment(c.env) || provider(c.env)) return apiNotFound(c);
    await next();
  };

/** Development only, whatever the providers (a route of the shop's own, standing in for a cron). */
const developmentOnly = onlyWithout(() => undefined);

export const devRoutes = new Hono<AppEnv>()
  .get(
    "/outbox",
    onlyWithout((env) => env.RESEND_API_KEY),
    validate("query", z.object({ email: emailField })),
    async (c) => {
      const { email } = c.req.valid("query");
      const rows = await c.var.db
        .select()
        .from(devOutbox)
        .where(eq(devOutbox.to, email))
        .orderBy(desc(devOutbox.id))
        .limit(OUTBOX_LIMIT);
      return c.json({
        messages: rows.map((row) => ({
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          attachments: row.attachments,
          // what the message goes with besides the usual headers (a reminder's List-Unsubscribe)
          headers: row.headers,
          code: row.code,
          created_at: row.createdAt,
        })),
      });
    },
  )
  .get(
    "/telegram",
    onlyWithout((env) => env.TELEGRAM_BOT_TOKEN),
    async (c) => {
      const rows = await c.var.db
        .select()
        .from(telegramOutbox)
        .orderBy(desc(telegramOutbox.id))
        .limit(OUTBOX_LIMIT);
      return c.json({
        messages: rows.map((row) => ({
          message_id: row.id,
          chat_id: row.chatId,
          text: row.text,
          buttons: row.buttons,
          // A picture's R2 key (its caption is `text`); null for a text message.
          photo: row.photo,
          created_at: row.createdAt,
        })),
      });
    },
  )
  // The morning cron's reminders for shop date `date`, at once and through the same queue
  // (docs/decisions/073): what is due that day, or missed before it, is queued.
  .post("/reminders/run", developmentOnly, validate("json", z.object({ date: dateField })), async (c) => {
    const queued = await queueDueReminders(c.env, c.var.db, c.req.valid("json").date);
    return c.json({ date: c.req.valid("json").date, queued });
  })
  .route("/payway", devPaywayRoutes);
