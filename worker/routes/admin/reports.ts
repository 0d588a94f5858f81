// GET /api/admin/reports?from=YYYY-MM-DD&to=YYYY-MM-DD (shop dates, both included; by default
// the last 30 days to today): sales per day, best sellers and sales by category over the range,
// and how full each delivery slot is from today to 13 days ahead (shared/reports.ts).
import { Hono } from "hono";
import { shopToday } from "../../../shared/delivery";
import { reportsQuery } from "../../../shared/reports";
import type { AppEnv } from "../../env";
import { validate } from "../../middleware/validate";
import { clock } from "../../services/clock";
import { report, reportRange } from "../../services/reports/reports";

export const adminReportsRoutes = new Hono<AppEnv>().get("/", validate("query", reportsQuery), async (c) => {
  const now = clock.now();
  const range = reportRange(c.req.valid("query"), shopToday(now));
  return c.json(await report(c.var.db, now, range));
});
