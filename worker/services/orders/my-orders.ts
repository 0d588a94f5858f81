// The signed-in customer's own orders (GET /api/user/orders), newest first, each with its
// review and its product's names in Khmer and Chinese: one builder, so the route and the plan
// test (worker/routes/list-plans.test.ts) run the very same SQL. Keyset on id through
// orders_user_id (user_id, id), as the admin lists.
import { and, desc, eq, lt } from "drizzle-orm";
import type { Locale } from "../../../shared/i18n/locales";
import type { Db } from "../../db/client";
import { deliveryAreas, type OrderRow, orders, products, reviews } from "../../db/schema";
import { inLanguage, orderWire } from "../../db/wire";
import { reviewWire } from "../reviews/reviews";

/** The customer's orders with their reviews and their products' translations. */
const myOrdersSelect = (db: Db) =>
  db
    .select({
      order: orders,
      review: reviews,
      product: { nameKm: products.nameKm, nameZh: products.nameZh },
    })
    .from(orders)
    .leftJoin(reviews, eq(reviews.orderId, orders.id))
    .leftJoin(products, eq(products.id, orders.productId));

/** `cursor` is the last id served (the next page holds smaller ids). Fetches limit + 1 for pageOf. */
export function myOrdersPageQuery(db: Db, userId: number, cursor: number | null, limit: number) {
  return myOrdersSelect(db)
    .where(and(eq(orders.userId, userId), cursor === null ? undefined : lt(orders.id, cursor)))
    .orderBy(desc(orders.id))
    .limit(limit + 1);
}

/** Order `id` with its review, as a page of one: only when `userId` placed it, or any
 *  customer's when `userId` is null (the owner's reading). */
export const myOrderQuery = (db: Db, userId: number | null, id: number) =>
  myOrdersSelect(db)
    .where(and(userId === null ? undefined : eq(orders.userId, userId), eq(orders.id, id)))
    .limit(1);

/** The owner's Khmer and Chinese for a name; null where there is none to look up. */
export type Translations = { nameKm: string | null; nameZh: string | null } | null;

/** The order with its product's and delivery area's names in `locale`: their translations now,
 *  else the English copies the order kept (the product or area deleted, or never translated). */
export const inCustomerLanguage = (
  order: OrderRow,
  product: Translations,
  locale: Locale | undefined,
  area: Translations = null,
): OrderRow =>
  locale
    ? {
        ...order,
        productName: product
          ? inLanguage(locale, order.productName, product.nameKm, product.nameZh)
          : order.productName,
        areaName:
          area && order.areaName
            ? inLanguage(locale, order.areaName, area.nameKm, area.nameZh)
            : order.areaName,
      }
    : order;

/** The delivery areas' translations by id, for a page of orders in `locale` (a score of rows at
 *  most: read whole rather than joined, so the orders' query keeps its plan). */
export async function areaTranslations(
  db: Db,
  locale: Locale | undefined,
): Promise<Map<number, Translations>> {
  if (!locale || locale === "en") return new Map();
  const rows = await db
    .select({ id: deliveryAreas.id, nameKm: deliveryAreas.nameKm, nameZh: deliveryAreas.nameZh })
    .from(deliveryAreas);
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

export type MyOrderRow = Awaited<ReturnType<typeof myOrderQuery>>[number];

/** An order of the customer's with its review, in the page's language. */
export const myOrderWire = (
  row: MyOrderRow,
  lang: Locale | undefined,
  areas: Map<number, Translations>,
  rate: number,
) => ({
  ...orderWire(
    inCustomerLanguage(
      row.order,
      row.product,
      lang,
      row.order.areaId === null ? null : (areas.get(row.order.areaId) ?? null),
    ),
    rate,
  ),
  review: row.review ? reviewWire(row.review) : null,
});
