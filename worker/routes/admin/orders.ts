// The owner's order actions, each told to the shop's chat (and the customer) after the answer,
// through the queue: PUT /api/admin/orders/:id/status moves an order along the allowed
// transitions only; PUT …/payment marks it paid or unpaid; POST …/delivery-photo keeps a
// private photo of the flowers handed over (shipped or delivered orders). Each change lands
// in the order's timeline: GET …/events reads it, POST …/notes adds the owner's note.
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { DETAIL } from "../../../shared/messages";
import type { OrderEventsAnswer } from "../../../shared/order-events";
import { noteBody, paymentBody, statusBody } from "../../../shared/schemas";
import { orders } from "../../db/schema";
import { orderWire } from "../../db/wire";
import type { AppEnv } from "../../env";
import { fail } from "../../middleware/errors";
import { idParam, validate } from "../../middleware/validate";
import { notifyLater, refreshJobs, statusJobs } from "../../notifications/jobs";
import { clock } from "../../services/clock";
import { imageBodyLimit } from "../../services/images";
import { addNote, dashboardActor, eventsOf, orderEventWire } from "../../services/order-events";
import { attachOrderFile } from "../../services/order-files";
import { moveOrder, setPaymentStatus } from "../../services/order-status";
import { exchangeRate } from "../../services/settings";

/** The `:id` of the path, when it names an order; 404 otherwise. */
async function existingOrderId(c: Context<AppEnv>): Promise<number> {
  const id = idParam(c.req.param("id"), DETAIL.orderNotFound);
  const found = await c.var.db.query.orders.findFirst({ columns: { id: true }, where: eq(orders.id, id) });
  if (!found) throw fail(404, DETAIL.orderNotFound);
  return id;
}

export const adminOrderRoutes = new Hono<AppEnv>()
  .put("/:id/status", validate("json", statusBody), async (c) => {
    const id = idParam(c.req.param("id"), DETAIL.orderNotFound);
    const { status: target } = c.req.valid("json");
    const outcome = await moveOrder(c.var.db, id, target, dashboardActor(c.var.user));
    if (!outcome.ok) {
      if (outcome.reason === "not_found") throw fail(404, DETAIL.orderNotFound);
      throw fail(400, DETAIL.statusChange(outcome.from, target));
    }
    notifyLater(c, statusJobs(outcome.order.id, target));
    return c.json(orderWire(outcome.order, await exchangeRate(c.var.db)));
  })
  .put("/:id/payment", validate("json", paymentBody), async (c) => {
    const id = idParam(c.req.param("id"), DETAIL.orderNotFound);
    const { status } = c.req.valid("json");
    const outcome = await setPaymentStatus(c.var.db, id, status, clock.now(), dashboardActor(c.var.user));
    if (!outcome) throw fail(404, DETAIL.orderNotFound);
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
    const id = idParam(c.req.param("id"), DETAIL.orderNotFound);
    const order = await c.var.db.query.orders.findFirst({ where: eq(orders.id, id) });
    if (!order) throw fail(404, DETAIL.orderNotFound);
    const [attached, rate] = await Promise.all([
      attachOrderFile(c, order, "deliveryPhoto"),
      exchangeRate(c.var.db),
    ]);
    return c.json(orderWire(attached, rate));
  });
