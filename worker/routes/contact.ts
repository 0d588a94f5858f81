// POST /api/contact (docs/decisions/040): a visitor's message to the shop,
// no login. Limited per client IP, a honeypot for the simplest bots, Turnstile when
// TURNSTILE_SECRET and TURNSTILE_SITE_KEY are both set; the message is stored for the Inbox and the shop is told on
// Telegram and by e-mail after the answer.
import { Hono } from "hono";
import type { ContactSent } from "../../shared/contact";
import { contactBody } from "../../shared/schemas";
import { contactMessages } from "../db/schema";
import type { AppEnv } from "../env";
import { contactRateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { contactJobs, notifyLater } from "../notifications/jobs";
import { requireTurnstile, turnstileSecret } from "../services/turnstile";

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
    const secret = turnstileSecret(c.env);
    if (secret) await requireTurnstile(secret, turnstile_token, c.req.header("CF-Connecting-IP"));
    const [row] = await c.var.db
      .insert(contactMessages)
      .values(message)
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("contact message insert failed");
    notifyLater(c, contactJobs(row.id));
    return c.json(sent(row.id), 201);
  },
);
