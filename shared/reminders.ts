// "Remind me next year" (docs/decisions/073): the request a customer sends, the reminder as the
// API answers it, and the calendar rule both sides read: a reminder's e-mail is due a week
// before its day, every year; 29 February falls on the 28th in the other years.
import { z } from "zod";
import { addDays } from "./delivery";
import type { Locale } from "./i18n/locales";
import { OCCASIONS, type Occasion } from "./occasions";
import { dateField } from "./schemas";

/** Days between the e-mail and the occasion. */
export const REMINDER_LEAD_DAYS = 7;

/** POST /api/user/reminders. Without `date`, the order's delivery date is the reminder's day. */
export const reminderCreateBody = z.object({
  occasion: z.enum(OCCASIONS, `must be one of ${OCCASIONS.join(", ")}`),
  date: dateField.optional(),
  order_id: z
    .number("must be an order id")
    .int("must be an order id")
    .positive("must be an order id")
    .optional(),
});
export type ReminderCreateInput = z.input<typeof reminderCreateBody>;

/** A reminder as the API answers it. */
export interface ReminderWire {
  id: number;
  occasion: Occasion;
  /** The day of the year, `MM-DD`. */
  date: string;
  product_id: number | null;
  /** The bouquet's name in the asked language (`?lang=`); null without a bouquet. */
  product_name: string | null;
  locale: Locale;
  /** The shop date of the next e-mail, `YYYY-MM-DD`. */
  next_send: string;
}

/** `MM-DD` of a `YYYY-MM-DD` date. */
export const monthDayOf = (date: string) => date.slice(5);

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The date the day `MM-DD` falls on in `year`: 29 February is the 28th outside leap years. */
export function occurrenceIn(monthDay: string, year: number): string {
  const day = monthDay === "02-29" && !isLeap(year) ? "02-28" : monthDay;
  return `${String(year).padStart(4, "0")}-${day}`;
}

const sendDayIn = (monthDay: string, year: number) =>
  addDays(occurrenceIn(monthDay, year), -REMINDER_LEAD_DAYS);

/**
 * The first e-mail of a reminder asked for the day `date` on shop date `today`: a week before the
 * day in a later year than `date`'s (that one is the order it came with), and after today, so a
 * day whose week has already begun this year is reminded of next year.
 */
export function firstSendDay(date: string, today: string): string {
  const monthDay = monthDayOf(date);
  let year = Math.max(Number(date.slice(0, 4)) + 1, Number(today.slice(0, 4)) - 1);
  while (sendDayIn(monthDay, year) <= today) year += 1;
  return sendDayIn(monthDay, year);
}

/** The day the e-mail due on `sentOn` is about. */
export const occasionDayOf = (sentOn: string) => addDays(sentOn, REMINDER_LEAD_DAYS);

/** The e-mail after the one due on `sentOn`: a week before the day a year later. */
export function followingSendDay(monthDay: string, sentOn: string): string {
  return sendDayIn(monthDay, Number(occasionDayOf(sentOn).slice(0, 4)) + 1);
}
