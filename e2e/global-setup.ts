// Serves the shop once for every journey (Playwright's global setup) on SHOP_URL, which
// playwright.config.ts gives the tests as their baseURL; the returned function stops it.
// The journeys share one customer per run, whose cash orders stay unpaid: the owner raises
// the cap on a customer's unpaid orders (docs/decisions/049) as she would for a wedding planner.
import { SHOP_PORT, startShop } from "./server";
import { ADMIN, api } from "./session";

const JOURNEYS_UNPAID_ORDERS = 100;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const shop = await startShop({ port: SHOP_PORT });
  const { access_token: token } = await api<{ access_token: string }>("POST", "/api/auth/login", {
    email: ADMIN.email,
    password: ADMIN.password,
  });
  const settings = await api<Record<string, unknown>>("GET", "/api/admin/settings", undefined, token);
  await api(
    "PUT",
    "/api/admin/settings",
    { ...settings, max_open_unpaid_orders: JOURNEYS_UNPAID_ORDERS },
    token,
  );
  return () => shop.stop();
}
