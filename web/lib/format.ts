// Money (shared/money.ts) and dates as the shop shows them to customers and to the owner ("$1,234.50",
// "៛4,100", "5 Mar 2026" with the time where it matters). Every date and time is read on the shop's
// own clock, whatever the reader's device is set to: an order placed late in the evening in Berlin
// is placed the next morning in Siem Reap, and the customer, the owner and the tracking page must
// name the same day. Dates are written in the page's language (Intl); money is written
// alike in every language. Plain functions with no admin code, so
// the storefront can import them.

import { SHOP_TIMEZONE } from "../../shared/delivery";
import { SHOP_CLOCK_TEXT } from "../../shared/delivery-format";
import { khmerDateFormat } from "../../shared/khmer-dates";
import { madeOnce, madeOncePer } from "../../shared/made-once";
import { currentLocale, intlLocale, t } from "../i18n";

export { formatKhr, formatMoney, formatUsd, formatUsdAndKhr } from "../../shared/money";

const countFormat = madeOnce(() => new Intl.NumberFormat("en-US"));

/** A count on the owner's screens (English, grouped as the money is): "123,456". */
export const formatCount = (count: number): string => countFormat().format(count);

type DateFormat = Pick<Intl.DateTimeFormat, "format">;
const formats = madeOncePer<DateFormat>();

/** The formatter for `options` in the page's language, made once (Khmer's own: shared/khmer-dates.ts). */
export const dateFormat = (options: Intl.DateTimeFormatOptions): DateFormat =>
  formats(`${currentLocale()} ${JSON.stringify(options)}`, () =>
    currentLocale() === "km" ? khmerDateFormat(options) : new Intl.DateTimeFormat(intlLocale(), options),
  );

const DATE: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: SHOP_TIMEZONE,
};
const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };

function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "5 Mar 2026", the day in Siem Reap (the raw text when it is not a date). */
export function formatDate(value: string): string {
  const date = parse(value);
  return date ? dateFormat(DATE).format(date) : value;
}

/** "5 Mar 2026, 19:00 (Siem Reap time)": the shop's clock, wherever the reader's device is set (the raw text when it is not a date). */
export function formatShopDateTime(value: string): string {
  const date = parse(value);
  if (!date) return value;
  return t(SHOP_CLOCK_TEXT, { time: dateFormat({ ...DATE, ...TIME }).format(date) });
}
