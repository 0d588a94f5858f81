// The text search the dashboard's lists share (orders, products, users): the box's text,
// and a match test that lags behind typing so a long list never slows the keystrokes.
import { useDeferredValue, useState } from "react";

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
