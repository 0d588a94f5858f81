// The admin lists' queries (docs/decisions/038), one builder per list so the routes and the
// plan test (worker/routes/list-plans.test.ts) run the very same SQL. Each answers a
// drizzle select, not yet run: `await` it, or `.toSQL()` it for EXPLAIN QUERY PLAN.
// Keyset on id, never OFFSET: a page costs the same however deep it is.
import { and, asc, desc, eq, getTableColumns, gt, lt, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type SQLiteColumn, union } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import { TYPED_PARTS } from "../../shared/address";
import { CATEGORIES } from "../../shared/catalog";
import { withoutWordBreaks } from "../../shared/i18n/translate";
import { ORDER_STATUSES } from "../../shared/orders";
import { SEARCH_MAX } from "../../shared/paging";
import { PAYMENT_STATUSES } from "../../shared/payment";
import { dateField } from "../../shared/schemas";
import type { Db } from "../db/client";
import { orderSearch } from "../db/order-search";
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

/** A search typed as a phone number ("012 345-678", "+855 12"): its digits, as phones are
 *  compared without the spaces and dashes they are typed with; undefined for any other text. */
const phoneDigits = (text: string) => {
  const digits = text.replace(/[\s-]/g, "");
  return /^\+?\d+$/.test(digits) ? digits : undefined;
};

/** Phones are typed with spaces and dashes ("012 345-678"): compared without them. The order
 *  search index keeps the same copy (migrations/0014_order_search.sql, the *_digits columns). */
const phoneContains = (column: SQLWrapper, text: string): SQL | undefined => {
  const digits = phoneDigits(text);
  return digits !== undefined
    ? contains(sql`replace(replace(${column}, ' ', ''), '-', '')`, digits)
    : contains(column, text);
};

/** "#12" or "12": the number of an order. */
const orderNumber = (text: string) => {
  const match = /^#?\s*([1-9]\d{0,15})$/.exec(text);
  const id = match?.[1] ? Number(match[1]) : undefined;
  return id !== undefined && Number.isSafeInteger(id) ? id : undefined;
};

/** `q` in the buyer, the recipient or where the flowers go: what the orders search means. */
const orderTextMatches = (q: string) =>
  or(
    contains(orders.customerName, q),
    contains(orders.customerEmail, q),
    phoneContains(orders.customerMobile, q),
    contains(orders.recipientName, q),
    phoneContains(orders.recipientPhone, q),
    // where the flowers go: each part of the address the customer typed
    ...TYPED_PARTS.map((part) => contains(orders[part], q)),
  );

/** The trigram index (order_search) finds substrings of at least this many characters. */
const TRIGRAM = 3;

/** An FTS5 query for `text` as one substring in any of `columns`: a quoted string takes every
 *  character literally ("" is a quote), so nothing typed reads as FTS5 syntax. */
const within = (columns: SQLiteColumn[], text: string) =>
  `{${columns.map((column) => column.name).join(" ")}} : "${text.replaceAll('"', '""')}"`;

/**
 * The FTS5 query finding in order_search every order orderTextMatches(q) holds (and, as trigrams
 * fold case beyond ASCII, a few more, which the same conditions then drop). Undefined when `q`,
 * or the number it is as a phone, is shorter than a trigram: the index cannot answer it.
 */
function orderSearchQuery(q: string): string | undefined {
  const digits = phoneDigits(q);
  if ([q, digits ?? q].some((text) => [...text].length < TRIGRAM)) return undefined;
  // FTS5 reads its query as a C string, which a NUL would end: no one types one, a request may.
  if (q.includes("\0")) return undefined;
  const text = [
    orderSearch.customerName,
    orderSearch.customerEmail,
    orderSearch.recipientName,
    ...TYPED_PARTS.map((part) => orderSearch[part]),
  ];
  return digits === undefined
    ? within([...text, orderSearch.customerMobile, orderSearch.recipientPhone], q)
    : `${within(text, q)} OR ${within([orderSearch.customerMobileDigits, orderSearch.recipientPhoneDigits], digits)}`;
}

/**
 * Orders newest first: `cursor` is the last id served (the next page holds smaller ids).
 * `q` looks in the order number, the buyer, the recipient and where the flowers go
 * (docs/decisions/057). Fetches limit + 1 for pageOf.
 *
 * - No `q`, or `q` within a day: the orders themselves (the filters' indexes, the day's a few
 *   dozen orders), the search's conditions checked on each.
 * - `q` of three characters or more: order_search (an FTS5 trigram index) finds the orders whose
 *   text holds it, newest first, and each is read by its key and checked by the same conditions,
 *   so the answers are those of the conditions alone, without reading every order.
 * - `q` that is an order number: that order by its key, beside the text matches.
 * - `q` of one or two characters: too short for the index; the orders are read newest first
 *   until the page is full, as before the index (quick for a common text such as "12", every
 *   order read for a rare one).
 */
export function ordersPageQuery(db: Db, filters: OrderFilters, cursor: number | null, limit: number) {
  const { q } = filters;
  const listed = [
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.payment_status ? eq(orders.paymentStatus, filters.payment_status) : undefined,
    filters.delivery_date ? eq(orders.deliveryDate, filters.delivery_date) : undefined,
  ];
  const before = (id: SQLWrapper) => (cursor === null ? undefined : lt(id, cursor));
  const number = q ? orderNumber(q) : undefined;
  const searchQuery = q && !filters.delivery_date ? orderSearchQuery(q) : undefined;
  if (!q || searchQuery === undefined) {
    return db
      .select()
      .from(orders)
      .where(
        and(
          ...listed,
          q ? or(number === undefined ? undefined : eq(orders.id, number), orderTextMatches(q)) : undefined,
          before(orders.id),
        ),
      )
      .orderBy(desc(orders.id))
      .limit(limit + 1);
  }
  // CROSS JOIN: SQLite keeps its left table the outer loop, so order_search hands out its matches
  // newest first (its rowid order) and the page's LIMIT ends the read. Left to choose, the planner
  // may walk a status index and look each order up in order_search instead: every order of that
  // status read for a search matching few.
  const matches = db
    .select(getTableColumns(orders))
    .from(orderSearch)
    .crossJoin(orders)
    .where(
      and(
        eq(orders.id, orderSearch.rowid),
        sql`${orderSearch} MATCH ${searchQuery}`,
        orderTextMatches(q),
        ...listed,
        before(orderSearch.rowid),
      ),
    )
    .orderBy(desc(orderSearch.rowid))
    .limit(limit + 1);
  if (number === undefined) return matches;
  // The numbered order by its primary key, and the page of text matches (a subquery: its own
  // ORDER BY and LIMIT stop order_search's read): at most limit + 2 rows, sorted.
  const numbered = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, number), ...listed, before(orders.id)));
  return union(db.select().from(matches.as("matches")), numbered)
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
