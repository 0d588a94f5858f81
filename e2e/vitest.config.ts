import { defineConfig } from "vitest/config";

// Browser journeys: one shop server for the run (global setup), files run one at a time.
export default defineConfig({
  test: {
    name: "e2e",
    root: ".",
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["./e2e/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
