// The order form's state as one plain object, its checks and the POST /api/orders body it
// becomes (docs/decisions/022 to 025). Pure functions, so the rules are tested without a browser.
import { CARD_MESSAGE_MAX, graphemeCount } from "../../../shared/card";
import { isValidDate } from "../../../shared/delivery";
import { TEXT_MAX } from "../../../shared/limits";
import { DEFAULT_CITY } from "../../../shared/orders";
import { PAYMENT_METHODS, type PaymentMethod } from "../../../shared/payment";
import type { OrderCreateInput } from "../../../shared/schemas";
import type { SizeId } from "../../../shared/sizes";
import type { User } from "../../api/models";
import { FORM_TEXT } from "../../components/forms/texts";
import {
  addressError,
  emailError,
  type FieldErrors,
  mobileError,
  phoneError,
  requiredError,
} from "../../components/forms/validation";
import { t } from "../../i18n";
import { ORDER_TEXT } from "./texts";

export interface Pin {
  lat: number;
  lng: number;
}

export interface OrderDraft {
  size: SizeId;
  addOns: number[];
  /** The shop date the customer chose, `YYYY-MM-DD`; "" until she picks one. */
  date: string;
  /** The slot she chose on that date; "" until she picks one. */
  slot: string;
  name: string;
  email: string;
  mobile: string;
  selfRecipient: boolean;
  recipientName: string;
  recipientPhone: string;
  cardMessage: string;
  area: string;
  address: string;
  landmark: string;
  notes: string;
  location: Pin | null;
  paymentMethod: PaymentMethod;
}

/** The fields a message can be shown beside, in the order the form shows them. */
export const CHECKED_FIELDS = [
  "date",
  "slot",
  "recipientName",
  "recipientPhone",
  "cardMessage",
  "name",
  "email",
  "mobile",
  "address",
] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];
export type DraftErrors = FieldErrors<CheckedField>;

/** A fresh form: the buyer's own details from her profile, and nothing chosen for her (no day,
 *  no time, no recipient), so a bouquet never goes to the wrong day or person by default. */
export function startDraft(options: { user: User | null; size: SizeId; area: string }): OrderDraft {
  const { user } = options;
  return {
    size: options.size,
    addOns: [],
    date: "",
    slot: "",
    name: user?.name ?? "",
    email: user?.email ?? "",
    mobile: user?.mobile ?? "",
    selfRecipient: false,
    recipientName: "",
    recipientPhone: "",
    cardMessage: "",
    area: options.area,
    address: user?.address ?? "",
    landmark: "",
    notes: "",
    location: null,
    paymentMethod: "cash",
  };
}

/** The payment methods the shop offers (GET /api/shop payment_methods), cash always first. */
export const offeredMethods = (offered: readonly string[]): PaymentMethod[] =>
  PAYMENT_METHODS.filter((method) => method === "cash" || offered.includes(method));

/** What the shop offers now, to judge a draft kept from before by. */
export interface Offer {
  today: string;
  /** the last date a slot may be booked on */
  lastDate: string;
  closedDates: string[];
  areas: string[];
  /** the add-ons in stock */
  addOns: number[];
  paymentMethods: PaymentMethod[];
}

const isPin = (value: unknown): value is Pin =>
  !!value &&
  typeof value === "object" &&
  typeof (value as Pin).lat === "number" &&
  typeof (value as Pin).lng === "number";

/** Each field of `fresh` taken from `kept` where `kept` has one of the same kind. */
function sameShape(kept: Record<string, unknown>, fresh: OrderDraft): OrderDraft {
  const merged: Record<string, unknown> = { ...fresh };
  for (const [name, value] of Object.entries(fresh)) {
    const old = kept[name];
    if (name === "location") merged[name] = isPin(old) ? { lat: old.lat, lng: old.lng } : null;
    else if (Array.isArray(value)) merged[name] = Array.isArray(old) ? old.filter(Number.isInteger) : value;
    else if (typeof old === typeof value) merged[name] = old;
  }
  return merged as unknown as OrderDraft;
}

/** A day the shop takes orders for now: in the booking window, not closed. */
const isBookable = (date: string, offer: Offer) =>
  isValidDate(date) && date >= offer.today && date <= offer.lastDate && !offer.closedDates.includes(date);

/** The day a link asks for (a reminder e-mail's "Order again", docs/decisions/073) replaces the
 *  draft's when it can be booked, with no time chosen on it yet; otherwise the draft stays. */
export function withAskedDate(draft: OrderDraft, asked: string | null | undefined, offer: Offer): OrderDraft {
  if (!asked || asked === draft.date || !isBookable(asked, offer)) return draft;
  return { ...draft, date: asked, slot: "" };
}

/**
 * A draft kept from before (a login on the way back to the form, a reload) laid over a fresh
 * one: everything typed and chosen comes back, except the size (the page's address names it),
 * a date no longer bookable (the customer picks one again: none is picked for her), an area,
 * a gift or a way to pay no longer offered. The form drops a time no longer open once it knows.
 */
export function resumeDraft(kept: unknown, fresh: OrderDraft, offer: Offer): OrderDraft {
  if (!kept || typeof kept !== "object") return fresh;
  const draft = sameShape(kept as Record<string, unknown>, fresh);
  const bookable = isBookable(draft.date, offer);
  return {
    ...draft,
    // A draft begun signed out is resumed by whoever signs in: what it left empty is theirs, and
    // a signed-in customer's e-mail is always the account's.
    name: draft.name || fresh.name,
    mobile: draft.mobile || fresh.mobile,
    address: draft.address || fresh.address,
    email: fresh.email || draft.email,
    size: fresh.size,
    ...(bookable ? {} : { date: "", slot: "" }),
    area: offer.areas.includes(draft.area) ? draft.area : fresh.area,
    addOns: draft.addOns.filter((id) => offer.addOns.includes(id)),
    paymentMethod: offer.paymentMethods.includes(draft.paymentMethod)
      ? draft.paymentMethod
      : fresh.paymentMethod,
  };
}

/** What a card message too long to print says; undefined while it fits. The form shows it as
 *  soon as the message passes the limit, and again on Place order. */
export const cardMessageError = (message: string): string | undefined =>
  graphemeCount(message) > CARD_MESSAGE_MAX
    ? t(ORDER_TEXT.cardTooLong, { max: CARD_MESSAGE_MAX })
    : undefined;

/** Every message the draft deserves now; a field without one is valid. */
export function draftErrors(draft: OrderDraft): DraftErrors {
  const other = !draft.selfRecipient;
  return {
    date: draft.date ? undefined : ORDER_TEXT.dateRequired,
    // Asked once a date is chosen: its times show only then.
    slot: draft.date && !draft.slot ? ORDER_TEXT.slotRequired : undefined,
    name: requiredError(draft.name, FORM_TEXT.nameRequired),
    email: emailError(draft.email),
    mobile: mobileError(draft.mobile),
    recipientName: other ? requiredError(draft.recipientName, ORDER_TEXT.recipientNameRequired) : undefined,
    recipientPhone: other ? phoneError(draft.recipientPhone, ORDER_TEXT.recipientPhoneRequired) : undefined,
    cardMessage: cardMessageError(draft.cardMessage),
    address: addressError(draft.address),
  };
}

/**
 * The messages still deserved by the fields that had one: as a field becomes valid its
 * message goes, and no new message appears before the customer presses the button again.
 */
export function remainingErrors(shown: DraftErrors, draft: OrderDraft): DraftErrors {
  const now = draftErrors(draft);
  const left: DraftErrors = {};
  for (const field of CHECKED_FIELDS) if (shown[field] && now[field]) left[field] = now[field];
  return left;
}

const clip = (text: string, max: number) => text.trim().slice(0, max);

/** The POST /api/orders body; the server prices it from D1 whatever `price` says. */
export function orderBody(
  draft: OrderDraft,
  product: { id: string; name: string; price: number },
): OrderCreateInput {
  const card = draft.cardMessage.trim();
  return {
    productId: product.id,
    productName: product.name,
    price: product.price,
    size: draft.size,
    addOns: draft.addOns,
    delivery: { date: draft.date, slot: draft.slot },
    area: Number(draft.area),
    ...(draft.selfRecipient
      ? {}
      : {
          recipient: {
            name: clip(draft.recipientName, TEXT_MAX.name),
            phone: clip(draft.recipientPhone, TEXT_MAX.mobile),
          },
        }),
    ...(card ? { cardMessage: card } : {}),
    ...(draft.location ? { location: draft.location } : {}),
    paymentMethod: draft.paymentMethod,
    customerInfo: {
      name: draft.name.trim(),
      email: draft.email.trim(),
      mobile: draft.mobile.trim(),
      address: draft.address.trim(),
      landmark: draft.landmark.trim(),
      city: DEFAULT_CITY,
      specialInstructions: draft.notes.trim(),
    },
  };
}
