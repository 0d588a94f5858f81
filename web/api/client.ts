// The transport under every API call of the web app: the bearer token on every request,
// failures as ApiError carrying the server's status and detail, and the one place that
// notices a refused token. The typed client (./rpc, Hono's `hc`) sends through apiFetch;
// only the home page's catalogue call (./catalogue) uses getJson, to keep `hc` out of the
// entry chunk.
import { STORAGE_KEYS } from "../../shared/limits";
import type { ErrorAnswer } from "../../shared/schemas";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    /** The request carried a token and the server refused it: the session is over. */
    readonly sessionExpired = false,
  ) {
    super(detail);
    this.name = "ApiError";
  }
}

/** True for the failure of a call whose stored token the server no longer accepts. */
export const isSessionExpired = (error: unknown): boolean =>
  error instanceof ApiError && error.sessionExpired;

/** The stored token, or the one inside the stored user object (docs/decisions/010). */
export function storedToken(): string | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (token) return token;
  try {
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "null");
    return typeof user?.accessToken === "string" ? user.accessToken : null;
  } catch {
    return null;
  }
}

let sessionExpiredHandler: (() => void) | null = null;

/** Sets what happens when the server refuses the stored token (web/auth/SessionExpiry.tsx:
 *  sign out and say so; the route guard then sends the visitor to /login and back). */
export function onSessionExpired(handler: () => void): () => void {
  sessionExpiredHandler = handler;
  return () => {
    if (sessionExpiredHandler === handler) sessionExpiredHandler = null;
  };
}

// The sign-in routes answer 401 to a wrong password: no statement about the stored token.
const refusesToken = (status: number, tokenSent: boolean, path: string) =>
  status === 401 && tokenSent && !path.startsWith("/api/auth/");

/** fetch with the token added and failures thrown as ApiError (status 0: no answer at all). */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const path = String(input);
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  const token = storedToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(path, { method: init.method ?? "GET", headers, body: init.body });
  } catch {
    throw new ApiError(0, "Network error");
  }
  if (response.ok) return response;
  const data = (await response.json().catch(() => null)) as ErrorAnswer | null;
  const detail = typeof data?.detail === "string" ? data.detail : response.statusText;
  const expired = refusesToken(response.status, token !== null, new URL(path, "http://x").pathname);
  if (expired) sessionExpiredHandler?.();
  throw new ApiError(response.status, detail, expired);
}

/** GET a JSON answer without the typed client (for the entry chunk's one call). */
export const getJson = async <T>(path: string): Promise<T> => (await apiFetch(path)).json() as Promise<T>;
