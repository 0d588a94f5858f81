// The signed-in customer: GET /api/user/orders (each with its review or null, `?lang=` naming
// the products in that language; one of them is GET /api/orders/:id), PUT /api/user/profile.
import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { PASSWORD_MIN } from "../../shared/limits";
import { profileUpdateBody } from "../../shared/schemas";
import { users } from "../db/schema";
import { hasPassword, userWire } from "../db/wire";
import type { AppEnv } from "../env";
import { fail, invalid } from "../http/fail";
import { requireUser } from "../middleware/auth";
import { authRateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { hashPassword, verifyPassword } from "../services/accounts/passwords";
import { issueToken } from "../services/accounts/tokens";
import { langField } from "../services/catalogue/catalogue-queries";
import { myOrdersPageQuery, myOrderWire, ownerNames } from "../services/orders/my-orders";
import { cursorId, pageOf, pageQuery } from "../services/paging";
import { exchangeRate } from "../services/settings";

export const userRoutes = new Hono<AppEnv>()
  .use(requireUser)
  // Each order with its review, so /orders offers the form or shows the review written. Without
  // `limit` or `cursor` the spec's bare array of the newest 50; with either, a page.
  .get("/orders", validate("query", pageQuery.extend({ lang: langField })), async (c) => {
    const { limit, cursor, lang } = c.req.valid("query");
    const [rows, rate, names] = await Promise.all([
      myOrdersPageQuery(c.var.db, c.var.user.id, cursorId(cursor), limit),
      exchangeRate(c.var.db),
      ownerNames(c.var.db, lang),
    ]);
    const page = pageOf(rows, limit, (row) => [row.order.id]);
    const items = page.items.map((row) => myOrderWire(row, lang, names, rate));
    const params = new URL(c.req.url).searchParams;
    if (!params.has("limit") && !params.has("cursor")) return c.json(items);
    return c.json({ orders: items, next_cursor: page.next_cursor });
  })
  // The current-password check is a password guess like a login: same per-IP limit.
  .put("/profile", authRateLimit, validate("json", profileUpdateBody), async (c) => {
    // The schema keeps only these fields: an e-mail or is_admin in the body never gets here.
    const { name, mobile, address, current_password, new_password } = c.req.valid("json");
    const me = c.var.user;
    // An account without a password (made by an e-mail code) sets its first one without a
    // current password; one with a password changes it only with the right current one
    // (docs/decisions/060).
    const withPassword = hasPassword(me);

    if (!new_password || (withPassword && !current_password)) {
      const [row] = await c.var.db
        .update(users)
        .set({ name, mobile, address })
        .where(eq(users.id, me.id))
        .returning();
      if (!row) throw fail(404, "userNotFound");
      return c.json({ user: userWire(row) });
    }

    if (new_password.length < PASSWORD_MIN) {
      throw invalid([{ path: "new_password", message: `must be at least ${PASSWORD_MIN} characters` }]);
    }
    if (withPassword && !(await verifyPassword(current_password ?? "", me.passwordHash))) {
      throw fail(400, "wrongCurrentPassword");
    }
    // Bumping the token version voids every earlier token, the caller's too; the caller
    // gets a fresh one, so its session goes on. The version check makes two racing changes
    // settle on one winner.
    const [row] = await c.var.db
      .update(users)
      .set({
        name,
        mobile,
        address,
        passwordHash: await hashPassword(new_password),
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(and(eq(users.id, me.id), eq(users.tokenVersion, me.tokenVersion)))
      .returning();
    if (!row) throw fail(401, "invalidToken");
    return c.json({ user: userWire(row), access_token: await issueToken(c.env, row) });
  });
