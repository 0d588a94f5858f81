// The admin lists' queries (docs/decisions/038), one builder per list so the routes and the
// plan test (worker/routes/list-plans.test.ts) run the very same SQL. Each answers a
// drizzle select, not yet run: `await` it, or `.toSQL()` it for EXPLAIN QUERY PLAN.
// Keyset on id, never OFFSET: a page costs the same however deep it is.
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  lt,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import { TYPED_PARTS } from "../../shared/address";
import { CATEGORIES } from "../../shared/catalog";
import { withoutWordBreaks } from "../../shared/i18n/translate";
import { ORDER_STATUSES } from "../../shared/orders";
import { SEARCH_MAX } from "../../shared/paging";
import { PAYMENT_STATUSES } from "../../shared/payment";
import { cambodianForm, phoneSearchDigits } from "../../shared/phone";
import { dateField } from "../../shared/schemas";
import type { Db } from "../db/client";
import { orderSearch, orderSearchGrams } from "../db/order-search";
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

/** A search typed as a phone number ("012 345-678", "+855 12"): its digits, as the users' phones
 *  are compared without the spaces and dashes they are typed with; undefined for any other text.
 *  (The orders search's index has a form of its own: shared/phone.ts phoneSearchDigits.) */
const phoneDigits = (text: string) => {
  const digits = text.replace(/[\s-]/g, "");
  return /^\+?\d+$/.test(digits) ? digits : undefined;
};

/** Phones are typed with spaces and dashes ("012 345-678"): compared without them. */
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

/** `q` in the buyer, the recipient or where the flowers go, read from the orders themselves: only
 *  for a search the indexes cannot answer (one or two characters, not all letters or digits: "%"). */
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
const length = (text: string) => [...text].length;

/** An FTS5 query for `text` as one substring in any of `columns`: a quoted string takes every
 *  character literally ("" is a quote), so nothing typed reads as FTS5 syntax. */
const within = (columns: SQLiteColumn[], text: string) =>
  `{${columns.map((column) => column.name).join(" ")}} : ${quoted(text)}`;
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** unicode61's token characters (letters, digits, marks): order_search_grams splits text at any
 *  other, so a search of one or two characters is one token there only when made of these. */
const TOKEN = /^[\p{L}\p{N}\p{M}\p{Co}]+$/u;

type SearchIndex = { table: typeof orderSearch | typeof orderSearchGrams; match: string };

/**
 * Which index answers `q`, and the FTS5 query asking it (docs/decisions/062):
 * - a number ("012 345 678", "+855 12"): its digits in the phones' digit columns, in Cambodia's
 *   one form and as typed, or the text in the other columns;
 * - three characters or more: order_search (trigrams: any substring, case and accents folded);
 * - one or two: order_search_grams, where every two characters are a token ("王丽" is one; "丽",
 *   a prefix, is every token it begins);
 * undefined when neither can (one or two characters, not all letters or digits: "%", "a.").
 */
function searchIndexFor(q: string): SearchIndex | undefined {
  // FTS5 reads its query as a C string, which a NUL would end: no one types one, a request may.
  if (q.includes("\0")) return undefined;
  const text = [
    orderSearch.customerName,
    orderSearch.customerEmail,
    orderSearch.recipientName,
    ...TYPED_PARTS.map((part) => orderSearch[part]),
    orderSearch.productNames,
  ];
  const digits = phoneSearchDigits(q);
  const forms = digits === undefined ? [] : [...new Set([cambodianForm(digits), digits])];
  const long = forms.filter((form) => length(form) >= TRIGRAM);
  if (long.length > 0) {
    const phones = [orderSearch.customerMobileDigits, orderSearch.recipientPhoneDigits];
    const asText = length(q) >= TRIGRAM ? [within(text, q)] : [];
    return {
      table: orderSearch,
      match: [...asText, ...long.map((form) => within(phones, form))].join(" OR "),
    };
  }
  if (digits === undefined && length(q) >= TRIGRAM) {
    return {
      table: orderSearch,
      match: within([...text, orderSearch.customerMobile, orderSearch.recipientPhone], q),
    };
  }
  const short = forms[0] ?? q;
  return TOKEN.test(short) ? { table: orderSearchGrams, match: `${quoted(short)}*` } : undefined;
}

/** Where an order searched by its number stands in the list: first, then the text's matches
 *  newest first (the list); or among them by id (the CSV, which pages from a bound of its own). */
type NumberedOrder = "first" | "by id";

/**
 * Orders newest first: `cursor` is the last id served (the next page holds smaller ids).
 * `q` looks in the order number, the buyer, the recipient, where the flowers go and the products
 * ordered (docs/decisions/057, 062). Fetches limit + 1 for pageOf.
 *
 * - No `q`: the orders themselves (the filters' indexes).
 * - `q` within a day: the day's orders (a few dozen), each looked up in the search index.
 * - Any other `q`: the search index's matches newest first (its rowid order: no sort), each order
 *   read by its key and checked against the other filters, the page's LIMIT ending the read.
 * - `q` that is an order number: that order by its key beside the page of matches; first on the
 *   first page (`numbered` "first": a cursor equal to the number means it ended the first page).
 * - `#` and a number: that order alone.
 * - `q` of one or two characters, not all letters or digits ("%", "a."): the orders read newest
 *   first, as before the indexes.
 */
export function ordersPageQuery(
  db: Db,
  filters: OrderFilters,
  cursor: number | null,
  limit: number,
  numbered: NumberedOrder = "first",
) {
  const { q } = filters;
  const listed = [
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.payment_status ? eq(orders.paymentStatus, filters.payment_status) : undefined,
    filters.delivery_date ? eq(orders.deliveryDate, filters.delivery_date) : undefined,
  ];
  const number = q ? orderNumber(q) : undefined;
  const first = number !== undefined && numbered === "first";
  // The text's matches: after the cursor, without the numbered order when it is listed first.
  const textCursor = first && cursor === number ? null : cursor;
  const before = (id: SQLWrapper) => (textCursor === null ? undefined : lt(id, textCursor));
  const notNumbered = first ? ne(orders.id, number) : undefined;
  const numberedRow =
    number === undefined || (first && cursor !== null)
      ? undefined
      : and(eq(orders.id, number), first ? undefined : before(orders.id));
  const newestFirst = first ? [sql`${orders.id} = ${number} desc`, desc(orders.id)] : [desc(orders.id)];
  if (number !== undefined && q?.startsWith("#")) {
    // "#3" names an order: no text is searched for it.
    const after = cursor === null ? undefined : lt(orders.id, cursor);
    return db
      .select()
      .from(orders)
      .where(and(...listed, eq(orders.id, number), after))
      .limit(limit + 1);
  }
  const index = q ? searchIndexFor(q) : undefined;
  if (!q || index === undefined || filters.delivery_date) {
    // Within a day, each of the day's orders is looked up in the index by its id.
    const found =
      index === undefined
        ? q
          ? orderTextMatches(q)
          : undefined
        : sql`exists (select 1 from ${index.table} where ${index.table} match ${index.match} and ${index.table.rowid} = ${orders.id})`;
    return db
      .select()
      .from(orders)
      .where(
        and(...listed, q ? or(numberedRow, and(found, notNumbered, before(orders.id))) : before(orders.id)),
      )
      .orderBy(...newestFirst)
      .limit(limit + 1);
  }
  // CROSS JOIN: SQLite keeps its left table the outer loop, so the index hands out its matches
  // newest first (its rowid order) and the page's LIMIT ends the read. Left to choose, the planner
  // may walk a status index and look each order up in the index instead: every order of that
  // status read for a search matching few.
  const matching = and(
    eq(orders.id, index.table.rowid),
    sql`${index.table} MATCH ${index.match}`,
    ...listed,
    notNumbered,
    before(index.table.rowid),
  );
  // Typed as order_search: order_search_grams has the same rowid, all the query names of it.
  const table = index.table as typeof orderSearch;
  if (numberedRow === undefined) {
    return db
      .select(getTableColumns(orders))
      .from(table)
      .crossJoin(orders)
      .where(matching)
      .orderBy(desc(table.rowid))
      .limit(limit + 1);
  }
  // The numbered order by its primary key, and the page of matches (a subquery: its own ORDER BY
  // and LIMIT stop the index's read): at most limit + 2 rows, sorted.
  return db
    .select()
    .from(orders)
    .where(
      // The filters inside each side: outside, SQLite would walk a status index for them.
      or(
        and(numberedRow, ...listed),
        inArray(
          orders.id,
          db
            .select({ id: orders.id })
            .from(table)
            .crossJoin(orders)
            .where(matching)
            .orderBy(desc(table.rowid))
            .limit(limit + 1),
        ),
      ),
    )
    .orderBy(...newestFirst)
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
