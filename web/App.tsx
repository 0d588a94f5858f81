// The app in the browser: the shared routes (AppRoutes.tsx) in a BrowserRouter, every page
// but the home page its own lazy chunk found by its row's file, the admin dashboard one that
// visitors never download. The landing page's chunk is loaded before the first render
// (main.tsx, loadLandingPage), so hydration takes over the page the Worker drew at once.
import { type ComponentType, lazy } from "react";
import { BrowserRouter } from "react-router-dom";
import { unlocalizedPath } from "../shared/i18n/locales";
import { isDrawn, matchRoute, NOT_FOUND_ROUTE, type Route as RouteRow } from "../shared/routes";
import { AppProviders, AppRoutes, EAGER_PAGES, type Pages, routesOf } from "./AppRoutes";
import { LoadFailed } from "./components/LoadFailed";
import { currentBase, t } from "./i18n";
import { withLaterTexts } from "./i18n/later";
import type { RouteData } from "./ssr/route-data";

/** Every other page module, loaded when its route is first shown (keys: "./pages/X.tsx"). */
const LAZY_PAGES = import.meta.glob<{ default: ComponentType }>([
  "./pages/**/*Page.tsx",
  "./admin/AdminPage.tsx",
  "!./pages/HomePage.tsx",
]);

/** Page modules already loaded (by their row's `page`), drawn without suspending. */
export type LoadedPages = Partial<Record<string, ComponentType>>;

const browserPageOf =
  (loaded: LoadedPages) =>
  (row: RouteRow): ComponentType => {
    const ready = EAGER_PAGES[row.page] ?? loaded[row.page];
    if (ready) return ready;
    const load = LAZY_PAGES[`./${row.page}`];
    if (!load) throw new Error(`shared/routes.ts: no page module web/${row.page} for ${row.path}`);
    // a page whose code could not be fetched (offline, a deploy replaced it) says so and
    // offers to try again: a fresh load of the page, since React keeps a lazy page's outcome
    return lazy(() => withLaterTexts(load)().catch(() => ({ default: PageLoadFailed })));
  };

function PageLoadFailed() {
  return (
    <main id="main" tabIndex={-1} className="page">
      <LoadFailed
        title={t("This page could not be loaded")}
        level={1}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}

/** The routes with the given pages already loaded. */
export const browserRoutes = (loaded: LoadedPages = {}) => routesOf(browserPageOf(loaded));

const PAGES = browserRoutes();

/** The code of the page at `pathname`, fetched now (its chunk is preloaded by the HTML). */
export async function loadLandingPage(pathname: string): Promise<LoadedPages> {
  const row = matchRoute(unlocalizedPath(pathname))?.route ?? NOT_FOUND_ROUTE;
  const load = LAZY_PAGES[`./${row.page}`];
  if (!load) return {};
  // a page the Worker does not draw may show texts of the catalogue's later part
  const loadPage = isDrawn(row) ? load : withLaterTexts(load);
  // a failure is the lazy route's to show, as on any other visit
  return loadPage().then(
    (module) => ({ [row.page]: module.default }),
    () => ({}),
  );
}

export function App({ pages = PAGES, routeData = null }: { pages?: Pages; routeData?: RouteData | null }) {
  return (
    <AppProviders routeData={routeData}>
      <BrowserRouter basename={currentBase()}>
        <AppRoutes pages={pages} />
      </BrowserRouter>
    </AppProviders>
  );
}
