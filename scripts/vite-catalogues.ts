// Vite plugin: each language's catalogue as the browser loads it, in two parts
// (docs/decisions/071). "km.json?words" holds the texts the code of the pages a visitor lands
// on names (the entry and every drawn page's chunks), which the app needs before its first
// render; "km.json?words-rest" holds the others (the order form's, the account pages', the
// e-mails'), loaded with anything the app loads later. The split is made once the bundle is
// known, in renderChunk, so a chunk's hash covers what it holds. Khmer's texts come with their
// words marked for line breaking (shared/i18n/khmer-words.ts), and whole as KHMER_TEXTS_PATH,
// which the Worker draws Khmer pages with. Marked here, by Node's ICU, which keeps compounds
// whole that the browsers' and workerd's split (docs/decisions/051).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin, Rolldown } from "vite";
import { assertKhmerDictionary, KHMER_TEXTS_PATH, khmerCatalogue } from "../shared/i18n/khmer-words.ts";
import type { Catalogue } from "../shared/i18n/translate.ts";
import { isDrawn, ROUTES } from "../shared/routes.ts";

const CATALOGUES = fileURLToPath(new URL("../shared/i18n/", import.meta.url));
const KHMER_CATALOGUE = `${CATALOGUES}km.json`;
const PART = { words: "first", "words-rest": "rest" } as const;
type Part = (typeof PART)[keyof typeof PART];

/** The pages a visitor lands on drawn, whose texts come in a catalogue's first part. */
const DRAWN_PAGES = new Set(
  ROUTES.filter(isDrawn).map((route) => fileURLToPath(new URL(`../web/${route.page}`, import.meta.url))),
);

function catalogueOf(file: string): Catalogue {
  const catalogue = JSON.parse(readFileSync(file, "utf8")) as Catalogue;
  if (file !== KHMER_CATALOGUE) return catalogue;
  assertKhmerDictionary();
  return khmerCatalogue(catalogue);
}

/** Stands for a part's texts in the module until the bundle is known. */
const markOf = (file: string, part: Part) => `catalogue-part:${part}:${file}`;
const MARK = /(["'`])catalogue-part:(first|rest):([^"'`]+)\1/g;

/** The code of every module in the entry's chunk, the drawn pages' chunks and the chunks those
 *  import: what runs before a landed page's first render, and on it. */
function firstRunCode(chunks: Record<string, Rolldown.RenderedChunk>, moduleCode: (id: string) => string) {
  const byFile = new Map(Object.values(chunks).map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of byFile.values())
    if (chunk.isEntry || (chunk.facadeModuleId && DRAWN_PAGES.has(chunk.facadeModuleId)))
      visit(chunk.fileName);
  return [...seen].flatMap((fileName) => (byFile.get(fileName)?.moduleIds ?? []).map(moduleCode)).join("\n");
}

/** Whether the code names the text as a string (as written in a literal, or JSON-escaped). */
const names = (code: string, text: string) =>
  code.includes(text) || code.includes(JSON.stringify(text).slice(1, -1));

export function catalogues(): Plugin {
  let building = false;
  let firstCode: string | undefined; // one build's: computed at its first chunk
  return {
    name: "catalogues",
    enforce: "pre",
    configResolved(config) {
      building = config.command === "build";
    },
    buildStart() {
      firstCode = undefined;
    },
    // a catalogue asked for "?words" or "?words-rest" (each language's, so the loader's glob is one)
    transform(_code, id) {
      const [file = "", query = ""] = id.split("?");
      const part = PART[query as keyof typeof PART];
      if (!part || !file.startsWith(CATALOGUES) || !file.endsWith(".json")) return null;
      // served in development: the whole catalogue first, nothing later
      const json = building
        ? markOf(file, part)
        : part === "first"
          ? JSON.stringify(catalogueOf(file))
          : "{}";
      return { code: `export default JSON.parse(${JSON.stringify(json)});`, map: null };
    },
    renderChunk(code, _chunk, _options, meta) {
      if (!code.includes("catalogue-part:")) return null;
      firstCode ??= firstRunCode(meta.chunks, (id) => this.getModuleInfo(id)?.code ?? "");
      const first = firstCode;
      return code.replace(MARK, (_match, _quote, part: Part, file: string) => {
        const texts = Object.entries(catalogueOf(file)).filter(
          ([text]) => names(first, text) === (part === "first"),
        );
        return JSON.stringify(JSON.stringify(Object.fromEntries(texts)));
      });
    },
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: KHMER_TEXTS_PATH.slice(1),
        source: JSON.stringify(catalogueOf(KHMER_CATALOGUE)),
      });
    },
  };
}
