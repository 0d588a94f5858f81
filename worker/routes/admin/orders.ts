// The owner's order actions, each told to the shop's chat (and the customer) after the answer,
// through the queue: PUT /api/admin/orders/:id/status moves an order along the allowed
// transitions only; PUT …/payment marks it paid or unpaid, or a cancelled paid order refunded
// (through PayWay where it can, docs/decisions/052); POST …/delivery-photo keeps a
// private photo of the flowers handed over (shipped or delivered orders). Each change lands
// in the order's timeline: GET …/events reads it, POST …/notes adds the owner's note.
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { OrderEventsAnswer } from "../../../shared/order-events";
import { noteBody, paymentBody, statusBody } from "../../../shared/schemas";
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
import { paidAttempt } from "../../services/payments/payway/payments";
import { refundTransaction } from "../../services/payments/payway/refund";
import { exchangeRate } from "../../services/settings";

/** The `:id` of the path, when it names an order; 404 otherwise. */
async function existingOrderId(c: Context<AppEnv>): Promise<number> {
  const id = idParam(c.req.param("id"), "orderNotFound");
  const found = await c.var.db.query.orders.findFirst({ columns: { id: true }, where: eq(orders.id, id) });
  if (!found) throw fail(404, "orderNotFound");
  return id;
}

/** A claim on a refund older than this is taken to belong to a request that died mid-call. */
const REFUND_CLAIM_STALE_MS = 15 * 60_000;

/**
 * Claims the refund of a PayWay attempt in one conditional UPDATE before PayWay is called, so of
 * concurrent refund requests exactly one calls the refund API; answers the release, or null when
 * another request holds the claim.
 */
async function claimRefund(c: Context<AppEnv>, tranId: string, now: Date) {
  const claimedAt = now.toISOString();
  const staleBefore = new Date(now.getTime() - REFUND_CLAIM_STALE_MS).toISOString();
  const claimed = await c.var.db
    .update(paywayAttempts)
    .set({ refundClaimedAt: claimedAt })
    .where(
      and(
        eq(paywayAttempts.tranId, tranId),
        isNull(paywayAttempts.refundedAt),
        or(isNull(paywayAttempts.refundClaimedAt), lt(paywayAttempts.refundClaimedAt, staleBefore)),
      ),
    )
    .returning({ tranId: paywayAttempts.tranId });
  if (claimed.length === 0) return null;
  /** Gives the claim up (PayWay refused, or could not be asked), so the owner can try again. */
  return async () => {
    await c.var.db
      .update(paywayAttempts)
      .set({ refundClaimedAt: null })
      .where(and(eq(paywayAttempts.tranId, tranId), eq(paywayAttempts.refundClaimedAt, claimedAt)));
  };
}

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
  const connection = paywayConnection(c.env, c.var.db, new URL(c.req.url));
  const rsaPublicKey = connection?.config.rsaPublicKey;
  if (attempt && connection && rsaPublicKey) {
    const release = await claimRefund(c, attempt.tranId, now);
    if (!release) throw fail(409, "refundInProgress");
    let outcome: Awaited<ReturnType<typeof refundTransaction>>;
    try {
      outcome = await refundTransaction({ ...connection.config, rsaPublicKey }, connection.send, {
        tranId: attempt.tranId,
        amountCents: attempt.amountCents,
        now,
      });
    } catch (error) {
      await release();
      throw error;
    }
    if (outcome.kind === "refused") {
      await release();
      throw fail(502, "refundRefused", outcome.reason);
    }
  }
  const markAttempt = attempt
    ? () => [
        c.var.db
          .update(paywayAttempts)
          .set({ refundedAt: now.toISOString() })
          .where(eq(paywayAttempts.tranId, attempt.tranId)),
      ]
    : undefined;
  const outcome = await setPaymentStatus(c.var.db, id, "refunded", now, dashboardActor(c.var.user), {
    from: "paid",
    withChange: markAttempt,
  });
  if (!outcome) throw fail(404, "orderNotFound");
  if (outcome.changed) notifyLater(c, refundedJobs(id));
  return c.json(orderWire(outcome.order, await exchangeRate(c.var.db)));
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
