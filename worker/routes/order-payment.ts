// Paying for an order and its private pictures (docs/decisions/037), for the order's customer or an
// admin; anyone else is told the order does not exist (404), so ids reveal nothing:
// GET /api/orders/:id/khqr, POST|GET /api/orders/:id/payment-proof, GET /api/orders/:id/delivery-photo.
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { orders } from "../db/schema";
import { orderWire } from "../db/wire";
import type { AppEnv } from "../env";
import { fail } from "../http/fail";
import { requireUser } from "../middleware/auth";
import { idParam } from "../middleware/validate";
import { imageBodyLimit, privateImageResponse } from "../services/catalogue/images";
import { clock } from "../services/clock";
import { attachOrderFile } from "../services/orders/order-files";
import { khqrFor } from "../services/payments/khqr";
import { exchangeRate, readSettings } from "../services/settings";

/** The order `:id` if the signed-in user may see it (its customer, or an admin); else 404. */
async function visibleOrder(c: Context<AppEnv>) {
  const id = idParam(c.req.param("id"), "orderNotFound");
  const order = await c.var.db.query.orders.findFirst({ where: eq(orders.id, id) });
  const user = c.var.user;
  if (!order || (order.userId !== user.id && !user.isAdmin)) throw fail(404, "orderNotFound");
  return order;
}

/** Serves a private picture of the order, or 404 with `missing` when there is none. */
async function servePrivate(
  c: Context<AppEnv>,
  key: string | null,
  missing: "proofNotFound" | "deliveryPhotoNotFound",
) {
  const response = key ? await privateImageResponse(c.env.IMAGES, key) : null;
  if (!response) throw fail(404, missing);
  return response;
}

export const orderPaymentRoutes = new Hono<AppEnv>()
  .get("/:id/khqr", requireUser, async (c) => {
    const order = await visibleOrder(c);
    if (order.status === "cancelled") throw fail(400, "orderCancelled");
    // Never an invitation to pay twice.
    if (order.paymentStatus === "paid") throw fail(400, "orderAlreadyPaid");
    const answer = khqrFor(order, await readSettings(c.var.db), clock.now());
    if (!answer) throw fail(400, "khqrUnavailable");
    return c.json(answer);
  })
  .post("/:id/payment-proof", requireUser, imageBodyLimit, async (c) =>
    c.json(
      orderWire(
        await attachOrderFile(c, await visibleOrder(c), "paymentProof"),
        await exchangeRate(c.var.db),
      ),
    ),
  )
  .get("/:id/payment-proof", requireUser, async (c) => {
    const order = await visibleOrder(c);
    return servePrivate(c, order.paymentProofKey, "proofNotFound");
  })
  .get("/:id/delivery-photo", requireUser, async (c) => {
    const order = await visibleOrder(c);
    return servePrivate(c, order.deliveryPhotoKey, "deliveryPhotoNotFound");
  });
