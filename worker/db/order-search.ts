// The FTS5 indexes of the orders' searchable text (migrations/0014_order_search.sql, remade by
// 0017_order_search_folded.sql; docs/decisions/057, 062), kept by triggers on orders from the
// view order_search_text. Declared here for queries only, not in schema.ts: drizzle-kit does not
// model virtual tables and would create plain tables for them. Each rowid is the order's id.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Trigrams (any substring of three characters or more), case and accents folded. */
export const orderSearch = sqliteTable("order_search", {
  rowid: integer("rowid").notNull(),
  customerName: text("customer_name"),
  customerEmail: text("customer_email"),
  customerMobile: text("customer_mobile"),
  recipientName: text("recipient_name"),
  recipientPhone: text("recipient_phone"),
  address: text("address"),
  landmark: text("landmark"),
  /** The bouquet and gifts as ordered, with their Khmer and Chinese names. */
  productNames: text("product_names"),
  /** The phones' digits, Cambodia's +855 as 0 (shared/phone.ts phoneSearchForms), then as typed. */
  customerMobileDigits: text("customer_mobile_digits"),
  recipientPhoneDigits: text("recipient_phone_digits"),
});

/** Every one- and two-character piece of the same text, one token each: the searches shorter
 *  than a trigram. */
export const orderSearchGrams = sqliteTable("order_search_grams", {
  rowid: integer("rowid").notNull(),
  grams: text("grams"),
});
