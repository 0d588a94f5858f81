// Shop dates and delivery times as people read them. Shop dates are plain `YYYY-MM-DD`
// days of the shop's calendar (docs/decisions/021): they are read and written in UTC so that
// the visitor's own time zone can never move them by a day.
import { isValidDate } from "../../shared/delivery";

const parseDay = (date: string): Date | null => (isValidDate(date) ? new Date(`${date}T00:00:00Z`) : null);

const longFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const shortFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "Wed, 25 Nov 2026" (the raw text when it is not a date). */
export function formatShopDate(date: string): string {
  const day = parseDay(date);
  return day ? longFormat.format(day) : date;
}

/** { weekday: "Wed", dayMonth: "25 Nov" } for the date picker's buttons. */
export function formatDayParts(date: string): { weekday: string; dayMonth: string } {
  const day = parseDay(date);
  if (!day) return { weekday: "", dayMonth: date };
  const parts = shortFormat.formatToParts(day);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { weekday: part("weekday"), dayMonth: `${part("day")} ${part("month")}` };
}

/** "Afternoon, 12:00–16:00" from a slot's label and times. */
export function formatSlot(label: string | null | undefined, start?: string | null, end?: string | null) {
  const times = start && end ? `${start}–${end}` : "";
  return [label, times].filter(Boolean).join(", ");
}
