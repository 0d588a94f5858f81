// PUT /api/admin/orders/:id/status: moves an order along the allowed transitions only.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { DETAIL } from "../../../shared/messages";
import { canTransition } from "../../../shared/orders";
import { statusBody } from "../../../shared/schemas";
import { orders } from "../../db/schema";
import { orderWire } from "../../db/wire";
import type { AppEnv } from "../../env";
import { fail } from "../../middleware/errors";
import { idParam, validate } from "../../middleware/validate";

/** Another admin may move the order between our read and our write; re-judge a few times. */
const MAX_ATTEMPTS = 3;

export const adminOrderRoutes = new Hono<AppEnv>().put(
  "/:id/status",
  validate("json", statusBody),
  async (c) => {
    const id = idParam(c.req.param("id"), DETAIL.orderNotFound);
    const { status: target } = c.req.valid("json");
    const db = c.var.db;

    for (let attempt = 1; ; attempt++) {
      const order = await db.query.orders.findFirst({ where: eq(orders.id, id) });
      if (!order) throw fail(404, DETAIL.orderNotFound);
      if (!canTransition(order.status, target)) throw fail(400, DETAIL.statusChange(order.status, target));
      // Only moves the order if it is still in the state the rule was judged on.
      const [updated] = await db
        .update(orders)
        .set({ status: target })
        .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
        .returning();
      if (updated) return c.json(orderWire(updated));
      if (attempt >= MAX_ATTEMPTS) throw fail(400, DETAIL.statusChange(order.status, target));
    }
  },
);
