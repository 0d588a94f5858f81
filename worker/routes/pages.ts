// Serves the web app's HTML for page routes with that route's metadata already in <head>
// (title, description, canonical, Open Graph, Twitter card, JSON-LD), for crawlers and
// link previews that do not run JavaScript. Unknown paths and products answer 404.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  type HeadTag,
  headTags,
  matchRoute,
  type PageMetadata,
  pageMeta,
  SERVER_TAG_ATTRIBUTE,
  type SeoProduct,
} from "../../shared/seo";
import { getDb } from "../db/client";
import { products } from "../db/schema";
import { productWire } from "../db/wire";
import type { AppEnv, Env } from "../env";
import { idParam } from "./products";

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

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
async function productFor(env: Env, path: string): Promise<SeoProduct | null | undefined> {
  const match = matchRoute(path);
  if (match?.key !== "product") return undefined;
  const parsed = idParam.safeParse({ id: match.param });
  if (!parsed.success) return null;
  const row = await getDb(env.DB).query.products.findFirst({ where: eq(products.id, parsed.data.id) });
  if (!row) return null;
  const wire = productWire(row);
  return { ...wire, inStock: wire.in_stock };
}

/** The built index.html with the page's tags in place of the shell's generic ones. */
async function renderPage(env: Env, url: URL, meta: PageMetadata): Promise<Response> {
  const shell = await env.ASSETS.fetch(new Request(new URL("/", url)));
  const remove = { element: (element: Element) => void element.remove() };
  const html = new HTMLRewriter()
    .on("head > title", remove)
    .on('head > meta[name="description"]', remove)
    .on("head", { element: (head) => void head.append(renderHead(meta), { html: true }) })
    .transform(shell);
  return new Response(html.body, {
    status: meta.status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" },
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
  const meta = pageMeta(url.pathname, url.origin, await productFor(c.env, url.pathname));
  return renderPage(c.env, url, meta);
});
