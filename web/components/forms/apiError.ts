// Reading a failed call: which status and code it was, and the server's own sentence when it
// refused the request (4xx), so a page can show it instead of a generic message. Pages decide
// by the code; the sentence is only shown.
import type { DetailCode } from "../../../shared/messages";
import { ApiError } from "../../api/client";

export const hasStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;

/** True when the server refused the call with one of `codes` (shared/messages' DETAIL keys). */
export const hasCode = (error: unknown, ...codes: DetailCode[]): boolean =>
  error instanceof ApiError && error.code !== null && codes.includes(error.code);

/** The dotted path of the field a refusal names (e.g. "delivery.slot"), else null. */
export const refusedField = (error: unknown): string | null =>
  error instanceof ApiError ? error.path : null;

/** What a refusal says is wrong with the field it names, without the field ("Roses is
 *  currently out of stock"), else null. */
export const refusedFieldMessage = (error: unknown): string | null =>
  (error instanceof ApiError && error.fieldErrors[0]?.message) || null;

/** The server's `detail` for a 4xx answer; null for network failures and server errors. */
export function refusalDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return error.detail || null;
}

/** True when the request never got an answer (offline, DNS, CORS). */
export const isNetworkError = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

/** For "please wait" refusals (429) the server's sentence says what to do; else the fallback. */
export function rateLimitedOr(error: unknown, fallback: string): string {
  return (hasStatus(error, 429) && refusalDetail(error)) || fallback;
}
