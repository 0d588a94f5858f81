// D1 tables (Drizzle). Money is stored in whole cents; the API serves dollars.
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  mobile: text("mobile").notNull().default(""),
  address: text("address").notNull().default(""),
  passwordHash: text("password_hash").notNull(),
  isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
  isSuspended: integer("is_suspended", { mode: "boolean" }).notNull().default(false),
  isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
  /** Bumped by a password change or reset: tokens carrying an older version are void. */
  tokenVersion: integer("token_version").notNull().default(0),
  createdAt: createdAt(),
});

/** One live code per address and purpose; a resend replaces it. */
export const codes = sqliteTable(
  "codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: ["verify", "reset"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    tries: integer("tries").notNull().default(0),
    expiresAt: integer("expires_at").notNull(), // epoch ms
    sentAt: integer("sent_at").notNull(), // epoch ms
  },
  (t) => [uniqueIndex("codes_email_purpose").on(t.email, t.purpose)],
);

/**
 * Wrong passwords per account (exact, unlike the per-address rate limiter): after
 * LOGIN_MAX_FAILURES in a window the account's password sign-in pauses for a short lock.
 * A successful sign-in or password reset deletes the row.
 */
export const loginFailures = sqliteTable("login_failures", {
  email: text("email").primaryKey(),
  failures: integer("failures").notNull(),
  windowStartedAt: integer("window_started_at").notNull(), // epoch ms
  lockedUntil: integer("locked_until").notNull().default(0), // epoch ms
});

export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull(),
    originalPriceCents: integer("original_price_cents"),
    description: text("description").notNull(),
    category: text("category").notNull(),
    image: text("image").notNull(),
    whatsIncluded: text("whats_included").notNull().default(""),
    rating: real("rating"),
    inStock: integer("in_stock", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("products_in_stock").on(t.inStock)],
);

export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerMobile: text("customer_mobile").notNull(),
    address: text("address").notNull(),
    landmark: text("landmark"),
    city: text("city").notNull(),
    postalCode: text("postal_code"),
    specialInstructions: text("special_instructions"),
    productName: text("product_name").notNull(),
    priceCents: integer("price_cents").notNull(),
    productImage: text("product_image").notNull(),
    productDescription: text("product_description").notNull(),
    status: text("status", {
      enum: ["pending", "confirmed", "shipped", "delivered", "cancelled"],
    })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
  },
  (t) => [
    index("orders_user_id").on(t.userId, t.id),
    index("orders_status").on(t.status),
    index("orders_product_id").on(t.productId),
  ],
);

/** Development only: e-mails that would have been sent, for GET /api/dev/outbox. */
export const devOutbox = sqliteTable(
  "dev_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to_email").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    code: text("code"),
    createdAt: createdAt(),
  },
  (t) => [index("dev_outbox_to").on(t.to, t.id)],
);

export type UserRow = typeof users.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
