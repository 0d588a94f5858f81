// The public catalogue answers every visitor's first screen asks for, kept warm in the edge
// cache (Cache API): the spec's bare list, the first page of /products, the home page's picks
// (docs/decisions/043), and each product's own answer (GET /api/products/:id). Each is read from D1 when the cache has no copy. Admin writes (and a new riel rate) drop
// them all where they run; elsewhere each ages out CACHE_SECONDS after it was read from D1,
// never later. (An isolate-memory copy in front of it used to restart that clock whenever it
// refilled from the cache, so a list could be up to twice as old.) Ordering never trusts
// these copies: it re-reads the product from D1.
import { catalogueQuery, NO_FILTERS, picksQuery } from "../../../shared/catalogue-query";
import { LOCALES, type Locale, langParam } from "../../../shared/i18n/locales";
import type { ProductDetailWire } from "../../../shared/schemas";
import { forgetPages, forgetProductPage } from "../pages/page-cache";

const CACHE_SECONDS = 30;
/** Browsers ask again each time; shared caches may keep a copy as long as the edge does. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${CACHE_SECONDS}`;
const HEADERS = { "Content-Type": "application/json", "Cache-Control": PUBLIC_CACHE_CONTROL };

/** The query strings of GET /api/products answered from the cache ("" is the bare list), in
 *  each language. */
const CACHED_QUERIES = LOCALES.flatMap((locale) => [
  langParam(locale),
  catalogueQuery(NO_FILTERS, null, locale),
  picksQuery(locale),
]);

const apiKey = (requestUrl: string, query: string) =>
  new Request(new URL(`/api/products${query ? `?${query}` : ""}`, requestUrl));
const productKey = (requestUrl: string, id: number, locale: Locale) => {
  const lang = langParam(locale);
  return new Request(new URL(`/api/products/${id}${lang ? `?${lang}` : ""}`, requestUrl));
};

type WaitUntil = (promise: Promise<unknown>) => void;

/** `read()` as JSON, from the edge cache while a copy is fresh. */
async function cachedJson(
  key: Request,
  read: () => Promise<unknown>,
  waitUntil: WaitUntil,
): Promise<Response> {
  const cached = await caches.default.match(key);
  if (cached) return new Response(cached.body, { headers: HEADERS });
  const response = new Response(JSON.stringify(await read()), { headers: HEADERS });
  waitUntil(caches.default.put(key, response.clone()));
  return response;
}

/** Whether GET /api/products with this query string (no "?") is one of the cached answers. */
export const isCachedQuery = (query: string) => CACHED_QUERIES.includes(query);

/** GET /api/products?`query` as a Response from the cache, `read()` filling it when empty;
 *  only for a query isCachedQuery accepts. */
export function cachedCatalogueResponse(
  requestUrl: string,
  query: string,
  read: () => Promise<unknown>,
  waitUntil: WaitUntil,
): Promise<Response> {
  return cachedJson(apiKey(requestUrl, query), read, waitUntil);
}

/** GET /api/products/`id`'s answer from the cache, `read()` filling it when empty (a read
 *  that fails, e.g. 404, is not kept). */
export async function cachedProduct(
  requestUrl: string,
  id: number,
  locale: Locale,
  read: () => Promise<ProductDetailWire>,
  waitUntil: WaitUntil,
): Promise<ProductDetailWire> {
  return (await cachedJson(productKey(requestUrl, id, locale), read, waitUntil)).json<ProductDetailWire>();
}

/** Drops one product's answers and drawn pages in this data centre, not the lists: an order
 *  on a peak day that limits it changed how many are left (docs/decisions/072). */
export async function forgetProduct(requestUrl: string, productId: number): Promise<void> {
  await Promise.all([
    forgetProductPage(requestUrl, productId),
    ...LOCALES.map((locale) => caches.default.delete(productKey(requestUrl, productId, locale))),
  ]);
}

/** Called after every catalogue write, so every cached list (and the drawn pages that show
 *  them) is read from D1 again, and the product the write was about (when there is one). Other products' answers age out within
 *  CACHE_SECONDS, as every answer does in the data centres the write did not run in. */
export async function forgetCatalogue(requestUrl: string, productId?: number): Promise<void> {
  await Promise.all([
    forgetPages(requestUrl, productId),
    ...CACHED_QUERIES.map((query) => caches.default.delete(apiKey(requestUrl, query))),
    ...(productId === undefined
      ? []
      : LOCALES.map((locale) => caches.default.delete(productKey(requestUrl, productId, locale)))),
  ]);
}
