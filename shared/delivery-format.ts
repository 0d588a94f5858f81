// Shop dates and delivery times as people read them, on the site and in the shop's messages.
// Shop dates are plain `YYYY-MM-DD` days of the shop's calendar (docs/decisions/021): they are
// read and written in UTC so that the reader's own time zone can never move them by a day.
import { isValidDate, SHOP_TIMEZONE } from "./delivery";
import { madeOnce } from "./made-once";

const parseDay = (date: string): Date | null => (isValidDate(date) ? new Date(`${date}T00:00:00Z`) : null);

/** A formatter of shop dates in the shop's English, made at its first use. */
const englishDates = (options: Intl.DateTimeFormatOptions) =>
  madeOnce(() => new Intl.DateTimeFormat("en-GB", options));

const mediumFormat = englishDates({
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const longFormat = englishDates({
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const shortFormat = englishDates({ weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const shopTimeFormat = englishDates({
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: SHOP_TIMEZONE,
});

const partsOf = (format: Intl.DateTimeFormat, day: Date) => {
  // From the parts: engines differ on the comma after the weekday.
  const parts = format.formatToParts(day);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
};

/** "Wed, 25 Nov 2026", or with `long` "Wednesday 25 November 2026" (e-mails, the shop's chat);
 *  the raw text when it is not a date. */
export function formatShopDate(date: string, style: "medium" | "long" = "medium"): string {
  const day = parseDay(date);
  if (!day) return date;
  if (style === "medium") return mediumFormat().format(day);
  const part = partsOf(longFormat(), day);
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`;
}

/** { weekday: "Wed", dayMonth: "25 Nov" } for the date picker's buttons. */
export function formatDayParts(date: string): { weekday: string; dayMonth: string } {
  const day = parseDay(date);
  if (!day) return { weekday: "", dayMonth: date };
  const part = partsOf(shortFormat(), day);
  return { weekday: part("weekday"), dayMonth: `${part("day")} ${part("month")}` };
}

/** "Afternoon, 12:00–16:00" from a slot's label and times. */
export function formatSlot(label: string | null | undefined, start?: string | null, end?: string | null) {
  const times = start && end ? `${start}–${end}` : "";
  return [label, times].filter(Boolean).join(", ");
}

/** How a time is said to be the shop's own, with `{time}` in place: the catalogues' key, so every
 *  language names the clock its own way ("(Siem Reap time)", "（暹粒时间）"). */
export const SHOP_CLOCK_TEXT = "{time} (Siem Reap time)";

type Translator = (text: string, values: { time: string }) => string;

/** "Afternoon, 12:00–16:00 (Siem Reap time)": a slot whose times say whose clock they are read
 *  on (a customer abroad must not read them on hers), in `t`'s language; the label alone when
 *  there are no times. `separator`: the language's list comma. */
export function slotWithClock(
  t: Translator,
  label: string | null | undefined,
  start?: string | null,
  end?: string | null,
  separator = ", ",
): string {
  const times = formatSlot(null, start, end);
  return [label, times && t(SHOP_CLOCK_TEXT, { time: times })].filter(Boolean).join(separator);
}

/** "2 Mar 2026, 19:00": an instant as the clock in Siem Reap read it (the raw text when invalid). */
export function formatShopTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : shopTimeFormat().format(date);
}
