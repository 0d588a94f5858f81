// Development-only helpers: the dev outbox of e-mails (docs/decisions/017).
// Anywhere else, or once a real mail provider is configured, these paths 404.
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { emailField } from "../../shared/schemas";
import { devOutbox } from "../db/schema";
import { type AppEnv, isDevelopment } from "../env";
import { apiNotFound } from "../middleware/errors";
import { validate } from "../middleware/validate";

const OUTBOX_LIMIT = 50;

export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isDevelopment(c.env) || c.env.RESEND_API_KEY) return apiNotFound(c);
    await next();
  })
  .get("/outbox", validate("query", z.object({ email: emailField })), async (c) => {
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
        code: row.code,
        created_at: row.createdAt,
      })),
    });
  });
