// The public catalogue list, kept warm because every visitor's first screen asks for it:
// first in this isolate's memory, then in the edge cache (Cache API), then D1. Admin
// writes (and a new riel rate) drop both copies at once where they run; elsewhere a copy
// ages out after CACHE_SECONDS. Ordering never trusts this list: it re-reads the product from D1.
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

let memory: { body: string; expires: number } | null = null;

export async function listCatalogue(db: Db) {
  const [rows, rate] = await Promise.all([
    db.select().from(products).orderBy(asc(products.id)),
    exchangeRate(db),
  ]);
  return rows.map((row) => productWire(row, rate));
}

/** GET /api/products as a Response, from the nearest fresh copy. */
export async function catalogueResponse(
  db: Db,
  requestUrl: string,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<Response> {
  if (memory && memory.expires > Date.now()) return new Response(memory.body, { headers: HEADERS });
  const key = cacheKey(requestUrl);
  const cached = await caches.default.match(key);
  const body = cached ? await cached.text() : JSON.stringify(await listCatalogue(db));
  memory = { body, expires: Date.now() + CACHE_SECONDS * 1000 };
  const response = new Response(body, { headers: HEADERS });
  if (!cached) waitUntil(caches.default.put(key, response.clone()));
  return response;
}

/** Called after every catalogue write, so the next list is read from D1. */
export async function forgetCatalogue(requestUrl: string): Promise<void> {
  memory = null;
  await caches.default.delete(cacheKey(requestUrl));
}
