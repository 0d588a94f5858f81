// Paged lists (docs/decisions/038): the limits and the cursor's values, shared by the worker
// and the web app; each list's answer (`{ <items>: [...], next_cursor }`) is typed beside its
// wire. No zod here: storefront chunks may import this module.

/** Rows per page when the client names no `limit`, and the most one page may ask for. */
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 200;

/** The longest search (`q`) the admin lists accept; the search boxes stop typing there. */
export const SEARCH_MAX = 100;

/** The most words a storefront search (`/products?q=`) may have: each word binds 6 parameters
 *  at most, and 10 words keep a search far below D1's 100. */
export const SEARCH_WORDS_MAX = 10;

/** A search's words, as the storefront catalogue matches them one by one. */
export const searchWords = (q: string | undefined): string[] => (q ? q.split(/\s+/).filter(Boolean) : []);

/** What a cursor holds: the sort key of the last row served (opaque to clients). */
export type CursorValue = string | number | boolean | null;
