// Where an order goes, written the same on every screen and message that shows it: the
// dashboard's order detail, the Deliveries board and its printed tickets, the customer's orders
// and confirmation, "Order again", the shop's Telegram chat and the e-mails. First what the
// customer typed on the order form (the street or hotel, a landmark), then the town or the
// delivery area; and a Maps link, to her pin when she dropped one, else a search for the address.
import { TEXT_MAX } from "./limits";

type Pin = { lat: number; lng: number };

/** What an order keeps of where it goes: a D1 row and the web app's model alike. */
export interface OrderPlace {
  address: string;
  landmark: string | null;
  city: string;
  /** The delivery area's name as the order kept it; null on an order placed before areas. */
  areaName?: string | null;
}

/** The parts the customer types, in the order they are read, each with the most it may hold:
 *  the order form's limits, which the shop's chat clips each part to as well. */
export const TYPED_ADDRESS_MAX = { address: TEXT_MAX.address, landmark: TEXT_MAX.short } as const;
/** The fewest characters an address the driver can find has: "x" is none; a hotel's name in
 *  Chinese ("吴哥酒店") has four. */
export const ADDRESS_MIN = 4;
export const ADDRESS_TOO_SHORT = `must be at least ${ADDRESS_MIN} characters: a street, hotel or house`;
export const ADDRESS_TOO_SHORT_TEXT = "Please enter the full delivery address: a street, hotel or house";
export type TypedPart = keyof typeof TYPED_ADDRESS_MAX;
export const TYPED_PARTS = Object.keys(TYPED_ADDRESS_MAX) as TypedPart[];

/** The typed parts as the order form holds them ("" for one left empty), for "Order again". */
export const typedAddressOf = (where: OrderPlace) =>
  Object.fromEntries(TYPED_PARTS.map((part) => [part, where[part] ?? ""])) as Record<TypedPart, string>;

/** The delivery area's name, or the town on an order placed before areas. */
export const areaOf = (where: OrderPlace) => where.areaName ?? where.city;

/**
 * The address on one line, empty parts left out: what the customer typed, then with `place` the
 * town ("city": the chat, the e-mails, a Maps search) or the delivery area ("area": the
 * printed tickets). "Street 9, Wat Bo, Near the pagoda, Siem Reap"
 */
export function addressLine(
  where: OrderPlace,
  options: { place?: "city" | "area"; separator?: string } = {},
): string {
  const place = options.place === "city" ? where.city : options.place === "area" ? areaOf(where) : null;
  return [...TYPED_PARTS.map((part) => where[part]), place].filter(Boolean).join(options.separator ?? ", ");
}

/** Each part on a line of its own with its label, as the dashboard's order detail lists them
 *  (an empty part is for the caller to leave out). */
export const addressFields = (
  where: OrderPlace & { postalCode: string | null },
): [string, string | null][] => [
  ["Address", where.address],
  ["Landmark", where.landmark],
  ["City", where.city],
  ["Postal code", where.postalCode],
];

const MAPS_SEARCH = "https://www.google.com/maps/search/?api=1&query=";

/** A Google Maps link to a pin. */
export const mapsUrl = (pin: Pin) => `${MAPS_SEARCH}${pin.lat},${pin.lng}`;

/** Maps at the customer's pin when she dropped one, else a search for the address she typed
 *  (the Deliveries board, Telegram and e-mails). */
export const deliveryMapsUrl = (pin: Pin | null, where: OrderPlace) =>
  pin ? mapsUrl(pin) : `${MAPS_SEARCH}${encodeURIComponent(addressLine(where, { place: "city" }))}`;
