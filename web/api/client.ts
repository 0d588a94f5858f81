// The transport under every API call of the web app: the bearer token on every request,
// failures as ApiError carrying the server's status, code and detail, and the one place that
// notices a session the server has ended (a refused token, a suspended account). The typed client (./rpc, Hono's `hc`) sends through apiFetch;
// only the home page's catalogue call (./catalogue) uses getJson, to keep `hc` out of the
// entry chunk.
import { BOOKMARK_HEADER, BOOKMARK_STORAGE_KEY, newerBookmark } from "../../shared/d1-bookmark";
import { STORAGE_KEYS } from "../../shared/limits";
import type { DetailCode } from "../../shared/messages";
import type { ErrorAnswer, FieldError } from "../../shared/schemas";

interface ApiErrorFacts {
  /** The answer's `code` (a key of shared/messages' DETAIL): what pages branch on. Null when
   *  there was no answer, or one not from the API (a proxy's error page). */
  code?: DetailCode | null;
  /** The field the answer names ("delivery.slot"), when it names one. */
  path?: string | null;
  /** For a request that failed validation (code `invalid`): every field it got wrong. */
  errors?: FieldError[];
  /** The request carried a token and the server refused it (expired, or the account is
   *  suspended): the session is over, and SessionExpiry has said so. */
  sessionExpired?: boolean;
}

export class ApiError extends Error {
  readonly code: DetailCode | null;
  readonly path: string | null;
  readonly errors: FieldError[];
  readonly sessionExpired: boolean;

  constructor(
    readonly status: number,
    /** The server's sentence, for showing (never for comparing: that is what `code` is for). */
    readonly detail: string,
    { code = null, path = null, errors = [], sessionExpired = false }: ApiErrorFacts = {},
  ) {
    super(detail);
    this.name = "ApiError";
    this.code = code;
    this.path = path;
    this.errors = errors;
    this.sessionExpired = sessionExpired;
  }

  /** The fields the answer names, each with what is wrong with it: the validation errors, or
   *  the one field a refusal's text begins with ("areas: an area id does not exist"). */
  get fieldErrors(): FieldError[] {
    if (this.errors.length > 0 || this.path === null) return this.errors;
    const prefix = `${this.path}: `;
    const message = this.detail.startsWith(prefix) ? this.detail.slice(prefix.length) : this.detail;
    return [{ path: this.path, message }];
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
function sessionEndOf(
  status: number,
  code: DetailCode | null,
  tokenSent: boolean,
  path: string,
): SessionEnd | null {
  if (!tokenSent || path.startsWith("/api/auth/")) return null;
  if (status === 401) return "expired";
  if (status === 403 && code === "suspended") return "suspended";
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

/** The fields a refused request got wrong, as the answer lists them. */
function fieldErrorsOf(data: Partial<ErrorAnswer> | null): FieldError[] {
  if (!Array.isArray(data?.errors)) return [];
  return data.errors.filter(
    (error): error is FieldError => typeof error?.path === "string" && typeof error.message === "string",
  );
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
  const data = (await response.json().catch(() => null)) as Partial<ErrorAnswer> | null;
  const detail = typeof data?.detail === "string" ? data.detail : response.statusText;
  const code = typeof data?.code === "string" ? data.code : null;
  const fieldPath = typeof data?.path === "string" ? data.path : null;
  const errors = fieldErrorsOf(data);
  const ended = sessionEndOf(response.status, code, token !== null, new URL(path, "http://x").pathname);
  if (ended) sessionEndHandler?.(ended);
  throw new ApiError(response.status, detail, {
    code,
    path: fieldPath,
    errors,
    sessionExpired: ended !== null,
  });
}

/** GET a JSON answer without the typed client (for the entry chunk's one call). */
export const getJson = async <T>(path: string): Promise<T> => (await apiFetch(path)).json() as Promise<T>;
