// A drawn page's first-screen data (docs/decisions/068): read by the very service functions
// its API answers come from, in the API's shape, so the page shows (and the browser takes over)
// what GET /api/... would answer, without a second request through the app.
import { catalogueFiltersOf, catalogueQuery, picksQuery } from "../../../shared/catalogue-query";
import type { DrawRequest, ProductPageAnswer } from "../../../shared/drawing";
import type { Locale } from "../../../shared/i18n/locales";
import type { RouteMatch } from "../../../shared/routes";
import type { Db } from "../../db/client";
import { parseId } from "../../middleware/validate";
import { catalogueListQuery, readCataloguePage, readProduct } from "../catalogue/catalogue-queries";
import { pageQuery } from "../paging";
import { productReviews } from "../reviews/reviews";

/** GET /api/products?`query`'s answer, or undefined where the API would refuse the query (the
 *  browser then asks and shows why). */
async function catalogueAnswer(db: Db, query: string) {
  const parsed = catalogueListQuery.safeParse(Object.fromEntries(new URLSearchParams(query)));
  return parsed.success ? readCataloguePage(db, parsed.data) : undefined;
}

/** GET /api/products/:id's and its first page of reviews' answers, or undefined: no such product. */
async function productAnswer(db: Db, param: string | undefined, locale: Locale) {
  const id = parseId(param);
  if (id === null) return undefined;
  const [product, reviews] = await Promise.all([
    readProduct(db, id, locale),
    productReviews(db, id, pageQuery.parse({})),
  ]);
  return product ? ({ product, reviews } satisfies ProductPageAnswer) : undefined;
}

/** The matched route's data (shared/drawing.ts's PageAnswers), or undefined: the route has
 *  none, or there is none to draw with. A read that fails throws. */
export function pageData(
  db: Db,
  match: RouteMatch | null,
  searchParams: URLSearchParams,
  locale: Locale,
): Promise<DrawRequest["answer"]> {
  switch (match?.route.key) {
    case "home":
      return catalogueAnswer(db, picksQuery(locale));
    case "products":
      return catalogueAnswer(db, catalogueQuery(catalogueFiltersOf(searchParams), null, locale));
    case "product":
      return productAnswer(db, match.param, locale);
    default:
      return Promise.resolve(undefined);
  }
}
