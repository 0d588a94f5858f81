// The shops the list benchmark measures: served as `npm start` serves it (e2e/server.ts's
// startShop), with the folder of its local D1 known, so the large data set can be added to
// the running shop (wrangler dev reads the same SQLite file) and a signed-in admin's token.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startShop } from "../e2e/server.ts";

export interface BenchShop {
  url: string;
  /** The --persist-to folder of its local D1 and R2. */
  state: string;
  stop: () => Promise<void>;
}

/**
 * startShop makes its state folder with mkdtemp under os.tmpdir() and does not name it, so
 * the bench points TMPDIR at a folder of its own for the start and finds it there.
 */
export async function startBenchShop(options: { port: number; build?: boolean }): Promise<BenchShop> {
  const parent = mkdtempSync(join(tmpdir(), "flowers-bench-"));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = parent;
  let shop: Awaited<ReturnType<typeof startShop>>;
  try {
    shop = await startShop(options);
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
  const folder = readdirSync(parent).find((name) => name.startsWith("flowers-state-"));
  if (!folder) throw new Error(`No state folder in ${parent}`);
  return {
    url: shop.url,
    state: join(parent, folder),
    stop: async () => {
      await shop.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

/** The seeded admin (the SEED_ADMIN_* defaults of .dev.vars.example). */
export interface AdminLogin {
  email: string;
  password: string;
}

export const ADMIN: AdminLogin = {
  email: process.env.SEED_ADMIN_EMAIL ?? "admin@example.com",
  password: process.env.SEED_ADMIN_PASSWORD ?? "admin-password",
};

/** Signs the admin in through the API; answers the bearer token. */
export async function adminToken(url: string, admin: AdminLogin = ADMIN): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`Admin login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
