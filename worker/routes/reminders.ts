// "Remind me next year" (docs/decisions/073). The signed-in customer's own reminders:
// GET /api/user/reminders, POST /api/user/reminders { occasion, date?, order_id? } (201),
// DELETE /api/user/reminders/{id} (another's is 404). And the e-mail's one-click unsubscribe,
// signed out: GET /api/reminders/unsubscribe?token=… (a page asking to confirm) and POST to the
// same address (RFC 8058: stops it with no other step).
import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { addDays, shopToday } from "../../shared/delivery";
import { type Locale, preferredLocale } from "../../shared/i18n/locales";
import { firstSendDay, monthDayOf, reminderCreateBody } from "../../shared/reminders";
import { orders } from "../db/schema";
import type { AppEnv } from "../env";
import { fail, invalid } from "../http/fail";
import { requireUser } from "../middleware/auth";
import { idParam, validate } from "../middleware/validate";
import { langField } from "../services/catalogue/catalogue-queries";
import { clock } from "../services/clock";
import {
  deleteReminder,
  insertReminderUnderCap,
  remindersOf,
  reminderWire,
  reminderWithProduct,
  stopReminder,
} from "../services/reminders/reminders";
import { readUnsubscribeToken } from "../services/reminders/unsubscribe";
import {
  UNSUBSCRIBE_PAGE_CSP,
  type UnsubscribePageState,
  unsubscribePage,
} from "../services/reminders/unsubscribe-page";

/** How far ahead a reminder's day may be: its next year must be plain. */
const AHEAD_DAYS = 366;

const langQuery = z.object({ lang: langField });

export const userReminderRoutes = new Hono<AppEnv>()
  .use(requireUser)
  // `?lang=` names the bouquets in that language.
  .get("/", validate("query", langQuery), async (c) => {
    const { lang } = c.req.valid("query");
    const rows = await remindersOf(c.var.db, c.var.user.id);
    return c.json(rows.map((row) => reminderWire(row, lang)));
  })
  // With `order_id` (one of the customer's orders) the reminder is for its bouquet, in its
  // language, on its delivery date unless `date` says otherwise; without, in `?lang=`'s language.
  .post("/", validate("query", langQuery), validate("json", reminderCreateBody), async (c) => {
    const { occasion, date, order_id } = c.req.valid("json");
    const { lang } = c.req.valid("query");
    const db = c.var.db;
    let day = date ?? null;
    let productId: number | null = null;
    let locale: Locale = lang ?? "en";
    if (order_id !== undefined) {
      const order = await db.query.orders.findFirst({
        where: and(eq(orders.id, order_id), eq(orders.userId, c.var.user.id)),
        columns: { productId: true, locale: true, deliveryDate: true },
      });
      if (!order) throw fail(404, "orderNotFound");
      productId = order.productId;
      locale = order.locale;
      day ??= order.deliveryDate;
    }
    if (day === null)
      throw invalid([{ path: "date", message: "is required without an order's delivery date" }]);
    const today = shopToday(clock.now());
    if (day > addDays(today, AHEAD_DAYS)) {
      throw invalid([{ path: "date", message: "must be within a year from today" }]);
    }
    const added = await insertReminderUnderCap(db, {
      userId: c.var.user.id,
      occasion,
      monthDay: monthDayOf(day),
      productId,
      locale,
      nextSend: firstSendDay(day, today),
    });
    if (added === null) throw fail(409, "tooManyReminders");
    const row = await reminderWithProduct(db, added.id);
    if (!row) throw new Error(`reminder ${added.id} vanished after its insert`);
    // asked for again: the one kept already, unchanged
    return c.json(reminderWire(row, lang), added.created ? 201 : 200);
  })
  .delete("/:id", async (c) => {
    const id = idParam(c.req.param("id"), "reminderNotFound");
    if (!(await deleteReminder(c.var.db, c.var.user.id, id))) throw fail(404, "reminderNotFound");
    return c.body(null, 204);
  });

const tokenQuery = z.object({ token: z.string().max(2000).optional() });

export const reminderUnsubscribeRoutes = new Hono<AppEnv>()
  // Asks to confirm: a GET changes nothing, so a scanner opening the link stops nothing.
  .get("/unsubscribe", validate("query", tokenQuery), async (c) => {
    const token = c.req.valid("query").token ?? "";
    const claim = await readUnsubscribeToken(c.env, token);
    if (!claim)
      return page(c, preferredLocale(c.req.header("Accept-Language")) ?? "en", { kind: "invalid" }, 400);
    const row = await reminderWithProduct(c.var.db, claim.reminderId);
    return page(
      c,
      claim.locale,
      row
        ? { kind: "confirm", token, occasion: row.occasion, monthDay: row.monthDay }
        : { kind: "alreadyStopped" },
    );
  })
  // RFC 8058's one-click POST (a mail client's button, or the page's): stops it at once. A
  // browser gets the page that says so; any other client `{ unsubscribed: true }`.
  .post("/unsubscribe", validate("query", tokenQuery), async (c) => {
    const wantsPage = (c.req.header("Accept") ?? "").includes("text/html");
    const claim = await readUnsubscribeToken(c.env, c.req.valid("query").token ?? "");
    if (!claim) {
      if (!wantsPage) throw fail(400, "badUnsubscribeLink");
      return page(c, preferredLocale(c.req.header("Accept-Language")) ?? "en", { kind: "invalid" }, 400);
    }
    const row = await reminderWithProduct(c.var.db, claim.reminderId);
    const stopped = row !== null && (await stopReminder(c.var.db, claim.reminderId));
    if (!wantsPage) return c.json({ unsubscribed: true });
    return page(
      c,
      claim.locale,
      row && stopped
        ? { kind: "done", occasion: row.occasion, monthDay: row.monthDay }
        : { kind: "alreadyStopped" },
    );
  });

function page(c: Context<AppEnv>, locale: Locale, state: UnsubscribePageState, status: 200 | 400 = 200) {
  c.header("Content-Security-Policy", UNSUBSCRIBE_PAGE_CSP);
  c.header("Cache-Control", "no-store");
  return c.html(unsubscribePage(c.env, locale, state), status);
}
