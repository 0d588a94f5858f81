// A reminder's yearly e-mail (docs/decisions/073), written in the reminder's language: the
// occasion and its day, the bouquet's picture, "Order again" opening the order form for that
// bouquet with the day filled in, and a one-click unsubscribe (a signed link, and the RFC 8058
// List-Unsubscribe headers mail clients show as their own button).
//
// Sent once, whatever the retries: the job leases the reminder in D1 for the e-mail due on
// `sendOn` (a second job for it waits or finds it done), sends it under an idempotency key named
// after the reminder and that date, and only then moves next_send a year on.
import { eq } from "drizzle-orm";
import { inLanguage, localizedPath } from "../../shared/i18n/locales";
import { dayMonthIn, shopDateIn } from "../../shared/localized-dates";
import { OCCASION_LABELS } from "../../shared/occasions";
import { occasionDayOf } from "../../shared/reminders";
import type { Db } from "../db/client";
import { products, type ReminderRow, users } from "../db/schema";
import { type Env, publicOrigin } from "../env";
import { type MailMessage, sendMail } from "../services/mail";
import {
  claimReminder,
  dueReminders,
  markReminderSent,
  releaseReminder,
  stillDue,
} from "../services/reminders/reminders";
import { unsubscribeUrl } from "../services/reminders/unsubscribe";
import { type EmailParts, renderHtml, renderText } from "./emails";
import { enqueue } from "./jobs";
import { mailLanguage } from "./order-facts";

/** Another job holds the reminder's lease: this one is retried, and finds the e-mail sent by then. */
export class ReminderBusy extends Error {
  override name = "ReminderBusy";
}

/** The bouquet as sold now, in the reminder's language; null when it left the catalogue. */
async function bouquetOf(db: Db, row: ReminderRow) {
  if (row.productId === null) return null;
  const product = await db.query.products.findFirst({
    where: eq(products.id, row.productId),
    columns: { id: true, name: true, nameKm: true, nameZh: true, image: true, inStock: true },
  });
  if (!product) return null;
  return { ...product, name: inLanguage(row.locale, product.name, product.nameKm, product.nameZh) };
}

/** The e-mail due on `sendOn`; null when the account has no verified address to write to. */
export async function reminderEmail(
  env: Env,
  db: Db,
  row: ReminderRow,
  sendOn: string,
): Promise<MailMessage | null> {
  const account = await db.query.users.findFirst({
    where: eq(users.id, row.userId),
    columns: { name: true, email: true, isVerified: true },
  });
  if (!account?.isVerified) return null;
  const lang = mailLanguage(row.locale);
  const { t, locale } = lang;
  const origin = publicOrigin(env);
  const day = occasionDayOf(sendOn);
  const occasion = t(OCCASION_LABELS[row.occasion]);
  const bouquet = await bouquetOf(db, row);
  const orderable = bouquet?.inStock ? bouquet : null;
  const unsubscribe = await unsubscribeUrl(env, row.id, locale);
  const parts: EmailParts = {
    subject: t("{occasion} on {date}: time to send flowers", {
      occasion,
      date: dayMonthIn(locale, row.monthDay),
    }),
    heading: t("Hello {name},", { name: account.name }),
    paragraphs: [
      {
        text: t("In a week, on {date}, it is {occasion} again: you asked us to remind you.", {
          date: shopDateIn(locale, day),
          occasion,
        }),
      },
      {
        text: orderable
          ? t("Would you like to send {product} again? Order now and we deliver it on the day.", {
              product: orderable.name,
            })
          : t("Would you like to send flowers again? Choose a bouquet and we deliver it on the day."),
      },
    ],
    facts: [
      [t("Occasion"), occasion],
      [t("Date"), shopDateIn(locale, day)],
      [t("Flowers"), bouquet?.name ?? null],
    ],
    ...(bouquet ? { picture: { src: new URL(bouquet.image, origin).href, alt: bouquet.name } } : {}),
    action: {
      label: orderable ? t("Order again") : t("Browse products"),
      link: orderable
        ? `${origin}${localizedPath(`/order/${orderable.id}`, locale)}?date=${day}`
        : `${origin}${localizedPath("/products", locale)}`,
    },
    footnote: {
      text: t("You get this e-mail once a year because you asked us to. To stop this reminder:"),
      link: unsubscribe,
      label: t("Stop the reminder"),
    },
  };
  return {
    to: account.email,
    subject: parts.subject,
    text: renderText(parts, undefined, lang),
    html: renderHtml(parts, env, undefined, lang),
    idempotencyKey: `reminder-${row.id}-${sendOn}`,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The job: sends the e-mail of reminder `reminderId` due on `sendOn`, once. */
export async function sendReminder(env: Env, db: Db, reminderId: number, sendOn: string): Promise<void> {
  const row = await claimReminder(db, reminderId, sendOn, new Date());
  if (!row) {
    // Sent already, or the reminder was deleted: nothing to do. Held by another job: wait for it.
    if (await stillDue(db, reminderId, sendOn))
      throw new ReminderBusy(`reminder ${reminderId} is being sent`);
    return;
  }
  try {
    const mail = await reminderEmail(env, db, row, sendOn);
    if (mail) await sendMail(env, db, mail);
    else console.warn(JSON.stringify({ event: "notifications.no_verified_address", reminderId }));
  } catch (error) {
    await releaseReminder(db, reminderId, sendOn);
    throw error;
  }
  await markReminderSent(db, row, sendOn);
}

/** A queue takes at most this many messages in one sendBatch. */
const QUEUE_BATCH = 100;

/** Queues one job per e-mail due on shop date `date`, or missed before it (the morning cron, and
 *  the development route); answers how many. */
export async function queueDueReminders(env: Env, db: Db, date: string): Promise<number> {
  const due = await dueReminders(db, date);
  for (let start = 0; start < due.length; start += QUEUE_BATCH) {
    await enqueue(
      env,
      due.slice(start, start + QUEUE_BATCH).map((row) => ({
        kind: "email.reminder" as const,
        reminderId: row.id,
        sendOn: row.nextSend,
      })),
    );
  }
  return due.length;
}
