// Paying by card, Alipay or WeChat Pay through ABA PayWay (docs/decisions/052):
// POST /api/orders/:id/payway gives the order's customer a signed purchase form for the order's
// total; POST /api/payway/pushback is PayWay saying a transaction settled, which the shop
// believes only once PayWay's check-transaction confirms it.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { localizedPath } from "../../shared/i18n/locales";
import type { PaywayCheckout } from "../../shared/payment";
import { paywayBody } from "../../shared/schemas";
import { orders } from "../db/schema";
import { type AppEnv, publicOrigin } from "../env";
import { fail } from "../http/fail";
import { requireUser } from "../middleware/auth";
import { paywayAttemptRateLimit } from "../middleware/rate-limit";
import { idParam, validate } from "../middleware/validate";
import { notifyLater } from "../notifications/jobs";
import { langField } from "../services/catalogue/catalogue-queries";
import { clock } from "../services/clock";
import { paywayConnection } from "../services/payments/payway/connection";
import { confirmAttempt, confirmedJobs, startAttempt } from "../services/payments/payway/payments";
import { purchaseForm } from "../services/payments/payway/purchase";

export const PUSHBACK_PATH = "/api/payway/pushback";

export const orderPaywayRoutes = new Hono<AppEnv>().post(
  "/:id/payway",
  requireUser,
  paywayAttemptRateLimit,
  validate("query", z.object({ lang: langField })),
  validate("json", paywayBody),
  async (c) => {
    const id = idParam(c.req.param("id"), "orderNotFound");
    const order = await c.var.db.query.orders.findFirst({ where: eq(orders.id, id) });
    if (!order || order.userId !== c.var.user.id) throw fail(404, "orderNotFound");
    if (order.status === "cancelled") throw fail(409, "orderCancelled");
    if (order.paymentStatus !== "unpaid") throw fail(409, "orderAlreadyPaid");
    const requestUrl = new URL(c.req.url);
    const connection = paywayConnection(c.env, c.var.db, requestUrl);
    if (!connection) throw fail(400, "paywayUnavailable");
    const origin = publicOrigin(c.env, requestUrl);
    const page = localizedPath(`/orders/${order.id}/placed`, c.req.valid("query").lang ?? "en");
    const attempt = await startAttempt(c.var.db, order);
    const answer: PaywayCheckout = await purchaseForm(connection.config, {
      order,
      ...attempt,
      pushbackUrl: origin + PUSHBACK_PATH,
      // Back from paying, the page waits for the pushback; back from giving up, it offers Pay now.
      backUrl: `${origin}${page}?payway=back`,
      cancelUrl: `${origin}${page}?payway=cancelled`,
      paymentOption: c.req.valid("json").payment_option,
      now: clock.now(),
    });
    return c.json(answer);
  },
);

/** PayWay's tran_id: letters, digits and "-", at most 20. */
const pushbackBody = z.object({ tran_id: z.string().regex(/^[A-Za-z0-9-]{1,20}$/) });

/** The pushback's fields, sent as JSON or as a form; null when it is neither. */
async function pushbackFields(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (/json/i.test(type)) return await request.json();
    if (/form/i.test(type)) return Object.fromEntries(await request.formData());
  } catch {
    return null;
  }
  return null;
}

export const paywayRoutes = new Hono<AppEnv>().post("/pushback", async (c) => {
  const parsed = pushbackBody.safeParse(await pushbackFields(c.req.raw));
  if (!parsed.success) throw fail(400, "paywayMalformed");
  const { tran_id: tranId } = parsed.data;
  const connection = paywayConnection(c.env, c.var.db, new URL(c.req.url));
  // Answered 200 whatever came of it: PayWay need not retry for a transaction we ignore.
  if (!connection) return c.json({});
  const outcome = await confirmAttempt(c.var.db, connection.config, connection.send, tranId, clock.now());
  notifyLater(c, confirmedJobs(outcome, tranId, "pushback"));
  return c.json({});
});
