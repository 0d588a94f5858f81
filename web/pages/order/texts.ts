// Words of the florist order form that the spec does not fix: headings, prompts, hints and
// the location messages, in English: the page shows them through t() ("{max}" filled there). The server's sentences (e.g. the 409 detail) live in shared/messages.ts.

import { KHQR_BANK_APPS } from "../../../shared/payment";

export const ORDER_TEXT = {
  what: "What",
  when: "When",
  toWhom: "To whom",
  where: "Where",
  summary: "Your order",
  size: "Size",
  addOns: "Add a gift",
  addOnsHint: "Optional. Up to {max}.",
  outOfStock: "Out of stock",
  date: "Delivery date",
  otherDate: "Or pick another date",
  slot: "Delivery time",
  closed: "Closed",
  today: "Today",
  tomorrow: "Tomorrow",
  loadingSlots: "Checking the delivery times…",
  slotsFailed: "We could not load the delivery times.",
  noSlotLeft: "No delivery time is left on this date. Please pick another date.",
  closedAhead: "Closed ahead",
  buyer: "Your details",
  selfRecipient: "I am the recipient",
  recipientName: "Recipient's name",
  recipientPhone: "Recipient's phone",
  recipientHint: "We call this number if we cannot find the door.",
  cardMessage: "Card message",
  area: "Delivery area",
  address: "Delivery address",
  addressHint: "Hotel, guesthouse or villa name and room, or street and house number. No postcode needed.",
  landmark: "Landmark",
  landmarkHint: "Something a driver can find, e.g. a pagoda or market",
  instructions: "Notes for the driver",
  useLocation: "Use my location",
  locating: "Finding you…",
  locationSet: "Your pin is set. The driver will use it with the address.",
  clearLocation: "Remove pin",
  openInMaps: "Open in Maps",
  locationDenied:
    "Location access was refused. You can still type the address, or allow location in your browser's settings and try again.",
  locationUnavailable: "We could not find your location just now. Please type the address.",
  locationUnsupported: "This browser cannot share your location. Please type the address.",
  locationOutside: "That location is outside Siem Reap, where we deliver. Please type the address instead.",
  free: "Free",
  placeOrder: "Place order",
  placing: "Placing order…",
  slotsRefreshed: "The delivery times are refreshed: please check the time, then press Place order again.",
  giftsRefreshed:
    "The gifts are refreshed and a sold-out one is taken off: please check them, then press Place order again.",
  payNote: "Pay cash on delivery: nothing is charged online.",
  payKhqrNote: "Pay with KHQR: the code to scan shows once the order is placed.",
  pay: "How will you pay?",
  payHint: {
    cash: "Pay the driver in dollars or riel when the flowers arrive.",
    khqr: `Scan a QR code with your banking app (${KHQR_BANK_APPS} and more) after you order.`,
  },
  // field prompts
  slotRequired: "Please choose a delivery time",
  recipientNameRequired: "Please enter the recipient's name",
  recipientPhoneRequired: "Please enter the recipient's phone number",
  cardTooLong: "Please keep the card message to {max} characters",
} as const;

/** Why a slot cannot be chosen, in words (the `reason` of GET /api/delivery/slots). */
export const SLOT_REASON_TEXT: Record<string, string> = {
  past: "Too soon to prepare",
  full: "Fully booked",
  closed: "Shop closed",
  out_of_window: "Too far ahead",
  not_same_day: "Not same-day in this area",
};
