// What worker/ssr/products.js re-exports; web/ssr/products-first-screen.tsx is typed by this
// very declaration, so the two cannot drift apart.
import type { CataloguePage } from "../../shared/catalogue-query";
import type { Locale } from "../../shared/i18n/locales";

/** /products' markup inside the frame's content area (`location`: its path and query, the
 *  language's prefix included), in `locale`, with `page` as the first page for `query`
 *  (catalogueQuery of the address's filters). */
export declare function renderProductsFirstScreen(
  location: string,
  query: string,
  page: CataloguePage,
  locale: Locale,
): string;
