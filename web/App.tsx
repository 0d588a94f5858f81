// The shop's routes, built from the table in shared/routes.ts: one <Route> per row, the page
// found by the row's file. Every page but the home page is its own lazy chunk, and the admin
// dashboard is one that visitors never download.
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { ROUTES, type Route as RouteRow } from "../shared/routes";
import { AuthProvider } from "./auth/AuthProvider";
import { RequireAdmin, RequireUser } from "./auth/guards";
import { SessionExpiry } from "./auth/SessionExpiry";
import { Layout } from "./components/Layout";
import { LoadFailed } from "./components/LoadFailed";
import { PageSkeleton } from "./components/PageSkeleton";
import { ToastProvider } from "./components/Toast";
import HomePage from "./pages/HomePage";

/** The first screen of most visits, so it ships in the entry rather than as a lazy chunk. */
const EAGER_PAGES: Record<string, ComponentType> = { "pages/HomePage.tsx": HomePage };

/** Every other page module, loaded when its route is first shown (keys: "./pages/X.tsx"). */
const LAZY_PAGES = import.meta.glob<{ default: ComponentType }>([
  "./pages/**/*Page.tsx",
  "./admin/AdminPage.tsx",
  "!./pages/HomePage.tsx",
]);

function pageOf(row: RouteRow): ComponentType {
  const eager = EAGER_PAGES[row.page];
  if (eager) return eager;
  const load = LAZY_PAGES[`./${row.page}`];
  if (!load) throw new Error(`shared/routes.ts: no page module web/${row.page} for ${row.path}`);
  // a page whose code could not be fetched (offline, a deploy replaced it) says so and
  // offers to try again: a fresh load of the page, since React keeps a lazy page's outcome
  return lazy(() => load().catch(() => ({ default: PageLoadFailed })));
}

function PageLoadFailed() {
  return (
    <main id="main" tabIndex={-1} className="page">
      <LoadFailed title="This page could not be loaded" level={1} onRetry={() => window.location.reload()} />
    </main>
  );
}

const GUARDS = { user: RequireUser, admin: RequireAdmin } as const;

function elementOf(row: RouteRow): ReactNode {
  const Page = pageOf(row);
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

/** Built once: a lazy component must keep its identity across renders. */
const PAGES = ROUTES.map((row) => ({ path: row.path, element: elementOf(row) }));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGES.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <AuthProvider>
      <ToastProvider>
        <SessionExpiry />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ToastProvider>
    </AuthProvider>
  );
}
