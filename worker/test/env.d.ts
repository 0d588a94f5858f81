// Types the test-only bindings that vitest.config.ts adds to the Worker's own.
import type { D1Migration } from "cloudflare:test";
import type { Env as WorkerEnv } from "../env";

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import("../index");
    }
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
