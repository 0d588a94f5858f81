// The e-mail address rule both sides apply, in plain TypeScript so the browser's form checks
// do not download zod: the API's emailField (shared/schemas.ts) is built on the same rule.
import { TEXT_MAX } from "./limits";

/** zod 4's own e-mail pattern (`z.regexes.email`, written without its needless escapes), so the API and the forms accept the same
 *  addresses: dot-separated local part, a domain of labels and a 2+ letter top level. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An address as it is stored and compared: trimmed and in lower case. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

/** True when the address, once normalised, is at most TEXT_MAX.email long and well formed. */
export function isEmail(value: string): boolean {
  const email = normalizeEmail(value);
  return email.length <= TEXT_MAX.email && EMAIL_PATTERN.test(email);
}
