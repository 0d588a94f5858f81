// The one HTTP client of the web app: JSON in and out, the bearer token on every call,
// and failures as ApiError carrying the server's status and detail.
import { STORAGE_KEYS } from "../../shared/limits";
import type { ErrorAnswer } from "../../shared/schemas";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "ApiError";
  }
}

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

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers = new Headers({ Accept: "application/json" });
  const token = storedToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload });
  } catch {
    throw new ApiError(0, "Network error");
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const detail = (data as ErrorAnswer | null)?.detail;
    throw new ApiError(response.status, typeof detail === "string" ? detail : response.statusText);
  }
  return data as T;
}

export const http = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body?: unknown) => request<T>("POST", path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>("PUT", path, body),
  delete: <T>(path: string) => request<T>("DELETE", path),
};
