// GET /api/admin/deliveries?date=YYYY-MM-DD (default the shop's today): the Deliveries board
// (docs/decisions/039), one date's orders grouped by slot against capacity.
import { Hono } from "hono";
import { z } from "zod";
import type { DeliveriesAnswer } from "../../../shared/deliveries";
import { addDays, shopToday } from "../../../shared/delivery";
import { dateField } from "../../../shared/schemas";
import type { AppEnv } from "../../env";
import { validate } from "../../middleware/validate";
import { clock } from "../../services/clock";
import { deliverySlots } from "../../services/delivery/deliveries";

const deliveriesQuery = z.object({ date: dateField.optional() });

export const adminDeliveriesRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", deliveriesQuery),
  async (c) => {
    const today = shopToday(clock.now());
    const date = c.req.valid("query").date ?? today;
    const answer: DeliveriesAnswer = {
      date,
      today,
      previous_date: addDays(date, -1),
      next_date: addDays(date, 1),
      slots: await deliverySlots(c.var.db, date),
    };
    return c.json(answer);
  },
);
