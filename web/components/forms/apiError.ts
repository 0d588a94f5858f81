// Reading a failed call: which status it was, and the server's own sentence when it
// refused the request (4xx), so a page can show it instead of a generic message.
import { ApiError } from "../../api/client";

export const hasStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;

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
