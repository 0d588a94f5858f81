// The storefront's catalogue requests (shared/catalogue-query.ts): a page of /products with
// its filters, the home page's picks, and the favourites kept in this browser. A plain GET,
// not the typed client: `hc` stays out of the storefront's chunks. A drawn page's first answer
// comes in its HTML instead (web/ssr/route-data.tsx), made into the page's data by the same
// mapping (cataloguePageOf, picksOf).
import {
  type CatalogueFilters,
  type CataloguePage,
  catalogueQuery,
  picksQuery,
} from "../../shared/catalogue-query";
import { langParam } from "../../shared/i18n/locales";
import type { ProductWire } from "../../shared/schemas";
import type { Page } from "../hooks/usePagedList";
import { isMissing } from "../hooks/useResource";
import { currentLocale } from "../i18n";
import { getJson } from "./client";
import { type Product, toProduct } from "./models";

const products = (query: string) => getJson<CataloguePage>(`/api/products?${query}`);

/** A page of /products as the app shows it. */
export const cataloguePageOf = (page: CataloguePage): Page<Product> => ({
  items: page.products.map(toProduct),
  nextCursor: page.next_cursor,
});

/** The picks as the home page shows them. */
export const picksOf = (picks: CataloguePage): Product[] => picks.products.map(toProduct);

/** One page of /products (usePagedList's loader): the first with cursor null. */
export const loadCataloguePage = async (filters: CatalogueFilters, cursor: string | null) =>
  cataloguePageOf(await products(catalogueQuery(filters, cursor, currentLocale())));

/** The home page's featured products (the server applies the picks' rule). */
export const loadPicks = async () => picksOf(await products(picksQuery(currentLocale())));

/** The products of this browser's favourites, in the list's order. A product that is gone
 *  (404, or an id the server refuses) is left out and reported in `gone`; any other failure
 *  fails the whole load. */
export async function loadFavourites(
  ids: readonly string[],
): Promise<{ products: Product[]; gone: string[] }> {
  const lang = langParam(currentLocale());
  const found = await Promise.all(
    ids.map((id) =>
      getJson<ProductWire>(`/api/products/${encodeURIComponent(id)}${lang ? `?${lang}` : ""}`).then(
        toProduct,
        (error) => {
          if (isMissing(error)) return null;
          throw error;
        },
      ),
    ),
  );
  return {
    products: found.filter((product): product is Product => product !== null),
    gone: ids.filter((_, index) => found[index] === null),
  };
}
