// What a page's HTML preloads beyond the entry script: the route's lazy page chunks and their
// CSS, and the language's texts. vite.config.ts writes this file into the build; the Worker
// (worker/services/pages/page-assets.ts) reads it and links the current route's and language's files.

export const ROUTE_PRELOADS_PATH = "/route-preloads.json";

export interface RoutePreload {
  /** public paths of JavaScript chunks, for <link rel="modulepreload"> */
  scripts: string[];
  /** public paths of stylesheets */
  styles: string[];
}

export interface RoutePreloads {
  /** keyed by the route keys of shared/routes.ts */
  routes: Record<string, RoutePreload>;
  /** keyed by locale: the chunks of its texts (Khmer's word breaks too); none for English */
  languages: Record<string, string[]>;
}

export const EMPTY_PRELOADS: RoutePreloads = { routes: {}, languages: {} };
