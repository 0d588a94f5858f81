// Runs in the Worker (worker/routes/pages.ts), never in the browser: a page's HTML, drawn by
// the same routes and components the browser then hydrates in place (docs/decisions/054). The
// Worker hands over the route's data as the API answers it (docs/decisions/068); the route
// module's `fromAnswer` makes the page's first-screen data of it, the page is drawn with that,
// and it goes along in the HTML for the browser's first render.
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import type { DrawnPage, DrawRequest } from "../../shared/drawing";
import { CATALOGUES } from "../../shared/i18n/catalogues";
import { khmerWordBreaks } from "../../shared/i18n/khmer-words";
import { DEFAULT_LOCALE, localeBase, localizedPath } from "../../shared/i18n/locales";
import { type DrawnRoute, isDrawn, matchRoute, NOT_FOUND_ROUTE, type Route } from "../../shared/routes";
import { scriptJson } from "../../shared/seo";
import { AppProviders, AppRoutes, routesOf } from "../AppRoutes";
import { setLanguage } from "../i18n";
import { DRAWN_PAGES } from "./pages";
import { ROUTE_DATA_ID, type RouteData } from "./route-data";

const moduleOf = (row: Route) => (isDrawn(row) ? DRAWN_PAGES[row.page as DrawnRoute["page"]] : undefined);

/** Pages only the browser draws are never reached here: their outline stands in (AppRoutes). */
const BrowserOnly = () => null;

const PAGES = routesOf((row) => moduleOf(row)?.default ?? BrowserOnly);

/** A page as the app draws it, with its route's data (the Worker's declaration of it is
 *  worker/ssr/app.d.ts). */
export async function drawPage({ path, search, locale, texts, answer }: DrawRequest): Promise<DrawnPage> {
  const fromAnswer = moduleOf(matchRoute(path)?.route ?? NOT_FOUND_ROUTE)?.fromAnswer;
  // no answer (an unknown product, a search the API refuses): the browser asks and shows why
  const data = answer === undefined ? undefined : fromAnswer?.(answer as never);
  const marks: Record<string, string> = {};
  const routeData: RouteData = { location: path + search, data, ...(locale === "km" ? { marks } : {}) };
  // Khmer texts of the data are marked as this runtime's dictionary marks them, and noted
  // for the browser. The language is set for this one synchronous render and put back:
  // requests share the isolate.
  const recordMarks = (text: string) => {
    marks[text] = khmerWordBreaks(text);
    return marks[text];
  };
  setLanguage(locale, texts ?? CATALOGUES[locale], locale === "km" ? recordMarks : undefined);
  try {
    const html = renderToString(
      <AppProviders routeData={routeData}>
        <StaticRouter
          location={localizedPath(path, locale) + search}
          basename={localeBase(locale) || undefined}
        >
          <AppRoutes pages={PAGES} />
        </StaticRouter>
      </AppProviders>,
    );
    return {
      html,
      script: `<script type="application/json" id="${ROUTE_DATA_ID}">${scriptJson(routeData)}</script>`,
    };
  } finally {
    setLanguage(DEFAULT_LOCALE);
  }
}
