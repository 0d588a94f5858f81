// What the shop's chat and the customer's e-mails say about an order, as plain strings:
// each channel escapes them for its own markup.
import { mapsUrl, SHOP_TIMEZONE } from "../../shared/delivery";
import { formatKhr, formatUsd } from "../../shared/money";
import { toDollars, toKhr } from "../../shared/pricing";
import { SIZE_LABELS } from "../../shared/sizes";
import type { OrderRow } from "../db/schema";

/** "$1,045.00 · ៛4,284,500" at the owner's rate. */
export const totalText = (order: OrderRow, rate: number) => {
  const total = toDollars(order.priceCents);
  return `${formatUsd(total)} · ${formatKhr(toKhr(total, rate))}`;
};

/** "Angkor Red Roses (Deluxe)" */
export const productText = (order: OrderRow) => `${order.productName} (${SIZE_LABELS[order.size]})`;

export const addOnsText = (order: OrderRow) => order.addOns.map((addOn) => addOn.name).join(", ");

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "Tuesday 1 December 2026, Afternoon (12:00–16:00)"; null for an order placed without a slot. */
export function deliveryText(order: OrderRow): string | null {
  if (!order.deliveryDate) return null;
  // From the parts: engines differ on the comma after the weekday.
  const parts = dateFormat.formatToParts(new Date(`${order.deliveryDate}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const day = `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
  if (!order.deliverySlotLabel) return day;
  const hours =
    order.deliveryStart && order.deliveryEnd ? ` (${order.deliveryStart}–${order.deliveryEnd})` : "";
  return `${day}, ${order.deliverySlotLabel}${hours}`;
}

const shopTimeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: SHOP_TIMEZONE,
});

/** "2 Mar 2026, 19:00" as the clock in Siem Reap read then; null for no time. */
export function shopTimeText(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shopTimeFormat.format(date);
}

/** Who receives the flowers: the recipient when given, else the buyer. */
export const recipientText = (order: OrderRow) =>
  order.recipientName
    ? `${order.recipientName}${order.recipientPhone ? `, ${order.recipientPhone}` : ""}`
    : `${order.customerName}, ${order.customerMobile}`;

export const addressText = (order: OrderRow) =>
  [order.address, order.landmark, order.city].filter(Boolean).join(", ");

/** The pin when the customer dropped one, else a search for the written address. */
export const mapsLinkOf = (order: OrderRow) =>
  order.locationLat !== null && order.locationLng !== null
    ? mapsUrl({ lat: order.locationLat, lng: order.locationLng })
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressText(order))}`;
