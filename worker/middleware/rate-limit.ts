// Per-client-IP limit on the account routes (AUTH_LIMITER, wrangler.toml) against password
// guessing and mail flooding. Codes keep their own exact counters in D1.
import { createMiddleware } from "hono/factory";
import { DETAIL } from "../../shared/messages";
import type { AppEnv } from "../env";
import { fail } from "./errors";

export const authRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  // Cloudflare's edge (and wrangler dev) sets CF-Connecting-IP on every request; clients
  // cannot forge it. Only direct in-process calls (the vitest suite) come without one.
  const ip = c.req.header("CF-Connecting-IP");
  if (ip && c.env.AUTH_LIMITER) {
    const { success } = await c.env.AUTH_LIMITER.limit({ key: `auth:${ip}` });
    if (!success) throw fail(429, DETAIL.tooManyRequests);
  }
  await next();
});
