// GET /api/delivery/slots?date=YYYY-MM-DD[&area=<id>]: a date's slots and why any is not
// available (docs/decisions/022). POST /api/orders applies the same rules again at insert time.
import { Hono } from "hono";
import { z } from "zod";
import { shopToday } from "../../shared/delivery";
import { dateField, idText } from "../../shared/schemas";
import type { AppEnv } from "../env";
import { fail } from "../http/fail";
import { validate } from "../middleware/validate";
import { clock } from "../services/clock";
import { slotsOfDate } from "../services/delivery/slots";
import { readSettings } from "../services/settings";

const slotsQuery = z.object({
  date: dateField.optional(),
  area: idText("must be one of the shop's delivery areas").optional(),
});

export const deliveryRoutes = new Hono<AppEnv>().get("/slots", validate("query", slotsQuery), async (c) => {
  const query = c.req.valid("query");
  const now = clock.now();
  const current = await readSettings(c.var.db);
  let area: (typeof current.areas)[number] | undefined;
  if (query.area !== undefined) {
    area = current.areas.find((candidate) => candidate.id === query.area);
    if (!area) throw fail(400, "unknownArea");
  }
  return c.json(await slotsOfDate(c.var.db, now, query.date ?? shopToday(now), current, area));
});
