// The route table (shared/routes.ts) as the app reads it: every row has its page file, and
// the rules derived from it (matching, the banner's pages, the current navigation link) say
// what the pages and the Worker's HTML have always said.
import { describe, expect, it } from "vitest";
import { isCurrentLink, isDrawn, isPrivate, matchRoute, PROMO_HIDDEN_ON, ROUTES } from "../shared/routes";

const PAGE_FILES = import.meta.glob(["./pages/**/*Page.tsx", "./admin/AdminPage.tsx"]);

describe("route table", () => {
  it("names a page file for every row, and each path once", () => {
    for (const route of ROUTES) expect(Object.keys(PAGE_FILES), route.key).toContain(`./${route.page}`);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it("matches paths as react-router does, trailing slash included, and no row for unknown paths", () => {
    expect(matchRoute("/")?.route.key).toBe("home");
    expect(matchRoute("/products/")?.route.key).toBe("products");
    expect(matchRoute("/product/12")).toMatchObject({ route: { key: "product" }, param: "12" });
    expect(matchRoute("/order/7")).toMatchObject({ route: { key: "order" }, param: "7" });
    expect(matchRoute("/product/12/more")).toBeNull();
    expect(matchRoute("/no-such-page")).toBeNull();
  });

  it("has a page for this device's favourites, which search engines skip and the browser alone draws", () => {
    const favourites = matchRoute("/favourites/")?.route;
    expect(favourites?.page).toBe("pages/FavouritesPage.tsx");
    expect(favourites && isPrivate(favourites)).toBe(true);
    expect(favourites && isDrawn(favourites)).toBe(false);
  });

  it("leaves the banner out on the admin, profile and orders pages", () => {
    expect([...PROMO_HIDDEN_ON].sort()).toEqual(["/admin", "/orders", "/profile"]);
  });

  it("marks a navigation link as NavLink does: home only on /, others on their page and below", () => {
    expect(isCurrentLink("/", "/")).toBe(true);
    expect(isCurrentLink("/", "/products")).toBe(false);
    expect(isCurrentLink("/products", "/products")).toBe(true);
    expect(isCurrentLink("/products", "/Products/")).toBe(true);
    expect(isCurrentLink("/products", "/products/roses")).toBe(true);
    expect(isCurrentLink("/products", "/product/1")).toBe(false);
    expect(isCurrentLink("/products", "/productsx")).toBe(false);
  });
});
