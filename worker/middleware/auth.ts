// Bearer-token guards. Every request re-reads the user from D1, so a suspension, a role
// change or a password change takes effect at once.
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { users } from "../db/schema";
import type { AppEnv } from "../env";
import { fail } from "../http/fail";
import { readToken } from "../services/accounts/tokens";

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw fail(401, "notSignedIn");
  const claims = await readToken(c.env, match[1]);
  if (!claims) throw fail(401, "invalidToken");
  const user = await c.var.db.query.users.findFirst({ where: eq(users.id, claims.userId) });
  if (!user || user.tokenVersion !== claims.version) throw fail(401, "invalidToken");
  if (user.isSuspended) throw fail(403, "suspended");
  c.set("user", user);
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user?.isAdmin) throw fail(403, "adminOnly");
  await next();
});
