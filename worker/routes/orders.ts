// Orders: POST /api/orders (customers), GET /api/orders (admins, paged), GET /api/orders/:id
// (the customer's own, with its review); paying in order-payment.ts.
// Placing an order (docs/decisions/013, 022, 024, 072): the product, its size, the add-ons, the area's
// fee and a peak day's surcharge are priced from D1 (any client price is ignored); the delivery
// slot is judged by the rules of shared/delivery.ts, and its capacity and a peak day's limit on
// the product decided atomically at the insert; the order keeps a copy of every line. A client sending only the first spec's payload gets the defaults:
// standard size, the town area, the earliest available slot, the buyer as recipient.
// `?lang=km|zh` answers the product's and add-ons' names in that language, as the customer's orders do.
import { eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { every } from "hono/combine";
import { prefixed } from "../../shared/case";
import { DEFAULT_CITY } from "../../shared/orders";
import { limitOf, peakDayOn } from "../../shared/peak-days";
import { orderTotalCents } from "../../shared/pricing";
import { orderCreateBody } from "../../shared/schemas";
import { addOns, type DeliveryAreaRow, type OrderRow, products } from "../db/schema";
import { orderWire, sizePriceCents } from "../db/wire";
import type { AppEnv } from "../env";
import { fail } from "../http/fail";
import { requireAdmin, requireUser } from "../middleware/auth";
import { langQuery } from "../middleware/lang";
import { orderAccountRateLimit, orderAddressRateLimit } from "../middleware/rate-limit";
import { idParam, validate } from "../middleware/validate";
import { notifyLater, placedJobs } from "../notifications/jobs";
import { ordersListQuery, ordersPageQuery } from "../services/admin-lists";
import { forgetProduct } from "../services/catalogue/catalogue";
import { clock } from "../services/clock";
import { earliestSlot, reasonFor, rulesOfDate } from "../services/delivery/slots";
import { inCustomerLanguage, myOrderQuery, myOrderWire, ownerNames } from "../services/orders/my-orders";
import { insertOrderIfRoom } from "../services/orders/orders";
import { cursorId, pageOf } from "../services/paging";
import { khqrOffered } from "../services/payments/khqr";
import { paywayOffered } from "../services/payments/payway/config";
import { soldOutDates, soldOutSentence } from "../services/peak-days";
import { exchangeRate, readSettings, servedRate } from "../services/settings";
import { orderPaymentRoutes } from "./order-payment";
import { orderPaywayRoutes } from "./payway";

/** The area an order goes to when it names none: the free town area (the first free one). */
const defaultArea = (areas: DeliveryAreaRow[]) =>
  areas.find((area) => area.feeCents === 0 && area.sameDay) ??
  areas.find((area) => area.feeCents === 0) ??
  areas[0];

/** Per address before the sign-in is read, per account after (docs/decisions/049). */
const placingAnOrder = every(orderAddressRateLimit, requireUser, orderAccountRateLimit);

export const orderRoutes = new Hono<AppEnv>()
  .post("/", placingAnOrder, langQuery, validate("json", orderCreateBody), async (c) => {
    const body = c.req.valid("json");
    const db = c.var.db;
    const now = clock.now();

    const [product, current, chosenAddOns] = await Promise.all([
      db.query.products.findFirst({ where: eq(products.id, body.productId) }),
      readSettings(db),
      body.addOns.length > 0 ? db.select().from(addOns).where(inArray(addOns.id, body.addOns)) : [],
    ]);
    if (!product) throw fail(404, "productNotFound");
    if (!product.inStock) throw fail(400, "outOfStock");

    const productPriceCents = sizePriceCents(product, body.size);
    if (productPriceCents === null) throw fail(400, "sizeNotOffered", body.size);

    if (chosenAddOns.length !== body.addOns.length) throw fail(400, "addOnUnknown");
    const soldOut = chosenAddOns.find((addOn) => !addOn.inStock);
    if (soldOut) throw fail(400, "addOnUnavailable", soldOut.name);
    // Kept in the order the customer listed them.
    const lines = body.addOns.flatMap((id) => chosenAddOns.filter((addOn) => addOn.id === id));

    const area =
      body.area === null ? defaultArea(current.areas) : current.areas.find((a) => a.id === body.area);
    if (!area) throw fail(400, "unknownArea");
    if (body.paymentMethod === "khqr" && !khqrOffered(current)) throw fail(400, "khqrUnavailable");
    if (body.paymentMethod === "payway" && !paywayOffered(c.env)) throw fail(400, "paywayUnavailable");

    let delivery: { date: string; slot: (typeof current.slots)[number] } | null;
    if (body.delivery) {
      const slot = current.slots.find((candidate) => candidate.id === body.delivery?.slot);
      if (!slot) throw fail(400, "unknownSlot");
      const reason = await reasonFor(db, now, body.delivery.date, slot, current, area);
      delivery = reason === null ? { date: body.delivery.date, slot } : null;
    } else {
      // the earliest slot on a day the bouquet is not sold out for
      const soldOut = await soldOutDates(db, current, product.id, now);
      delivery = await earliestSlot(db, now, current, area, (date) => !soldOut.has(date));
    }
    if (!delivery) throw fail(409, "slotUnavailable");
    const peak = peakDayOn(current.peakDays, delivery.date);
    const slotOnDate = rulesOfDate(current, delivery.date).slots.find((slot) => slot.id === delivery.slot.id);
    const peakSurchargeCents = peak?.surcharge_cents ?? 0;

    const totalCents = orderTotalCents({
      sizeCents: productPriceCents,
      addOnCents: lines.map((addOn) => addOn.priceCents),
      feeCents: area.feeCents,
      surchargeCents: peakSurchargeCents,
    });

    const { name, email, mobile, ...where } = body.customerInfo;
    const placed = await insertOrderIfRoom(
      db,
      {
        // What the customer wrote, under the order's names: customerInfo's name, e-mail and mobile
        // as customerName…, its address and notes as they are, the recipient's name and phone
        // as recipientName…, the pin as locationLat and locationLng.
        ...prefixed("customer", { name, email, mobile }),
        ...where,
        // The shop delivers in Siem Reap only, whatever the client sends.
        city: DEFAULT_CITY,
        ...(body.recipient && prefixed("recipient", body.recipient)),
        ...(body.location && prefixed("location", body.location)),
        cardMessage: body.cardMessage,
        size: body.size,
        paymentMethod: body.paymentMethod,
        locale: body.locale,
        // What the server decided: the buyer, a copy of each line as D1 prices it now, the area
        // and the slot.
        userId: c.var.user.id,
        productId: product.id,
        productName: product.name,
        productImage: product.image,
        productDescription: product.description,
        productPriceCents,
        addOns: lines.map((addOn) => ({ id: addOn.id, name: addOn.name, priceCents: addOn.priceCents })),
        priceCents: totalCents,
        deliveryFeeCents: area.feeCents,
        peakSurchargeCents,
        areaId: area.id,
        areaName: area.name,
        deliveryDate: delivery.date,
        deliverySlot: delivery.slot.id,
        deliverySlotLabel: delivery.slot.label,
        deliveryStart: delivery.slot.start,
        deliveryEnd: delivery.slot.end,
      },
      {
        capacity: slotOnDate?.capacity ?? delivery.slot.capacity,
        openUnpaid: c.var.user.isAdmin ? null : current.maxOpenUnpaidOrders,
        productLimit: limitOf(peak, product.id),
      },
    ).catch((error: unknown) => {
      // The product was deleted between the read and the insert (its foreign key).
      if (String(error).includes("FOREIGN KEY")) throw fail(404, "productNotFound");
      throw error;
    });
    if ("refused" in placed) {
      if (placed.refused === "too_many_unpaid") throw fail(409, "tooManyUnpaidOrders");
      if (placed.refused === "product_sold_out" && peak) {
        throw fail(
          409,
          "peakSoldOut",
          soldOutSentence(product, peak, c.req.valid("query").lang ?? body.locale),
        );
      }
      // Someone else took the last place between our check and our insert.
      throw fail(409, "slotUnavailable");
    }
    const { order } = placed;
    // How many are left for the day changed: the bouquet's page must not say the old number.
    if (limitOf(peak, product.id) !== null) await forgetProduct(c.req.url, product.id);
    notifyLater(c, placedJobs(order.id));
    const addOnNames = new Map(chosenAddOns.map(({ id, nameKm, nameZh }) => [id, { nameKm, nameZh }]));
    const answer = inCustomerLanguage(order, product, c.req.valid("query").lang, area, addOnNames);
    return c.json(orderWire(answer, servedRate(current.exchangeRateKhr)), 201);
  })
  // A page (docs/decisions/038), filtered on the server; no parameter is the first page.
  .get("/", requireUser, requireAdmin, validate("query", ordersListQuery), async (c) => {
    const rate = await exchangeRate(c.var.db);
    const wire = (row: OrderRow) => orderWire(row, rate);
    const { limit, cursor, ...filters } = c.req.valid("query");
    const rows = await ordersPageQuery(c.var.db, filters, cursorId(cursor), limit);
    const page = pageOf(rows, limit, (row) => [row.id]);
    return c.json({ orders: page.items.map(wire), next_cursor: page.next_cursor });
  })
  // One order with its review, in the page's language: the customer's own (the page back from
  // PayWay asks it until the payment is confirmed, docs/decisions/052), any for the owner.
  // Anyone else's order does not exist (404).
  .get("/:id", requireUser, langQuery, async (c) => {
    const id = idParam(c.req.param("id"), "orderNotFound");
    const { lang } = c.req.valid("query");
    const [[row], rate, names] = await Promise.all([
      myOrderQuery(c.var.db, c.var.user.isAdmin ? null : c.var.user.id, id),
      exchangeRate(c.var.db),
      ownerNames(c.var.db, lang),
    ]);
    if (!row) throw fail(404, "orderNotFound");
    return c.json(myOrderWire(row, lang, names, rate));
  })
  .route("/", orderPaymentRoutes)
  .route("/", orderPaywayRoutes);
