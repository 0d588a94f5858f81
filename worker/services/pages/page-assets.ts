// What the page route reads from the build (Workers static assets), once per isolate: the
// assets cannot change under a running Worker. The app's HTML shell (index.html) and the
// hashes of its inline script and styles for the CSP; each route's page code and each
// language's texts to preload (vite.config.ts's route-preloads.json); a page's stylesheet to
// inline; and Khmer's texts as the build marked their word breaks.
import { KHMER_TEXTS_PATH } from "../../../shared/i18n/khmer-words";
import type { Locale } from "../../../shared/i18n/locales";
import type { Catalogue } from "../../../shared/i18n/translate";
import { EMPTY_PRELOADS, ROUTE_PRELOADS_PATH, type RoutePreloads } from "../../../shared/route-preloads";
import type { Env } from "../../env";
import { sha256Hex } from "../base64";
import { type InlineHashes, inlineHashes } from "../inline-hashes";
import { type PageCode, takeCodeFromShell } from "./code-loader";

const once = new Map<string, Promise<unknown>>();

/** `read()`'s answer for `key`, shared by every request of this isolate; a failure is not kept. */
function readOnce<T>(key: string, read: () => Promise<T>): Promise<T> {
  let kept = once.get(key) as Promise<T> | undefined;
  if (!kept) {
    kept = read();
    once.set(key, kept);
    kept.catch(() => once.delete(key));
  }
  return kept;
}

const asset = (env: Env, url: URL, path: string) => env.ASSETS.fetch(new Request(new URL(path, url)));

export interface Shell {
  /** without the script and modulepreloads that start the app: see code */
  html: string;
  /** the app's entry and its imports, which a page loads after its first paint (code-loader.ts) */
  code: PageCode | null;
  hashes: InlineHashes;
  /** names this build: a page drawn by another build is not served from the cache */
  build: string;
}

/** The built index.html, its inline hashes and a name for the build. */
export const shellOf = (env: Env, url: URL): Promise<Shell> =>
  readOnce("shell", async () => {
    const response = await asset(env, url, "/");
    if (!response.ok) throw new Error(`The app shell answered ${response.status}`);
    const html = await response.text();
    const build = (await sha256Hex(html)).slice(0, 16);
    return { ...takeCodeFromShell(html), hashes: await inlineHashes(html), build };
  });

/** The build's preload list (see vite.config.ts). Without it, pages just lack the hints. */
export const routePreloadsOf = (env: Env, url: URL): Promise<RoutePreloads> =>
  readOnce("preloads", () =>
    asset(env, url, ROUTE_PRELOADS_PATH)
      .then((response) => response.json<RoutePreloads>())
      .then((list) => (list && typeof list === "object" && "routes" in list ? list : EMPTY_PRELOADS))
      .catch(() => EMPTY_PRELOADS),
  );

/** The texts a page is drawn with: Khmer's as the build marked its word breaks (workerd's ICU
 *  would split compounds the browser's copy keeps whole), so the drawn lines break where the
 *  app's will. Other languages, or without the file: shared/i18n's. */
export function drawnTexts(env: Env, url: URL, locale: Locale): Promise<Catalogue | undefined> {
  if (locale !== "km") return Promise.resolve(undefined);
  return readOnce("khmer-texts", () =>
    asset(env, url, KHMER_TEXTS_PATH)
      .then((response) => (response.ok ? response.json<Catalogue>() : undefined))
      .catch(() => undefined),
  );
}

/** A built stylesheet's text, or null if it cannot be read. */
export const styleText = (env: Env, url: URL, href: string): Promise<string | null> =>
  readOnce(`style ${href}`, () =>
    asset(env, url, href).then(
      async (response) => (response.ok ? await response.text() : null),
      () => null,
    ),
  );
