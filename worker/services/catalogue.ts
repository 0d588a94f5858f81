// The public catalogue list, kept warm because every visitor's first screen asks for it:
// from the edge cache (Cache API), else from D1. Admin writes (and a new riel rate) drop
// the cached copy where they run; elsewhere it ages out CACHE_SECONDS after it was read
// from D1, never later. (An isolate-memory copy in front of it used to restart that clock
// whenever it refilled from the cache, so a list could be up to twice as old.) Ordering
// never trusts this list: it re-reads the product from D1.
import { asc } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { productWire } from "../db/wire";
import { exchangeRate } from "./settings";

const CACHE_SECONDS = 30;
const HEADERS = {
  "Content-Type": "application/json",
  "Cache-Control": `public, max-age=0, s-maxage=${CACHE_SECONDS}`,
};
const cacheKey = (requestUrl: string) => new Request(new URL("/api/products", requestUrl));

export async function listCatalogue(db: Db) {
  const [rows, rate] = await Promise.all([
    db.select().from(products).orderBy(asc(products.id)),
    exchangeRate(db),
  ]);
  return rows.map((row) => productWire(row, rate));
}

/** GET /api/products as a Response, from the edge cache while it is fresh. */
export async function catalogueResponse(
  db: Db,
  requestUrl: string,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<Response> {
  const key = cacheKey(requestUrl);
  const cached = await caches.default.match(key);
  if (cached) return new Response(cached.body, { headers: HEADERS });
  const response = new Response(JSON.stringify(await listCatalogue(db)), { headers: HEADERS });
  waitUntil(caches.default.put(key, response.clone()));
  return response;
}

/** Called after every catalogue write, so the next list is read from D1. */
export async function forgetCatalogue(requestUrl: string): Promise<void> {
  await caches.default.delete(cacheKey(requestUrl));
}
