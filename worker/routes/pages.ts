// Serves the web app's HTML for page routes with that route's metadata already in <head>
// (title, description, canonical, Open Graph, Twitter card, JSON-LD), for crawlers and
// link previews that do not run JavaScript; with preload links for what the route's first
// screen needs (its data, its main picture, its page code), so the browser fetches them
// alongside the app's script instead of after it; and with the static frame's link to this
// page marked current. Unknown paths and products answer 404.
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { type CatalogueFilters, catalogueFiltersOf, catalogueQuery } from "../../shared/catalogue-query";
import { HERO_SIZES, HERO_SRC, HERO_SRCSET } from "../../shared/hero-image";
import { CARD_IMAGE_SIZES, cardImageSrcSet } from "../../shared/images";
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
} from "../../shared/seo";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { productWire } from "../db/wire";
import { type AppEnv, type Env, publicOrigin } from "../env";
import { inlineScriptHashes, pageContentSecurityPolicy } from "../middleware/security-headers";
import { parseId } from "../middleware/validate";
import { firstImages } from "../services/catalogue";
import { escapeHtml } from "../services/html";

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
async function productFor(db: Db, match: RouteMatch | null): Promise<SeoProduct | null | undefined> {
  if (match?.route.key !== "product") return undefined;
  const id = parseId(match.param);
  if (id === null) return null;
  const row = await db.query.products.findFirst({ where: eq(products.id, id) });
  if (!row) return null;
  const wire = productWire(row);
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

/** The picture of the first card /products will show, from the small value kept beside the
 *  cached catalogue: the first product's, or the first of the one category or occasion chosen;
 *  none for a text search or a category and an occasion together (only the page's answer knows). */
async function firstCardImage(
  c: Context<AppEnv>,
  url: URL,
  { q, category, occasion }: CatalogueFilters,
): Promise<string | undefined> {
  if (q || (category && occasion)) return undefined;
  const images = await firstImages(c.var.db, url.href, (p) => c.executionCtx.waitUntil(p));
  if (category) return images.category[category];
  if (occasion) return images.occasion[occasion];
  return images.all ?? undefined;
}

/** Preload links for what the route's first screen needs (its row's `firstScreen` in
 *  shared/routes.ts, then its page code), in the order it needs them. */
async function firstScreenHints(
  c: Context<AppEnv>,
  url: URL,
  match: RouteMatch | null,
  product: SeoProduct | null | undefined,
): Promise<string> {
  if (!match) return "";
  const tags: string[] = [];
  const firstScreen = "firstScreen" in match.route ? match.route.firstScreen : undefined;
  if (firstScreen === "hero") tags.push(imagePreload(HERO_SRC, HERO_SRCSET, HERO_SIZES));
  if (firstScreen === "catalogue") {
    // exactly the page's first request (same URL), so the browser hands this answer over
    const filters = catalogueFiltersOf(url.searchParams);
    tags.push(fetchPreload(`/api/products?${catalogueQuery(filters)}`));
    // a hint is worth less than the page: if the value cannot be read, serve the page without it
    const image = await firstCardImage(c, url, filters).catch(() => undefined);
    if (image) tags.push(imagePreload(image, cardImageSrcSet(image), CARD_IMAGE_SIZES.compact));
  }
  // the page asks for /api/products/<id> exactly as written in its address
  if (firstScreen === "product" && product && /^\d+$/.test(match.param ?? "")) {
    tags.push(fetchPreload(`/api/products/${match.param}`));
    tags.push(imagePreload(product.image));
  }
  const code = (await routePreloadsOf(c.env, url))[match.route.key];
  for (const href of code?.scripts ?? [])
    tags.push(linkTag({ rel: "modulepreload", href, crossorigin: true }));
  for (const href of code?.styles ?? [])
    tags.push(linkTag({ rel: "preload", as: "style", href, crossorigin: true }));
  return tags.join("");
}

// The shell's inline scripts (the promo rule) never change within a deployment: hashed
// once per isolate for the page CSP.
let shellScriptHashes: Promise<string[]> | undefined;
const shellRequest = (url: URL) => new Request(new URL("/", url));

/** The built index.html with the page's tags in place of the shell's generic ones. */
async function renderPage(env: Env, url: URL, meta: PageMetadata, hints: string): Promise<Response> {
  shellScriptHashes ??= env.ASSETS.fetch(shellRequest(url))
    .then((response) => response.text())
    .then(inlineScriptHashes)
    .catch((error: unknown) => {
      shellScriptHashes = undefined;
      throw error;
    });
  const scriptHashes = await shellScriptHashes;
  const shell = await env.ASSETS.fetch(shellRequest(url));
  const remove = { element: (element: Element) => void element.remove() };
  const rewriter = new HTMLRewriter()
    .on("head > title", remove)
    .on('head > meta[name="description"]', remove)
    .on("head", { element: (head) => void head.append(renderHead(meta) + hints, { html: true }) })
    // the static frame (web/first-paint.tsx) marks this page's link as React's NavLink will
    .on("#root .nav-links a", {
      element(link) {
        const href = link.getAttribute("href");
        if (!href || !isCurrentLink(href, canonicalPathOf(url.pathname))) return;
        link.setAttribute("class", "active");
        link.setAttribute("aria-current", "page");
      },
    });
  // and leaves out what the app's frame has no place for in the dashboard
  if (isDashboard(url.pathname)) rewriter.on("#root .share", remove).on("#root .site-footer", remove);
  const html = rewriter.transform(shell);
  return new Response(html.body, {
    status: meta.status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Security-Policy": pageContentSecurityPolicy(scriptHashes),
    },
  });
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
  const match = matchRoute(url.pathname);
  const product = await productFor(c.var.db, match);
  const meta = pageMeta(url.pathname, publicOrigin(c.env, url), product);
  const hints = meta.status === 200 ? await firstScreenHints(c, url, match, product) : "";
  return renderPage(c.env, url, meta, hints);
});
