// Bindings and per-request variables of the Worker (see wrangler.toml, .dev.vars.example).
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
}

export interface AppEnv {
  Bindings: Env;
  Variables: { db: Db; user: UserRow };
}

export const isDevelopment = (env: Env) => env.ENVIRONMENT === "development";
