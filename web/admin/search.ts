// The text search of the dashboard's lists: in the browser for a list loaded whole (add-ons:
// the box's text, and a match test that lags behind typing so keystrokes never slow), or on
// the server for a paged one (orders, products, users: the URL's `q`, debounced), with the
// lists' other filters kept in the URL beside it.
import { useCallback, useDeferredValue, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";

type SearchField = string | number | null | undefined;

/** True when every word of the query appears in one of the fields (case-insensitive). */
function matchesQuery(query: string, fields: readonly SearchField[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields
    .filter((field) => field !== null && field !== undefined)
    .join(" ")
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function useListSearch() {
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const matches = (fields: readonly SearchField[]) => matchesQuery(deferredQuery, fields);
  return { query, setQuery, matches };
}

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
 *  (what the server is asked) once typing pauses for SEARCH_DEBOUNCE_MS. */
export function useUrlSearch() {
  const [params] = useSearchParams();
  const setParam = useSetParam();
  const applied = (params.get("q") ?? "").trim();
  const [query, setText] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed from outside (Back, a link): the box follows it.
  useEffect(() => {
    setText((text) => (text.trim() === applied ? text : applied));
  }, [applied]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The router's setter works from the URL of its own render: the timer takes the newest one,
  // so a filter picked while typing paused is kept.
  const latestSetParam = useRef(setParam);
  latestSetParam.current = setParam;
  const setQuery = useCallback((text: string) => {
    setText(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestSetParam.current("q", text.trim()), SEARCH_DEBOUNCE_MS);
  }, []);
  return { query, setQuery, applied };
}
