// The signed-in customer's own orders (GET /api/user/orders), newest first, each with its
// review and its product's names in Khmer and Chinese: one builder, so the route and the plan
// test (worker/routes/list-plans.test.ts) run the very same SQL. Keyset on id through
// orders_user_id (user_id, id), as the admin lists.
import { and, desc, eq, lt } from "drizzle-orm";
import type { Locale } from "../../shared/i18n/locales";
import type { Db } from "../db/client";
import { type OrderRow, orders, products, reviews } from "../db/schema";
import { inLanguage } from "../db/wire";

/** `cursor` is the last id served (the next page holds smaller ids). Fetches limit + 1 for pageOf. */
export function myOrdersPageQuery(db: Db, userId: number, cursor: number | null, limit: number) {
  return db
    .select({
      order: orders,
      review: reviews,
      product: { nameKm: products.nameKm, nameZh: products.nameZh },
    })
    .from(orders)
    .leftJoin(reviews, eq(reviews.orderId, orders.id))
    .leftJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orders.userId, userId), cursor === null ? undefined : lt(orders.id, cursor)))
    .orderBy(desc(orders.id))
    .limit(limit + 1);
}

/** The order with its product's name in `locale`: the product's own translation now, else
 *  the English copy the order kept (the product deleted, or never translated). */
export const inCustomerLanguage = (
  order: OrderRow,
  product: { nameKm: string | null; nameZh: string | null } | null,
  locale: Locale | undefined,
): OrderRow =>
  locale && product
    ? { ...order, productName: inLanguage(locale, order.productName, product.nameKm, product.nameZh) }
    : order;
