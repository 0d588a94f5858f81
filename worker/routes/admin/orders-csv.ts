// GET /api/admin/orders.csv: every order the list's filters keep (status, payment_status,
// delivery_date, q), and the days they were placed on (from, to: shop dates, both included), as
// a CSV file to download, streamed page by page (services/orders/orders-csv.ts). Mounted at its
// own path beside the /orders router. A refused filter answers 400 JSON before any byte of
// the file.
import { Hono } from "hono";
import { routePath } from "hono/route";
import { shopToday } from "../../../shared/delivery";
import { dateField } from "../../../shared/schemas";
import type { AppEnv } from "../../env";
import { validate } from "../../middleware/validate";
import { ordersListQuery } from "../../services/admin-lists";
import { clock } from "../../services/clock";
import { ordersCsvStream } from "../../services/orders/orders-csv";

/** The list's filters without its paging, and the placed-on days. */
const ordersCsvQuery = ordersListQuery
  .omit({ limit: true, cursor: true })
  .extend({ from: dateField.optional(), to: dateField.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ["to"],
    message: "must not be before from",
  });

export const adminOrdersCsvRoutes = new Hono<AppEnv>().get("/", validate("query", ordersCsvQuery), (c) => {
  const request = { request_id: c.var.requestId ?? null, method: c.req.method, route: routePath(c) };
  const body = ordersCsvStream(c.var.db, c.req.valid("query"), (error) =>
    // the answer's status is long sent: logged as the error handler logs (middleware/errors.ts)
    console.error(
      JSON.stringify({
        event: "error",
        ...request,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      }),
    ),
  );
  return c.body(body, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="orders-${shopToday(clock.now())}.csv"`,
    "Cache-Control": "private, no-store",
  });
});
