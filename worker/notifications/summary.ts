// The morning summary (docs/decisions/039): at 07:00 in Siem Reap (the 00:00 UTC
// cron) the Worker queues one telegram.summary job for the shop's date, and the consumer tells
// the shop's chat the day's deliveries per slot against capacity, what is still unpaid and how
// many contact messages are unread. Queued rather than sent in the cron itself, so a Telegram
// outage is retried like any other message.
import type { DeliverySlotWire } from "../../shared/deliveries";
import { shopToday } from "../../shared/delivery";
import { formatShopDate, formatSlot } from "../../shared/delivery-format";
import { formatUsdAndKhr } from "../../shared/money";
import { toDollars, toKhr } from "../../shared/pricing";
import type { Db } from "../db/client";
import type { Env } from "../env";
import { unreadCount } from "../services/contact-messages";
import { deliverySlots } from "../services/delivery/deliveries";
import { orderFigures } from "../services/orders/order-totals";
import { escapeHtml } from "../services/pages/html";
import { exchangeRate } from "../services/settings";
import { enqueue } from "./jobs";
import { sendShopText } from "./telegram";

export interface SummaryFigures {
  date: string;
  slots: Pick<DeliverySlotWire, "label" | "start" | "end" | "capacity" | "booked">[];
  /** Orders not cancelled and not paid, whatever their date: the dashboard's unpaid figure,
   *  from the same counters (worker/services/orders/order-totals.ts). */
  unpaid: { count: number; usd: number; khr: number };
  unreadMessages: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The chat's text: Telegram HTML, the owner's slot labels escaped. */
export function summaryText(figures: SummaryFigures): string {
  const total = figures.slots.reduce((sum, slot) => sum + slot.booked, 0);
  const slotLines = figures.slots.map((slot) => {
    const name = escapeHtml(formatSlot(slot.label, slot.start, slot.end));
    const taken =
      slot.capacity === null
        ? `${slot.booked} (slot no longer offered)`
        : `${slot.booked} / ${slot.capacity}`;
    return `${name}: ${taken}`;
  });
  const { unpaid } = figures;
  return [
    `<b>Good morning! Deliveries for ${escapeHtml(formatShopDate(figures.date, "long"))}</b>`,
    ...slotLines,
    `<b>Total:</b> ${plural(total, "delivery", "deliveries")}`,
    `<b>Unpaid:</b> ${plural(unpaid.count, "order", "orders")}, ${formatUsdAndKhr(unpaid.usd, unpaid.khr)}`,
    `<b>Unread messages:</b> ${figures.unreadMessages}`,
  ].join("\n");
}

/** The figures of shop date `date`, read now (a retried job tells the state when it runs). */
export async function summaryFigures(db: Db, date: string): Promise<SummaryFigures> {
  const [slots, [figures], unreadMessages, rate] = await Promise.all([
    deliverySlots(db, date),
    orderFigures(db),
    unreadCount(db),
    exchangeRate(db),
  ]);
  const usd = toDollars(figures?.unpaidCents ?? 0);
  return {
    date,
    slots,
    unpaid: { count: figures?.unpaidOrders ?? 0, usd, khr: toKhr(usd, rate) },
    unreadMessages,
  };
}

export async function sendMorningSummary(env: Env, db: Db, date: string): Promise<void> {
  await sendShopText(env, db, summaryText(await summaryFigures(db, date)));
}

/**
 * The Worker's `scheduled` handler: queues the summary of the shop's date at the trigger's
 * time (07:00 there at the 00:00 UTC cron, whenever the run itself starts). A refused send is
 * logged; the next morning's run is not affected.
 */
export async function queueMorningSummary(controller: ScheduledController, env: Env): Promise<void> {
  await enqueue(env, [{ kind: "telegram.summary", date: shopToday(new Date(controller.scheduledTime)) }]);
}
