// Turns every failure into `{ detail }` JSON with the right status; routes only throw.
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DETAIL } from "../../shared/messages";
import type { ErrorAnswer } from "../../shared/schemas";
import type { AppEnv } from "../env";

/** Throw from a route: `throw fail(404, DETAIL.productNotFound)`. */
export function fail(status: ContentfulStatusCode, detail: string, errors?: ErrorAnswer["errors"]) {
  const body: ErrorAnswer = errors ? { detail, errors } : { detail };
  return new HTTPException(status, { res: Response.json(body, { status }) });
}

export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof HTTPException) {
    if (err.res) return err.res;
    // Hono's own exceptions (e.g. malformed JSON from the validator) carry plain text.
    const detail = err.status === 400 && /json/i.test(err.message) ? DETAIL.invalidJson : err.message;
    return c.json({ detail: detail || DETAIL.internal }, err.status);
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
  return c.json({ detail: DETAIL.internal }, 500);
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c: Context<AppEnv>) =>
  c.json({ detail: DETAIL.notFound }, 404);
