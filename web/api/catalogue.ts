// The storefront's catalogue requests (shared/catalogue-query.ts): a page of /products with
// its filters, and the home page's picks. A plain GET, not the typed client: the home page's
// entry chunk loads this, and `hc` stays out of it (the JS budget of "/").
// preloadCatalogue() lets the entry start the request before the page's code has arrived;
// the page's first load of the same address then takes that request over.
import {
  type CatalogueFilters,
  type CataloguePage,
  catalogueFiltersOf,
  catalogueQuery,
  PICKS_QUERY,
} from "../../shared/catalogue-query";
import type { Page } from "../hooks/usePagedList";
import { getJson } from "./client";
import { type Product, toProduct } from "./models";

const pathOf = (query: string) => `/api/products?${query}`;

let preloaded: { path: string; request: Promise<CataloguePage> } | null = null;

/** Starts the request a page will make first: the picks ("/"), or the page of /products
 *  that `search` (the address's ?q=&category=&occasion=) asks for. */
export function preloadCatalogue(kind: "picks" | "page", search: string) {
  const path = pathOf(
    kind === "picks" ? PICKS_QUERY : catalogueQuery(catalogueFiltersOf(new URLSearchParams(search))),
  );
  const request = getJson<CataloguePage>(path);
  request.catch(() => undefined); // the page that takes it over reports the failure
  preloaded = { path, request };
}

/** The preloaded request when it is for `query`, else a new one. The preload is used once
 *  either way, so a later visit reads fresh data. */
function take(query: string): Promise<CataloguePage> {
  const path = pathOf(query);
  const early = preloaded?.path === path ? preloaded.request : null;
  preloaded = null;
  return early ?? getJson<CataloguePage>(path);
}

/** One page of /products (usePagedList's loader): the first with cursor null. */
export async function loadCataloguePage(
  filters: CatalogueFilters,
  cursor: string | null,
): Promise<Page<Product>> {
  const page = await take(catalogueQuery(filters, cursor));
  return { items: page.products.map(toProduct), nextCursor: page.next_cursor };
}

/** The home page's featured products (the server applies the picks' rule). */
export const loadPicks = async (): Promise<Product[]> => (await take(PICKS_QUERY)).products.map(toProduct);
