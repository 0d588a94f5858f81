import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { catalogues } from "./scripts/vite-catalogues.ts";
import { DEFAULT_LOCALE, LOCALES } from "./shared/i18n/locales.ts";
import { ROUTE_PRELOADS_PATH, type RoutePreloads } from "./shared/route-preloads.ts";
import { ROUTES } from "./shared/routes.ts";

// The web app lives in web/ and builds to dist/, which wrangler serves as static assets.

/** The pages a visitor may land on from outside (no sign-in guard, not the 404 page), whose
 *  code the HTML can start fetching before the app's own script has run. */
const LANDING_ROUTES = ROUTES.filter((route) => !("guard" in route) && route.path !== "*");

/** Writes ROUTE_PRELOADS_PATH (dist/route-preloads.json): for each of LANDING_ROUTES, the page's
 *  chunks and CSS that the entry does not already load (none for a page inside the entry), and
 *  for each language the chunks of its texts. The Worker (worker/routes/pages.ts) links the
 *  current route's and language's, so the browser fetches what it needs to take the drawn page
 *  over alongside the entry script instead of after it has run. */
/** Each language's texts (and Khmer's word breaks), which the app loads before its first
 *  render (web/i18n/load.ts). */
function languageChunks(chunks: { fileName: string; moduleIds: string[] }[]): Record<string, string[]> {
  const languages: Record<string, string[]> = {};
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const wanted = [
      `/shared/i18n/${locale}.json`,
      ...(locale === "km" ? ["/shared/i18n/khmer-words.ts"] : []),
    ];
    languages[locale] = wanted.map((module) => {
      const chunk = chunks.find((file) => file.moduleIds.some((id) => id.split("?")[0]?.endsWith(module)));
      if (!chunk) throw new Error(`route-preloads: no chunk of ${module}`);
      return `/${chunk.fileName}`;
    });
  }
  return languages;
}

function routePreloads(): Plugin {
  return {
    name: "route-preloads",
    apply: "build",
    // After Vite's own generateBundle, which drops the empty JS twins of CSS-only chunks
    // (e.g. account-*.js): a preload of one of those would fetch the HTML fallback.
    enforce: "post",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("route-preloads: no entry chunk");
      const alreadyLoaded = new Set([entry.fileName, ...entry.imports]);
      const preloads: RoutePreloads = { routes: {}, languages: languageChunks(chunks) };
      for (const { key, page } of LANDING_ROUTES) {
        const source = fileURLToPath(new URL(`web/${page}`, import.meta.url));
        if (entry.moduleIds.includes(source)) continue; // the home page: already in the entry
        const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === source);
        if (!pageChunk) throw new Error(`route-preloads: no chunk for ${page}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || alreadyLoaded.has(fileName)) return;
          files.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(pageChunk.fileName);
        const styles = [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        preloads.routes[key] = {
          scripts: [...files].map((file) => `/${file}`),
          styles: [...new Set(styles)].map((file) => `/${file}`),
        };
      }
      this.emitFile({
        type: "asset",
        fileName: ROUTE_PRELOADS_PATH.slice(1),
        source: JSON.stringify(preloads),
      });
    },
  };
}

/** Writes the entry stylesheet into index.html as a <style>, so a drawn page paints as soon as
 *  the HTML arrives instead of one more round trip later. The app fetches its HTML once per
 *  visit, so the ~6 KB (gzip) rides along once; page chunks keep their own CSS files. */
function inlineEntryCss(): Plugin {
  return {
    name: "inline-entry-css",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        const link = /<link rel="stylesheet" crossorigin href="\/(assets\/index-[\w-]+\.css)">/.exec(html);
        const asset = link?.[1] ? bundle?.[link[1]] : undefined;
        if (!link || asset?.type !== "asset") throw new Error("inline-entry-css: no entry stylesheet link");
        const css = String(asset.source).replace(/<\/style/gi, "<\\/style");
        return html.replace(link[0], () => `<style>${css}</style>`);
      },
    },
  };
}

/** What the catalogue page needs beyond the entry (its cards, the paged list, the search box,
 *  the API helpers, formatting) goes into one "catalogue" chunk. Split by which pages import
 *  each module, it came as a dozen files of under 1 KB, which a phone on HTTP/1.1 fetches six at
 *  a time: two or three more round trips before the first card (docs/decisions/043).
 *  Modules the entry loads stay in it, so the first visit to / downloads nothing more. */
const CATALOGUE_PAGE = fileURLToPath(new URL("web/pages/ProductsPage.tsx", import.meta.url));
const ENTRY = fileURLToPath(new URL("web/main.tsx", import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

function staticImports(root: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(root);
  return seen;
}

function catalogueChunk() {
  let members: Set<string> | undefined; // one build's graph: computed at its first question
  return (id: string, graph: ModuleGraph): string | null => {
    if (!members) {
      const inEntry = staticImports(ENTRY, graph);
      const inPage = staticImports(CATALOGUE_PAGE, graph);
      members = new Set([...inPage].filter((module) => module !== CATALOGUE_PAGE && !inEntry.has(module)));
    }
    return members.has(id) ? "catalogue" : null;
  };
}

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [catalogues(), react({ jsxImportSource: "#jsx" }), routePreloads(), inlineEntryCss()],
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    target: "es2022",
    // Every browser the shop serves preloads modules itself (Safari 17, Firefox 115): the
    // polyfill would be 0.4 KB of the home page's 90 KB for none of them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // only the listed modules: their dependencies (React, the entry's code) stay where they are
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: catalogueChunk() }] },
      },
    },
  },
  server: { proxy: { "/api": "http://localhost:8787" } },
});
