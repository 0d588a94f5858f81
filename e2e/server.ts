// Starts the shop the way `npm start` serves it (built web app, migrated and seeded local
// D1/R2, wrangler dev), but on its own port and a fresh state folder, for browser journeys
// and benchmarks. Returns the base URL, the state folder and a stop function.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDevVars } from "../scripts/dev-vars.ts";

/** A tool the project installs (node_modules/.bin). */
export const bin = (name: string) => join(process.cwd(), "node_modules", ".bin", name);

/** Where the journeys find the shop: port 8799 unless E2E_PORT says otherwise. */
export const SHOP_PORT = Number(process.env.E2E_PORT ?? 8799);
export const SHOP_URL = `http://127.0.0.1:${SHOP_PORT}`;

export interface RunningShop {
  url: string;
  /** The --persist-to folder of its local D1 and R2 (the bench adds its large data set there). */
  state: string;
  stop: () => Promise<void>;
}

export async function startShop(options: { port: number; build?: boolean }): Promise<RunningShop> {
  const state = mkdtempSync(join(tmpdir(), "flowers-state-"));
  const run = (cmd: string, args: string[]) =>
    execFileSync(cmd, args, { stdio: ["ignore", "ignore", "inherit"], env: process.env });
  ensureDevVars();
  // A private build, so another `npm run build` rewriting dist/ mid-run cannot pull the
  // pages out from under the journeys; wrangler's --assets swaps only the directory.
  const assets = options.build === false ? [] : ["--assets", join(state, "dist")];
  if (assets.length > 0) {
    run(bin("vite"), ["build", "--logLevel", "error", "--outDir", join(state, "dist"), "--emptyOutDir"]);
  }
  run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
  run(process.execPath, ["scripts/seed.ts", "--persist-to", state]);

  const child: ChildProcess = spawn(
    bin("wrangler"),
    ["dev", "--port", String(options.port), "--persist-to", state, ...assets, "--log-level", "warn"],
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
