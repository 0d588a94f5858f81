// Types the test-only bindings that vitest.config.ts adds to the Worker's own.
// The Worker's own come from worker-configuration.d.ts (wrangler types).
import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
