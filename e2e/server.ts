// Starts the shop the way `npm start` serves it (built web app, migrated and seeded local
// D1/R2, wrangler dev), but on its own port and a fresh state folder, for browser journeys
// and benchmarks. Returns the base URL, the state folder and a stop function.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { ensureBuilt } from "../scripts/build.ts";
import { ensureDevVars } from "../scripts/dev-vars.ts";

/** A tool the project installs (node_modules/.bin). */
export const bin = (name: string) => join(process.cwd(), "node_modules", ".bin", name);

/** The first journeys' shop's port: 8799 unless E2E_PORT says otherwise. */
export const SHOP_PORT = Number(process.env.E2E_PORT ?? 8799);
/** Each Playwright worker has a shop of its own (e2e/global-setup.ts), on the port after the
 *  previous worker's, so journeys that change the shop (its settings, catalogue, accounts) run
 *  side by side without meeting. TEST_PARALLEL_INDEX is Playwright's 0-based worker slot. */
export const shopPort = (slot: number) => SHOP_PORT + slot;
export const SHOP_URL = `http://127.0.0.1:${shopPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0))}`;

export interface RunningShop {
  url: string;
  /** The --persist-to folder of its local D1 and R2 (the bench adds its large data set there). */
  state: string;
  stop: () => Promise<void>;
}

export async function startShop(options: { port: number }): Promise<RunningShop> {
  const state = mkdtempSync(join(tmpdir(), "flowers-state-"));
  const run = (cmd: string, args: string[]) => promisify(execFile)(cmd, args, { env: process.env });
  ensureDevVars();
  // dist/, built unless it is already built from these sources (scripts/build.ts)
  await ensureBuilt();
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
  await run(process.execPath, ["scripts/seed.ts", "--persist-to", state]);

  const child: ChildProcess = spawn(
    bin("wrangler"),
    [
      "dev",
      ...["--port", String(options.port), "--inspector-port", String(options.port + 10_000)],
      ...["--persist-to", state, "--log-level", "warn"],
    ],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      detached: true,
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });

  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/products`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (Date.now() >= deadline) throw new Error(`wrangler dev did not start:\n${output}`);

  return {
    url,
    state,
    stop: async () => {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, "SIGTERM"); // the whole group: wrangler and workerd
        } catch {
          child.kill("SIGTERM");
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      rmSync(state, { recursive: true, force: true });
    },
  };
}
