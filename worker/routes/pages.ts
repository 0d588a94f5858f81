// Serves every page's HTML: the app drawn by its own routes and components (web/ssr/render.tsx,
// docs/decisions/054) into the built index.html, with the route's data for the browser to take
// the drawing over, and the route's metadata in <head> (title, description, canonical, Open
// Graph, Twitter card, JSON-LD) for crawlers and link previews; with an inline loader that
// fetches the app, the route's page code and its language's texts once the first screen is
// painted (services/pages/code-loader.ts). The route's data is read by the services the API
// answers from (services/pages/page-data.ts), not asked of the API. Public pages are kept in the
// edge cache (services/pages/page-cache.ts), and marked with what the visitor's cookies say on
// the way out (services/pages/early-marks.ts). Unknown paths and products answer 404. Khmer
// and Chinese pages are the same routes under /km/ and /zh/; an English address may send a
// visitor to their language once (languageRedirect).
import { type Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { DrawnPage, DrawRequest } from "../../shared/drawing";
import { pageLanguage } from "../../shared/i18n/catalogues";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_INFO,
  type Locale,
  localeOfPath,
  localizedPath,
  preferredLocale,
  unlocalizedPath,
} from "../../shared/i18n/locales";
import { PREFERENCE_COOKIE } from "../../shared/preference-cookie";
import {
  canonicalPathOf,
  isDashboard,
  matchRoute,
  NOT_FOUND_ROUTE,
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
import { type AppEnv, publicOrigin } from "../env";
import { pageContentSecurityPolicy } from "../middleware/security-headers";
import { inlineHashes } from "../services/inline-hashes";
import { codeLoaderScript } from "../services/pages/code-loader";
import { withEarlyMarks } from "../services/pages/early-marks";
import { escapeHtml } from "../services/pages/html";
import { drawnTexts, routePreloadsOf, type Shell, shellOf, styleText } from "../services/pages/page-assets";
import { cachedPage, isCachedPage } from "../services/pages/page-cache";
import { pageData } from "../services/pages/page-data";
import { drawPage } from "../ssr/app.js";

/** Attributes with escaped values; `true` writes a bare attribute. */
const attributes = (attrs: Record<string, string | true | undefined>) =>
  Object.entries(attrs)
    .map(([name, value]) =>
      value === undefined ? "" : value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`,
    )
    .join("");

function renderTag({ tag, attrs, text }: HeadTag): string {
  const open = `<${tag} ${SERVER_TAG_ATTRIBUTE}${attributes(attrs)}>`;
  if (tag === "meta" || tag === "link") return open;
  // JSON-LD text is already safe inside <script> (see jsonLdText); a title is escaped.
  return `${open}${tag === "script" ? (text ?? "") : escapeHtml(text ?? "")}</${tag}>`;
}

export const renderHead = (meta: PageMetadata) => headTags(meta).map(renderTag).join("");

/** The product behind /product/:id for its head tags, from the page's data: undefined on
 *  other routes, null when there is none. */
function seoProduct(match: RouteMatch | null, answer: DrawRequest["answer"]): SeoProduct | null | undefined {
  if (match?.route.key !== "product") return undefined;
  if (!answer || !("product" in answer)) return null;
  const { product } = answer;
  return { ...product, inStock: product.in_stock, reviewCount: product.review_count };
}

const linkTag = (attrs: Record<string, string | true | undefined>) => `<link${attributes(attrs)}>`;

/** A drawn page shows before its code runs, so its own styles apply from the start: inline (a
 *  few KB), which spares the phone a request that would hold the first paint; else a link. */
async function pageStyles(c: Context<AppEnv>, url: URL, href: string): Promise<string> {
  const css = await styleText(c.env, url, href);
  return css && !css.includes("</") ? `<style>${css}</style>` : linkTag({ rel: "stylesheet", href });
}

interface FirstScreenHints {
  /** the page's styles, inline */
  tags: string;
  /** the language's texts and the page's code, which the app needs before it takes the page over */
  modules: string[];
}

const NO_HINTS: FirstScreenHints = { tags: "", modules: [] };

/** What the page adds to the shell: its styles in <head>, and its modules for the code loader.
 *  (The first screen's main picture is preloaded by React's own markup of its
 *  <img fetchpriority="high">.) */
async function firstScreenHints(
  c: Context<AppEnv>,
  url: URL,
  match: RouteMatch | null,
  locale: Locale,
): Promise<FirstScreenHints> {
  const preloads = await routePreloadsOf(c.env, url);
  const code = preloads.routes[(match?.route ?? NOT_FOUND_ROUTE).key];
  const styles = await Promise.all((code?.styles ?? []).map((href) => pageStyles(c, url, href)));
  return {
    tags: styles.join(""),
    modules: [...(preloads.languages[locale] ?? []), ...(code?.scripts ?? [])],
  };
}

/** The route's data. A read that fails leaves the drawing to the browser, which asks and
 *  offers Try again; a product page's fails the page, whose status and head tags need it. */
async function dataOf(c: Context<AppEnv>, url: URL, match: RouteMatch | null, locale: Locale) {
  try {
    return await pageData(c.var.db, match, url.searchParams, locale);
  } catch (error) {
    if (match?.route.key === "product") throw error;
    console.error("Could not read the data of", url.pathname, error);
    return undefined;
  }
}

/** The shell's code and the page's, started once the main picture has come (docs/decisions/071). */
const codeLoader = (shell: Shell, hints: FirstScreenHints) =>
  shell.code ? codeLoaderScript({ ...shell.code, modules: [...shell.code.modules, ...hints.modules] }) : "";

/** The app drawn at this address, or nothing (the browser draws it) if drawing failed. */
async function drawn(
  c: Context<AppEnv>,
  url: URL,
  request: Omit<DrawRequest, "texts">,
): Promise<DrawnPage | null> {
  try {
    const texts = await drawnTexts(c.env, url, request.locale);
    return await drawPage({ ...request, texts });
  } catch (error) {
    console.error("Could not draw", url.pathname, error);
    return null;
  }
}

/** The built index.html with the page drawn into #root and the page's tags in <head>. */
async function renderPage(
  c: Context<AppEnv>,
  url: URL,
  meta: PageMetadata,
  firstScreen: FirstScreenHints,
  page: DrawnPage | null,
): Promise<Response> {
  const { locale } = meta;
  const shell = await shellOf(c.env, url);
  const hints = firstScreen.tags + codeLoader(shell, firstScreen);
  const added = await inlineHashes(hints);
  const remove = { element: (element: Element) => void element.remove() };
  const rewriter = new HTMLRewriter()
    .on("html", { element: (html) => void html.setAttribute("lang", LOCALE_INFO[locale].tag) })
    .on("head > title", remove)
    .on('head > meta[name="description"]', remove)
    .on("head", { element: (head) => void head.append(renderHead(meta) + hints, { html: true }) });
  if (page) {
    rewriter
      .on("#root", { element: (root) => void root.setInnerContent(page.html, { html: true }) })
      .on("body", { element: (body) => void body.append(page.script, { html: true }) });
  }
  const html = await rewriter.transform(new Response(shell.html)).text();
  return new Response(html, {
    status: meta.status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Security-Policy": pageContentSecurityPolicy({
        scripts: [...shell.hashes.scripts, ...added.scripts],
        styles: [...shell.hashes.styles, ...added.styles],
      }),
      // the visitor's cookies mark <html> (withEarlyMarks); an English address may answer a
      // redirect instead, by its language's (languageRedirect)
      Vary: locale === DEFAULT_LOCALE ? "Accept-Language, Cookie" : "Cookie",
    },
  });
}

/** An English address sends the visitor to the same page in their language: the one they
 *  chose (the switch's cookie), or on a first visit the one their browser asks for, which is
 *  then remembered, so it happens once. Never from a /km/ or /zh/ address: no loop. The
 *  dashboard is English only: its /km/ and /zh/ addresses (a link from a Khmer page) lead there. */
function languageRedirect(c: Context<AppEnv>, url: URL, path: string): Response | null {
  const english = localeOfPath(url.pathname) === DEFAULT_LOCALE;
  if (isDashboard(path)) return english ? null : c.redirect(`${path}${url.search}`, 302);
  if (!english) return null;
  const chosen = getCookie(c, LOCALE_COOKIE);
  const wanted = isLocale(chosen) ? chosen : preferredLocale(c.req.header("Accept-Language"));
  if (!wanted || wanted === DEFAULT_LOCALE) return null;
  if (!isLocale(chosen)) {
    setCookie(c, LOCALE_COOKIE, wanted, PREFERENCE_COOKIE);
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
  const answer = async () => {
    const match = matchRoute(path);
    // read once: the product's head tags and the drawn page come from the same answer
    const answer = await dataOf(c, url, match, locale);
    const meta = pageMeta(
      path,
      publicOrigin(c.env, url),
      seoProduct(match, answer),
      {},
      pageLanguage(locale),
    );
    const [hints, page] = await Promise.all([
      meta.status === 200 ? firstScreenHints(c, url, match, locale) : NO_HINTS,
      drawn(c, url, { path, search: url.search, locale, answer }),
    ]);
    return renderPage(c, url, meta, hints, page);
  };
  const marked = (page: Response) => withEarlyMarks(page, c.req.header("Cookie"), locale);
  if (!isCachedPage(url, path, locale)) return marked(await answer());
  const { build } = await shellOf(c.env, url);
  return marked(await cachedPage(c.req.url, build, answer, (promise) => c.executionCtx.waitUntil(promise)));
});
