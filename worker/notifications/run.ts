// Runs one notification job against the data as it is now. A job whose order or message is
// gone has nothing to say: it is logged and counts as done.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders } from "../db/schema";
import type { Env } from "../env";
import { sendMail } from "../services/mail";
import { sendContactEmail, sendContactMessage } from "./contact";
import { orderEmail } from "./emails";
import { sendExtraPaymentMessage } from "./extra-payment";
import type { NotificationJob, OrderJob } from "./jobs";
import { sendProofPicture } from "./proof";
import { sendReminder } from "./reminder";
import { sendMorningSummary } from "./summary";
import { refreshOrderMessage, sendOrderMessage, setMessageButtons } from "./telegram";

async function runOrderJob(env: Env, db: Db, job: OrderJob): Promise<void> {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, job.orderId) });
  if (!order) {
    console.warn(JSON.stringify({ event: "notifications.order_gone", job }));
    return;
  }
  switch (job.kind) {
    case "telegram.order":
      return sendOrderMessage(env, db, order);
    case "telegram.refresh":
      return refreshOrderMessage(env, db, order);
    case "telegram.proof":
      return sendProofPicture(env, db, order, job.key);
    case "telegram.extraPayment":
      return sendExtraPaymentMessage(env, db, order, job.tranId);
    case "telegram.buttons":
      return setMessageButtons(env, db, order, job.messageId, job.askPaid);
    case "email.order": {
      const mail = await orderEmail(env, db, order, job.event);
      if (mail) return sendMail(env, db, mail);
      console.warn(JSON.stringify({ event: "notifications.no_verified_address", job }));
      return;
    }
  }
}

export async function runJob(env: Env, db: Db, job: NotificationJob): Promise<void> {
  switch (job.kind) {
    case "telegram.contact":
      return sendContactMessage(env, db, job.messageId);
    case "email.contact":
      return sendContactEmail(env, db, job.messageId);
    case "telegram.summary":
      return sendMorningSummary(env, db, job.date);
    case "email.reminder":
      return sendReminder(env, db, job.reminderId, job.sendOn);
    default:
      return runOrderJob(env, db, job);
  }
}
