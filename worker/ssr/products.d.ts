// What worker/ssr/products.js re-exports; web/ssr/products-first-screen.tsx is typed by this
// very declaration, so the two cannot drift apart.
import type { CataloguePage } from "../../shared/catalogue-query";
import type { Locale } from "../../shared/i18n/locales";
import type { Catalogue } from "../../shared/i18n/translate";

/** /products' markup inside the frame's content area (`location`: its path and query, the
 *  language's prefix included), in `locale`, with `page` as the first page for `query`
 *  (catalogueQuery of the address's filters); `texts`: the language's catalogue as the build
 *  marked it (Khmer's word breaks), else the one in shared/i18n. */
export declare function renderProductsFirstScreen(
  location: string,
  query: string,
  page: CataloguePage,
  locale: Locale,
  texts?: Catalogue,
): string;
