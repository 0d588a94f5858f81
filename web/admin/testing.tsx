// Fixtures for the dashboard's component tests, on top of the app's shared test tools
// (web/test/render.tsx, catalog.tsx, orders.ts): the signed-in owner, and a render of a
// dashboard piece at an /admin URL.
import type { ReactNode } from "react";
import { toUser, type User } from "../api/models";
import { renderSignedIn, userWire } from "../test/render";

export { productWire } from "../test/catalog";
export { orderWire } from "../test/orders";
export { currentPath, mockApi, sentBodies, userWire } from "../test/render";

export const ADMIN: User = toUser(
  userWire({ id: 1, name: "Owner", email: "admin@example.com", is_admin: true }),
);

/** Renders `ui` at an /admin URL with the owner signed in (`token: null` leaves the token out). */
export function renderAt(
  ui: ReactNode,
  url = "/admin",
  options: { user?: User; token?: string | null } = {},
) {
  return renderSignedIn(ui, url, { path: "/admin", user: options.user ?? ADMIN, token: options.token });
}
