// Per-client-IP limits (Workers rate limiting bindings, wrangler.toml): AUTH_LIMITER on the
// account routes against password guessing and mail flooding (codes keep their own exact
// counters in D1), CONTACT_LIMITER on the contact form against message floods, and the two
// order limiters on placing orders, per address and per signed-in account (the account's
// limiter also keys its attempts at paying through PayWay apart).
import { createMiddleware } from "hono/factory";
import type { DetailCode } from "../../shared/messages";
import type { AppEnv } from "../env";
import { fail } from "../http/fail";

type LimiterName = "AUTH_LIMITER" | "CONTACT_LIMITER" | "ORDER_ADDRESS_LIMITER" | "ORDER_ACCOUNT_LIMITER";

type RateLimitCode = Extract<DetailCode, "tooManyRequests" | "tooManyOrders" | "tooManyPaymentAttempts">;

/** Answers 429 once the client's address has used up `binding`'s allowance; `scope` keys it apart. */
const perAddressLimit = (binding: LimiterName, scope: string, code: RateLimitCode = "tooManyRequests") =>
  createMiddleware<AppEnv>(async (c, next) => {
    // Cloudflare's edge (and wrangler dev) sets CF-Connecting-IP on every request; clients
    // cannot forge it. Only direct in-process calls (the vitest suite) come without one.
    const ip = c.req.header("CF-Connecting-IP");
    const limiter = c.env[binding];
    if (ip && limiter) {
      const { success } = await limiter.limit({ key: `${scope}:${ip}` });
      if (!success) throw fail(429, code);
    }
    await next();
  });

export const authRateLimit = perAddressLimit("AUTH_LIMITER", "auth");
export const contactRateLimit = perAddressLimit("CONTACT_LIMITER", "contact");

export const orderAddressRateLimit = perAddressLimit("ORDER_ADDRESS_LIMITER", "order", "tooManyOrders");

/** After requireUser: one account's calls under `scope`, wherever they come from. Admins take
 *  orders for callers on the phone, so they are not limited. */
const perAccountLimit = (scope: string, code: RateLimitCode) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user.isAdmin) {
      const { success } = await c.env.ORDER_ACCOUNT_LIMITER.limit({ key: `${scope}:${user.id}` });
      if (!success) throw fail(429, code);
    }
    await next();
  });

export const orderAccountRateLimit = perAccountLimit("order-account", "tooManyOrders");

/** Each PayWay attempt is a row and a signed form: a script asking for thousands gets 429. */
export const paywayAttemptRateLimit = perAccountLimit("payway-account", "tooManyPaymentAttempts");
