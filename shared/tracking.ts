// An order as its private tracking link shows it (GET /api/track/{token} and the page
// /track/{token}): how it stands, when it comes and whether it is paid; never who it is for,
// where it goes or what the card says, since anyone holding the link may read it.
import type { Locale } from "./i18n/locales";
import type { OrderStatus } from "./orders";
import type { PaymentMethod, PaymentStatus } from "./payment";
import type { SizeId } from "./sizes";

/** One step of the order's status: `placed` (pending) first, then each change, oldest first. */
export interface TrackedStep {
  status: OrderStatus;
  at: string;
}

/** GET /api/track/{token} */
export interface TrackedOrder {
  /** The order's number, shown as "#id". */
  id: number;
  /** The language the order was placed in: the page is written in it. */
  locale: Locale;
  /** In the order's language where the owner gave one, else the name the order kept. */
  product_name: string;
  size: SizeId;
  status: OrderStatus;
  placed_at: string;
  timeline: TrackedStep[];
  /** Shop dates and "HH:MM" times; null on an order placed before delivery slots existed. */
  delivery_date: string | null;
  delivery_slot_label: string | null;
  delivery_start: string | null;
  delivery_end: string | null;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  /** The order's page in its language, where the customer (signed in) pays; null when nothing is due. */
  pay_now_url: string | null;
  /** The doorstep photo, for whoever holds the link; null until there is one. */
  delivery_photo_url: string | null;
}

/** Where a token's page and answers live. */
export const trackPath = (token: string) => `/track/${encodeURIComponent(token)}`;
export const trackApiPath = (token: string) => `/api/track/${encodeURIComponent(token)}`;
export const trackPhotoPath = (token: string) => `${trackApiPath(token)}/photo`;
