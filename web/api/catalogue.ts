// The storefront's catalogue requests (shared/catalogue-query.ts): a page of /products with
// its filters, the home page's picks, and the favourites kept in this browser. A plain GET,
// not the typed client: `hc` stays out of the storefront's chunks. Each takes the GET to send it with and the page's language, so the
// pages' loaders run them on the Worker too (web/ssr/route-data.tsx).
import {
  type CatalogueFilters,
  type CataloguePage,
  catalogueQuery,
  picksQuery,
} from "../../shared/catalogue-query";
import { type Locale, langParam } from "../../shared/i18n/locales";
import type { ProductWire } from "../../shared/schemas";
import type { Page } from "../hooks/usePagedList";
import { isMissing } from "../hooks/useResource";
import { currentLocale } from "../i18n";
import type { LoaderArgs } from "../ssr/route-data";
import { getJson } from "./client";
import { type Product, toProduct } from "./models";

type Get = LoaderArgs["get"];

const products = (get: Get, query: string) => get<CataloguePage>(`/api/products?${query}`);

/** One page of /products (usePagedList's loader): the first with cursor null. */
export async function loadCataloguePage(
  filters: CatalogueFilters,
  cursor: string | null,
  get: Get = getJson,
  locale: Locale = currentLocale(),
): Promise<Page<Product>> {
  const page = await products(get, catalogueQuery(filters, cursor, locale));
  return { items: page.products.map(toProduct), nextCursor: page.next_cursor };
}

/** The home page's featured products (the server applies the picks' rule). */
export const loadPicks = async (get: Get = getJson, locale: Locale = currentLocale()): Promise<Product[]> =>
  (await products(get, picksQuery(locale))).products.map(toProduct);

/** The products of this browser's favourites, in the list's order. A product that is gone
 *  (404, or an id the server refuses) is left out and reported in `gone`; any other failure
 *  fails the whole load. */
export async function loadFavourites(
  ids: readonly string[],
  get: Get = getJson,
  locale: Locale = currentLocale(),
): Promise<{ products: Product[]; gone: string[] }> {
  const lang = langParam(locale);
  const found = await Promise.all(
    ids.map((id) =>
      get<ProductWire>(`/api/products/${encodeURIComponent(id)}${lang ? `?${lang}` : ""}`).then(
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
