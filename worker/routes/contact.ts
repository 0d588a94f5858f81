// POST /api/contact (florist.md §7, docs/decisions/040): a visitor's message to the shop,
// no login. Limited per client IP, a honeypot for the simplest bots, Turnstile when
// TURNSTILE_SECRET is set; the message is stored for the Inbox and the shop is told on
// Telegram and by e-mail after the answer.
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { ContactSent } from "../../shared/contact";
import { DETAIL } from "../../shared/messages";
import { contactBody } from "../../shared/schemas";
import { contactMessages } from "../db/schema";
import type { AppEnv } from "../env";
import { fail } from "../middleware/errors";
import { validate } from "../middleware/validate";
import { contactJobs, notifyLater } from "../notifications/jobs";
import { requireTurnstile } from "../services/turnstile";

/** CONTACT_LIMITER (wrangler.toml) per client IP, as the account routes' AUTH_LIMITER. */
const contactRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  // Set by Cloudflare's edge and wrangler dev; only in-process test calls come without it.
  const ip = c.req.header("CF-Connecting-IP");
  if (ip && c.env.CONTACT_LIMITER) {
    const { success } = await c.env.CONTACT_LIMITER.limit({ key: `contact:${ip}` });
    if (!success) throw fail(429, DETAIL.tooManyRequests);
  }
  await next();
});

/** One answer type for both outcomes, as the typed client reads it. */
const sent = (id: number | null): ContactSent => ({ ok: true, id });

export const contactRoutes = new Hono<AppEnv>().post(
  "/",
  contactRateLimit,
  validate("json", contactBody),
  async (c) => {
    const { website, turnstile_token, ...message } = c.req.valid("json");
    // A person never sees the honeypot; a bot that fills it is told all went well.
    if (website?.trim()) {
      console.warn(JSON.stringify({ event: "contact.honeypot" }));
      return c.json(sent(null), 201);
    }
    if (c.env.TURNSTILE_SECRET) {
      await requireTurnstile(c.env.TURNSTILE_SECRET, turnstile_token, c.req.header("CF-Connecting-IP"));
    }
    const [row] = await c.var.db
      .insert(contactMessages)
      .values(message)
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("contact message insert failed");
    notifyLater(c, contactJobs(row.id));
    return c.json(sent(row.id), 201);
  },
);
