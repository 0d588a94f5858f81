// How a route or a service refuses a request: throw what these build, and the Worker's error
// handler (middleware/errors.ts) sends it as it is. Every error answer is
// `{ detail, code }` (shared/schemas' ErrorAnswer): the code is a key of DETAIL, the detail its text.
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type DetailArgs, type DetailCode, detailPath, detailText } from "../../shared/messages";
import type { ErrorAnswer, FieldError } from "../../shared/schemas";

/** The answer's body for `code` (with the `path` of the field its text names, if any); the
 *  Hono handlers answer with it too. */
export function errorBody<C extends DetailCode>(code: C, ...args: DetailArgs<C>): ErrorAnswer {
  const path = detailPath(code, ...args);
  return path === undefined
    ? { detail: detailText(code, ...args), code }
    : { detail: detailText(code, ...args), code, path };
}

const thrown = (status: ContentfulStatusCode, body: ErrorAnswer) =>
  new HTTPException(status, { res: Response.json(body, { status }) });

/** `throw fail(404, "productNotFound")`; a text with parameters takes them after the code:
 *  `throw fail(400, "addOnUnavailable", addOn.name)`. */
export function fail<C extends DetailCode>(status: ContentfulStatusCode, code: C, ...args: DetailArgs<C>) {
  return thrown(status, errorBody(code, ...args));
}

/** 400 for fields the request got wrong: code `invalid`, the first field's path and message
 *  as the detail ("name: is required"), and every field in `errors`. */
export function invalid(errors: [FieldError, ...FieldError[]]) {
  const [first] = errors;
  return thrown(400, { ...errorBody("invalid", first.path, first.message), errors });
}
