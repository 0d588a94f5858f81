// D1 tables (Drizzle). Money is stored in whole cents; the API serves dollars.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { LOCALES } from "../../shared/i18n/locales";
import type { Occasion } from "../../shared/occasions";
import { ORDER_EVENT_KINDS, ORDER_EVENT_SOURCES } from "../../shared/order-events";
import { ORDER_STATUSES } from "../../shared/orders";
import { PAYMENT_METHODS, PAYMENT_STATUSES } from "../../shared/payment";

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
    purpose: text("purpose", { enum: ["verify", "reset", "sign_in"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    tries: integer("tries").notNull().default(0),
    expiresAt: integer("expires_at").notNull(), // epoch ms
    sentAt: integer("sent_at").notNull(), // epoch ms
    /** SHA-256 of the challenge handed to the browser that asked (sign_in codes); null otherwise. */
    challengeHash: text("challenge_hash"),
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
    /** Prices of the larger sizes; null when the size is not offered. */
    deluxePriceCents: integer("deluxe_price_cents"),
    premiumPriceCents: integer("premium_price_cents"),
    /** The occasions the owner tagged it with (shared/occasions.ts), so search finds them. */
    occasions: text("occasions", { mode: "json" }).$type<Occasion[]>().notNull().default(sql`'[]'`),
    /** The owner's pick for the home page (shared/catalog.ts featuredOf). */
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    /** Visible reviews: their number and the sum of their stars, kept by triggers on `reviews`
     *  (migrations/0005), so a product's rating is never a recount. */
    reviewCount: integer("review_count").notNull().default(0),
    reviewRatingSum: integer("review_rating_sum").notNull().default(0),
    /** The owner's Khmer and Chinese name and description (docs/decisions/048); English when null. */
    nameKm: text("name_km"),
    descriptionKm: text("description_km"),
    nameZh: text("name_zh"),
    descriptionZh: text("description_zh"),
    /** "What's included" in Khmer and Chinese; English when null. */
    whatsIncludedKm: text("whats_included_km"),
    whatsIncludedZh: text("whats_included_zh"),
  },
  (t) => [
    index("products_in_stock").on(t.inStock),
    // the storefront's category pages and the home page's picks, in id order (ADR 043)
    index("products_category").on(t.category),
    index("products_featured").on(t.featured),
  ],
);

/** Extras sold with a bouquet: a vase, chocolates, a balloon… */
export const addOns = sqliteTable("add_ons", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  priceCents: integer("price_cents").notNull(),
  image: text("image").notNull(),
  inStock: integer("in_stock", { mode: "boolean" }).notNull().default(true),
  createdAt: createdAt(),
  /** The owner's Khmer and Chinese name; English when null. */
  nameKm: text("name_km"),
  nameZh: text("name_zh"),
});

/** Where the shop delivers, each with its fee and whether same-day delivery is offered. */
export const deliveryAreas = sqliteTable("delivery_areas", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  feeCents: integer("fee_cents").notNull().default(0),
  sameDay: integer("same_day", { mode: "boolean" }).notNull().default(true),
  position: integer("position").notNull().default(0),
  /** The owner's Khmer and Chinese name; English when null. */
  nameKm: text("name_km"),
  nameZh: text("name_zh"),
});

/** The owner's settings, one JSON value per key (services/settings.ts reads them with defaults). */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** A copy of an add-on as it was sold, kept on the order. */
export interface OrderAddOn {
  id: number;
  name: string;
  priceCents: number;
}

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
    // Copies of every line (docs/decisions/013), so catalogue and settings edits never change
    // an order. price_cents above is the total. Null delivery fields: an order placed before.
    size: text("size", { enum: ["standard", "deluxe", "premium"] })
      .notNull()
      .default("standard"),
    productPriceCents: integer("product_price_cents"),
    addOns: text("add_ons", { mode: "json" }).$type<OrderAddOn[]>().notNull().default(sql`'[]'`),
    deliveryFeeCents: integer("delivery_fee_cents").notNull().default(0),
    /** A peak day's surcharge (docs/decisions/072), part of price_cents; 0 on any other day. */
    peakSurchargeCents: integer("peak_surcharge_cents").notNull().default(0),
    areaId: integer("area_id"),
    areaName: text("area_name"),
    deliveryDate: text("delivery_date"),
    deliverySlot: text("delivery_slot"),
    deliverySlotLabel: text("delivery_slot_label"),
    deliveryStart: text("delivery_start"),
    deliveryEnd: text("delivery_end"),
    recipientName: text("recipient_name"),
    recipientPhone: text("recipient_phone"),
    cardMessage: text("card_message"),
    locationLat: real("location_lat"),
    locationLng: real("location_lng"),
    // Paying (docs/decisions/037, 052), apart from the fulfilment status above.
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("cash"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    paidAt: text("paid_at"),
    /** When the payment was given back (payment_status refunded); null otherwise. */
    refundedAt: text("refunded_at"),
    /** The language of the page the order was placed from: its e-mails and tracking page use it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    /** PayWay's transaction id of the payment that paid the order (docs/decisions/052); null otherwise. */
    paymentReference: text("payment_reference"),
    /** Private R2 keys (PRIVATE_PREFIX), served only to the order's customer and admins. */
    paymentProofKey: text("payment_proof_key"),
    paymentProofAt: text("payment_proof_at"),
    /** Proofs uploaded so far, capped (docs/decisions/049): each replaced one is deleted. */
    paymentProofUploads: integer("payment_proof_uploads").notNull().default(0),
    deliveryPhotoKey: text("delivery_photo_key"),
    deliveryPhotoAt: text("delivery_photo_at"),
    /** The shop chat's message about this order, edited as the order moves. */
    telegramChatId: text("telegram_chat_id"),
    telegramMessageId: integer("telegram_message_id"),
  },
  (t) => [
    index("orders_user_id").on(t.userId, t.id),
    index("orders_status").on(t.status),
    index("orders_product_id").on(t.productId),
    // A product's orders on a day that are not cancelled: a peak day's limit is counted from it alone.
    index("orders_product_day").on(t.productId, t.deliveryDate, t.status),
    // status too, so the slots' booked counts (services/delivery/slots.ts) read the index alone.
    index("orders_delivery").on(t.deliveryDate, t.deliverySlot, t.status),
    // The admin list pages by id (newest first) within a payment status.
    index("orders_payment_status").on(t.paymentStatus),
    // …and within a delivery date (orders_delivery's rows of a day are in slot order).
    index("orders_delivery_date").on(t.deliveryDate),
  ],
);

/** An order's timeline: status and payment changes (who, from where) and the owner's notes. */
export const orderEvents = sqliteTable(
  "order_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ORDER_EVENT_KINDS }).notNull(),
    /** status: the statuses; payment: the payment statuses; note: both null. */
    fromValue: text("from_value"),
    toValue: text("to_value"),
    note: text("note"),
    /** The admin who acted from the dashboard; null for a Telegram tap (see actor_name). */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** A copy of who acted: the admin's name, or the Telegram user's name and @username. */
    actorName: text("actor_name").notNull(),
    source: text("source", { enum: ORDER_EVENT_SOURCES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order").on(t.orderId, t.id)],
);

/**
 * Each time a customer sets off to pay an order through PayWay, under a fresh `tran_id`
 * (docs/decisions/052). The pushback names only a tran_id: this row says which order, for
 * what amount, and whether PayWay's confirmation was already applied.
 */
export const paywayAttempts = sqliteTable(
  "payway_attempts",
  {
    tranId: text("tran_id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The order's total when the attempt began, which PayWay must confirm to the cent. */
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency", { enum: ["USD"] }).notNull(),
    createdAt: createdAt(),
    /** When check-transaction answered APPROVED for this amount; null until then. */
    approvedAt: text("approved_at"),
    /** When the payment was given back through PayWay's refund API; null otherwise. */
    refundedAt: text("refunded_at"),
    /** Set by the one refund request calling PayWay's refund API; cleared if PayWay refuses. */
    refundClaimedAt: text("refund_claimed_at"),
    /** When the Cron last asked PayWay about an attempt still not approved (docs/decisions/061). */
    checkedAt: text("checked_at"),
  },
  (t) => [index("payway_attempts_order").on(t.orderId), index("payway_attempts_created").on(t.createdAt)],
);

/** Messages sent from the contact page (docs/decisions/040), read in the dashboard's Inbox. */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    read: integer("read", { mode: "boolean" }).notNull().default(false),
    readAt: text("read_at"),
    createdAt: createdAt(),
  },
  // The Inbox: unread first, then newest first.
  (t) => [index("contact_messages_inbox").on(t.read, t.id)],
);

/** One review per delivered order (docs/decisions/041); hidden ones leave the product's figures. */
export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Null once the product is deleted: the review stays, so its order cannot be reviewed twice. */
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The reviewer's first name only, copied when written. */
    reviewerName: text("reviewer_name").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull().default(""),
    hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_product").on(t.productId, t.hidden, t.id),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * The dashboard's figures, kept by triggers on `orders` and `users` (migrations/0006) so the
 * dashboard reads at most a dozen rows whatever the shop's size (docs/decisions/042): how many
 * orders and their total per status and payment status, and how many users per role.
 */
export const orderTotals = sqliteTable(
  "order_totals",
  {
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull(),
    orders: integer("orders").notNull().default(0),
    cents: integer("cents").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.paymentStatus] })],
);

/**
 * The reports' figures per shop day (the Siem Reap date an order was placed on), kept by
 * triggers on `orders` (migrations/0013) like order_totals, so a report reads one row per day
 * (and per product sold that day) whatever the number of orders: summing the orders of a range
 * through an index would read every order of the range, 75,000 of the large data set's 30 days.
 * Only orders that are not cancelled count; `paid_cents` those paid.
 */
export const reportDays = sqliteTable("report_days", {
  day: text("day").primaryKey(),
  orders: integer("orders").notNull().default(0),
  cents: integer("cents").notNull().default(0),
  paidCents: integer("paid_cents").notNull().default(0),
});

/** …and per product sold that day (orders without a product, deleted since, are not here). */
export const reportDayProducts = sqliteTable(
  "report_day_products",
  {
    day: text("day").notNull(),
    productId: integer("product_id").notNull(),
    orders: integer("orders").notNull().default(0),
    cents: integer("cents").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

export const userTotals = sqliteTable("user_totals", {
  isAdmin: integer("is_admin", { mode: "boolean" }).primaryKey(),
  users: integer("users").notNull().default(0),
});

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
    html: text("html"),
    /** File names of the attachments (a delivery photo). */
    attachments: text("attachments", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Headers the message goes with besides the usual ones (a reminder's List-Unsubscribe). */
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
  },
  (t) => [index("dev_outbox_to").on(t.to, t.id)],
);

/** "Remind me next year" (docs/decisions/073): an occasion on a day of the year, e-mailed to its
 *  customer a week before it, once a year. Goes with the account. */
export const reminders = sqliteTable(
  "reminders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    occasion: text("occasion").$type<Occasion>().notNull(),
    /** The day of the year, `MM-DD` (02-29 falls on 28 February in other years). */
    monthDay: text("month_day").notNull(),
    /** The bouquet "Order again" opens; null when none was named or it left the catalogue. */
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    /** The language of the order it came from (or of the page that asked): its e-mail's. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    /** The shop date the next e-mail is due, `YYYY-MM-DD`: a week before the next occurrence. */
    nextSend: text("next_send").notNull(),
    /** While a job sends the e-mail due on next_send: when it took it (a lease, so a second
     *  job for the same e-mail waits instead of sending it too). */
    claimedAt: text("claimed_at"),
    /** The due date of the last e-mail sent. */
    lastSentOn: text("last_sent_on"),
    createdAt: createdAt(),
  },
  (t) => [index("reminders_user_id").on(t.userId, t.id), index("reminders_next_send").on(t.nextSend)],
);

/** A Telegram button: its label and the callback data (at most 64 bytes) a tap sends back. */
export interface TelegramButton {
  text: string;
  callback_data: string;
}

/** Development only: Telegram messages that would have been sent, for GET /api/dev/telegram.
 *  The row id stands in for Telegram's message_id, so editMessageText edits the row. */
export const telegramOutbox = sqliteTable("telegram_outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  chatId: text("chat_id").notNull(),
  text: text("text").notNull(),
  buttons: text("buttons", { mode: "json" }).$type<TelegramButton[]>().notNull().default(sql`'[]'`),
  /** A sendPhoto's picture (its R2 key), with `text` as its caption; null for a text message. */
  photo: text("photo"),
  createdAt: createdAt(),
});

/** Development only: the dev PayWay gateway's transactions, standing in for PayWay's own records
 *  (its check-transaction reads them; docs/decisions/052). */
export const devPaywayTransactions = sqliteTable("dev_payway_transactions", {
  tranId: text("tran_id").primaryKey(),
  /** As the purchase form gave them: the amount ("12.50") and currency. */
  amount: text("amount").notNull(),
  currency: text("currency").notNull(),
  status: text("status", { enum: ["PENDING", "APPROVED", "DECLINED", "REFUNDED"] }).notNull(),
  /** The pushback address (return_url, decoded) and where the browser goes back to. */
  returnUrl: text("return_url").notNull(),
  continueSuccessUrl: text("continue_success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  createdAt: createdAt(),
});

/** Telegram update ids already handled, so a replayed webhook call changes nothing twice. */
export const telegramUpdates = sqliteTable("telegram_updates", {
  updateId: integer("update_id").primaryKey(),
  receivedAt: createdAt(),
});

/** Notifications that failed every retry (the dead-letter queue's consumer writes them here). */
export const failedNotifications = sqliteTable("failed_notifications", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  job: text("job", { mode: "json" }).notNull(),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type AddOnRow = typeof addOns.$inferSelect;
export type DeliveryAreaRow = typeof deliveryAreas.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type PaywayAttemptRow = typeof paywayAttempts.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type ReminderRow = typeof reminders.$inferSelect;
