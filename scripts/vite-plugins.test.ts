// The build takes React, React DOM and React Router as their packages ship them: no plugin in
// vite.config.ts redirects an import of theirs to another file, loads one of their modules
// itself or rewrites its code (docs/decisions/069). Each plugin's hooks are asked about the
// real files, as Vite would ask them, past the plugin's own id filter when it has one.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import config from "../vite.config.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const ENTRY = join(ROOT, "web/main.tsx");

/** What the app imports from its dependencies (web/main.tsx, the pages, the JSX runtime). */
const DEPENDENCY_IMPORTS = [
  "react",
  "react/jsx-runtime",
  "react-dom",
  "react-dom/client",
  "react-router",
  "react-router/dom",
  "react-router-dom",
];

/** Every module file the dependencies ship, development and production builds alike. */
const DEPENDENCY_FOLDERS = [
  "node_modules/react/cjs",
  "node_modules/react-dom/cjs",
  "node_modules/scheduler/cjs",
  "node_modules/react-router/dist/development",
  "node_modules/react-router/dist/production",
  "node_modules/react-router-dom/dist",
];
const DEPENDENCY_FILES = DEPENDENCY_FOLDERS.flatMap((folder) =>
  readdirSync(join(ROOT, folder))
    .filter((name) => /\.m?js$/.test(name))
    .map((name) => join(ROOT, folder, name)),
);

type Hook = (this: unknown, ...args: unknown[]) => unknown;
type HookName = "resolveId" | "load" | "transform";

/** The config's plugins, nested lists flattened (@vitejs/plugin-react is several). */
function pluginsOf(option: unknown): Plugin[] {
  if (Array.isArray(option)) return option.flatMap(pluginsOf);
  if (option instanceof Promise) throw new Error("a plugin given as a promise: await it here too");
  return option ? [option as Plugin] : [];
}
const plugins = pluginsOf(config.plugins);

/** False only when the hook's id filter certainly leaves `id` out (a RegExp that does not
 *  match, or an exclude that does); any other filter is asked, so nothing slips past. */
function mayHandle(filter: unknown, id: string): boolean {
  const idFilter = (filter as { id?: unknown } | undefined)?.id;
  if (idFilter === undefined) return true;
  const list = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
  const { include, exclude } =
    typeof idFilter === "object" && !(idFilter instanceof RegExp) && !Array.isArray(idFilter)
      ? (idFilter as { include?: unknown; exclude?: unknown })
      : { include: idFilter, exclude: undefined };
  if (list(exclude).some((pattern) => pattern instanceof RegExp && pattern.test(id))) return false;
  const includes = list(include);
  return (
    includes.length === 0 || includes.some((pattern) => !(pattern instanceof RegExp) || pattern.test(id))
  );
}

/** Calls each plugin's `name` hook (the handler of an object hook) where its filter lets `id` in. */
async function answers(name: HookName, id: string, args: unknown[]) {
  const found = [];
  for (const plugin of plugins) {
    const hook = plugin[name] as Hook | { handler: Hook; filter?: unknown } | undefined;
    if (!hook) continue;
    const handler = typeof hook === "function" ? hook : hook.handler;
    const filter = typeof hook === "function" ? undefined : hook.filter;
    if (!mayHandle(filter, id)) continue;
    found.push({ plugin: plugin.name, answer: await handler.call({}, ...args) });
  }
  return found;
}

const unchanged = (answer: unknown, code: string) =>
  answer == null || (typeof answer === "string" ? answer : (answer as { code?: string }).code) === code;

describe("vite.config.ts's plugins leave the dependencies as they ship", () => {
  it("resolve none of the app's imports of React, React DOM or React Router themselves", async () => {
    for (const source of DEPENDENCY_IMPORTS) {
      const redirected = (await answers("resolveId", source, [source, ENTRY, {}])).filter(
        ({ answer }) => answer != null,
      );
      expect(redirected, source).toEqual([]);
    }
  });

  it("load none of the dependencies' files and rewrite none of their code", async () => {
    expect(DEPENDENCY_FILES).toContain(
      join(ROOT, "node_modules/react-dom/cjs/react-dom-client.production.js"),
    );
    for (const file of DEPENDENCY_FILES) {
      const code = readFileSync(file, "utf8");
      const loaded = (await answers("load", file, [file, {}]))
        .filter(({ answer }) => answer != null)
        .map(({ plugin }) => plugin);
      const rewritten = (await answers("transform", file, [code, file, {}]))
        .filter(({ answer }) => !unchanged(answer, code))
        .map(({ plugin }) => plugin);
      expect({ loaded, rewritten }, file).toEqual({ loaded: [], rewritten: [] });
    }
  });
});
