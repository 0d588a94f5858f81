// The shop's routes, built from the table in shared/routes.ts: one <Route> per row, inside the
// providers every page shares. The same tree is drawn on the Worker (web/ssr/render.tsx) and
// in the browser (App.tsx), which hydrates it in place: only how a page's module is found
// differs. Pages a search engine does not list (the sign-in forms, the order form, the
// account pages and the dashboard) are drawn by the browser alone: the Worker and the
// browser's first render show their outline.
import { type ComponentType, type ReactNode, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { isDrawn, ROUTES, type Route as RouteRow } from "../shared/routes";
import { AuthProvider } from "./auth/AuthProvider";
import { RequireAdmin, RequireUser } from "./auth/guards";
import { SessionExpiry } from "./auth/SessionExpiry";
import { Layout } from "./components/Layout";
import { PageSkeleton } from "./components/PageSkeleton";
import { ToastProvider } from "./components/Toast";
import HomePage from "./pages/HomePage";
import { KeepTyped } from "./ssr/KeepTyped";
import { type RouteData, RouteDataProvider, useHydrated } from "./ssr/route-data";

/** The first screen of most visits, so it ships in the entry rather than as a lazy chunk. */
export const EAGER_PAGES: Record<string, ComponentType> = { "pages/HomePage.tsx": HomePage };

/** How a row's page component is found: lazily in the browser, from the bundle on the Worker. */
export type PageOf = (row: RouteRow) => ComponentType;

const GUARDS = { user: RequireUser, admin: RequireAdmin } as const;

const shapeOf = (row: RouteRow) => ("firstScreen" in row ? row.firstScreen : undefined);

/** A page only the browser draws: its outline until the drawn frame has been taken over. */
function BrowserOnly({ row, children }: { row: RouteRow; children: ReactNode }) {
  return useHydrated() ? children : <PageSkeleton shape={shapeOf(row)} />;
}

function elementOf(row: RouteRow, pageOf: PageOf): ReactNode {
  const Page = pageOf(row);
  const page =
    row.page in EAGER_PAGES ? (
      <Page />
    ) : (
      // keyed by route: one boundary shared by every page would, in the router's transition,
      // keep the last page on screen with no sign of loading instead of this outline
      <Suspense key={row.path} fallback={<PageSkeleton shape={shapeOf(row)} />}>
        <Page />
        <KeepTyped />
      </Suspense>
    );
  if ("guard" in row) {
    const Guard = GUARDS[row.guard];
    return <Guard>{page}</Guard>;
  }
  return isDrawn(row) ? page : <BrowserOnly row={row}>{page}</BrowserOnly>;
}

/** The routes' elements, built once per app: a lazy component must keep its identity. */
export const routesOf = (pageOf: PageOf) =>
  ROUTES.map((row) => ({ path: row.path, element: elementOf(row, pageOf) }));

export type Pages = ReturnType<typeof routesOf>;

export function AppRoutes({ pages }: { pages: Pages }) {
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

/** What every page is inside, around the router; `routeData`: the drawn page's data. */
export function AppProviders({ routeData, children }: { routeData: RouteData | null; children: ReactNode }) {
  return (
    <AuthProvider>
      <ToastProvider>
        <SessionExpiry />
        <KeepTyped />
        <RouteDataProvider value={routeData}>{children}</RouteDataProvider>
      </ToastProvider>
    </AuthProvider>
  );
}
