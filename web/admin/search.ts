// The text search the dashboard's lists share (orders, products, users).

/** True when every word of the query appears in one of the fields (case-insensitive). */
export function matchesQuery(
  query: string,
  fields: readonly (string | number | null | undefined)[],
): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields
    .filter((field) => field !== null && field !== undefined)
    .join(" ")
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}
