// Component-test tools shared by the web app's tests: render a page inside the app's
// providers (auth, toasts, router) at a URL, with or without a stored session; answer
// fetch per "METHOD /path"; read what a call sent; see where the router went.
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { vi } from "vitest";
import { STORAGE_KEYS } from "../../shared/limits";
import { type DetailArgs, type DetailCode, detailPath, detailText } from "../../shared/messages";
import type { UserWire } from "../../shared/schemas";
import { toUser, type User } from "../api/models";
import { AuthProvider } from "../auth/AuthProvider";
import { SessionExpiry } from "../auth/SessionExpiry";
import { ToastHost, ToastProvider } from "../components/Toast";

export const userWire = (over: Partial<UserWire> = {}): UserWire =>
  ({
    id: 3,
    name: "Sok Dara",
    email: "dara@example.com",
    mobile: "+855 12 345 678",
    address: "Street 9, Wat Bo",
    is_verified: true,
    is_suspended: false,
    is_admin: false,
    has_password: true,
    created_at: "2026-02-01T12:00:00.000Z",
    ...over,
  }) as UserWire;

export const customer = (over: Partial<UserWire> = {}): User => toUser(userWire(over));

/** Stores a signed-in session the way AuthProvider does (token: null leaves it out). */
export function storeSession(user: User, token: string | null = "test-token") {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (token !== null) localStorage.setItem(STORAGE_KEYS.token, token);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderPageOptions {
  /** Route pattern the page is mounted at, e.g. "/order/:id". Default: the URL's path. */
  path?: string;
  /** Router state of the first entry, e.g. { from: "/product/3" }. */
  state?: unknown;
  /** Extra routes (e.g. a guarded one); every other path renders "Other page". */
  routes?: ReactNode;
  /** The page is inside the frame (Layout), which shows the toasts: no other place for them. */
  framed?: boolean;
}

/** Renders `page` at `url` inside AuthProvider, ToastProvider and a MemoryRouter. */
export function renderPage(page: ReactNode, url = "/", options: RenderPageOptions = {}) {
  const path = options.path ?? url.split("?")[0];
  return render(
    <AuthProvider>
      <ToastProvider>
        {options.framed ? null : <ToastHost />}
        <SessionExpiry />
        <MemoryRouter
          initialEntries={[
            {
              pathname: url.split("?")[0],
              search: url.includes("?") ? `?${url.split("?")[1]}` : "",
              state: options.state,
            },
          ]}
        >
          <Routes>
            <Route path={path} element={page} />
            {options.routes}
            <Route path="*" element={<p>Other page</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ToastProvider>
    </AuthProvider>,
  );
}

/** Renders `page` like renderPage with a signed-in session stored first (a customer by default). */
export function renderSignedIn(
  page: ReactNode,
  url: string,
  options: RenderPageOptions & { user?: User; token?: string | null } = {},
) {
  const { user = customer(), token, ...rest } = options;
  storeSession(user, token);
  return renderPage(page, url, rest);
}

/** Answers one call; `url` carries the query (e.g. ?date= of the delivery slots). */
type Handler = (init: RequestInit, url: URL) => unknown | Response | Promise<unknown | Response>;

/** A JSON error answer with a sentence only, no code (as a proxy in front of the API might). */
export const apiError = (status: number, detail: string) => Response.json({ detail }, { status });

/** An error answer as the API gives it for `code`: `{ detail, code }` (and the `path` its text names). */
export const refusal = <C extends DetailCode>(status: number, code: C, ...args: DetailArgs<C>) => {
  const path = detailPath(code, ...args);
  return Response.json({ detail: detailText(code, ...args), code, ...(path ? { path } : {}) }, { status });
};

/** The API's 400 for a field that failed validation ("q: must be at most 10 words"). */
export const fieldRefusal = (path: string, message: string) =>
  Response.json(
    { detail: detailText("invalid", path, message), code: "invalid", path, errors: [{ path, message }] },
    { status: 400 },
  );

/** Answers fetch from `routes` ("POST /api/auth/login"); anything else is a 404. */
export function mockApi(routes: Record<string, Handler>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), "http://localhost");
    const handler = routes[`${init.method ?? "GET"} ${url.pathname}`];
    if (!handler) return apiError(404, "Not found");
    const answer = await handler(init, url);
    return answer instanceof Response ? answer : Response.json(answer);
  });
}

/** The JSON bodies sent to METHOD path, in call order. */
export function sentBodies(spy: ReturnType<typeof mockApi>, method: string, path: string): unknown[] {
  return spy.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? "GET") === method && new URL(String(input), "http://localhost").pathname === path,
    )
    .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : init?.body));
}

/** The calls `spy` got, except those to `path` (a list the page reads beside its own, such as
 *  the customer's reminders on the confirmation and the profile). */
export const callsExcept = (spy: ReturnType<typeof mockApi>, path: string) =>
  spy.mock.calls.filter(([input]) => new URL(String(input), "http://localhost").pathname !== path);

/** Where the router is now ("/orders?x=1"). */
export const currentPath = (queries: Pick<typeof screen, "getByTestId"> = screen) =>
  queries.getByTestId("location").textContent;
