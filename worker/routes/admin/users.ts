// Admin users: GET /api/admin/users (paged, searched) and PUT /api/admin/users/:id/suspend (a toggle).
import { and, eq, not } from "drizzle-orm";
import { Hono } from "hono";
import { users } from "../../db/schema";
import { userWire } from "../../db/wire";
import type { AppEnv } from "../../env";
import { fail } from "../../http/fail";
import { idParam, validate } from "../../middleware/validate";
import { usersListQuery, usersPageQuery } from "../../services/admin-lists";
import { cursorId, pageOf } from "../../services/paging";

export const adminUserRoutes = new Hono<AppEnv>()
  // A page (ADR 038); no parameter is the first page.
  .get("/", validate("query", usersListQuery), async (c) => {
    const { limit, cursor, ...filters } = c.req.valid("query");
    const rows = await usersPageQuery(c.var.db, filters, cursorId(cursor), limit);
    const page = pageOf(rows, limit, (row) => [row.id]);
    return c.json({ users: page.items.map(userWire), next_cursor: page.next_cursor });
  })
  .put("/:id/suspend", async (c) => {
    const id = idParam(c.req.param("id"), "userNotFound");
    if (id === c.var.user.id) throw fail(400, "cannotSuspendSelf");

    const target = await c.var.db.query.users.findFirst({ where: eq(users.id, id) });
    if (!target) throw fail(404, "userNotFound");
    if (target.isAdmin) throw fail(400, "cannotSuspendAdmin");

    // `is_admin = false` in the WHERE keeps a user promoted meanwhile from being suspended.
    // The auth guard re-reads this flag on every request, so existing tokens stop at once.
    const [updated] = await c.var.db
      .update(users)
      .set({ isSuspended: not(users.isSuspended) })
      .where(and(eq(users.id, id), eq(users.isAdmin, false)))
      .returning();
    if (!updated) throw fail(400, "cannotSuspendAdmin");
    return c.json(userWire(updated));
  });
