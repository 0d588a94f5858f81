// Admin users: GET /api/admin/users and PUT /api/admin/users/:id/suspend (a toggle).
import { and, desc, eq, not } from "drizzle-orm";
import { Hono } from "hono";
import { DETAIL } from "../../../shared/messages";
import { users } from "../../db/schema";
import { userWire } from "../../db/wire";
import type { AppEnv } from "../../env";
import { fail } from "../../middleware/errors";
import { idParam } from "../../middleware/validate";

export const adminUserRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const rows = await c.var.db.select().from(users).orderBy(desc(users.id));
    return c.json({ users: rows.map(userWire) });
  })
  .put("/:id/suspend", async (c) => {
    const id = idParam(c.req.param("id"), DETAIL.userNotFound);
    if (id === c.var.user.id) throw fail(400, DETAIL.cannotSuspendSelf);

    const target = await c.var.db.query.users.findFirst({ where: eq(users.id, id) });
    if (!target) throw fail(404, DETAIL.userNotFound);
    if (target.isAdmin) throw fail(400, DETAIL.cannotSuspendAdmin);

    // `is_admin = false` in the WHERE keeps a user promoted meanwhile from being suspended.
    // The auth guard re-reads this flag on every request, so existing tokens stop at once.
    const [updated] = await c.var.db
      .update(users)
      .set({ isSuspended: not(users.isSuspended) })
      .where(and(eq(users.id, id), eq(users.isAdmin, false)))
      .returning();
    if (!updated) throw fail(400, DETAIL.cannotSuspendAdmin);
    return c.json(userWire(updated));
  });
