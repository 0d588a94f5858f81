// Test tools for the dashboard's component tests: wire-shaped fixtures, a fetch mock that
// answers by "METHOD /path", and a render inside the app's providers at a given URL.
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { vi } from "vitest";
import { STORAGE_KEYS } from "../../shared/limits";
import type { OrderWire, ProductWire, UserWire } from "../../shared/schemas";
import { toUser, type User } from "../api/models";
import { AuthProvider } from "../auth/AuthProvider";
import { ToastProvider } from "../components/Toast";

export const productWire = (over: Partial<ProductWire> = {}): ProductWire => ({
  id: 1,
  name: "Red Rose Bouquet",
  price: 45,
  original_price: 60,
  discount_percentage: 25,
  image: "/api/uploads/rose.webp",
  description: "Twelve red roses.",
  category: "roses",
  rating: 4.5,
  in_stock: true,
  whats_included: "12 roses, Card",
  created_at: "2026-03-01T10:00:00.000Z",
  ...over,
});

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

export const userWire = (over: Partial<UserWire> = {}): UserWire => ({
  id: 3,
  name: "Sok Dara",
  email: "dara@example.com",
  mobile: "+855 12 345 678",
  address: "Street 9",
  is_verified: true,
  is_suspended: false,
  is_admin: false,
  created_at: "2026-02-10T12:00:00.000Z",
  ...over,
});

export const ADMIN: User = toUser(
  userWire({ id: 1, name: "Owner", email: "admin@example.com", is_admin: true }),
);

type Handler = (init: RequestInit) => unknown | Response;

/** Answers fetch from `routes` ("PUT /api/admin/orders/7/status"); anything else is a 404. */
export function mockApi(routes: Record<string, Handler>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), "http://localhost");
    const handler = routes[`${init.method ?? "GET"} ${url.pathname}`];
    if (!handler) return Response.json({ detail: "Not found" }, { status: 404 });
    const answer = handler(init);
    return answer instanceof Response ? answer : Response.json(answer);
  });
}

/** The JSON body a mocked call was made with (the n-th call matching method and path). */
export function sentBody(spy: ReturnType<typeof mockApi>, method: string, path: string, n = 0): unknown {
  const calls = spy.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? "GET") === method && new URL(String(input), "http://localhost").pathname === path,
  );
  const body = calls[n]?.[1]?.body;
  return typeof body === "string" ? JSON.parse(body) : body;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` at `url` with a signed-in session (pass `token: null` to leave it out). */
export function renderAt(
  ui: ReactNode,
  url = "/admin",
  options: { user?: User; token?: string | null } = {},
) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(options.user ?? ADMIN));
  if (options.token !== null) localStorage.setItem(STORAGE_KEYS.token, options.token ?? "test-token");
  return render(
    <AuthProvider>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </AuthProvider>,
  );
}
