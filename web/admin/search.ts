// The text search of the dashboard's lists: in the browser for a list loaded whole (add-ons:
// the box's text, and a match test that lags behind typing so keystrokes never slow), or on
// the server for a paged one (orders, products, users: the URL's `q`, debounced), with the
// lists' other filters kept in the URL beside it.
import { useDeferredValue, useState } from "react";

export { SEARCH_DEBOUNCE_MS, useUrlFilter, useUrlSearch } from "../hooks/useUrlSearch";

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
