// What the shop's chat and the customer's e-mails say about an order, as plain strings:
// each channel escapes them for its own markup.
import { addressLine, deliveryMapsUrl } from "../../shared/delivery";
import { formatShopDate, formatShopTime, formatSlot } from "../../shared/delivery-format";
import { formatMoney } from "../../shared/money";
import { toDollars } from "../../shared/pricing";
import { SIZE_LABELS } from "../../shared/sizes";
import type { OrderRow } from "../db/schema";

/** "$1,045.00 · ៛4,284,500" at the owner's rate. */
export const totalText = (order: OrderRow, rate: number) => formatMoney(toDollars(order.priceCents), rate);

/** "Angkor Red Roses (Deluxe)" */
export const productText = (order: OrderRow) => `${order.productName} (${SIZE_LABELS[order.size]})`;

export const addOnsText = (order: OrderRow) => order.addOns.map((addOn) => addOn.name).join(", ");

/** "Tuesday 1 December 2026, Afternoon, 12:00–16:00"; null for an order placed without a slot. */
export function deliveryText(order: OrderRow): string | null {
  if (!order.deliveryDate) return null;
  const slot = formatSlot(order.deliverySlotLabel, order.deliveryStart, order.deliveryEnd);
  return [formatShopDate(order.deliveryDate, "long"), slot].filter(Boolean).join(", ");
}

/** "uploaded 2 Mar 2026, 19:00" in Siem Reap time; null when nothing was. */
export const uploadedText = (at: string | null) => (at ? `uploaded ${formatShopTime(at)}` : null);

/** Who receives the flowers: the recipient when given, else the buyer. */
export const recipientText = (order: OrderRow) =>
  order.recipientName
    ? `${order.recipientName}${order.recipientPhone ? `, ${order.recipientPhone}` : ""}`
    : `${order.customerName}, ${order.customerMobile}`;

export const addressText = (order: OrderRow) => addressLine(order);

export const mapsLinkOf = (order: OrderRow) =>
  deliveryMapsUrl(
    order.locationLat !== null && order.locationLng !== null
      ? { lat: order.locationLat, lng: order.locationLng }
      : null,
    order,
  );
