// Small display helpers of the dashboard: dates, and the text search its lists share.

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "5 Mar 2026" (the raw text when it is not a date). */
export function formatDate(value: string): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : value;
}

/** "5 Mar 2026, 14:03" */
export function formatDateTime(value: string): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : value;
}

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
