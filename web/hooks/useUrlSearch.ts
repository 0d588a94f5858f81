// A list's search and filters kept in the URL (?q=&status=…), for lists searched on the
// server: the dashboard's paged lists (web/admin/search.ts re-exports these) and the
// storefront's /products. Outside web/admin so the storefront's chunks take no admin code.
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";

/** How long typing pauses before a server-searched list asks again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Sets (or, when empty, removes) one query parameter, replacing the history entry: a filter
 *  is part of the list's address (/admin?tab=orders&status=pending) but not a page to go back to. */
function useSetParam() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
}

/** A filter kept in the URL: its value when it is one of `allowed` (or passes it), else "". */
export function useUrlFilter<Value extends string>(
  name: string,
  allowed: readonly Value[] | ((value: string) => boolean),
): [Value | "", (value: Value | "") => void] {
  const [params] = useSearchParams();
  const setParam = useSetParam();
  const raw = params.get(name) ?? "";
  const valid = typeof allowed === "function" ? allowed(raw) : (allowed as readonly string[]).includes(raw);
  const set = useCallback((value: Value | "") => setParam(name, value), [setParam, name]);
  return [valid ? (raw as Value) : "", set];
}

/** The search box of a list searched on the server: the box's text at once, and the URL's `q`
 *  (what the server is asked) once typing pauses for SEARCH_DEBOUNCE_MS. A page that writes
 *  other parameters too passes its own `write`, so both go through one latest state. */
export function useUrlSearch(write?: (q: string) => void) {
  const [params] = useSearchParams();
  const setParam = useSetParam();
  const applied = (params.get("q") ?? "").trim();
  const [query, setText] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The search the box itself last wrote: the URL reaching it is no change from outside,
   *  whatever was typed since (a slow machine's pause mid-word writes "marig" of "marigold"). */
  const written = useRef(applied);

  /** The URL's search as the last render saw it. */
  const seen = useRef(applied);
  // A new search in the URL that the box did not write. Read as the URL is rendered, so every
  // effect of this render agrees.
  const fromOutside = applied !== seen.current && applied !== written.current;

  // The URL changed from outside (Back, a link): the box follows it.
  useEffect(() => {
    seen.current = applied;
    if (!fromOutside) return;
    written.current = applied;
    setText((text) => (text.trim() === applied ? text : applied));
  }, [applied, fromOutside]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The router's setter works from the URL of its own render: the timer takes the newest one,
  // so a filter picked while typing paused is kept.
  const latestWrite = useRef<(q: string) => void>(() => {});
  latestWrite.current = write ?? ((q) => setParam("q", q));
  const setQuery = useCallback((text: string) => {
    setText(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      written.current = text.trim();
      latestWrite.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
  }, []);
  return { query, setQuery, applied, fromOutside };
}

/** The props of a search box the Worker draws into the page (useUrlSearch's `search`). The box
 *  is uncontrolled: a visitor may type while React takes the drawn page over, and a render
 *  must never put back an older text over letters typed since. What was typed before React
 *  took over comes to onChange then (ssr/KeepTyped.tsx), and is searched; a URL changed from
 *  outside (Back) refills the box. */
export function useSearchBox({ query, setQuery, applied, fromOutside }: ReturnType<typeof useUrlSearch>) {
  const box = useRef<HTMLInputElement>(null);
  // The box's own search coming back leaves the letters typed since in place.
  useEffect(() => {
    if (fromOutside && box.current && box.current.value.trim() !== applied) box.current.value = applied;
  }, [applied, fromOutside]);
  return {
    ref: box,
    defaultValue: query,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value),
  };
}
