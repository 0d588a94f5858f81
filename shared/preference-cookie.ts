// The shop's preference cookies: the language chosen (shared/i18n/locales.ts's LOCALE_COOKIE)
// and the early marks (shared/early-marks.ts). Not secrets: the app writes them, the Worker
// reads them on every page, and they last a year, or the visit.
import type { CookieOptions } from "hono/utils/cookie";

/** As the Worker sets one (Hono's setCookie). */
export const PREFERENCE_COOKIE = {
  path: "/",
  sameSite: "Lax",
  maxAge: 365 * 24 * 60 * 60,
} as const satisfies CookieOptions;

/** The same as the app writes it (document.cookie); written here rather than by Hono's
 *  serialize, which would add half a kilobyte (gzip) to every visitor's first load. */
export const preferenceCookie = (name: string, value: string, visitOnly = false) => {
  const { path, sameSite, maxAge } = PREFERENCE_COOKIE;
  return `${name}=${value}; Path=${path}; SameSite=${sameSite}${visitOnly ? "" : `; Max-Age=${maxAge}`}`;
};
