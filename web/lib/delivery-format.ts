// Shop dates and slots in the page's language. The English forms are shared/delivery-format.ts's,
// which the e-mails and the shop's chat use too; other languages get Intl's own forms of the
// same fields (a Chinese date is not "25 11月").

import { isValidDate } from "../../shared/delivery";
import {
  formatDayParts as englishDayParts,
  formatShopDate as englishShopDate,
  formatSlot as englishSlot,
  slotWithClock,
} from "../../shared/delivery-format";
import { currentLocale, t } from "../i18n";
import { dateFormat } from "./format";

/** "Morning, 09:00–12:00", the slot's name translated when the catalogue knows it (the
 *  shop's default slots; a name the owner typed stays as typed). */
export const formatSlot = (label: string | null | undefined, start?: string | null, end?: string | null) =>
  [label && t(label), englishSlot(null, start, end)].filter(Boolean).join(t(", "));

/** "Afternoon, 12:00–16:00 (Siem Reap time)": a slot as a customer reads it, wherever she is. */
export const formatSlotWithClock = (
  label: string | null | undefined,
  start?: string | null,
  end?: string | null,
) => slotWithClock(t, label && t(label), start, end, t(", "));

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Wed, 25 Nov 2026" / "2026年11月25日周三" (the raw text when it is not a date). */
export function formatShopDate(date: string): string {
  if (currentLocale() === "en" || !isValidDate(date)) return englishShopDate(date);
  return dateFormat({
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(dayOf(date));
}

/** The date picker's two lines: { weekday: "Wed", dayMonth: "25 Nov" }. */
export function formatDayParts(date: string): { weekday: string; dayMonth: string } {
  if (currentLocale() === "en" || !isValidDate(date)) return englishDayParts(date);
  const day = dayOf(date);
  return {
    weekday: dateFormat({ weekday: "short", timeZone: "UTC" }).format(day),
    dayMonth: dateFormat({ day: "numeric", month: "short", timeZone: "UTC" }).format(day),
  };
}

/** "14 February" / "2月14日": a day named by its day and month, as a peak day is. */
export function formatDayMonth(date: string): string {
  if (!isValidDate(date)) return date;
  return dateFormat({ day: "numeric", month: "long", timeZone: "UTC" }).format(dayOf(date));
}
