// Vitest global setup of the worker project: builds the web app into a private folder that
// the tests' ASSETS binding serves, so page tests read the real built HTML and hashed files
// without racing anyone's `npm run build` into dist/. A failed build fails the run: page
// tests must never pass against an older build than the code under test.
import { fileURLToPath } from "node:url";
import { build } from "vite";

export const TEST_ASSETS_DIR = fileURLToPath(new URL("../node_modules/.cache/test-assets", import.meta.url));

export default async function buildTestAssets(): Promise<void> {
  await build({
    configFile: fileURLToPath(new URL("../vite.config.ts", import.meta.url)),
    logLevel: "warn",
    build: { outDir: TEST_ASSETS_DIR, emptyOutDir: true },
  });
}
