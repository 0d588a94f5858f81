// The owner's order actions, each told to the shop's chat (and the customer) after the answer,
// through the queue: PUT /api/admin/orders/:id/status moves an order along the allowed
// transitions only; PUT …/payment marks it paid or unpaid, or a cancelled paid order refunded
// (through PayWay where it can, docs/decisions/052); GET …/extra-payments lists the PayWay
// payments approved after the order was paid, PUT …/extra-payments/:tranId refunds one
// (docs/decisions/061); POST …/delivery-photo keeps a
// private photo of the flowers handed over (shipped or delivered orders). Each change lands
// in the order's timeline: GET …/events reads it, POST …/notes adds the owner's note.
import { and, eq, isNull } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { formatUsd } from "../../../shared/money";
import type { OrderEventsAnswer } from "../../../shared/order-events";
import { toDollars } from "../../../shared/pricing";
import { extraPaymentBody, noteBody, paymentBody, statusBody } from "../../../shared/schemas";
import { orders, paywayAttempts } from "../../db/schema";
import { orderWire } from "../../db/wire";
import type { AppEnv } from "../../env";
import { fail } from "../../http/fail";
import { idParam, validate } from "../../middleware/validate";
import { notifyLater, refreshJobs, refundedJobs, statusJobs } from "../../notifications/jobs";
import { imageBodyLimit } from "../../services/catalogue/images";
import { clock } from "../../services/clock";
import { addNote, dashboardActor, eventsOf, orderEventWire } from "../../services/orders/order-events";
import { attachOrderFile } from "../../services/orders/order-files";
import { moveOrder, setPaymentStatus } from "../../services/orders/order-status";
import { paywayConnection } from "../../services/payments/payway/connection";
import { extraPayments, extraPaymentWire } from "../../services/payments/payway/extra-payments";
import { paidAttempt } from "../../services/payments/payway/payments";
import { type RefundOnceOutcome, refundOnce } from "../../services/payments/payway/refund-once";
import { exchangeRate } from "../../services/settings";

/** The `:id` of the path, when it names an order; 404 otherwise. */
async function existingOrderId(c: Context<AppEnv>): Promise<number> {
  const id = idParam(c.req.param("id"), "orderNotFound");
  const found = await c.var.db.query.orders.findFirst({ columns: { id: true }, where: eq(orders.id, id) });
  if (!found) throw fail(404, "orderNotFound");
  return id;
}

/** Tells the owner why PayWay was not asked, or what it said: 409 under way, 502 refused. */
function refundFailure(outcome: Exclude<RefundOnceOutcome, { kind: "go" }>): never {
  if (outcome.kind === "in_progress") throw fail(409, "refundInProgress");
  throw fail(502, "refundRefused", outcome.reason);
}

/** Marks the PayWay attempt `tranId` refunded (a statement for a batch, or run alone). */
const markRefunded = (c: Context<AppEnv>, tranId: string, now: Date) =>
  c.var.db
    .update(paywayAttempts)
    .set({ refundedAt: now.toISOString() })
    .where(and(eq(paywayAttempts.tranId, tranId), isNull(paywayAttempts.refundedAt)));

/**
 * Records that a cancelled order's payment was given back (docs/decisions/052): through PayWay's
 * refund API first when the order was paid through PayWay and the RSA key is set (nothing
 * changes if PayWay refuses), else as the owner confirms she refunded it herself. PayWay is
 * called once whatever the concurrency: other requests meanwhile answer 409 refundInProgress.
 */
async function refund(c: Context<AppEnv>, id: number) {
  const order = await c.var.db.query.orders.findFirst({ where: eq(orders.id, id) });
  if (!order) throw fail(404, "orderNotFound");
  if (order.status !== "cancelled" || order.paymentStatus !== "paid") throw fail(409, "refundNotAllowed");
  const now = clock.now();
  const attempt = order.paymentMethod === "payway" ? await paidAttempt(c.var.db, order) : undefined;
  if (attempt) {
    const connection = paywayConnection(c.env, c.var.db, new URL(c.req.url));
    const given = await refundOnce(c.var.db, connection, attempt, now);
    if (given.kind !== "go") refundFailure(given);
  }
  const outcome = await setPaymentStatus(c.var.db, id, "refunded", now, dashboardActor(c.var.user), {
    from: "paid",
    withChange: attempt ? () => [markRefunded(c, attempt.tranId, now)] : undefined,
  });
  if (!outcome) throw fail(404, "orderNotFound");
  if (outcome.changed) notifyLater(c, refundedJobs(id));
  return c.json(orderWire(outcome.order, await exchangeRate(c.var.db)));
}

/** The order `:id` and its second PayWay payments (docs/decisions/061); 404 without the order. */
async function orderAndExtras(c: Context<AppEnv>) {
  const id = idParam(c.req.param("id"), "orderNotFound");
  const order = await c.var.db.query.orders.findFirst({ where: eq(orders.id, id) });
  if (!order) throw fail(404, "orderNotFound");
  return { order, extras: await extraPayments(c.var.db, order) };
}

/**
 * Gives a second PayWay payment back, whatever the order's state (the order keeps its first
 * payment): through PayWay's refund API when the RSA key is set, else as the owner confirms she
 * refunded it in PayWay's portal. A refund already made is 409; PayWay is called once.
 */
async function refundExtra(c: Context<AppEnv>) {
  const { order, extras } = await orderAndExtras(c);
  const extra = extras.find((row) => row.tranId === c.req.param("tranId"));
  if (!extra) throw fail(404, "extraPaymentNotFound");
  if (extra.refundedAt) throw fail(409, "extraPaymentRefunded");
  const now = clock.now();
  const given = await refundOnce(c.var.db, paywayConnection(c.env, c.var.db, new URL(c.req.url)), extra, now);
  if (given.kind !== "go") refundFailure(given);
  const [marked] = await markRefunded(c, extra.tranId, now).returning();
  // Another request recorded it meanwhile (the owner refunding by hand twice at once).
  if (!marked) throw fail(409, "extraPaymentRefunded");
  await addNote(
    c.var.db,
    order.id,
    `Second PayWay payment ${extra.tranId} refunded (${formatUsd(toDollars(extra.amountCents))})`,
    dashboardActor(c.var.user),
  );
  return c.json(extraPaymentWire(marked));
}

export const adminOrderRoutes = new Hono<AppEnv>()
  .put("/:id/status", validate("json", statusBody), async (c) => {
    const id = idParam(c.req.param("id"), "orderNotFound");
    const { status: target } = c.req.valid("json");
    const outcome = await moveOrder(c.var.db, id, target, dashboardActor(c.var.user));
    if (!outcome.ok) {
      if (outcome.reason === "not_found") throw fail(404, "orderNotFound");
      throw fail(400, "statusChange", outcome.from, target);
    }
    notifyLater(c, statusJobs(outcome.order.id, target));
    return c.json(orderWire(outcome.order, await exchangeRate(c.var.db)));
  })
  .put("/:id/payment", validate("json", paymentBody), async (c) => {
    const id = idParam(c.req.param("id"), "orderNotFound");
    const { status } = c.req.valid("json");
    if (status === "refunded") return refund(c, id);
    // Paid and unpaid swap; a refund is final (docs/decisions/052).
    const outcome = await setPaymentStatus(c.var.db, id, status, clock.now(), dashboardActor(c.var.user), {
      from: status === "paid" ? "unpaid" : "paid",
    });
    if (!outcome) throw fail(404, "orderNotFound");
    if (!outcome.changed && outcome.order.paymentStatus === "refunded") throw fail(409, "refundFinal");
    if (outcome.changed) notifyLater(c, refreshJobs(id));
    return c.json(orderWire(outcome.order, await exchangeRate(c.var.db)));
  })
  .get("/:id/extra-payments", async (c) => {
    const { extras } = await orderAndExtras(c);
    return c.json({ payments: extras.map(extraPaymentWire) });
  })
  .put("/:id/extra-payments/:tranId", validate("json", extraPaymentBody), (c) => refundExtra(c))
  .get("/:id/events", async (c) => {
    const id = await existingOrderId(c);
    const answer: OrderEventsAnswer = { events: (await eventsOf(c.var.db, id)).map(orderEventWire) };
    return c.json(answer);
  })
  .post("/:id/notes", validate("json", noteBody), async (c) => {
    const id = await existingOrderId(c);
    const row = await addNote(c.var.db, id, c.req.valid("json").note, dashboardActor(c.var.user));
    return c.json(orderEventWire(row), 201);
  })
  .post("/:id/delivery-photo", imageBodyLimit, async (c) => {
    const id = idParam(c.req.param("id"), "orderNotFound");
    const order = await c.var.db.query.orders.findFirst({ where: eq(orders.id, id) });
    if (!order) throw fail(404, "orderNotFound");
    const [attached, rate] = await Promise.all([
      attachOrderFile(c, order, "deliveryPhoto"),
      exchangeRate(c.var.db),
    ]);
    return c.json(orderWire(attached, rate));
  });
