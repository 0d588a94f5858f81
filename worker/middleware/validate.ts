// zod validation for route inputs; failures become 400 with a detail naming the field.
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import type { DetailCode } from "../../shared/messages";
import { idText } from "../../shared/schemas";
import { fail, invalid } from "../http/fail";

// Hono's JSON validator reads a body only when it is labelled JSON, and otherwise checks
// an empty object: a JSON body sent as text/plain would be told its fields are missing.
const JSON_CONTENT_TYPE = /^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i;

export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) => {
  const validator = zValidator(target, schema, (result) => {
    if (result.success) return;
    const [first, ...rest] = result.error.issues.map((issue) => ({
      path: issue.path.join(".") || target,
      message: issue.message,
    }));
    throw invalid(first ? [first, ...rest] : [{ path: target, message: "is invalid" }]);
  });
  if (target !== "json") return validator;
  const jsonOnly: typeof validator = async (c, next) => {
    if (!JSON_CONTENT_TYPE.test(c.req.header("Content-Type") ?? "")) throw fail(415, "jsonContentType");
    return validator(c, next);
  };
  return jsonOnly;
};

/** The id in a path segment ("12"), or null when it is not one (shared/schemas' ID_PATTERN). */
export function parseId(segment: string | undefined): number | null {
  const parsed = idText().safeParse(segment);
  return parsed.success ? parsed.data : null;
}

/** A route's `:id` as a number. A segment that is not an id names no row: 404 with the
 *  resource's own not-found detail, as when the row is missing. */
export function idParam(segment: string | undefined, notFound: DetailCode & `${string}NotFound`): number {
  const id = parseId(segment);
  if (id === null) throw fail(404, notFound);
  return id;
}
