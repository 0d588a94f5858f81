// Fixtures for the dashboard's component tests, on top of the app's shared test tools
// (web/test/render.tsx, catalog.tsx, orders.ts): the signed-in owner, and a render of a
// dashboard piece at an /admin URL, the owner's settings as GET /api/admin/settings serves them,
// and a browser's way with the focus on a control that turns disabled.
import type { ReactNode } from "react";
import { addDays, shopToday } from "../../shared/delivery";
import type { DashboardAnswer } from "../../shared/schemas";
import {
  DEFAULT_AREAS,
  DEFAULT_EXCHANGE_RATE_KHR,
  DEFAULT_KHQR,
  DEFAULT_LEAD_MINUTES,
  DEFAULT_MAX_OPEN_UNPAID_ORDERS,
  DEFAULT_SLOTS,
  DEFAULT_WINDOW_DAYS,
  type SettingsWire,
} from "../../shared/settings";
import { toUser, type User } from "../api/models";
import { renderSignedIn, userWire } from "../test/render";
import { ChosenPhotosProvider } from "./orders/chosenPhotos";

export { productWire } from "../test/catalog";
export { ADD_ONS } from "../test/florist";
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
  return renderSignedIn(<ChosenPhotosProvider>{ui}</ChosenPhotosProvider>, url, {
    path: "/admin",
    user: options.user ?? ADMIN,
    token: options.token,
  });
}

/** GET /api/admin/dashboard's figures for a small shop: a sum with cents, some of it unpaid. */
export const DASHBOARD_STATS: DashboardAnswer["stats"] = {
  total_orders: 12,
  pending_orders: 3,
  total_customers: 8,
  total_products: 14,
  out_of_stock_products: 2,
  revenue: 1234.5,
  pending_revenue: 90,
  unpaid_total: 135,
};

/** A shop date `days` after today (the shop's today, as the Settings form reckons it). */
export const shopDay = (days: number) => addDays(shopToday(new Date()), days);

/** The seeded settings with ids, two closed dates served out of order, and a Bakong account. */
export const settingsWire = (over: Partial<SettingsWire> = {}): SettingsWire => ({
  slots: DEFAULT_SLOTS.map((slot) => ({ ...slot })),
  lead_minutes: DEFAULT_LEAD_MINUTES,
  window_days: DEFAULT_WINDOW_DAYS,
  closed_dates: [
    { date: shopDay(30), note: "Water Festival" },
    { date: shopDay(10), note: "" },
  ],
  areas: DEFAULT_AREAS.map((area, index) => ({ id: index + 1, name_km: null, name_zh: null, ...area })),
  exchange_rate_khr: DEFAULT_EXCHANGE_RATE_KHR,
  max_open_unpaid_orders: DEFAULT_MAX_OPEN_UNPAID_ORDERS,
  peak_days: [],
  khqr: { ...DEFAULT_KHQR, bakong_account_id: "flowers@aclb", phone: "+855 12 345 678" },
  ...over,
});

/** A browser drops the focus to <body> when the focused control turns disabled; jsdom keeps it
 *  there. This drops it as a browser does, until the returned function is called. */
export function dropFocusFromDisabled() {
  const observer = new MutationObserver(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.matches(":disabled")) focused.blur();
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ["disabled"] });
  return () => observer.disconnect();
}
