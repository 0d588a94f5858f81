// Order fixtures for the web app's component tests: one order as the API sends it
// (§3 "Order as read"), for /orders, the order confirmation and the dashboard.
import type { OrderWire } from "../../shared/schemas";

export const orderWire = (over: Partial<OrderWire> = {}): OrderWire => ({
  id: 7,
  user_id: 3,
  product_id: 1,
  customer_name: "Sok Dara",
  customer_email: "dara@example.com",
  customer_mobile: "+855 12 345 678",
  product_name: "Red Rose Bouquet",
  price: 45,
  address: "Street 9, Wat Bo",
  landmark: "Near the pagoda",
  city: "Siem Reap",
  postal_code: "17252",
  special_instructions: "Ring twice",
  product_image: "/api/uploads/rose.webp",
  product_description: "Twelve red roses.",
  status: "pending",
  created_at: "2026-03-02T12:00:00.000Z",
  ...over,
});
