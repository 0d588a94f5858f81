// PUT /api/admin/orders/:id/status: moves an order along the allowed transitions only,
// then lets the shop's chat and the customer know (after the answer, through the queue).
import { Hono } from "hono";
import { DETAIL } from "../../../shared/messages";
import { statusBody } from "../../../shared/schemas";
import { orderWire } from "../../db/wire";
import type { AppEnv } from "../../env";
import { fail } from "../../middleware/errors";
import { idParam, validate } from "../../middleware/validate";
import { notifyLater, statusJobs } from "../../notifications/jobs";
import { moveOrder } from "../../services/order-status";

export const adminOrderRoutes = new Hono<AppEnv>().put(
  "/:id/status",
  validate("json", statusBody),
  async (c) => {
    const id = idParam(c.req.param("id"), DETAIL.orderNotFound);
    const { status: target } = c.req.valid("json");
    const outcome = await moveOrder(c.var.db, id, target);
    if (!outcome.ok) {
      if (outcome.reason === "not_found") throw fail(404, DETAIL.orderNotFound);
      throw fail(400, DETAIL.statusChange(outcome.from, target));
    }
    notifyLater(c, statusJobs(outcome.order.id, target));
    return c.json(orderWire(outcome.order));
  },
);
