// Vitest global setup of the worker project: builds the web app into a private folder that
// the tests' ASSETS binding serves, so page tests read the real built HTML and hashed files
// without racing anyone's `npm run build` into dist/. A failed build falls back to the last
// good one, if there is one, so a half-edited page elsewhere does not stop API tests.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "vite";

export const TEST_ASSETS_DIR = fileURLToPath(new URL("../node_modules/.cache/test-assets", import.meta.url));

export default async function buildTestAssets(): Promise<void> {
  try {
    await build({
      configFile: fileURLToPath(new URL("../vite.config.ts", import.meta.url)),
      logLevel: "warn",
      build: { outDir: TEST_ASSETS_DIR, emptyOutDir: true },
    });
  } catch (error) {
    if (!existsSync(`${TEST_ASSETS_DIR}/index.html`)) throw error;
    console.warn(`Web build failed; page tests use the previous build in ${TEST_ASSETS_DIR}.`, error);
  }
}
