// The signed-in customer's reminders ("Remind me next year", docs/decisions/073): listed with the
// bouquets named in the page's language, added (after an order, or from its confirmation) and
// deleted. Only the pages that offer them import this.
import { type CamelKeys, camelKeys } from "../../shared/case";
import { langQueryOf } from "../../shared/i18n/locales";
import type { Occasion } from "../../shared/occasions";
import type { ReminderWire } from "../../shared/reminders";
import { currentLocale } from "../i18n";
import { api, read } from "./rpc";

export type Reminder = CamelKeys<ReminderWire>;

const toReminder = (wire: ReminderWire): Reminder => camelKeys(wire);

export interface NewReminder {
  occasion: Occasion;
  /** `YYYY-MM-DD`; without it, the order's delivery date. */
  date?: string;
  orderId?: number;
}

export const remindersApi = {
  mine: async (): Promise<Reminder[]> =>
    (await read(api.user.reminders.$get({ query: langQueryOf(currentLocale()) }))).map(toReminder),
  create: async ({ occasion, date, orderId }: NewReminder): Promise<Reminder> =>
    toReminder(
      await read(
        api.user.reminders.$post({
          query: langQueryOf(currentLocale()),
          json: { occasion, ...(date ? { date } : {}), ...(orderId ? { order_id: orderId } : {}) },
        }),
      ),
    ),
  /** `keepalive` lets a delete sent as the customer leaves the page outlive it. */
  remove: async (id: number, init?: RequestInit): Promise<void> => {
    await api.user.reminders[":id"].$delete({ param: { id: String(id) } }, { init });
  },
};

/** Whether `reminder` is the one asked for the order's bouquet on its delivery day. */
export const remindsOf = (
  reminder: Reminder,
  order: { productId: number | null; deliveryDate: string | null },
) =>
  order.deliveryDate !== null &&
  reminder.productId === order.productId &&
  reminder.date === order.deliveryDate.slice(5);
