// Serves the web app's HTML for page routes with that route's metadata already in <head>
// (title, description, canonical, Open Graph, Twitter card, JSON-LD), for crawlers and
// link previews that do not run JavaScript; with preload links for what the route's first
// screen needs (its data, its main picture, its page code), so the browser fetches them
// alongside the app's script instead of after it; and with the static frame's link to this
// page marked current. /products comes with its first screen drawn (its page component run
// here, web/ssr/products-first-screen.tsx) and that page's data beside it, so a phone shows
// the cards before the app's script arrives (docs/decisions/044). Unknown paths and products
// answer 404. Khmer and Chinese pages are the same routes under /km/ and /zh/, served in their
// language (its frame, metadata and drawn page); an English address may send a visitor to their
// language once (languageRedirect).
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import {
  type CataloguePage,
  catalogueFiltersOf,
  catalogueQuery,
  FIRST_PAGE_ISLAND_ID,
  type FirstPageIsland,
} from "../../shared/catalogue-query";
import { HERO_SIZES, HERO_SRC, HERO_SRCSET } from "../../shared/hero-image";
import { pageLanguage } from "../../shared/i18n/catalogues";
import { KHMER_TEXTS_PATH } from "../../shared/i18n/khmer-words";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  langParam,
  localeOfPath,
  localizedPath,
  preferredLocale,
  unlocalizedPath,
} from "../../shared/i18n/locales";
import type { Catalogue } from "../../shared/i18n/translate";
import { cardImageSrcSet, DETAIL_IMAGE_SIZES } from "../../shared/images";
import { ROUTE_PRELOADS_PATH, type RoutePreloads } from "../../shared/route-preloads";
import {
  canonicalPathOf,
  isCurrentLink,
  isDashboard,
  matchRoute,
  type RouteMatch,
} from "../../shared/routes";
import {
  type HeadTag,
  headTags,
  type PageMetadata,
  pageMeta,
  SERVER_TAG_ATTRIBUTE,
  type SeoProduct,
  scriptJson,
} from "../../shared/seo";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { productWire } from "../db/wire";
import { type AppEnv, type Env, publicOrigin } from "../env";
import { type InlineHashes, inlineHashes, pageContentSecurityPolicy } from "../middleware/security-headers";
import { parseId } from "../middleware/validate";
import { cachedCatalogueResponse, isCachedQuery } from "../services/catalogue";
import { catalogueListQuery, readCataloguePage } from "../services/catalogue-queries";
import { escapeHtml } from "../services/html";
import { renderProductsFirstScreen } from "../ssr/products.js";

function renderTag({ tag, attrs, text }: HeadTag): string {
  const attributes = Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join("");
  const open = `<${tag} ${SERVER_TAG_ATTRIBUTE}${attributes}>`;
  if (tag === "meta" || tag === "link") return open;
  // JSON-LD text is already safe inside <script> (see jsonLdText); a title is escaped.
  return `${open}${tag === "script" ? (text ?? "") : escapeHtml(text ?? "")}</${tag}>`;
}

export const renderHead = (meta: PageMetadata) => headTags(meta).map(renderTag).join("");

/** The product behind /product/:id: undefined on other routes, null when there is none. */
async function productFor(
  db: Db,
  match: RouteMatch | null,
  locale: Locale,
): Promise<SeoProduct | null | undefined> {
  if (match?.route.key !== "product") return undefined;
  const id = parseId(match.param);
  if (id === null) return null;
  const row = await db.query.products.findFirst({ where: eq(products.id, id) });
  if (!row) return null;
  const wire = productWire(row, undefined, locale);
  return { ...wire, inStock: wire.in_stock, reviewCount: wire.review_count };
}

/** `<link …>` with escaped attribute values; `true` writes a bare attribute. */
const linkTag = (attrs: Record<string, string | true | undefined>) =>
  `<link${Object.entries(attrs)
    .map(([name, value]) =>
      value === undefined ? "" : value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`,
    )
    .join("")}>`;

/** Same mode and credentials as the app's fetch(), so the browser hands this response over. */
const fetchPreload = (href: string) => linkTag({ rel: "preload", href, as: "fetch", crossorigin: true });

/** The largest picture of the first screen; `sizes` as on the <img>, so both pick the same file. */
const imagePreload = (src: string, srcset?: string, sizes?: string) =>
  linkTag({
    rel: "preload",
    as: "image",
    href: src,
    imagesrcset: srcset,
    imagesizes: srcset ? sizes : undefined,
    fetchpriority: "high",
  });

let routePreloads: Promise<RoutePreloads> | undefined;

/** The build's list of each route's page code (see vite.config.ts), read once per isolate:
 *  the assets cannot change under a running Worker. Without it, pages just lack the hints. */
function routePreloadsOf(env: Env, url: URL): Promise<RoutePreloads> {
  routePreloads ??= env.ASSETS.fetch(new Request(new URL(ROUTE_PRELOADS_PATH, url)))
    .then((response) => response.json<RoutePreloads>())
    .then((list) => (list && typeof list === "object" ? list : {}))
    .catch(() => ({}));
  return routePreloads;
}

let khmerTexts: Promise<Catalogue | undefined> | undefined;

/** The texts a page is drawn with: Khmer's as the build marked its word breaks (read once per
 *  isolate; workerd's ICU would split compounds the browser's copy keeps whole), so the drawn
 *  lines break where the app's will. Other languages, or without the file: shared/i18n's. */
export function drawnTexts(env: Env, url: URL, locale: Locale): Promise<Catalogue | undefined> {
  if (locale !== "km") return Promise.resolve(undefined);
  khmerTexts ??= env.ASSETS.fetch(new Request(new URL(KHMER_TEXTS_PATH, url)))
    .then((response) => (response.ok ? response.json<Catalogue>() : undefined))
    .catch(() => undefined);
  return khmerTexts;
}

const styleTexts = new Map<string, Promise<string | null>>();

/** A drawn page is shown before its code runs, so its styles must apply from the start: the
 *  built stylesheet inline (a few KB, read once per isolate: hashed files never change), which
 *  spares the phone a request that would hold the first paint; a link if it cannot be read. */
async function pageStyles(env: Env, url: URL, href: string): Promise<string> {
  let text = styleTexts.get(href);
  if (!text) {
    text = env.ASSETS.fetch(new Request(new URL(href, url))).then(
      async (response) => (response.ok ? await response.text() : null),
      () => null,
    );
    styleTexts.set(href, text);
  }
  const css = await text;
  return css && !css.includes("</") ? `<style>${css}</style>` : linkTag({ rel: "stylesheet", href });
}

/** /products' first screen, drawn: the page's markup and the island that hands its data to the app. */
interface DrawnCatalogue {
  page: CataloguePage;
  html: string;
  island: string;
}

/** The first page of the address's filters as GET /api/products answers it (from the edge
 *  cache when unfiltered), drawn by the page's component. Null when the API would refuse the
 *  filters (an 11-word search): the app asks, and shows why, as before. */
async function drawCatalogue(c: Context<AppEnv>, url: URL, locale: Locale): Promise<DrawnCatalogue | null> {
  const query = catalogueQuery(catalogueFiltersOf(url.searchParams), null, locale);
  const parsed = catalogueListQuery.safeParse(Object.fromEntries(new URLSearchParams(query)));
  if (!parsed.success) return null;
  const read = () => readCataloguePage(c.var.db, parsed.data);
  const location = url.pathname + url.search;
  const texts = await drawnTexts(c.env, url, locale);
  let page: CataloguePage;
  let html: string;
  if (isCachedQuery(query)) {
    const cached = await cachedCatalogueResponse(url.href, query, read, (p) => c.executionCtx.waitUntil(p));
    const text = await cached.text();
    page = JSON.parse(text) as CataloguePage;
    html = drawnOnce(`${location}\n${text}`, () =>
      renderProductsFirstScreen(location, query, page, locale, texts),
    );
  } else {
    page = await read();
    html = renderProductsFirstScreen(location, query, page, locale, texts);
  }
  const island: FirstPageIsland = { query, page };
  return {
    page,
    html,
    island: `<script type="application/json" id="${FIRST_PAGE_ISLAND_ID}">${scriptJson(island)}</script>`,
  };
}

/** The isolate's last drawings of the edge-cached first page, by address and the page's JSON:
 *  React drawing 24 cards is the page route's one costly step, and that page is the same for
 *  every visitor until the catalogue changes (then its JSON, and so the key, changes too). */
const drawings = new Map<string, string>();
const DRAWINGS_KEPT = 16;

function drawnOnce(key: string, draw: () => string): string {
  const kept = drawings.get(key);
  if (kept !== undefined) return kept;
  const html = draw();
  drawings.set(key, html);
  const oldest = drawings.keys().next().value;
  if (drawings.size > DRAWINGS_KEPT && oldest !== undefined) drawings.delete(oldest);
  return html;
}

/** Preload links for what the route's first screen needs (its row's `firstScreen` in
 *  shared/routes.ts, then its page code), in the order it needs them. */
async function firstScreenHints(
  c: Context<AppEnv>,
  url: URL,
  match: RouteMatch | null,
  product: SeoProduct | null | undefined,
  drawn: DrawnCatalogue | null,
  locale: Locale,
): Promise<string> {
  if (!match) return "";
  const tags: string[] = [];
  const firstScreen = "firstScreen" in match.route ? match.route.firstScreen : undefined;
  if (firstScreen === "hero") tags.push(imagePreload(HERO_SRC, HERO_SRCSET, HERO_SIZES));
  // a drawn /products brings its data along, and React's markup its first cards' picture preloads
  if (firstScreen === "catalogue" && !drawn) {
    // not drawn here: exactly the page's first request (same URL), so the browser hands it over
    tags.push(
      fetchPreload(`/api/products?${catalogueQuery(catalogueFiltersOf(url.searchParams), null, locale)}`),
    );
  }
  // the page asks for /api/products/<id> exactly as written in its address
  if (firstScreen === "product" && product && /^\d+$/.test(match.param ?? "")) {
    const lang = langParam(locale);
    tags.push(fetchPreload(`/api/products/${match.param}${lang ? `?${lang}` : ""}`));
    tags.push(imagePreload(product.image, cardImageSrcSet(product.image), DETAIL_IMAGE_SIZES));
  }
  const code = (await routePreloadsOf(c.env, url))[match.route.key];
  for (const href of code?.scripts ?? [])
    tags.push(linkTag({ rel: "modulepreload", href, crossorigin: true }));
  for (const href of code?.styles ?? [])
    tags.push(
      drawn
        ? await pageStyles(c.env, url, href)
        : linkTag({ rel: "preload", as: "style", href, crossorigin: true }),
    );
  return tags.join("");
}

// The shell's inline scripts (the promo rule) and base styles never change within a
// deployment: hashed once per isolate for the page CSP. Each language has its own shell (its
// frame in its words, <html lang>), built as /km/index.html and /zh/index.html (vite.config.ts).
const shellHashes = new Map<Locale, Promise<InlineHashes>>();
const shellRequest = (url: URL, locale: Locale) => new Request(new URL(localizedPath("/", locale), url));

function shellHashesOf(env: Env, url: URL, locale: Locale): Promise<InlineHashes> {
  let hashes = shellHashes.get(locale);
  if (!hashes) {
    hashes = env.ASSETS.fetch(shellRequest(url, locale))
      .then((response) => response.text())
      .then(inlineHashes)
      .catch((error: unknown) => {
        shellHashes.delete(locale);
        throw error;
      });
    shellHashes.set(locale, hashes);
  }
  return hashes;
}

/** The built index.html with the page's tags in place of the shell's generic ones. */
async function renderPage(
  env: Env,
  url: URL,
  meta: PageMetadata,
  hints: string,
  drawn: DrawnCatalogue | null,
): Promise<Response> {
  const { locale } = meta;
  const path = unlocalizedPath(url.pathname);
  // and what this page adds to its head (a drawn page's own styles)
  const [shell, added] = await Promise.all([shellHashesOf(env, url, locale), inlineHashes(hints)]);
  const hashes = {
    scripts: [...shell.scripts, ...added.scripts],
    styles: [...shell.styles, ...added.styles],
  };
  const shellHtml = await env.ASSETS.fetch(shellRequest(url, locale));
  const remove = { element: (element: Element) => void element.remove() };
  const rewriter = new HTMLRewriter()
    .on("head > title", remove)
    .on('head > meta[name="description"]', remove)
    .on("head", { element: (head) => void head.append(renderHead(meta) + hints, { html: true }) })
    // the static frame (web/first-paint.tsx) marks this page's link as React's NavLink will
    .on("#root .nav-links a", {
      element(link) {
        const href = link.getAttribute("href");
        if (!href || !isCurrentLink(unlocalizedPath(href), canonicalPathOf(path))) return;
        link.setAttribute("class", "active");
        link.setAttribute("aria-current", "page");
      },
    });
  if (drawn) {
    rewriter.on("#root .site-content", {
      element: (content) => void content.setInnerContent(drawn.html, { html: true }),
    });
    rewriter.on("body", { element: (body) => void body.append(drawn.island, { html: true }) });
  }
  // and leaves out what the app's frame has no place for in the dashboard
  if (isDashboard(path)) rewriter.on("#root .share", remove).on("#root .site-footer", remove);
  const html = rewriter.transform(shellHtml);
  return new Response(html.body, {
    status: meta.status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Security-Policy": pageContentSecurityPolicy(hashes),
      // an English address may answer a redirect instead, by these (languageRedirect)
      ...(locale === DEFAULT_LOCALE ? { Vary: "Accept-Language, Cookie" } : {}),
    },
  });
}

const A_YEAR = 365 * 24 * 60 * 60;

/** An English address sends the visitor to the same page in their language: the one they
 *  chose (the switch's cookie), or on a first visit the one their browser asks for, which is
 *  then remembered, so it happens once. Never from a /km/ or /zh/ address: no loop. The
 *  dashboard stays English. */
function languageRedirect(c: Context<AppEnv>, url: URL, path: string): Response | null {
  if (localeOfPath(url.pathname) !== DEFAULT_LOCALE || isDashboard(path)) return null;
  const chosen = getCookie(c, LOCALE_COOKIE);
  const wanted = isLocale(chosen) ? chosen : preferredLocale(c.req.header("Accept-Language"));
  if (!wanted || wanted === DEFAULT_LOCALE) return null;
  if (!isLocale(chosen)) {
    setCookie(c, LOCALE_COOKIE, wanted, { path: "/", maxAge: A_YEAR, sameSite: "Lax" });
  }
  c.header("Vary", "Accept-Language, Cookie");
  c.header("Cache-Control", "no-store");
  return c.redirect(`${localizedPath(canonicalPathOf(path), wanted)}${url.search}`, 302);
}

const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

export const pageRoutes = new Hono<AppEnv>().get("*", async (c) => {
  const url = new URL(c.req.url);
  if (looksLikeFile(url.pathname)) {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    // A missing file comes back as the app shell (single-page fallback): that is a 404.
    const isShell =
      asset.headers.get("Content-Type")?.startsWith("text/html") && !url.pathname.endsWith(".html");
    if (!isShell) return asset;
  }
  const locale = localeOfPath(url.pathname);
  const path = unlocalizedPath(url.pathname);
  const redirect = languageRedirect(c, url, path);
  if (redirect) return redirect;
  const match = matchRoute(path);
  const product = await productFor(c.var.db, match, locale);
  const meta = pageMeta(path, publicOrigin(c.env, url), product, {}, pageLanguage(locale));
  const firstScreen = match && "firstScreen" in match.route ? match.route.firstScreen : undefined;
  // a page that cannot be drawn here is still served: the app draws it, as on other routes
  const drawn =
    meta.status === 200 && firstScreen === "catalogue"
      ? await drawCatalogue(c, url, locale).catch((error: unknown) => {
          console.error("Could not draw /products", error);
          return null;
        })
      : null;
  const hints = meta.status === 200 ? await firstScreenHints(c, url, match, product, drawn, locale) : "";
  return renderPage(c.env, url, meta, hints, drawn);
});
