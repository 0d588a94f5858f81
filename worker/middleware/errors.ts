// Turns every failure into `{ detail, code }` JSON with the right status; routes only throw
// (http/fail.ts builds what they throw).
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import type { AppEnv } from "../env";
import { errorBody } from "../http/fail";

export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof HTTPException) {
    if (err.res) return err.res;
    // Hono's own exceptions (e.g. malformed JSON from the validator) carry plain text.
    if (err.status === 400 && /json/i.test(err.message)) return c.json(errorBody("invalidJson"), 400);
    if (!err.message) return c.json(errorBody("internal"), err.status);
    return c.json(errorBody("requestRefused", err.message), err.status);
  }
  // logged once, here, with the request's id (middleware/request-log.ts); the answer says no more
  console.error(
    JSON.stringify({
      event: "error",
      request_id: c.var.requestId ?? null,
      method: c.req.method,
      route: routePath(c),
      error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      stack: err instanceof Error ? err.stack : undefined,
    }),
  );
  return c.json(errorBody("internal"), 500);
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c: Context<AppEnv>) =>
  c.json(errorBody("notFound"), 404);
