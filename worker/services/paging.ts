// Keyset paging for every list (docs/decisions/038): `?limit&cursor` validated by pageQuery,
// a cursor that is the last row's sort key as base64url JSON, and pageOf, which turns the
// limit + 1 rows a query fetched into the page and the cursor of the next one.
import { type ZodType, z } from "zod";
import { type CursorValue, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from "../../shared/paging";
import { fail } from "../http/fail";

const LIMIT_MESSAGE = `must be a whole number from 1 to ${PAGE_LIMIT_MAX}`;
/** Longer than any key we make: a longer text is not ours. */
const CURSOR_MAX = 512;

/** `?limit` (1–200, default 50) and `?cursor`; extend it with a list's filters. */
export const pageQuery = z.object({
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .pipe(z.number().max(PAGE_LIMIT_MAX, LIMIT_MESSAGE))
    .default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().optional(),
});
export type PageQuery = z.output<typeof pageQuery>;

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

const fromBase64Url = (text: string) => {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

export function encodeCursor(values: readonly CursorValue[]): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(values)));
}

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const anyKey = z.array(scalar).min(1);

/** The key of a list sorted by id alone: one positive safe integer. */
export const idKey = z.tuple([z.number().int().positive().max(Number.MAX_SAFE_INTEGER)]);

/** The values in a cursor, checked against the list's key shape (e.g. idKey);
 *  anything else, however made, is 400 "Invalid cursor". */
export function decodeCursor<Key extends CursorValue[] = CursorValue[]>(
  text: string,
  shape: ZodType<Key> = anyKey as unknown as ZodType<Key>,
): Key {
  if (text.length === 0 || text.length > CURSOR_MAX || !/^[A-Za-z0-9_-]+$/.test(text)) {
    throw fail(400, "invalidCursor");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(
      new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(fromBase64Url(text)),
    );
  } catch {
    throw fail(400, "invalidCursor");
  }
  const checked = shape.safeParse(parsed);
  if (!checked.success) throw fail(400, "invalidCursor");
  return checked.data;
}

/** The page from rows fetched with `.limit(limit + 1)`: the extra row only says more follow. */
export function pageOf<Row>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => CursorValue[],
): { items: Row[]; next_cursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    next_cursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}

/** The id in a list's cursor (lists keyed by id alone), or null for the first page. */
export const cursorId = (cursor: string | undefined): number | null =>
  cursor === undefined ? null : decodeCursor(cursor, idKey)[0];

/** A call with no query parameter but `ignored`: the lists that keep the spec's bare array
 *  (at most PAGE_LIMIT_MAX rows) answer it so. */
export const hasNoQuery = (url: string, ignored: readonly string[] = []) =>
  [...new URL(url).searchParams.keys()].every((name) => ignored.includes(name));
