// Drawn public pages kept in the edge cache (Cache API) like the catalogue's answers
// (./catalogue.ts): a visitor far from the database gets a drawn page without a round trip to
// D1. Only addresses without a query (a search is drawn each time), only a page that answered
// 200, each for CACHE_SECONDS at most, and dropped with the catalogue on every admin write
// that a page shows (a product, a review, a setting). A copy drawn by another build (older
// script names) is never served.
import { LOCALES, type Locale, localizedPath } from "../../../shared/i18n/locales";

const CACHE_SECONDS = 30;

/** The cacheable pages whose content follows the catalogue. */
const LISTING_PATHS = ["/", "/products"];
/** Drawn pages with nothing from the database on them: cached all the same, they just age out. */
const FIXED_PATHS = ["/about", "/contact"];

const PRODUCT_PATH = /^\/product\/[1-9]\d*$/;
const BUILD_HEADER = "X-Drawn-By";
/** The page's own Vary, kept under another name: the cache would take it as its own. */
const VARY_HEADER = "X-Page-Vary";

/** Whether the page at `url` is kept: `path` is its path without the language's prefix, and
 *  only the canonical address without a query is (a drawn page carries its exact address). */
export const isCachedPage = (url: URL, path: string, locale: Locale) =>
  url.search === "" &&
  url.pathname === localizedPath(path, locale) &&
  (LISTING_PATHS.includes(path) || FIXED_PATHS.includes(path) || PRODUCT_PATH.test(path));

/** A namespace of its own: no real request's URL. */
const keyOf = (requestUrl: string, localizedPathname: string) =>
  new Request(new URL(`/__drawn${localizedPathname}`, requestUrl));

type WaitUntil = (promise: Promise<unknown>) => void;

/** The page at `requestUrl` from the cache while a copy of this build is fresh, else `draw()`'s,
 *  kept when it answered 200. The copy's own caching headers are the browser's, not the cache's. */
export async function cachedPage(
  requestUrl: string,
  build: string,
  draw: () => Promise<Response>,
  waitUntil: WaitUntil,
): Promise<Response> {
  const key = keyOf(requestUrl, new URL(requestUrl).pathname);
  const cached = await caches.default.match(key);
  if (cached?.headers.get(BUILD_HEADER) === build) return asServed(cached);
  const response = await draw();
  if (response.status !== 200) return response;
  const kept = new Headers(response.headers);
  kept.set(BUILD_HEADER, build);
  kept.set("Cache-Control", `public, max-age=0, s-maxage=${CACHE_SECONDS}`);
  // the Cache API keeps one copy per URL; the page's own Vary is for browsers and proxies
  const vary = kept.get("Vary");
  kept.delete("Vary");
  if (vary) kept.set(VARY_HEADER, vary);
  const body = await response.text();
  waitUntil(caches.default.put(key, new Response(body, { headers: kept })));
  return new Response(body, { status: 200, headers: response.headers });
}

/** A cached copy as the browser gets it: the page's own headers, not the cache's. */
function asServed(cached: Response): Response {
  const out = new Headers(cached.headers);
  out.delete(BUILD_HEADER);
  out.set("Cache-Control", "no-cache");
  const vary = out.get(VARY_HEADER);
  out.delete(VARY_HEADER);
  if (vary) out.set("Vary", vary);
  return new Response(cached.body, { status: 200, headers: out });
}

/** Drops the drawn pages that show the catalogue, and `productId`'s page, in every language. */
/** A product's drawn page in every language (e.g. how many are left for a peak day changed). */
export async function forgetProductPage(requestUrl: string, productId: number): Promise<void> {
  await Promise.all(
    LOCALES.map((locale) =>
      caches.default.delete(keyOf(requestUrl, localizedPath(`/product/${productId}`, locale))),
    ),
  );
}

export async function forgetPages(requestUrl: string, productId?: number): Promise<void> {
  const paths = [...LISTING_PATHS, ...(productId === undefined ? [] : [`/product/${productId}`])];
  await Promise.all(
    LOCALES.flatMap((locale) =>
      paths.map((path) => caches.default.delete(keyOf(requestUrl, localizedPath(path, locale)))),
    ),
  );
}
