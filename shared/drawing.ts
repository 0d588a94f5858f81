// The seam between the Worker and the web app's page renderer (docs/decisions/054, 068): what
// the Worker hands web/ssr/render.tsx and what it gets back. Both sides import these types
// from here, so the web app never imports the Worker's modules to draw a page.
import type { CataloguePage } from "./catalogue-query";
import type { Locale } from "./i18n/locales";
import type { Catalogue } from "./i18n/translate";
import type { ReviewsAnswer } from "./reviews";
import type { ProductDetailWire } from "./schemas";

/** A product page's first screen: GET /api/products/:id's and the first page of its reviews'
 *  answers. */
export interface ProductPageAnswer {
  product: ProductDetailWire;
  reviews: ReviewsAnswer;
}

/** Each drawn page's data as the API answers it, by route key (shared/routes.ts); the
 *  Worker reads it with the services those answers come from (worker/services/pages/page-data.ts). */
export interface PageAnswers {
  home: CataloguePage;
  products: CataloguePage;
  product: ProductPageAnswer;
}

export interface DrawRequest {
  /** the address's path, the language's prefix left out */
  path: string;
  /** the address's query, "?" included, or "" */
  search: string;
  locale: Locale;
  /** the language's catalogue as the build marked it (Khmer's word breaks), else shared/i18n's */
  texts?: Catalogue;
  /** the route's PageAnswers entry, or nothing when it has none (or the API would refuse it) */
  answer?: PageAnswers[keyof PageAnswers];
}

export interface DrawnPage {
  /** the app's markup, for #root */
  html: string;
  /** the <script type="application/json"> with the page's data, for the browser's first render */
  script: string;
}
