// zod validation for route inputs; failures become 400 with a detail naming the field.
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { fail } from "./errors";

export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (result.success) return;
    const errors = result.error.issues.map((issue) => ({
      path: issue.path.join(".") || target,
      message: issue.message,
    }));
    const first = errors[0];
    throw fail(400, first ? `${first.path}: ${first.message}` : "Invalid request", errors);
  });
