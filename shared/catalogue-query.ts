// The storefront's catalogue requests (docs/decisions/043): /products asks for one
// page of CATALOGUE_PAGE_SIZE cards at a time, filtered on the server, and the home page for
// its picks only. The page's request and the Worker's preload link are written by the same
// function here, so the browser hands the preloaded answer over (same URL, byte for byte).
// The Worker also draws /products' first page into the HTML and hands the page over with it
// (the island below), so the app's first render shows the same cards without a request.
import { CATEGORIES, type Category, FEATURED_PRODUCT_COUNT } from "./catalog.ts";
import { DEFAULT_LOCALE, type Locale, withLang } from "./i18n/locales.ts";
import { OCCASIONS, type Occasion } from "./occasions.ts";
import { SEARCH_MAX } from "./paging.ts";
import type { ProductWire } from "./schemas";

/** Cards per page of /products: whole rows of 2, 3 and 4 columns. */
export const CATALOGUE_PAGE_SIZE = 24;

/** The filters of /products, as its address holds them (?q=&category=&occasion=). */
export interface CatalogueFilters {
  /** trimmed; "" for none */
  q: string;
  category: Category | null;
  occasion: Occasion | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** The filters in a /products address; unknown categories or occasions are no filter. */
export function catalogueFiltersOf(params: URLSearchParams): CatalogueFilters {
  return {
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    category: oneOf(CATEGORIES, params.get("category")),
    occasion: oneOf(OCCASIONS, params.get("occasion")),
  };
}

/** /products with no filter: the first page every visitor without a search sees. */
export const NO_FILTERS: CatalogueFilters = { q: "", category: null, occasion: null };

export const isFiltered = ({ q, category, occasion }: CatalogueFilters) => Boolean(q || category || occasion);

/** The query string of a page of /products (limit, filters, cursor, then the language's
 *  `lang`, always in that order). */
export function catalogueQuery(
  filters: CatalogueFilters,
  cursor: string | null = null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const params = new URLSearchParams({ limit: String(CATALOGUE_PAGE_SIZE) });
  if (filters.category) params.set("category", filters.category);
  if (filters.occasion) params.set("occasion", filters.occasion);
  if (filters.q) params.set("q", filters.q);
  if (cursor) params.set("cursor", cursor);
  return withLang(params.toString(), locale);
}

/** The home page's picks: the owner's featured products, or the first ones when none is. */
export const PICKS_QUERY = `featured=true&limit=${FEATURED_PRODUCT_COUNT}`;

export const picksQuery = (locale: Locale = DEFAULT_LOCALE) => withLang(PICKS_QUERY, locale);

/** GET /api/products with any query parameter (the spec's call without one answers a bare array). */
export interface CataloguePage {
  products: ProductWire[];
  next_cursor: string | null;
}
