// What the Worker asks the notifications queue to do (docs/decisions/036). A job names the
// order, never copies it: the consumer reads the order as it is when the job runs, so a
// retried message shows the current state. Each channel is its own job, so a Telegram
// outage retries Telegram only and the customer never gets the same e-mail twice for it.
import type { Context } from "hono";
import type { OrderStatus } from "../../shared/orders";
import type { AppEnv, Env } from "../env";

/** The customer e-mails: the receipt when placed, one per status the order reaches, and the
 *  payment's: received through PayWay, or given back (docs/decisions/052). */
export type OrderEmailEvent = "placed" | Exclude<OrderStatus, "pending"> | "paid" | "refunded";

export type NotificationJob =
  /** Tell the shop's Telegram chat about a new order, with its buttons. */
  | { kind: "telegram.order"; orderId: number }
  /** Edit the shop chat's message about the order to show its state now. */
  | { kind: "telegram.refresh"; orderId: number }
  /** Send the order's proof of payment (its R2 key, while the order keeps it) to the chat as a picture. */
  | { kind: "telegram.proof"; orderId: number; key: string }
  /** Set the buttons of the chat's message `messageId` about the order: "Yes, mark paid" and
   *  "Not yet" when `askPaid`, else the message's usual ones. */
  | { kind: "telegram.buttons"; orderId: number; messageId: number; askPaid: boolean }
  /** Tell the shop's chat that PayWay approved a second payment `tranId` for the paid order. */
  | { kind: "telegram.extraPayment"; orderId: number; tranId: string }
  /** E-mail the order's customer. */
  | { kind: "email.order"; orderId: number; event: OrderEmailEvent }
  /** Tell the shop's chat about a message sent from the contact page. */
  | { kind: "telegram.contact"; messageId: number }
  /** E-mail the shop a message sent from the contact page (reply-to the sender). */
  | { kind: "email.contact"; messageId: number }
  /** The morning summary of a shop date (YYYY-MM-DD) to the shop's chat (the 00:00 UTC cron). */
  | { kind: "telegram.summary"; date: string }
  /** E-mail reminder `reminderId`'s customer the e-mail due on shop date `sendOn`, once
   *  (docs/decisions/073). */
  | { kind: "email.reminder"; reminderId: number; sendOn: string };

export type OrderJob = Extract<NotificationJob, { orderId: number }>;

/** What a message from the contact page sets off: the shop hears on both channels. */
export const contactJobs = (messageId: number): NotificationJob[] => [
  { kind: "telegram.contact", messageId },
  { kind: "email.contact", messageId },
];

/** What a placed order sets off. */
export const placedJobs = (orderId: number): NotificationJob[] => [
  { kind: "telegram.order", orderId },
  { kind: "email.order", orderId, event: "placed" },
];

/** What any change the chat's message shows sets off: its edit. */
export const refreshJobs = (orderId: number): NotificationJob[] => [{ kind: "telegram.refresh", orderId }];

/** What a new proof of payment sets off: the chat's message shows it came, and its picture follows. */
export const proofJobs = (orderId: number, key: string): NotificationJob[] => [
  ...refreshJobs(orderId),
  { kind: "telegram.proof", orderId, key },
];

/** What a payment PayWay confirmed sets off: the chat's message shows it, the customer hears. */
export const paymentReceivedJobs = (orderId: number): NotificationJob[] => [
  ...refreshJobs(orderId),
  { kind: "email.order", orderId, event: "paid" },
];

/** What a second PayWay payment for a paid order sets off: the shop's chat hears of it
 *  (docs/decisions/061). */
export const extraPaymentJobs = (orderId: number, tranId: string): NotificationJob[] => [
  { kind: "telegram.extraPayment", orderId, tranId },
];

/** What a refund sets off: the chat's message shows it, the customer hears. */
export const refundedJobs = (orderId: number): NotificationJob[] => [
  ...refreshJobs(orderId),
  { kind: "email.order", orderId, event: "refunded" },
];

/** What a status change sets off: the chat's message follows, the customer hears. */
export const statusJobs = (orderId: number, status: OrderStatus): NotificationJob[] =>
  status === "pending"
    ? refreshJobs(orderId)
    : [...refreshJobs(orderId), { kind: "email.order", orderId, event: status }];

/**
 * Queues the jobs. Queueing never fails the caller: a refused send is logged, and whatever
 * caused the jobs (an order, a status change, the cron) stands.
 */
export async function enqueue(env: Env, jobs: NotificationJob[]): Promise<void> {
  if (jobs.length === 0) return;
  try {
    await env.NOTIFICATIONS.sendBatch(jobs.map((body) => ({ body })));
  } catch (error) {
    console.error(
      JSON.stringify({
        event: "notifications.enqueue_failed",
        jobs,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }
}

/** Queues the jobs after the answer is sent, so queueing never delays the action either. */
export function notifyLater(c: Context<AppEnv>, jobs: NotificationJob[]): void {
  if (jobs.length === 0) return;
  c.executionCtx.waitUntil(enqueue(c.env, jobs));
}
