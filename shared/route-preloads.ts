// What each page route needs beyond the entry script: its lazy page's chunks and their CSS.
// vite.config.ts writes this file into the build; the Worker (worker/routes/pages.ts) reads
// it and puts the current route's preload links into that page's HTML.

export const ROUTE_PRELOADS_PATH = "/route-preloads.json";

export interface RoutePreload {
  /** public paths of JavaScript chunks, for <link rel="modulepreload"> */
  scripts: string[];
  /** public paths of stylesheets, for <link rel="preload" as="style"> */
  styles: string[];
}

/** Keyed by the route keys of shared/routes.ts. */
export type RoutePreloads = Record<string, RoutePreload>;
