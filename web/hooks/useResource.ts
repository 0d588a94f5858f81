// The one loader of the web app: runs `load` when `deps` change, keeps the answer, the
// failure or "loading", drops the answer of a load that was overtaken (left the page, or the
// id changed), and offers `reload` (a "Try again" button) and `update` (patch the data in
// place after a successful change). A refused token is no failure to show: the session ends
// (web/auth/SessionExpiry.tsx) and the guard moves on, so the state stays "loading".
// `initial`: data the page already has for its first render (drawn into the HTML by the
// Worker): shown at once, and loaded again only when `deps` change or on `reload`.
import { type DependencyList, useCallback, useEffect, useRef, useState } from "react";
import { ApiError, isSessionExpired } from "../api/client";

export type ResourceState<T> =
  | { status: "loading" }
  | { status: "ready"; data: T }
  | { status: "failed"; error: unknown };

/** A refusal (4xx) is the server's answer, not a fault; anything else goes to the console. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

export function useResource<T>(load: () => Promise<T>, deps: DependencyList, initial?: T) {
  const [state, setState] = useState<ResourceState<T>>(
    initial === undefined ? { status: "loading" } : { status: "ready", data: initial },
  );
  const [attempt, setAttempt] = useState(0);
  const initialDeps = useRef<DependencyList | null>(initial === undefined ? null : deps);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's `deps` say when `load` changes; `attempt` re-runs it on reload
  useEffect(() => {
    if (initialDeps.current && attempt === 0 && sameDeps(initialDeps.current, deps)) return;
    initialDeps.current = null;
    let live = true;
    setState((current) => (current.status === "loading" ? current : { status: "loading" }));
    load().then(
      (data) => {
        if (live) setState({ status: "ready", data });
      },
      (error: unknown) => {
        if (!live || isSessionExpired(error)) return;
        if (!isRefusal(error)) console.error(error);
        setState({ status: "failed", error });
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setState((current) =>
      current.status === "ready" ? { status: "ready", data: change(current.data) } : current,
    );
  }, []);

  return { state, reload, update };
}

/**
 * What a screen shows of `state`: its data, or while it loads again the data it last had
 * (`refreshing`), so a list or a chart stays in place, dimmed, instead of blinking to grey
 * shapes; nothing after a failure, whose screen says why. `last` keeps that data for callbacks
 * that answer later.
 */
export function useShown<T>(state: ResourceState<T>) {
  const last = useRef<T | null>(null);
  if (state.status === "ready") last.current = state.data;
  else if (state.status === "failed") last.current = null;
  const refreshing = state.status === "loading" && last.current !== null;
  const shown = state.status === "ready" ? state.data : refreshing ? last.current : null;
  return { shown, refreshing, last };
}

/** True when a load failed because the thing is not there (unknown or malformed id). */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
