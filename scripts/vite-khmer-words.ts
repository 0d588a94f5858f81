// Vite plugin: the Khmer catalogue as a Khmer page loads it ("km.json?words", web/i18n/load.ts)
// with its words marked for line breaking (shared/i18n/khmer-words.ts), and the same texts as
// KHMER_TEXTS_PATH, which the Worker draws /km/products with. Marked here, by Node's ICU, which
// keeps compounds whole that the browsers' and workerd's split (docs/decisions/051).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { assertKhmerDictionary, KHMER_TEXTS_PATH, khmerCatalogue } from "../shared/i18n/khmer-words.ts";

const CATALOGUES = fileURLToPath(new URL("../shared/i18n/", import.meta.url));
const KHMER_CATALOGUE = `${CATALOGUES}km.json`;

function marked(json: string): string {
  assertKhmerDictionary();
  return JSON.stringify(khmerCatalogue(JSON.parse(json) as Record<string, string>));
}

export function khmerWords(): Plugin {
  return {
    name: "khmer-words",
    enforce: "pre",
    // a catalogue asked for "?words" (each language's, so the loader's glob is one) as a module
    transform(code, id) {
      const [file = "", query] = id.split("?");
      if (query !== "words" || !file.startsWith(CATALOGUES) || !file.endsWith(".json")) return null;
      const json = file === KHMER_CATALOGUE ? marked(code) : JSON.stringify(JSON.parse(code));
      return { code: `export default JSON.parse(${JSON.stringify(json)});`, map: null };
    },
    generateBundle() {
      const source = marked(readFileSync(KHMER_CATALOGUE, "utf8"));
      this.emitFile({ type: "asset", fileName: KHMER_TEXTS_PATH.slice(1), source });
    },
  };
}
