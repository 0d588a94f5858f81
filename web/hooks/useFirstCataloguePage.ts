// The page /products' first render draws: the one the Worker drew into the HTML
// (worker/routes/pages.ts) and handed over in a JSON island, so React's first commit shows the
// very cards the browser already painted instead of a skeleton and a request. Only for the
// filters it was drawn for, and only on the page the visitor landed on: once the page has
// shown it, a later visit to /products asks the server again.
import { createContext, useContext, useEffect } from "react";
import { type CataloguePage, FIRST_PAGE_ISLAND_ID, type FirstPageIsland } from "../../shared/catalogue-query";
import { type Product, toProduct } from "../api/models";
import type { Page } from "./usePagedList";

/** The island's page for `query`, while the island is in the document. */
const fromLandingHtml = (query: string): CataloguePage | null => {
  const text =
    typeof document === "undefined" ? null : document.getElementById(FIRST_PAGE_ISLAND_ID)?.textContent;
  if (!text) return null;
  try {
    const island = JSON.parse(text) as FirstPageIsland;
    return island.query === query ? island.page : null;
  } catch {
    return null;
  }
};

/** Where the first page comes from: the landing HTML's island in the browser; the page the
 *  Worker is drawing when it renders the page itself (web/ssr/products-first-screen.tsx). */
export const FirstCataloguePage = createContext<(query: string) => CataloguePage | null>(fromLandingHtml);

/** The first page already at hand for `query` (catalogueQuery of the page's filters), if any. */
export function useFirstCataloguePage(query: string): Page<Product> | undefined {
  const page = useContext(FirstCataloguePage)(query);
  // shown once: the next visit to /products in this tab asks for a fresh page
  useEffect(() => document.getElementById(FIRST_PAGE_ISLAND_ID)?.remove(), []);
  return page ? { items: page.products.map(toProduct), nextCursor: page.next_cursor } : undefined;
}
