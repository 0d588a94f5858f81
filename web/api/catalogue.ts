// The storefront's catalogue requests (shared/catalogue-query.ts): a page of /products with
// its filters, and the home page's picks. A plain GET, not the typed client: `hc` stays out of
// the storefront's chunks. The first page of /products needs no early start from the entry:
// the Worker's HTML preloads that very address (worker/routes/pages.ts), and the browser hands
// the preloaded answer to this request.
import {
  type CatalogueFilters,
  type CataloguePage,
  catalogueQuery,
  picksQuery,
} from "../../shared/catalogue-query";
import type { Page } from "../hooks/usePagedList";
import { currentLocale } from "../i18n";
import { getJson } from "./client";
import { type Product, toProduct } from "./models";

const get = (query: string) => getJson<CataloguePage>(`/api/products?${query}`);

/** One page of /products (usePagedList's loader): the first with cursor null. */
export async function loadCataloguePage(
  filters: CatalogueFilters,
  cursor: string | null,
): Promise<Page<Product>> {
  const page = await get(catalogueQuery(filters, cursor, currentLocale()));
  return { items: page.products.map(toProduct), nextCursor: page.next_cursor };
}

/** The home page's featured products (the server applies the picks' rule). */
export const loadPicks = async (): Promise<Product[]> =>
  (await get(picksQuery(currentLocale()))).products.map(toProduct);
