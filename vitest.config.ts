import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { TEST_ASSETS_DIR } from "./scripts/build-test-assets.ts";
import { khmerWords } from "./scripts/vite-khmer-words.ts";

// Two projects: the API inside workerd against real local D1 and R2, and the web app's
// components in jsdom.
const migrations = await readD1Migrations("./migrations");

export default defineConfig({
  test: {
    // the Worker's one line per request (worker/middleware/request-log.ts) would bury the rest
    onConsoleLog: (log) => !log.startsWith('{"event":"request"'),
    projects: [
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // the web app as built by the global setup, for the page (HTML) tests
              assets: { directory: TEST_ASSETS_DIR },
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
          globalSetup: ["./scripts/build-test-assets.ts"],
          setupFiles: ["./worker/test/apply-migrations.ts"],
        },
      },
      {
        // khmerWords: a Khmer page's texts load as the build marks them (web/i18n/load.ts)
        plugins: [khmerWords(), react()],
        test: {
          name: "web",
          include: ["web/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["./web/test/setup.ts"],
          // a cap for a busy machine, not a wait: a test ends as soon as its screens are drawn
          testTimeout: 20_000,
        },
      },
    ],
  },
});
