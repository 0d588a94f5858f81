// The order a tracking token names, as its holder may see it (shared/tracking.ts): read once
// for the JSON answer and the page alike, so the two never tell different stories.
import { and, asc, eq } from "drizzle-orm";
import { inLanguage, localizedPath } from "../../../shared/i18n/locales";
import { ORDER_STATUSES, type OrderStatus } from "../../../shared/orders";
import { type TrackedOrder, type TrackedStep, trackPhotoPath } from "../../../shared/tracking";
import type { Db } from "../../db/client";
import { type OrderRow, orderEvents, orders, products } from "../../db/schema";
import type { Env } from "../../env";
import { trackedOrderId } from "./tracking";

const isStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly (string | null)[]).includes(value);

/** Placed (pending) at the order's creation, then each status change, oldest first. */
async function timelineOf(db: Db, order: OrderRow): Promise<TrackedStep[]> {
  const changes = await db
    .select({ to: orderEvents.toValue, at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, "status")))
    .orderBy(asc(orderEvents.id));
  const steps: TrackedStep[] = [{ status: "pending", at: order.createdAt }];
  for (const { to, at } of changes) if (isStatus(to)) steps.push({ status: to, at });
  return steps;
}

/** KHQR and PayWay are paid on the order's own page (signed in); cash at the door. */
const paysOnline = (order: OrderRow) =>
  order.status !== "cancelled" &&
  order.paymentStatus === "unpaid" &&
  (order.paymentMethod === "payway" || order.paymentMethod === "khqr");

export function trackedOrderWire(
  order: OrderRow,
  productName: string,
  timeline: TrackedStep[],
  token: string,
): TrackedOrder {
  return {
    id: order.id,
    locale: order.locale,
    product_name: productName,
    size: order.size,
    status: order.status,
    placed_at: order.createdAt,
    timeline,
    delivery_date: order.deliveryDate,
    delivery_slot_label: order.deliverySlotLabel,
    delivery_start: order.deliveryStart,
    delivery_end: order.deliveryEnd,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    // ?via=code: signed out, sign-in offers the e-mailed code first (docs/decisions/060, web/auth/guards.tsx).
    pay_now_url: paysOnline(order)
      ? `${localizedPath(`/orders/${order.id}/placed`, order.locale)}?via=code`
      : null,
    delivery_photo_url: order.deliveryPhotoKey ? trackPhotoPath(token) : null,
  };
}

/** The order behind `token` (null for a wrong, altered or expired token, or a deleted order). */
export async function trackedOrderRow(env: Env, db: Db, token: string): Promise<OrderRow | null> {
  const id = await trackedOrderId(env, token);
  if (id === null) return null;
  return (await db.query.orders.findFirst({ where: eq(orders.id, id) })) ?? null;
}

/** What the token's holder sees, with the product's name in the order's language. */
export async function trackedOrder(env: Env, db: Db, token: string): Promise<TrackedOrder | null> {
  const order = await trackedOrderRow(env, db, token);
  if (!order) return null;
  const [product, timeline] = await Promise.all([
    order.productId === null || order.locale === "en"
      ? undefined
      : db.query.products.findFirst({
          columns: { nameKm: true, nameZh: true },
          where: eq(products.id, order.productId),
        }),
    timelineOf(db, order),
  ]);
  const name = product
    ? inLanguage(order.locale, order.productName, product.nameKm, product.nameZh)
    : order.productName;
  return trackedOrderWire(order, name, timeline, token);
}
