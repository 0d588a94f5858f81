// Test tools for the account flows: the dev outbox as a client reads it, a clock moved
// forward, and what requireUser makes of a bearer token.
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { expect, vi } from "vitest";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { requireUser } from "../middleware/auth";
import { onError } from "../middleware/errors";
import { call } from "./helpers";

/** The dev outbox as a client sees it, newest first. */
export async function outbox(email: string): Promise<{ subject: string; text: string; code: string }[]> {
  const { status, json } = await call("GET", `/api/dev/outbox?email=${encodeURIComponent(email)}`);
  expect(status).toBe(200);
  return json.messages;
}

/** Moves the clock (Date only) forward; the Worker runs in this isolate and sees it too. */
export function advance(ms: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + ms);
}

/** A throwaway app with requireUser in front, to see which tokens the middleware takes. */
const guarded = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set("db", getDb(c.env.DB));
    await next();
  })
  .get("/me", requireUser, (c) => c.json({ id: c.var.user.id }));
guarded.onError(onError);

/** What requireUser answers a bearer `token`. */
export async function whoAmI(token: string) {
  const response = await guarded.request("/me", { headers: { Authorization: `Bearer ${token}` } }, env);
  return { status: response.status, json: (await response.json()) as any };
}
