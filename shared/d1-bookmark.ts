// The point in the database a client has seen (a D1 session bookmark), carried between its
// requests so that reads served by a replica include the client's own writes
// (worker/middleware/d1-session.ts sends it, web/api/client.ts keeps and returns it).
export const BOOKMARK_HEADER = "x-d1-bookmark";
/** Where the web app keeps the newest bookmark for the tab (sessionStorage). */
export const BOOKMARK_STORAGE_KEY = "d1-bookmark";

/** The newer of two bookmarks: D1 writes them as fixed-width hex fields, so text order is
 *  time order. */
export const newerBookmark = (kept: string | null, received: string): string =>
  kept !== null && kept > received ? kept : received;
