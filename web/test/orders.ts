// Order fixtures for the web app's component tests: one order as the API sends it
// (snake_case, every field), for /orders, the order confirmation and the dashboard.
import { toKhr } from "../../shared/pricing";
import type { OrderWire } from "../../shared/schemas";

/** `price_khr` follows `price` at the fixture's rate unless given. */
export const orderWire = (over: Partial<OrderWire> = {}): OrderWire => ({
  id: 7,
  user_id: 3,
  product_id: 1,
  customer_name: "Sok Dara",
  customer_email: "dara@example.com",
  customer_mobile: "+855 12 345 678",
  product_name: "Red Rose Bouquet",
  price: 45,
  price_khr: toKhr(over.price ?? 45, over.exchange_rate_khr ?? 4100),
  exchange_rate_khr: 4100,
  address: "Street 9, Wat Bo",
  landmark: "Near the pagoda",
  city: "Siem Reap",
  postal_code: "17252",
  special_instructions: "Ring twice",
  product_image: "/api/uploads/rose.webp",
  product_description: "Twelve red roses.",
  status: "pending",
  created_at: "2026-03-02T12:00:00.000Z",
  // Florist lines: a standard bouquet for the buyer, in town, no gifts, card or pin
  size: "standard",
  product_price: 45,
  add_ons: [],
  delivery_fee: 0,
  peak_surcharge: 0,
  area_id: 1,
  area_name: "Siem Reap town",
  delivery_date: "2026-03-03",
  delivery_slot: "afternoon",
  delivery_slot_label: "Afternoon",
  delivery_start: "12:00",
  delivery_end: "16:00",
  recipient_name: null,
  recipient_phone: null,
  card_message: null,
  location: null,
  // cash on delivery, not paid yet, no proof or delivery photo
  payment_method: "cash",
  payment_status: "unpaid",
  paid_at: null,
  refunded_at: null,
  payment_reference: null,
  locale: "en",
  payment_proof_at: null,
  delivery_photo_at: null,
  ...over,
});

/** What a deluxe bouquet with a vase to the temple road comes to: $60 + $8 + a $5 fee. */
export const DELUXE_WITH_VASE_TO_ANGKOR = {
  price: 73,
  size: "deluxe",
  product_price: 60,
  add_ons: [{ id: 1, name: "Glass vase", price: 8 }],
  delivery_fee: 5,
  area_name: "Angkor and the temple road",
} satisfies Partial<OrderWire>;
