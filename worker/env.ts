// Bindings and per-request variables of the Worker (see wrangler.toml, .dev.vars.example).
import { SHOP } from "../shared/shop";
import type { Db } from "./db/client";
import type { UserRow } from "./db/schema";

export interface Env {
  DB: D1Database;
  IMAGES: R2Bucket;
  ASSETS: Fetcher;
  AUTH_LIMITER?: RateLimit;
  ENVIRONMENT: string;
  MAIL_FROM: string;
  TOKEN_SECRET?: string;
  RESEND_API_KEY?: string;
  /** The shop's public address (https://…), for canonical and social URLs. */
  SHOP_URL?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: { db: Db; user: UserRow };
}

export const isDevelopment = (env: Env) => env.ENVIRONMENT === "development";

/**
 * The origin canonical and social URLs are built from: SHOP_URL, else the request's own in
 * development only. A deployed shop never echoes a request's Host (which anyone can forge)
 * into its pages; without SHOP_URL it uses the shop profile's address.
 */
export function publicOrigin(env: Env, requestUrl: URL): string {
  if (env.SHOP_URL) return new URL(env.SHOP_URL).origin;
  return isDevelopment(env) ? requestUrl.origin : new URL(SHOP.url).origin;
}
