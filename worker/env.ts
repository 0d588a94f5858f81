// Bindings and per-request variables of the Worker. The bindings, vars and secrets are
// generated from wrangler.toml and .dev.vars.example into worker-configuration.d.ts by
// `npm run cf-typegen` (wrangler types); `npm run typecheck` fails when that file is stale.
import { SHOP } from "../shared/shop";
import type { Db } from "./db/client";
import type { UserRow } from "./db/schema";

declare global {
  namespace Cloudflare {
    // Optional, so wrangler.toml leaves it commented out and the generated types lack it.
    interface Env {
      /** The shop's public address (https://…), for canonical and social URLs. */
      SHOP_URL?: string;
    }
  }
}

export type Env = Cloudflare.Env;

export interface AppEnv {
  Bindings: Env;
  Variables: { db: Db; user: UserRow; requestId: string };
}

export const isDevelopment = (env: Env) => env.ENVIRONMENT === "development";

/**
 * The origin canonical and social URLs (and e-mail links) are built from: SHOP_URL, else the
 * request's own in development only. A deployed shop never echoes a request's Host (which
 * anyone can forge) into its pages; without SHOP_URL, or with no request (a queued job), it
 * uses the shop profile's address.
 */
export function publicOrigin(env: Env, requestUrl?: URL): string {
  if (env.SHOP_URL) return new URL(env.SHOP_URL).origin;
  return isDevelopment(env) && requestUrl ? requestUrl.origin : new URL(SHOP.url).origin;
}
