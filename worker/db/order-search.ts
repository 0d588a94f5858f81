// The FTS5 index of the orders' searchable text (migrations/0014_order_search.sql,
// docs/decisions/057), kept by triggers on orders. Declared here for queries only, not in
// schema.ts: drizzle-kit does not model virtual tables and would create a plain table for it.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const orderSearch = sqliteTable("order_search", {
  /** The order's id. */
  rowid: integer("rowid").notNull(),
  customerName: text("customer_name"),
  customerEmail: text("customer_email"),
  customerMobile: text("customer_mobile"),
  recipientName: text("recipient_name"),
  recipientPhone: text("recipient_phone"),
  address: text("address"),
  landmark: text("landmark"),
  /** The phones without spaces and dashes, as the search compares a number typed into it. */
  customerMobileDigits: text("customer_mobile_digits"),
  recipientPhoneDigits: text("recipient_phone_digits"),
});
