// Runs in the Worker (worker/routes/pages.ts), never in the browser: a page's HTML, drawn by
// the same routes and components the browser then hydrates in place (docs/decisions/054). The
// route module's loader fetches the first screen's data through the Worker's own API; the
// page is drawn with it, and the data goes along in the HTML for the browser's first render.
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { CATALOGUES } from "../../shared/i18n/catalogues";
import { khmerWordBreaks } from "../../shared/i18n/khmer-words";
import { DEFAULT_LOCALE, localeBase, localizedPath } from "../../shared/i18n/locales";
import { type DrawnRoute, isDrawn, matchRoute, NOT_FOUND_ROUTE, type Route } from "../../shared/routes";
import { scriptJson } from "../../shared/seo";
import type { drawPage as Declared } from "../../worker/ssr/app.js";
import { AppProviders, AppRoutes, routesOf } from "../AppRoutes";
import { setLanguage } from "../i18n";
import { DRAWN_PAGES } from "./pages";
import { ROUTE_DATA_ID, type RouteData } from "./route-data";

const moduleOf = (row: Route) => (isDrawn(row) ? DRAWN_PAGES[row.page as DrawnRoute["page"]] : undefined);

/** Pages only the browser draws are never reached here: their outline stands in (AppRoutes). */
const BrowserOnly = () => null;

const PAGES = routesOf((row) => moduleOf(row)?.default ?? BrowserOnly);

/** See worker/ssr/app.d.ts, the declaration the Worker is typed by. */
export const drawPage: typeof Declared = async ({ path, search, locale, texts, get }) => {
  const match = matchRoute(path);
  const loader = moduleOf(match?.route ?? NOT_FOUND_ROUTE)?.loader;
  // a refusal (an unknown product, a search the API refuses) is left to the browser, whose
  // run of the same loader shows why
  const data = await loader?.({
    param: match?.param,
    searchParams: new URLSearchParams(search),
    locale,
    get,
  }).catch(() => undefined);
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
};
