import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { DIST_DIR } from "./scripts/build.ts";
import { catalogues } from "./scripts/vite-catalogues.ts";

// Three projects: the API inside workerd against real local D1 and R2, the web app's
// components in jsdom, and the build's own configuration in Node. Measured on this 2-core
// machine (README, "Test it"): one worker per core (vitest's default leaves one idle), the
// worker project's files in one runtime one after another (isolate: false;
// worker/test/fresh-storage.ts gives each file a clean shop), the web project's files each in
// their own context in shared threads (vmThreads: jsdom is made once per thread, and a file
// still gets fresh modules, which some need).
const migrations = await readD1Migrations("./migrations");

export default defineConfig({
  test: {
    // the Worker's one line per request (worker/middleware/request-log.ts) would bury the rest
    onConsoleLog: (log) => !log.startsWith('{"event":"request"'),
    maxWorkers: "100%",
    projects: [
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // the web app as the global setup built it (or found it built), for the page tests
              assets: { directory: DIST_DIR },
              bindings: {
                ENVIRONMENT: "development",
                TOKEN_SECRET: "test-secret-that-is-at-least-32-characters",
                RESEND_API_KEY: "",
                TEST_MIGRATIONS: migrations,
              },
            },
          }),
        ],
        test: {
          name: "worker",
          include: ["worker/**/*.test.ts"],
          isolate: false,
          globalSetup: ["./scripts/build.ts"],
          setupFiles: ["./worker/test/fresh-storage.ts"],
          // a cap for a busy machine, not a wait: a test that checks a password twenty times
          // (100,000 PBKDF2 rounds each) took over vitest's 5 s with other work on both cores
          testTimeout: 20_000,
        },
      },
      {
        // khmerWords: a Khmer page's texts load as the build marks them (web/i18n/load.ts)
        plugins: [catalogues(), react({ jsxImportSource: "#jsx" })],
        test: {
          name: "web",
          include: ["web/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          pool: "vmThreads",
          setupFiles: ["./web/test/setup.ts"],
          // a cap for a busy machine, not a wait: a test ends as soon as its screens are drawn
          testTimeout: 20_000,
        },
      },
      {
        // the build's own configuration (vite.config.ts and its plugins) and the bench's pieces,
        // in Node as they run
        test: { name: "build", include: ["scripts/**/*.test.ts", "bench/**/*.test.ts"], environment: "node" },
      },
    ],
  },
});
