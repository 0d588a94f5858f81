// How an order is paid (florist.md §5): the method the customer picks, the status the owner
// sets apart from the fulfilment status, and how each reads. Plain TypeScript, no zod, so
// the storefront can show labels without downloading the validators.

export const PAYMENT_METHODS = ["cash", "khqr"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ["unpaid", "paid"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Cash on delivery",
  khqr: "KHQR (scan with your bank app)",
};

/** The method in a word, after the status on a badge ("Unpaid · cash"). */
export const PAYMENT_METHOD_SHORT: Record<PaymentMethod, string> = { cash: "cash", khqr: "KHQR" };

/** The banking apps named to customers as ones that scan a KHQR (any KHQR app does). */
export const KHQR_BANK_APPS = "ABA, ACLEDA, Wing";

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: "Unpaid",
  paid: "Paid",
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
