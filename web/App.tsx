// The shop's routes, built from the table in shared/routes.ts: one <Route> per row, the page
// found by the row's file. Every page but the home page is its own lazy chunk, and the admin
// dashboard is one that visitors never download. A page whose first screen the Worker drew
// into the HTML has its chunk loaded before the first render (main.tsx, loadLandingPage), so
// React draws that page at once rather than a skeleton over the drawn one.
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { unlocalizedPath } from "../shared/i18n/locales";
import { matchRoute, ROUTES, type Route as RouteRow } from "../shared/routes";
import { AuthProvider } from "./auth/AuthProvider";
import { RequireAdmin, RequireUser } from "./auth/guards";
import { SessionExpiry } from "./auth/SessionExpiry";
import { Layout } from "./components/Layout";
import { LoadFailed } from "./components/LoadFailed";
import { PageSkeleton } from "./components/PageSkeleton";
import { ToastProvider } from "./components/Toast";
import { currentBase, t } from "./i18n";
import HomePage from "./pages/HomePage";

/** The first screen of most visits, so it ships in the entry rather than as a lazy chunk. */
const EAGER_PAGES: Record<string, ComponentType> = { "pages/HomePage.tsx": HomePage };

/** Every other page module, loaded when its route is first shown (keys: "./pages/X.tsx"). */
const LAZY_PAGES = import.meta.glob<{ default: ComponentType }>([
  "./pages/**/*Page.tsx",
  "./admin/AdminPage.tsx",
  "!./pages/HomePage.tsx",
]);

/** Page modules already loaded (by their row's `page`), drawn without suspending. */
export type LoadedPages = Partial<Record<string, ComponentType>>;

function pageOf(row: RouteRow, loaded: LoadedPages): ComponentType {
  const ready = EAGER_PAGES[row.page] ?? loaded[row.page];
  if (ready) return ready;
  const load = LAZY_PAGES[`./${row.page}`];
  if (!load) throw new Error(`shared/routes.ts: no page module web/${row.page} for ${row.path}`);
  // a page whose code could not be fetched (offline, a deploy replaced it) says so and
  // offers to try again: a fresh load of the page, since React keeps a lazy page's outcome
  return lazy(() => load().catch(() => ({ default: PageLoadFailed })));
}

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

const GUARDS = { user: RequireUser, admin: RequireAdmin } as const;

function elementOf(row: RouteRow, loaded: LoadedPages): ReactNode {
  const Page = pageOf(row, loaded);
  const page =
    row.page in EAGER_PAGES ? (
      <Page />
    ) : (
      // keyed by route: one boundary shared by every page would, in the router's transition,
      // keep the last page on screen with no sign of loading instead of this outline
      <Suspense
        key={row.path}
        fallback={<PageSkeleton shape={"firstScreen" in row ? row.firstScreen : undefined} />}
      >
        <Page />
      </Suspense>
    );
  if (!("guard" in row)) return page;
  const Guard = GUARDS[row.guard];
  return <Guard>{page}</Guard>;
}

/** The routes' elements, built once per app: a lazy component must keep its identity. */
export const routesOf = (loaded: LoadedPages = {}) =>
  ROUTES.map((row) => ({ path: row.path, element: elementOf(row, loaded) }));

type Pages = ReturnType<typeof routesOf>;
const PAGES = routesOf();

/** The code of the page at `pathname`, fetched now (its chunk is preloaded by the HTML). */
export async function loadLandingPage(pathname: string): Promise<LoadedPages> {
  const row = matchRoute(unlocalizedPath(pathname))?.route;
  const load = row && LAZY_PAGES[`./${row.page}`];
  if (!row || !load) return {};
  // a failure is the lazy route's to show, as on any other visit
  return load().then(
    (module) => ({ [row.page]: module.default }),
    () => ({}),
  );
}

export function AppRoutes({ pages = PAGES }: { pages?: Pages }) {
  return (
    <Routes>
      <Route element={<Layout />}>
        {pages.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Route>
    </Routes>
  );
}

export function App({ pages }: { pages?: Pages }) {
  return (
    <AuthProvider>
      <ToastProvider>
        <SessionExpiry />
        <BrowserRouter basename={currentBase()}>
          <AppRoutes pages={pages} />
        </BrowserRouter>
      </ToastProvider>
    </AuthProvider>
  );
}
