// Marks on <html> for what only this browser knows, which a drawn page shows from its first
// paint instead of changing when the app takes over: the delivery banner dismissed earlier in
// this visit (hidden: .promo-hidden in frame.css), and the web fonts fetched once already (named
// from the start: web/lib/display-font.ts, web/i18n/khmer-font.ts). The app keeps each in a
// cookie, and the Worker writes the marks into the page it serves (worker/services/pages/
// early-marks.ts), so no script runs while the page is parsed (docs/decisions/076).

import type { Locale } from "./i18n/locales";
import { preferenceCookie } from "./preference-cookie";

export interface EarlyMark {
  /** the cookie the app sets, and the Worker reads */
  cookie: string;
  /** the class on <html> */
  className: string;
  /** kept for this visit only (a session cookie), else for a year */
  visitOnly?: true;
  /** marks only pages in this language */
  locale?: Locale;
}

export const PROMO_HIDDEN: EarlyMark = {
  cookie: "promo-dismissed",
  className: "promo-hidden",
  visitOnly: true,
};
export const DISPLAY_FONT: EarlyMark = { cookie: "display-font", className: "display-font" };
export const KHMER_FONT: EarlyMark = { cookie: "khmer-font", className: "khmer-font", locale: "km" };

const EARLY_MARKS = [PROMO_HIDDEN, DISPLAY_FONT, KHMER_FONT];

/** The Set-Cookie text (for document.cookie) that keeps `mark`. */
export const markCookie = (mark: EarlyMark) => preferenceCookie(mark.cookie, "1", mark.visitOnly);

/** Whether a Cookie header (or document.cookie) holds `mark`: read here, the same on both
 *  sides, rather than by Hono's cookie parser, which every visitor's first load would carry. */
export const hasMark = (cookies: string, mark: EarlyMark) =>
  cookies.split(";").some((pair) => pair.trim() === `${mark.cookie}=1`);

/** The classes a page in `locale` gets from the visitor's cookies. */
export const earlyClasses = (cookies: string, locale: Locale) =>
  EARLY_MARKS.filter((mark) => (!mark.locale || mark.locale === locale) && hasMark(cookies, mark)).map(
    (mark) => mark.className,
  );
