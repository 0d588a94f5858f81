// One structured log line per request, for Workers Logs ([observability] in wrangler.toml):
// method, the route's pattern (never the raw path, which can carry a code or an e-mail),
// status, duration, the user id when signed in, and a request id that the answer also
// carries (x-request-id), so a customer's "it failed" can be found. Bodies, queries, headers
// and tokens are never logged.
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../env";
import { setAnswerHeader } from "./answer-headers";

export const REQUEST_ID_HEADER = "x-request-id";

export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now();
  const requestId = crypto.randomUUID();
  c.set("requestId", requestId);
  await next();
  setAnswerHeader(c, REQUEST_ID_HEADER, requestId);
  console.log(
    JSON.stringify({
      event: "request",
      method: c.req.method,
      route: routePath(c),
      status: c.res.status,
      ms: Date.now() - started,
      user: c.var.user?.id ?? null,
      request_id: requestId,
    }),
  );
};
