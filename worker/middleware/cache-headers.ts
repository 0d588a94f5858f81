// Who may keep a copy of an API answer. A route whose answer is the same for every visitor says
// so itself (the catalogue and a product: PUBLIC_CACHE_CONTROL in services/catalogue/catalogue.ts; the
// public pictures: immutable); every other answer is kept by no one: `private, no-store` when
// the request carried a session (the answer may be that person's: their orders, their profile),
// `no-store` otherwise (slots, settings and the like change with every order or edit).
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { setAnswerHeader } from "./answer-headers";

export const apiCacheHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.headers.has("Cache-Control")) return;
  setAnswerHeader(c, "Cache-Control", c.req.header("Authorization") ? "private, no-store" : "no-store");
};
