// How an order is paid: the method the customer picks, the status the owner (or PayWay's
// confirmation, docs/decisions/052) sets apart from the fulfilment status, and how each reads. Plain TypeScript, no zod, so
// the storefront can show labels without downloading the validators.

export const PAYMENT_METHODS = ["cash", "khqr", "payway"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** `refunded`: a cancelled order's payment given back (docs/decisions/052). */
export const PAYMENT_STATUSES = ["unpaid", "paid", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Cash on delivery",
  khqr: "KHQR (scan with your bank app)",
  payway: "Card, Alipay or WeChat Pay",
};

/** The method in a word, after the status on a badge ("Unpaid · cash"). PayWay's has no shorter
 *  name: the customer knows it by the one she chose it by, in every language. */
export const PAYMENT_METHOD_SHORT: Record<PaymentMethod, string> = {
  cash: "cash",
  khqr: "KHQR",
  payway: PAYMENT_METHOD_LABELS.payway,
};

/** The banking apps named to customers as ones that scan a KHQR (any KHQR app does). */
export const KHQR_BANK_APPS = "ABA, ACLEDA, Wing";

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: "Unpaid",
  paid: "Paid",
  refunded: "Refunded",
};

/** A KHQR with an amount must carry an expiry (bakong-khqr's rule); a fresh one is made on each request. */
export const KHQR_VALID_HOURS = 24;

/** GET /api/orders/{id}/khqr */
export interface KhqrAnswer {
  /** The EMVCo payload to draw as a QR picture. */
  qr: string;
  /** The order's total, in `currency`. */
  amount: number;
  currency: "USD";
  /** The same total in riel at the owner's rate, for the customer's information. */
  amount_khr: number;
  /** The order id, as the bill number a banking app shows. */
  bill_number: string;
  /** When banking apps stop accepting this QR (ISO 8601). */
  expires_at: string;
}

/**
 * PayWay's `payment_option` values a customer may ask for (docs/decisions/052); none lets
 * PayWay's page offer every method the merchant has.
 */
export const PAYWAY_OPTIONS = ["cards", "alipay", "wechat", "abapay_khqr", "google_pay"] as const;
export type PaywayOption = (typeof PAYWAY_OPTIONS)[number];

/** POST /api/orders/{id}/payway: the browser POSTs `fields` to `action` as a form. */
export interface PaywayCheckout {
  action: string;
  fields: Record<string, string>;
}

/** How long the page back from PayWay waits for the payment to be confirmed, asking every few seconds. */
export const PAYWAY_CONFIRM_WAIT_MS = 60_000;

/** How PayWay stands, for the dashboard (GET /api/admin/settings `payway`): whether the order
 *  form offers it, and whether "Refund" calls PayWay's refund API or asks the owner to confirm
 *  she refunded in PayWay's portal. */
export interface PaywayStatus {
  offered: boolean;
  refunds: "api" | "portal";
}

/** A PayWay payment approved for an order that was paid already (a second tab, or after the owner
 *  marked it paid): GET /api/admin/orders/{id}/extra-payments, refunded by
 *  PUT …/extra-payments/{tran_id} { status: "refunded" } (docs/decisions/061). */
export interface ExtraPaymentWire {
  tran_id: string;
  amount: number;
  currency: "USD";
  approved_at: string;
  refunded_at: string | null;
}
