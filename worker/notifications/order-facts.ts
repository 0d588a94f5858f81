// What the shop's chat and the customer's e-mails say about an order, as plain strings:
// each channel escapes them for its own markup. The chat reads English; an e-mail is written in
// the order's language (`lang`), its words from the storefront's catalogues.
import { addressLine, deliveryMapsUrl } from "../../shared/address";
import { formatShopTime, slotWithClock } from "../../shared/delivery-format";
import { CATALOGUES } from "../../shared/i18n/catalogues";
import type { Locale } from "../../shared/i18n/locales";
import { interpolate, type MessageValues, translate } from "../../shared/i18n/translate";
import { shopDateIn } from "../../shared/localized-dates";
import { formatMoney } from "../../shared/money";
import { toDollars } from "../../shared/pricing";
import { SIZE_LABELS } from "../../shared/sizes";
import type { OrderRow } from "../db/schema";

/** A language the facts are written in: its code and its translator (English text in, the
 *  language's out). */
export interface FactsLanguage {
  locale: Locale;
  t: (text: string, values?: MessageValues) => string;
}

/** The shop's chat, and any e-mail of an English order. */
export const ENGLISH: FactsLanguage = { locale: "en", t: interpolate };

/** The language an e-mail is written in: the storefront's catalogue for it. */
export const mailLanguage = (locale: Locale): FactsLanguage =>
  locale === "en" ? ENGLISH : { locale, t: (text, values) => translate(CATALOGUES[locale], text, values) };

/** "$1,045.00 · ៛4,284,500" at the owner's rate. */
export const totalText = (order: OrderRow, rate: number) => formatMoney(toDollars(order.priceCents), rate);

/** A peak day's surcharge ("$5.00 · ៛20,500"), null on any other day. */
export const surchargeText = (order: OrderRow, rate: number) =>
  order.peakSurchargeCents > 0 ? formatMoney(toDollars(order.peakSurchargeCents), rate) : null;

/** "Angkor Red Roses (Deluxe)" */
export const productText = (order: OrderRow, lang = ENGLISH) =>
  lang.t("{product} ({size})", { product: order.productName, size: lang.t(SIZE_LABELS[order.size]) });

export const addOnsText = (order: OrderRow, lang = ENGLISH) =>
  order.addOns.map((addOn) => addOn.name).join(lang.t(", "));

/** "Tuesday 1 December 2026, Afternoon, 12:00–16:00 (Siem Reap time)"; null for an order placed without a slot.
 *  The slot's name is translated where the catalogue knows it (the shop's default slots). */
export function deliveryText(order: OrderRow, lang = ENGLISH): string | null {
  if (!order.deliveryDate) return null;
  const label = order.deliverySlotLabel && lang.t(order.deliverySlotLabel);
  const slot = slotWithClock(lang.t, label, order.deliveryStart, order.deliveryEnd, lang.t(", "));
  return [shopDateIn(lang.locale, order.deliveryDate), slot].filter(Boolean).join(lang.t(", "));
}

/** "uploaded 2 Mar 2026, 19:00" in Siem Reap time; null when nothing was. */
export const uploadedText = (at: string | null) => (at ? `uploaded ${formatShopTime(at)}` : null);

/** Who receives the flowers: the recipient when given, else the buyer. "王丽，+86 138…" in a
 *  Chinese e-mail: the language's own comma joins the name and the phone. */
export const recipientText = (order: OrderRow, { t } = ENGLISH) =>
  order.recipientName
    ? [order.recipientName, order.recipientPhone].filter(Boolean).join(t(", "))
    : [order.customerName, order.customerMobile].join(t(", "));

/** "Street 9, Wat Bo, Near the pagoda, Siem Reap", parted by the language's comma. */
export const addressText = (order: OrderRow, { t } = ENGLISH) =>
  addressLine(order, { place: "city", separator: t(", ") });

export const mapsLinkOf = (order: OrderRow) =>
  deliveryMapsUrl(
    order.locationLat !== null && order.locationLng !== null
      ? { lat: order.locationLat, lng: order.locationLng }
      : null,
    order,
  );
