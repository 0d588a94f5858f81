// Serves the shops for the journeys (Playwright's global setup): one per worker, each on its
// own port and fresh state (e2e/server.ts), started side by side; the returned function stops
// them. The journeys share one customer per worker, whose cash orders stay unpaid: the owner
// raises the cap on a customer's unpaid orders (docs/decisions/049) as she would for a
// wedding planner.
import type { FullConfig } from "@playwright/test";
import { ensureBuilt } from "../scripts/build.ts";
import { shopPort, startShop } from "./server";
import { ADMIN, api } from "./session";

const JOURNEYS_UNPAID_ORDERS = 100;

async function openShop(slot: number) {
  const shop = await startShop({ port: shopPort(slot) });
  const { access_token: token } = await api<{ access_token: string }>(
    "POST",
    "/api/auth/login",
    { email: ADMIN.email, password: ADMIN.password },
    undefined,
    shop.url,
  );
  const settings = await api<Record<string, unknown>>(
    "GET",
    "/api/admin/settings",
    undefined,
    token,
    shop.url,
  );
  await api(
    "PUT",
    "/api/admin/settings",
    { ...settings, max_open_unpaid_orders: JOURNEYS_UNPAID_ORDERS },
    token,
    shop.url,
  );
  return shop;
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  await ensureBuilt();
  const slots = Array.from({ length: config.workers }, (_, slot) => slot);
  const shops = await Promise.all(slots.map(openShop));
  return async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
  };
}
