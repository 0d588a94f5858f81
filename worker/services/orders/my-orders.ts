// The signed-in customer's own orders (GET /api/user/orders), newest first, each with its
// review and its product's, area's and add-ons' names in Khmer and Chinese: one builder, so the route and the plan
// test (worker/routes/list-plans.test.ts) run the very same SQL. Keyset on id through
// orders_user_id (user_id, id), as the admin lists.
import { and, desc, eq, lt } from "drizzle-orm";
import type { Locale } from "../../../shared/i18n/locales";
import { inLanguage } from "../../../shared/i18n/locales";
import type { Db } from "../../db/client";
import { type OrderRow, orders, products, reviews } from "../../db/schema";
import { orderWire } from "../../db/wire";
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

/** The owner's translations by id, keyed by what they name. */
type TranslationsById = Map<number, Translations>;

/** The order with its product's, delivery area's and add-ons' names in `locale`: their
 *  translations now, else the English copies the order kept (the row deleted, or never
 *  translated). */
export const inCustomerLanguage = (
  order: OrderRow,
  product: Translations,
  locale: Locale | undefined,
  area: Translations = null,
  addOnNames: TranslationsById = new Map(),
): OrderRow => {
  if (!locale) return order;
  const named = (english: string, names: Translations | undefined) =>
    names ? inLanguage(locale, english, names.nameKm, names.nameZh) : english;
  return {
    ...order,
    productName: named(order.productName, product ?? undefined),
    areaName: order.areaName ? named(order.areaName, area ?? undefined) : order.areaName,
    addOns: order.addOns.map((addOn) => ({ ...addOn, name: named(addOn.name, addOnNames.get(addOn.id)) })),
  };
};

const translations = { id: true, nameKm: true, nameZh: true } as const;
const byId = (rows: { id: number; nameKm: string | null; nameZh: string | null }[]): TranslationsById =>
  new Map(rows.map(({ id, ...names }) => [id, names]));

/** The owner's names of the add-ons by id, for orders in `locale` (empty for English): a
 *  short list, read whole rather than joined, so the orders' query keeps its plan. */
export async function addOnNames(db: Db, locale: Locale | undefined): Promise<TranslationsById> {
  if (!locale || locale === "en") return new Map();
  return byId(await db.query.addOns.findMany({ columns: translations }));
}

/** The owner's names of the delivery areas and the add-ons, for orders in `locale`: both lists
 *  are short (a score of rows at most), so they are read whole rather than joined. */
export async function ownerNames(
  db: Db,
  locale: Locale | undefined,
): Promise<{ areas: TranslationsById; addOns: TranslationsById }> {
  if (!locale || locale === "en") return { areas: new Map(), addOns: new Map() };
  const [areaRows, addOns] = await Promise.all([
    db.query.deliveryAreas.findMany({ columns: translations }),
    addOnNames(db, locale),
  ]);
  return { areas: byId(areaRows), addOns };
}

export type MyOrderRow = Awaited<ReturnType<typeof myOrderQuery>>[number];

/** An order of the customer's with its review, in the page's language. */
export const myOrderWire = (
  row: MyOrderRow,
  lang: Locale | undefined,
  names: Awaited<ReturnType<typeof ownerNames>>,
  rate: number,
) => ({
  ...orderWire(
    inCustomerLanguage(
      row.order,
      row.product,
      lang,
      row.order.areaId === null ? null : (names.areas.get(row.order.areaId) ?? null),
      names.addOns,
    ),
    rate,
  ),
  review: row.review ? reviewWire(row.review) : null,
});
