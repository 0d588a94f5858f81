// Fixtures for the dashboard's component tests, on top of the app's shared test tools
// (web/test/render.tsx, web/test/catalog.tsx): wire-shaped orders, the signed-in owner, and
// a render of a dashboard piece at an /admin URL.
import type { ReactNode } from "react";
import type { OrderWire } from "../../shared/schemas";
import { toUser, type User } from "../api/models";
import { renderPage, storeSession, userWire } from "../test/render";

export { productWire } from "../test/catalog";
export { currentPath, mockApi, sentBodies, userWire } from "../test/render";

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

export const ADMIN: User = toUser(
  userWire({ id: 1, name: "Owner", email: "admin@example.com", is_admin: true }),
);

/** Renders `ui` at an /admin URL with the owner signed in (`token: null` leaves the token out). */
export function renderAt(
  ui: ReactNode,
  url = "/admin",
  options: { user?: User; token?: string | null } = {},
) {
  storeSession(options.user ?? ADMIN, options.token === undefined ? "test-token" : options.token);
  return renderPage(ui, url, { path: "/admin" });
}
