// What search engines read before the pages: robots.txt (everything public may be crawled;
// the dashboard, the account pages and the API may not) and sitemap.xml (every public page
// and every product, in each language, each entry naming its other languages, as Google's
// hreflang sitemaps have it).
import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { LOCALE_INFO, LOCALES, localizedPath } from "../../shared/i18n/locales";
import { isPrivate, ROUTES } from "../../shared/routes";
import { absoluteUrl } from "../../shared/seo";
import { products } from "../db/schema";
import { type AppEnv, publicOrigin } from "../env";
import { escapeHtml } from "../services/pages/html";

/** The public pages with an address of their own (no :id, not the 404 page). */
const LISTED_PATHS = ROUTES.filter((route) => !isPrivate(route) && !/[:*]/.test(route.path)).map(
  (route) => route.path,
);

/** Pages no crawler needs: signed-in pages and the sign-in forms are noindex anyway. */
const DISALLOWED = ["/api/", "/admin", "/orders", "/order/", "/profile"];

function sitemapEntry(origin: string, path: string): string {
  const alternates = LOCALES.map(
    (locale) =>
      `<xhtml:link rel="alternate" hreflang="${LOCALE_INFO[locale].tag}" href="${escapeHtml(absoluteUrl(origin, localizedPath(path, locale)))}"/>`,
  ).join("");
  const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(absoluteUrl(origin, path))}"/>`;
  return LOCALES.map(
    (locale) =>
      `<url><loc>${escapeHtml(absoluteUrl(origin, localizedPath(path, locale)))}</loc>${alternates}${xDefault}</url>`,
  ).join("\n");
}

export const crawlerRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const origin = publicOrigin(c.env, new URL(c.req.url));
    const prefixes = ["", ...LOCALES.filter((locale) => locale !== "en").map((locale) => `/${locale}`)];
    const lines = [
      "User-agent: *",
      ...DISALLOWED.flatMap((path) =>
        path.startsWith("/api/")
          ? [`Disallow: ${path}`]
          : prefixes.map((prefix) => `Disallow: ${prefix}${path}`),
      ),
      "",
      `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
      "",
    ];
    return c.text(lines.join("\n"), 200, { "Cache-Control": "public, max-age=3600" });
  })
  .get("/sitemap.xml", async (c) => {
    const origin = publicOrigin(c.env, new URL(c.req.url));
    const ids = await c.var.db.select({ id: products.id }).from(products).orderBy(asc(products.id));
    const paths = [...LISTED_PATHS, ...ids.map(({ id }) => `/product/${id}`)];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...paths.map((path) => sitemapEntry(origin, path)),
      "</urlset>",
      "",
    ].join("\n");
    return c.body(body, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=3600",
    });
  });
