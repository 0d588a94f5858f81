// The shop's pages, one row each: what a route is, stated once. Add a page = one row here
// + one file (the row's `page`, under web/). Everything else reads this table:
// - web/AppRoutes.tsx: the <Route>s and the sign-in guard; in the browser (web/App.tsx) each
//   page is a lazy chunk found by its file (import.meta.glob), on the Worker the drawn pages
//   are in web/ssr/pages.ts;
// - shared/seo.ts: noindex, the path pattern (Worker HTML and PageMeta), and the row's title and
//   description, which live apart in shared/route-meta.ts so the entry script does not carry them;
// - vite.config.ts: which pages' code the HTML preloads; worker/routes/pages.ts: those
//   preloads and the first screen's picture;
// - PromoBanner: where the banner is left out.
// In the manner of react-router's app/routes.ts (path + module file), kept as plain data so
// the Worker and the build read it without React; the router itself stays declarative.

export interface RouteRow {
  /** a stable name for the route (metadata, preload lists) */
  key: string;
  /** react-router path; ":name" for one segment; "*" is the page for every unknown path */
  path: string;
  /** the page module, relative to web/ (its default export is the page) */
  page: string;
  /** "user" or "admin": the page asks to sign in first (and search engines skip it) */
  guard?: "user" | "admin";
  /** no guard, but nothing for a search engine to list (sign-in forms) */
  noindex?: true;
  /** the free-delivery banner is left out on this page and below it */
  hidesPromo?: true;
  /** what the Worker's HTML preloads for the first screen besides the page's code */
  firstScreen?: "hero" | "catalogue" | "product";
}

export const ROUTES = [
  {
    key: "home",
    path: "/",
    page: "pages/HomePage.tsx",
    firstScreen: "hero",
  },
  {
    key: "products",
    path: "/products",
    page: "pages/ProductsPage.tsx",
    firstScreen: "catalogue",
  },
  {
    key: "product",
    path: "/product/:id",
    page: "pages/ProductPage.tsx",
    firstScreen: "product",
  },
  {
    key: "about",
    path: "/about",
    page: "pages/AboutPage.tsx",
  },
  {
    key: "contact",
    path: "/contact",
    page: "pages/ContactPage.tsx",
  },
  // The hearts kept in this browser (web/hooks/useFavourite.ts): nothing a search engine could
  // list, and nothing the Worker could draw, since only the device knows the list.
  {
    key: "favourites",
    path: "/favourites",
    page: "pages/FavouritesPage.tsx",
    noindex: true,
  },
  {
    key: "login",
    path: "/login",
    page: "pages/LoginPage.tsx",
    noindex: true,
  },
  {
    key: "register",
    path: "/register",
    page: "pages/RegisterPage.tsx",
    noindex: true,
  },
  {
    key: "forgotPassword",
    path: "/forgot-password",
    page: "pages/ForgotPasswordPage.tsx",
    noindex: true,
  },
  // The page's title follows the product once it has loaded (web/pages/order/OrderPage.tsx).
  // Open to visitors: the form signs them in by an e-mailed code as the order is placed.
  {
    key: "order",
    path: "/order/:id",
    page: "pages/order/OrderPage.tsx",
    noindex: true,
  },
  // The confirmation of an order just placed, at its own address: a reload shows it again.
  // Below /orders, so the banner stays hidden and "My orders" is the current link.
  {
    key: "orderPlaced",
    path: "/orders/:id/placed",
    page: "pages/order/OrderPlacedPage.tsx",
    guard: "user",
  },
  {
    key: "orders",
    path: "/orders",
    page: "pages/OrdersPage.tsx",
    guard: "user",
    hidesPromo: true,
  },
  {
    key: "profile",
    path: "/profile",
    page: "pages/ProfilePage.tsx",
    guard: "user",
    hidesPromo: true,
  },
  {
    key: "admin",
    path: "/admin",
    page: "admin/AdminPage.tsx",
    guard: "admin",
    hidesPromo: true,
  },
  // Last: every path no row above claims (the Worker answers it with a 404).
  {
    key: "notFound",
    path: "*",
    page: "pages/NotFoundPage.tsx",
  },
] as const satisfies readonly RouteRow[];

export type Route = (typeof ROUTES)[number];
export type RouteKey = Route["key"];

/** The row for paths that match no other. */
export const NOT_FOUND_ROUTE = ROUTES[ROUTES.length - 1] as Route;

/** Search engines skip the signed-in pages and the sign-in forms. */
export const isPrivate = (route: RouteRow) => Boolean(route.guard || route.noindex);

/** The pages the Worker draws into their HTML (docs/decisions/054): every page a search
 *  engine may list. The others are drawn by the browser. */
export const isDrawn = (route: RouteRow) => !isPrivate(route);

/** The rows of the drawn pages, as a type. */
export type DrawnRoute = Exclude<Route, { guard: string } | { noindex: true }>;

/** "/products/" and "/products" are one page; the canonical form has no trailing slash. */
export const canonicalPathOf = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") || "/" : "/");

/** A row's path as a pattern: each ":name" takes one segment, captured (paths are letters,
 *  "-" and "/", so nothing else needs escaping). */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, "([^/]+)")}$`);

export interface RouteMatch {
  route: Route;
  /** the :id of /product/:id, /order/:id and /orders/:id/placed */
  param?: string;
  /** the canonical path */
  path: string;
}

/** The row a path shows (as the Worker and the browser see it), or null for an unknown path. */
const PATTERNS = ROUTES.filter((route) => route.path !== "*").map(
  (route) => [route, patternOf(route.path)] as const,
);

export function matchRoute(path: string): RouteMatch | null {
  const canonical = canonicalPathOf(path);
  for (const [route, pattern] of PATTERNS) {
    const found = pattern.exec(canonical);
    if (found) return { route, param: found[1], path: canonical };
  }
  return null;
}

/**
 * True when `path` is one of `prefixes` or below one ("/admin", "/admin/", "/admin/x").
 */
export function isAtOrBelow(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Where the free-delivery banner is left out: these pages and the paths below them. */
export const PROMO_HIDDEN_ON: readonly string[] = ROUTES.filter((route) => "hidesPromo" in route).map(
  (route) => route.path,
);

/** The owner's dashboard: the admin-guarded routes. It has no share button and no public
 *  footer. */
const DASHBOARD_PATHS: readonly string[] = ROUTES.filter(
  (route) => "guard" in route && route.guard === "admin",
).map((route) => route.path);

/** True on the dashboard's pages and below them, letter case ignored as the router does. */
export const isDashboard = (pathname: string) => isAtOrBelow(pathname.toLowerCase(), DASHBOARD_PATHS);

/** react-router's NavLink rule, for the links of the navigation: "/" on the home page only,
 *  any other link on its page and below it, letter case ignored (the Navbar's rule). */
export function isCurrentLink(to: string, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return to === "/" ? path === "/" : isAtOrBelow(path, [to.toLowerCase()]);
}
