// The transport under every API call of the web app: the bearer token on every request,
// failures as ApiError carrying the server's status and detail, and the one place that
// notices a session the server has ended (a refused token, a suspended account). The typed client (./rpc, Hono's `hc`) sends through apiFetch;
// only the home page's catalogue call (./catalogue) uses getJson, to keep `hc` out of the
// entry chunk.
import { BOOKMARK_HEADER, BOOKMARK_STORAGE_KEY, newerBookmark } from "../../shared/d1-bookmark";
import { STORAGE_KEYS } from "../../shared/limits";
import { SUSPENDED_DETAIL } from "../../shared/notices";
import type { ErrorAnswer } from "../../shared/schemas";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    /** The request carried a token and the server refused it (expired, or the account is
     *  suspended): the session is over, and SessionExpiry has said so. */
    readonly sessionExpired = false,
  ) {
    super(detail);
    this.name = "ApiError";
  }
}

/** True for the failure of a call whose stored token the server no longer accepts (or whose
 *  account is suspended): a page shows no error of its own for it. */
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

/** Why the server ended the session: the token is refused (401) or the account suspended (403). */
type SessionEnd = "expired" | "suspended";

let sessionEndHandler: ((reason: SessionEnd) => void) | null = null;

/** Sets what happens when the server ends the session (web/auth/SessionExpiry.tsx: sign out,
 *  then say so, or show the suspended panel; the route guard sends the visitor on). */
export function onSessionExpired(handler: (reason: SessionEnd) => void): () => void {
  sessionEndHandler = handler;
  return () => {
    if (sessionEndHandler === handler) sessionEndHandler = null;
  };
}

/** What a refused call says of the stored token. The sign-in routes answer 401 to a wrong
 *  password and 403 to a suspended account's login: no statement about the stored token. */
function sessionEndOf(status: number, detail: string, tokenSent: boolean, path: string): SessionEnd | null {
  if (!tokenSent || path.startsWith("/api/auth/")) return null;
  if (status === 401) return "expired";
  if (status === 403 && detail === SUSPENDED_DETAIL) return "suspended";
  return null;
}

/** The newest point in the database this tab has seen, sent with each request so that a
 *  replica answering it includes the tab's own writes (worker/middleware/d1-session.ts). */
function keptBookmark(): string | null {
  try {
    return sessionStorage.getItem(BOOKMARK_STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode): reads are still correct, only maybe older
  }
}

function keepBookmark(received: string | null) {
  if (!received) return;
  try {
    sessionStorage.setItem(BOOKMARK_STORAGE_KEY, newerBookmark(keptBookmark(), received));
  } catch {
    // as above
  }
}

/** fetch with the token and the bookmark added, failures thrown as ApiError (status 0: no answer at all). */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const path = String(input);
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  const token = storedToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const bookmark = keptBookmark();
  if (bookmark) headers.set(BOOKMARK_HEADER, bookmark);
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      headers,
      body: init.body,
      keepalive: init.keepalive,
    });
  } catch {
    throw new ApiError(0, "Network error");
  }
  keepBookmark(response.headers.get(BOOKMARK_HEADER));
  if (response.ok) return response;
  const data = (await response.json().catch(() => null)) as ErrorAnswer | null;
  const detail = typeof data?.detail === "string" ? data.detail : response.statusText;
  const ended = sessionEndOf(response.status, detail, token !== null, new URL(path, "http://x").pathname);
  if (ended) sessionEndHandler?.(ended);
  throw new ApiError(response.status, detail, ended !== null);
}

/** GET a JSON answer without the typed client (for the entry chunk's one call). */
export const getJson = async <T>(path: string): Promise<T> => (await apiFetch(path)).json() as Promise<T>;
