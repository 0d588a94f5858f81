// Shop dates and instants written out in a customer's language, for what the Worker writes in it
// (an order's e-mails, its tracking page): English as the storefront writes it, Khmer with the
// shop's own names (the Worker's Intl has none), Chinese through Intl.
import { SHOP_TIMEZONE } from "./delivery";
import { formatShopDate, formatShopTime } from "./delivery-format";
import { LOCALE_INFO, type Locale } from "./i18n/locales";
import { khmerDateFormat } from "./khmer-dates";

const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
};

const SHOP_MOMENT: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: SHOP_TIMEZONE,
};

function written(locale: Locale, date: Date, options: Intl.DateTimeFormatOptions): string {
  if (locale === "km") return khmerDateFormat(options).format(date);
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, options).format(date);
}

/** A shop date ("Tuesday 1 December 2026", "អង្គារ 1 ធ្នូ 2026", "2026年12月1日星期二"): read in
 *  UTC, so no time zone moves it. */
export function shopDateIn(locale: Locale, date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (locale === "en" || Number.isNaN(day.getTime())) return formatShopDate(date, "long");
  return written(locale, day, LONG_DATE);
}

/** An instant as the clock in Siem Reap read it ("26 Nov 2026, 10:30"). */
export function shopTimeIn(locale: Locale, iso: string): string {
  const at = new Date(iso);
  if (locale === "en" || Number.isNaN(at.getTime())) return formatShopTime(iso);
  return written(locale, at, SHOP_MOMENT);
}

const DAY_MONTH: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", timeZone: "UTC" };

/** A day and month ("14 February", "14 កុម្ភៈ", "2月14日") of a shop date (`YYYY-MM-DD`: how a
 *  peak day is named beside its name) or of a day of the year (`MM-DD`: a reminder's, read in
 *  2000, a leap year, so 29 February is written too). The raw text when it is neither. */
export function dayMonthIn(locale: Locale, date: string): string {
  const day = new Date(`${/^\d{2}-\d{2}$/.test(date) ? `2000-${date}` : date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return written(locale, day, DAY_MONTH);
}
