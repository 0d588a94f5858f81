// Serves the shop once for every journey (Playwright's global setup) on SHOP_URL, which
// playwright.config.ts gives the tests as their baseURL; the returned function stops it.
import { SHOP_PORT, startShop } from "./server";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const shop = await startShop({ port: SHOP_PORT });
  return () => shop.stop();
}
