// The admin lists' queries (docs/decisions/038), one builder per list so the routes and the
// plan test (worker/routes/list-plans.test.ts) run the very same SQL. Each answers a
// drizzle select, not yet run: `await` it, or `.toSQL()` it for EXPLAIN QUERY PLAN.
// Keyset on id, never OFFSET: a page costs the same however deep it is.
import { and, asc, desc, eq, gt, lt, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { z } from "zod";
import { TYPED_PARTS } from "../../shared/address";
import { CATEGORIES } from "../../shared/catalog";
import { withoutWordBreaks } from "../../shared/i18n/translate";
import { ORDER_STATUSES } from "../../shared/orders";
import { SEARCH_MAX } from "../../shared/paging";
import { PAYMENT_STATUSES } from "../../shared/payment";
import { dateField } from "../../shared/schemas";
import type { Db } from "../db/client";
import { orders, products, users } from "../db/schema";
import { pageQuery } from "./paging";

/** Search text: trimmed, at most SEARCH_MAX characters (the search box's maxLength); empty means no search.
 *  Khmer copied from a page carries its invisible word breaks: a word joiner goes, a zero-width
 *  space parts words as a space does. */
export const searchField = z
  .string()
  .trim()
  .max(SEARCH_MAX, `must be at most ${SEARCH_MAX} characters`)
  .transform((text) => withoutWordBreaks(text, " ").trim() || undefined)
  .optional();

export const ordersListQuery = pageQuery.extend({
  status: z.enum(ORDER_STATUSES, `must be one of ${ORDER_STATUSES.join(", ")}`).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, `must be one of ${PAYMENT_STATUSES.join(", ")}`).optional(),
  delivery_date: dateField.optional(),
  q: searchField,
});
export const usersListQuery = pageQuery.extend({ q: searchField });
export const productsListQuery = usersListQuery.extend({
  category: z.enum(CATEGORIES, `must be one of ${CATEGORIES.join(", ")}`).optional(),
});

export type OrderFilters = Omit<z.output<typeof ordersListQuery>, "limit" | "cursor">;
export type SearchFilters = Omit<z.output<typeof usersListQuery>, "limit" | "cursor">;
export type ProductFilters = Omit<z.output<typeof productsListQuery>, "limit" | "cursor">;

/** `column` holds `text`, ASCII case ignored (SQLite's lower() folds only ASCII). instr, not
 *  LIKE: no wildcard to escape, and no pattern length limit (D1 refuses LIKE patterns over
 *  50 bytes, which a 100-character search, or 30 "é", would pass). */
export const contains = (column: SQLWrapper, text: string): SQL =>
  sql`instr(lower(${column}), lower(${text})) > 0`;

/** Phones are typed with spaces and dashes ("012 345-678"): compared without them. */
const phoneContains = (column: SQLWrapper, text: string): SQL | undefined => {
  const digits = text.replace(/[\s-]/g, "");
  return /^\+?\d+$/.test(digits)
    ? contains(sql`replace(replace(${column}, ' ', ''), '-', '')`, digits)
    : contains(column, text);
};

/** "#12" or "12": the order of that number, besides any text match. */
const orderNumber = (text: string) => {
  const match = /^#?\s*([1-9]\d{0,15})$/.exec(text);
  const id = match?.[1] ? Number(match[1]) : undefined;
  return id !== undefined && Number.isSafeInteger(id) ? eq(orders.id, id) : undefined;
};

/** Orders newest first: `cursor` is the last id served (the next page holds smaller ids).
 *  `q` looks in the order number, the buyer, the recipient and where the flowers go
 *. Fetches limit + 1 for pageOf. */
export function ordersPageQuery(db: Db, filters: OrderFilters, cursor: number | null, limit: number) {
  const { q } = filters;
  const where = and(
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.payment_status ? eq(orders.paymentStatus, filters.payment_status) : undefined,
    filters.delivery_date ? eq(orders.deliveryDate, filters.delivery_date) : undefined,
    q
      ? or(
          orderNumber(q),
          contains(orders.customerName, q),
          contains(orders.customerEmail, q),
          phoneContains(orders.customerMobile, q),
          contains(orders.recipientName, q),
          phoneContains(orders.recipientPhone, q),
          // where the flowers go: each part of the address the customer typed
          ...TYPED_PARTS.map((part) => contains(orders[part], q)),
        )
      : undefined,
    cursor === null ? undefined : lt(orders.id, cursor),
  );
  return db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .limit(limit + 1);
}

/** Users newest first, as orders. */
export function usersPageQuery(db: Db, filters: SearchFilters, cursor: number | null, limit: number) {
  const { q } = filters;
  const where = and(
    q ? or(contains(users.name, q), contains(users.email, q), phoneContains(users.mobile, q)) : undefined,
    cursor === null ? undefined : lt(users.id, cursor),
  );
  return db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(limit + 1);
}

/** Products oldest first (the catalogue's order), by category or searched by name or category:
 *  the next page holds larger ids. */
export function productsPageQuery(db: Db, filters: ProductFilters, cursor: number | null, limit: number) {
  const { q } = filters;
  const where = and(
    filters.category ? eq(products.category, filters.category) : undefined,
    q ? or(contains(products.name, q), contains(products.category, q)) : undefined,
    cursor === null ? undefined : gt(products.id, cursor),
  );
  return db
    .select()
    .from(products)
    .where(where)
    .orderBy(asc(products.id))
    .limit(limit + 1);
}
