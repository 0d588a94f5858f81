// The storefront's catalogue requests (shared/catalogue-query.ts): a page of /products with
// its filters, and the home page's picks. A plain GET, not the typed client: `hc` stays out of
// the storefront's chunks. Each takes the GET to send it with and the page's language, so the
// pages' loaders run them on the Worker too (web/ssr/route-data.tsx).
import {
  type CatalogueFilters,
  type CataloguePage,
  catalogueQuery,
  picksQuery,
} from "../../shared/catalogue-query";
import type { Locale } from "../../shared/i18n/locales";
import type { Page } from "../hooks/usePagedList";
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
