// Request schemas (zod) and wire shapes: the API validates with these and the web app
// types its calls and pre-checks its forms with the same definitions.
import { z } from "zod";
import type { OrderAddOnWire } from "./addons";
import { ADDRESS_MIN, ADDRESS_TOO_SHORT, TYPED_ADDRESS_MAX } from "./address";
import { CARD_MESSAGE_MAX, CARD_MESSAGE_MAX_UNITS, graphemeCount } from "./card";
import type { SnakeKeys } from "./case";
import { CATEGORIES, type Category, UPLOADS_PREFIX } from "./catalog";
import { CONTACT_MAX, CONTACT_SUBJECT_IDS } from "./contact";
import { isInSiemReap, isValidDate, SIEM_REAP_BOUNDS } from "./delivery";
import { EMAIL_PATTERN } from "./email";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./i18n/locales";
import { CODE_LENGTH, MAX_ADD_ONS, PASSWORD_MAX, PASSWORD_MIN, TEXT_MAX } from "./limits";
import type { DetailCode } from "./messages";
import { OCCASIONS, type Occasion } from "./occasions";
import { ORDER_NOTE_MAX } from "./order-events";
import { DEFAULT_CITY, ORDER_STATUSES } from "./orders";
import { PAYMENT_METHODS, PAYMENT_STATUSES, PAYWAY_OPTIONS, type PaymentMethod } from "./payment";
import type { PeakDayFigures, PeakLeftWire } from "./peak-days";
import { isPhoneNumber, PHONE_TOO_FEW_DIGITS } from "./phone";
import { REVIEW_COMMENT_MAX } from "./reviews";
import { SIZE_IDS, type SizeId, type SizeWire } from "./sizes";

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
/** Empty is "is required" alone: a rule refined on it (a phone's digits) is not asked too. */
const requiredText = (max: number) => text(max).min(1, { error: "is required", abort: true });
const optionalText = (max: number) =>
  z
    .union([text(max), z.null()])
    .optional()
    .transform((value) => value || null);

/** Ids as they appear in paths and forms: digits only, no leading zero ("12"); not "0x10",
 *  "1e1", "+1", "1.0", " 1" or "1\n". */
const ID_PATTERN = /^[1-9][0-9]*$/;

export const idText = (message = "must be a positive id") =>
  z
    .string()
    .regex(ID_PATTERN, message)
    .transform(Number)
    .pipe(z.number().max(Number.MAX_SAFE_INTEGER, message));

/** An id in a JSON body: a positive safe integer, or the same in a string of digits. */
const idField = (message = "must be a positive id") =>
  z.union(
    [z.number().int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message), idText(message)],
    message,
  );

/** The e-mail rule of shared/email.ts (which the browser's forms use without zod). */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "is required")
  .max(TEXT_MAX.email, `must be at most ${TEXT_MAX.email} characters`)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: "must be a valid e-mail address" }));

const passwordField = z
  .string()
  .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`);

/** A phone number as typed, with enough digits to call (shared/phone.ts). */
const phoneField = requiredText(TEXT_MAX.mobile).refine(isPhoneNumber, PHONE_TOO_FEW_DIGITS);

/** The customer's mobile: required wherever it is asked (register, order, profile), since the
 *  florist calls or messages it about the delivery. */
const mobileField = phoneField;

const codeField = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `must be ${CODE_LENGTH} digits`);

export const registerBody = z
  .object({
    name: requiredText(TEXT_MAX.name),
    email: emailField,
    mobile: mobileField,
    password: passwordField,
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

export const loginBody = z.object({
  email: emailField,
  password: z.string().min(1, "is required").max(PASSWORD_MAX),
});

export const emailBody = z.object({ email: emailField });
export const verifyCodeBody = z.object({ email: emailField, otp: codeField });
export const setPasswordBody = z.object({
  email: emailField,
  otp: codeField,
  new_password: passwordField,
});

/** The order form's code: name and mobile create the account when the address is new. */
export const emailCodeVerifyBody = z.object({
  email: emailField,
  otp: codeField,
  /** What POST /api/auth/email-code answered this browser: the code is its only. */
  challenge: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
  name: requiredText(TEXT_MAX.name).optional(),
  mobile: mobileField.optional(),
});

/** Where the flowers go and what the driver should know, as the customer writes them in an
 *  order's `customerInfo`: the order keeps and serves them under the same names (`orderSchema`). */
const deliveryFields = {
  address: requiredText(TYPED_ADDRESS_MAX.address).refine(
    (address) => [...address].length >= ADDRESS_MIN,
    ADDRESS_TOO_SHORT,
  ),
  landmark: optionalText(TYPED_ADDRESS_MAX.landmark),
  city: text(TEXT_MAX.short)
    .optional()
    .transform((city) => city || DEFAULT_CITY),
  postalCode: optionalText(20),
  specialInstructions: optionalText(TEXT_MAX.long),
};

const customerInfoSchema = z.object({
  name: requiredText(TEXT_MAX.name),
  email: emailField,
  mobile: mobileField,
  ...deliveryFields,
});

/** The card message: at most CARD_MESSAGE_MAX graphemes, kept as typed (NFC); blank → null. */
const cardMessageField = z
  .string("must be text")
  .nullable()
  .optional()
  .transform((value) => (value?.trim() ? value.normalize("NFC") : null))
  .refine((value) => value === null || graphemeCount(value) <= CARD_MESSAGE_MAX, {
    message: `must be at most ${CARD_MESSAGE_MAX} characters`,
  })
  .refine((value) => value === null || value.length <= CARD_MESSAGE_MAX_UNITS, {
    message: `must be at most ${CARD_MESSAGE_MAX} characters`,
  });

const { lat, lng } = SIEM_REAP_BOUNDS;
const locationField = z
  .object({ lat: z.number("must be a number"), lng: z.number("must be a number") }, "must be { lat, lng }")
  .refine(
    isInSiemReap,
    `must be inside Siem Reap province (latitude ${lat.min}–${lat.max}, longitude ${lng.min}–${lng.max})`,
  );

/** Dates the shop can mean: outside them the day before or after (the board's Previous/Next)
 *  would not be a YYYY-MM-DD date any more ("-000001-12-31", "+010000-01-01"). */
const DATE_RANGE = { min: "2000-01-01", max: "2999-12-31" } as const;

export const dateField = z
  .string("must be a date YYYY-MM-DD")
  .refine(isValidDate, "must be a date YYYY-MM-DD")
  .refine(
    (date) => !isValidDate(date) || (date >= DATE_RANGE.min && date <= DATE_RANGE.max),
    `must be a date from ${DATE_RANGE.min} to ${DATE_RANGE.max}`,
  );

/** POST /api/orders. productName and price are accepted but ignored: D1 is the source. */
export const orderCreateBody = z.object({
  productId: idField("must be a product id"),
  productName: z.unknown().optional(),
  price: z.unknown().optional(),
  customerInfo: customerInfoSchema,
  // Florist fields: every field below is optional; the server fills in the defaults.
  size: z
    .enum(SIZE_IDS, `must be one of ${SIZE_IDS.join(", ")}`)
    .nullable()
    .optional()
    .transform((size): SizeId => size ?? "standard"),
  addOns: z
    .array(idField("must be add-on ids"), "must be a list of add-on ids")
    .nullable()
    .optional()
    .transform((ids) => ids ?? [])
    .refine((ids) => ids.length <= MAX_ADD_ONS, `must be at most ${MAX_ADD_ONS} add-ons`)
    .refine((ids) => new Set(ids).size === ids.length, "must not list an add-on twice"),
  delivery: z
    .object(
      {
        date: dateField,
        slot: z.string("must be a slot id").trim().min(1, "is required").max(32, "must be a slot id"),
      },
      "must be { date, slot }",
    )
    .nullable()
    .optional()
    .transform((delivery) => delivery ?? null),
  recipient: z
    .object({ name: requiredText(TEXT_MAX.name), phone: phoneField }, "must be { name, phone }")
    .nullable()
    .optional()
    .transform((recipient) => recipient ?? null),
  cardMessage: cardMessageField,
  area: idField("must be a delivery area id")
    .nullable()
    .optional()
    .transform((area) => area ?? null),
  location: locationField
    .nullable()
    .optional()
    .transform((location) => location ?? null),
  paymentMethod: z
    .enum(PAYMENT_METHODS, `must be one of ${PAYMENT_METHODS.join(", ")}`)
    .nullable()
    .optional()
    .transform((method): PaymentMethod => method ?? "cash"),
  /** The page's language: the order's e-mails and tracking page are written in it. */
  locale: z
    .enum(LOCALES, `must be one of ${LOCALES.join(", ")}`)
    .nullable()
    .optional()
    .transform((locale): Locale => locale ?? DEFAULT_LOCALE),
});
export type OrderCreateInput = z.input<typeof orderCreateBody>;

export const profileUpdateBody = z
  .object({
    name: requiredText(TEXT_MAX.name),
    mobile: mobileField.optional(), // omitted → left as it is; never emptied
    address: text(TEXT_MAX.address).optional(),
    current_password: z.string().max(PASSWORD_MAX).optional().nullable(),
    new_password: z.string().max(PASSWORD_MAX).optional().nullable(),
  })
  // The password changes only when both are given; only then does the new one's length matter.
  .refine(
    (body) => !body.current_password || !body.new_password || body.new_password.length >= PASSWORD_MIN,
    {
      path: ["new_password"],
      message: `must be at least ${PASSWORD_MIN} characters`,
    },
  );

/** An amount: a JSON number, or a plain decimal string as a form sends it ("12.50").
 *  Never `true`, `[5]`, "0x10", "0b11", "1e3" or "" (which z.coerce would all turn into numbers). */
export const decimalNumber = z.union(
  [
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ],
  "must be a number",
);

/** True when a dollar amount is whole cents (no third decimal). */
export const isWholeCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const money = decimalNumber.pipe(
  z
    .number()
    .positive("must be greater than 0")
    .max(100_000, "must be at most 100000")
    .refine(isWholeCents, "must have at most 2 decimals"),
);

export const imageRef = z
  .string()
  .trim()
  .min(1, "is required")
  .max(500)
  .refine(
    (value) =>
      (value.startsWith(UPLOADS_PREFIX) && /^[\w./-]+$/.test(value) && !value.includes("..")) ||
      /^https:\/\/[^\s"'<>]+$/.test(value),
    "must be an uploaded image path or an https URL",
  );

const WHATS_INCLUDED_MAX = 1000;

/** Snake-case keys of a product as served, accepted in place of the form's camelCase. */
const SERVED_TO_FORM: Record<string, string> = {
  original_price: "originalPrice",
  whats_included: "whatsIncluded",
  in_stock: "inStock",
  deluxe_price: "deluxePrice",
  premium_price: "premiumPrice",
  name_km: "nameKm",
  description_km: "descriptionKm",
  name_zh: "nameZh",
  description_zh: "descriptionZh",
  whats_included_km: "whatsIncludedKm",
  whats_included_zh: "whatsIncludedZh",
};

/** An owner's text in Khmer or Chinese (a product's name, an add-on's, an area's): "" or null
 *  clears it (English is shown instead); omitted keeps what is stored, so a client that knows
 *  only the spec's fields never erases the owner's translations. */
export const translationText = (max: number) =>
  z
    .union([text(max), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/** A deluxe or premium price: a price, or null / "" when the size is not offered; omitted
 *  leaves it as it was (a new product then has no such size). */
const sizePrice = z
  .union([money, z.literal(""), z.null()])
  .optional()
  .transform((value) => (value === undefined ? undefined : typeof value === "number" ? value : null));

/** The occasions a product suits, each once, in the shop's order; omitted leaves them as
 *  they were (a client that knows only the spec's fields keeps the owner's tags). */
const occasionsField = z
  .array(z.enum(OCCASIONS, `must be one of ${OCCASIONS.join(", ")}`), "must be a list of occasions")
  .optional()
  .transform((value) => value && OCCASIONS.filter((occasion) => value.includes(occasion)));

export const adminProductBody = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
    const body: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
    for (const [served, form] of Object.entries(SERVED_TO_FORM)) {
      if (body[form] === undefined && body[served] !== undefined) body[form] = body[served];
    }
    return body;
  },
  z
    .object({
      name: requiredText(TEXT_MAX.name),
      price: money,
      originalPrice: z
        .union([money, z.literal(""), z.literal(0), z.null()])
        .optional()
        .transform((value) => (typeof value === "number" && value > 0 ? value : null)),
      description: requiredText(TEXT_MAX.long),
      category: z.enum(CATEGORIES, `must be one of ${CATEGORIES.join(", ")}`),
      image: imageRef,
      whatsIncluded: optionalText(WHATS_INCLUDED_MAX),
      inStock: z.boolean("must be true or false").optional().default(true),
      deluxePrice: sizePrice,
      premiumPrice: sizePrice,
      occasions: occasionsField,
      /** The owner's pick for the home page; omitted leaves it as it was (false when new). */
      featured: z.boolean("must be true or false").optional(),
      nameKm: translationText(TEXT_MAX.name),
      descriptionKm: translationText(TEXT_MAX.long),
      nameZh: translationText(TEXT_MAX.name),
      descriptionZh: translationText(TEXT_MAX.long),
      whatsIncludedKm: translationText(WHATS_INCLUDED_MAX),
      whatsIncludedZh: translationText(WHATS_INCLUDED_MAX),
    })
    .refine((p) => p.originalPrice === null || p.originalPrice >= p.price, {
      path: ["originalPrice"],
      message: "must be at least the price",
    })
    .refine((p) => p.deluxePrice == null || p.deluxePrice >= p.price, {
      path: ["deluxePrice"],
      message: "must be at least the standard price",
    })
    .refine((p) => p.premiumPrice == null || p.premiumPrice >= p.price, {
      path: ["premiumPrice"],
      message: "must be at least the standard price",
    }),
);
export type AdminProductInput = z.input<typeof adminProductBody>;

export const statusBody = z.object({
  status: z.enum(ORDER_STATUSES, `must be one of ${ORDER_STATUSES.join(", ")}`),
});

/** POST /api/orders/{id}/payway: which of PayWay's methods to open on (all when omitted). */
export const paywayBody = z.object({
  payment_option: z.enum(PAYWAY_OPTIONS, `must be one of ${PAYWAY_OPTIONS.join(", ")}`).optional(),
});

/** PUT /api/admin/orders/{id}/payment */
export const paymentBody = z.object({
  status: z.enum(PAYMENT_STATUSES, `must be one of ${PAYMENT_STATUSES.join(", ")}`),
});

/** PUT /api/admin/orders/{id}/extra-payments/{tran_id}: a second payment can only be refunded. */
export const extraPaymentBody = z.object({ status: z.literal("refunded", "must be refunded") });

// ---- Order timeline (docs/decisions/039) ----

/** POST /api/admin/orders/{id}/notes */
export const noteBody = z.object({ note: requiredText(ORDER_NOTE_MAX) });

// ---- Reviews (docs/decisions/041) ----

/** POST /api/orders/{id}/review */
const STARS = "must be a whole number from 1 to 5";
export const reviewBody = z.object({
  rating: z.number(STARS).int(STARS).min(1, STARS).max(5, STARS),
  comment: text(REVIEW_COMMENT_MAX).optional().default(""),
});

/** PUT /api/admin/reviews/{id} */
export const reviewHiddenBody = z.object({ hidden: z.boolean("must be true or false") });

// ---- Contact form and Inbox (docs/decisions/040) ----

/** POST /api/contact. `website` is the honeypot and `turnstile_token` the widget's answer. */
export const contactBody = z.object({
  name: requiredText(CONTACT_MAX.name),
  email: emailField,
  phone: text(CONTACT_MAX.phone).optional().default(""),
  subject: z.enum(CONTACT_SUBJECT_IDS, `must be one of ${CONTACT_SUBJECT_IDS.join(", ")}`),
  message: requiredText(CONTACT_MAX.message),
  website: z.string("must be text").max(500, "must be at most 500 characters").optional(),
  turnstile_token: z.string("must be text").max(2048, "must be at most 2048 characters").optional(),
});

/** PUT /api/admin/messages/{id} */
export const messageReadBody = z.object({ read: z.boolean("must be true or false") });

// ---- Wire shapes (snake_case, docs/decisions/005-wire-format.md) ----

export interface ProductWire {
  id: number;
  name: string;
  price: number;
  original_price: number | null;
  discount_percentage: number;
  image: string;
  description: string;
  category: Category;
  rating: number;
  in_stock: boolean;
  whats_included: string;
  created_at: string;
  /** Standard first (the product's price), then deluxe and premium when offered. */
  sizes: SizeWire[];
  /** The occasions the owner tagged it with, in the order of OCCASIONS. */
  occasions: Occasion[];
  /** Picked by the owner for the home page (featuredOf). */
  featured: boolean;
  /** How many visible reviews `rating` is the mean of (0: `rating` is the seeded one). */
  review_count: number;
  /** `price` in riel at the owner's rate, rounded to 100 riel (docs/decisions/024). */
  price_khr: number;
}

/** GET /api/products/{id}: the product and, for each coming peak day that limits it, how many
 *  may still be ordered (docs/decisions/072). */
export interface ProductDetailWire extends ProductWire {
  peak_left: PeakLeftWire[];
}

/** The owner's own texts of a product in the other languages, as the dashboard edits them
 *  (null: English is shown). Only the admin API serves them; the public one serves the
 *  asked-for language's text as `name`, `description` and `whats_included`. */
export interface ProductTranslationsWire {
  name_km: string | null;
  description_km: string | null;
  name_zh: string | null;
  description_zh: string | null;
  whats_included_km: string | null;
  whats_included_zh: string | null;
}

const maybeText = z.string().nullable();

/**
 * An order as the API serves it, the one list of its fields (docs/decisions/055): the web app's
 * `Order` is this in camelCase, the wire's `OrderWire` the same in snake_case.
 * The worker serves exactly these of the row's columns, tsc holding each to the D1 column's type,
 * with the money the row keeps in cents in dollars (worker/db/wire.ts). What the customer types
 * comes with the rule POST /api/orders checks it by. Never parsed: a type and its list of keys.
 */
export const orderSchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  /** The bouquet ordered, while it is in the shop (null once deleted). */
  productId: z.number().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerMobile: z.string(),
  productName: z.string(),
  price: z.number(),
  /** `price` in riel, rounded to 100 riel, at `exchangeRateKhr`: the owner's rate when it was
   *  served (docs/decisions/024), as a KHQR for the order asks it */
  priceKhr: z.number(),
  /** The owner's riel rate the order's riel amounts are at. */
  exchangeRateKhr: z.number(),
  ...deliveryFields,
  productImage: z.string(),
  productDescription: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  // Florist lines. `price` above is the total: productPrice + add-ons + deliveryFee + peakSurcharge.
  size: z.enum(SIZE_IDS),
  productPrice: z.number(),
  addOns: z.array(z.custom<OrderAddOnWire>()),
  deliveryFee: z.number(),
  /** A peak day's surcharge (docs/decisions/072), 0 on any other day. */
  peakSurcharge: z.number(),
  areaId: z.number().nullable(),
  areaName: maybeText,
  /** The delivery fields are null only on orders placed before delivery slots existed. */
  deliveryDate: maybeText,
  deliverySlot: maybeText,
  deliverySlotLabel: maybeText,
  deliveryStart: maybeText,
  deliveryEnd: maybeText,
  /** null when the buyer receives the flowers */
  recipientName: maybeText,
  recipientPhone: maybeText,
  cardMessage: maybeText,
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  // Paying (docs/decisions/037, 052), apart from the fulfilment status.
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paidAt: maybeText,
  /** When the payment was given back (`paymentStatus` refunded), or null. */
  refundedAt: maybeText,
  /** PayWay's transaction id of the payment that paid the order, or null (docs/decisions/052). */
  paymentReference: maybeText,
  /** The language the order was placed in: its e-mails and tracking page use it. */
  locale: z.enum(LOCALES),
  /** When the customer uploaded a proof of payment (GET /api/orders/{id}/payment-proof), or null. */
  paymentProofAt: maybeText,
  /** When the owner attached a photo of the delivery (GET /api/orders/{id}/delivery-photo), or null. */
  deliveryPhotoAt: maybeText,
});
export type OrderFields = z.output<typeof orderSchema>;
export type OrderWire = SnakeKeys<OrderFields>;

export interface UserWire {
  id: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  is_verified: boolean;
  is_suspended: boolean;
  is_admin: boolean;
  /** False for an account made by an e-mail code until it sets a password (docs/decisions/060). */
  has_password: boolean;
  created_at: string;
}

export interface AuthAnswer {
  user: UserWire;
  access_token: string;
}

interface DashboardStats {
  total_orders: number;
  pending_orders: number;
  total_customers: number;
  total_products: number;
  out_of_stock_products: number;
  revenue: number;
  pending_revenue: number;
  /** What the orders that are not cancelled still owe (payment_status unpaid), in USD. */
  unpaid_total: number;
}

export interface DashboardAnswer {
  stats: DashboardStats;
  recent_orders: OrderWire[];
  recent_users: UserWire[];
  /** Each coming peak day's product limits and their bookings (docs/decisions/072). */
  peak_days: PeakDayFigures[];
}

/** One field the request got wrong: its dotted path ("delivery.slot") and what is wrong. */
export interface FieldError {
  path: string;
  message: string;
}

/** Every error answer: the sentence for people (`detail`), the stable `code` for programs
 *  (a key of DETAIL), the `path` of the field it names if it names one ("delivery.slot"), and
 *  for a request that failed validation (code `invalid`) every field in `errors`. */
export interface ErrorAnswer {
  detail: string;
  code: DetailCode;
  path?: string;
  errors?: FieldError[];
}
