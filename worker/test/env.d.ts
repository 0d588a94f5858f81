// Types the test-only bindings that vitest.config.ts adds to the Worker's own.
// The Worker's own come from worker-configuration.d.ts (wrangler types).
import type { D1Migration } from "cloudflare:test";
import type { ImportGlobFunction } from "vite/types/importGlob.d.ts";

declare global {
  // Vite's file globs, for tests that read the Worker's own sources (bound-parameters.test.ts)
  interface ImportMeta {
    glob: ImportGlobFunction;
  }
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
