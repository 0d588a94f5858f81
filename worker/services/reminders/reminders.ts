// The customer's reminders in D1 (docs/decisions/073): listed, added under a cap counted in the
// insert itself, deleted by their owner only; and, for sending, the ones due on a date and the
// lease and advance that let one job, and only one, send each year's e-mail.
import { and, desc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Locale } from "../../../shared/i18n/locales";
import { inLanguage } from "../../../shared/i18n/locales";
import { REMINDERS_MAX } from "../../../shared/limits";
import type { Occasion } from "../../../shared/occasions";
import { followingSendDay, type ReminderWire } from "../../../shared/reminders";
import type { Db } from "../../db/client";
import { products, type ReminderRow, reminders } from "../../db/schema";

/** How long a job holds a reminder it is sending: far longer than a send takes, short enough that
 *  a job that died meanwhile leaves the e-mail to the queue's next retry. */
export const SEND_LEASE_MS = 2 * 60 * 1000;

type ListedRow = ReminderRow & {
  productName: string | null;
  productNameKm: string | null;
  productNameZh: string | null;
};

export const reminderWire = (row: ListedRow, lang: Locale = "en"): ReminderWire => ({
  id: row.id,
  occasion: row.occasion,
  date: row.monthDay,
  product_id: row.productId,
  product_name:
    row.productName === null ? null : inLanguage(lang, row.productName, row.productNameKm, row.productNameZh),
  locale: row.locale,
  next_send: row.nextSend,
});

const withProduct = (db: Db) =>
  db
    .select({
      reminder: reminders,
      productName: products.name,
      productNameKm: products.nameKm,
      productNameZh: products.nameZh,
    })
    .from(reminders)
    .leftJoin(products, eq(products.id, reminders.productId));

const listed = (row: Awaited<ReturnType<ReturnType<typeof withProduct>["all"]>>[number]): ListedRow => ({
  ...row.reminder,
  productName: row.productName,
  productNameKm: row.productNameKm,
  productNameZh: row.productNameZh,
});

/** The customer's reminders, newest first (at most REMINDERS_MAX of them). */
export async function remindersOf(db: Db, userId: number): Promise<ListedRow[]> {
  const rows = await withProduct(db).where(eq(reminders.userId, userId)).orderBy(desc(reminders.id));
  return rows.map(listed);
}

export async function reminderWithProduct(db: Db, id: number): Promise<ListedRow | null> {
  const [row] = await withProduct(db).where(eq(reminders.id, id)).limit(1);
  return row ? listed(row) : null;
}

export interface NewReminder {
  userId: number;
  occasion: Occasion;
  monthDay: string;
  productId: number | null;
  locale: Locale;
  nextSend: string;
}

/** The customer's reminder of the same occasion, day and bouquet, which a new one would repeat. */
const sameReminder = (values: NewReminder) =>
  and(
    eq(reminders.userId, values.userId),
    eq(reminders.occasion, values.occasion),
    eq(reminders.monthDay, values.monthDay),
    values.productId === null ? isNull(reminders.productId) : eq(reminders.productId, values.productId),
  );

/** Adds the reminder unless the customer already keeps REMINDERS_MAX, or already keeps the same
 *  one (asked for twice, it would e-mail twice a year): the count, the check and the insert are
 *  one statement, so parallel requests cannot pass the cap or add a twin. Answers the reminder's
 *  id and whether it is new; null when the cap refused it. */
export async function insertReminderUnderCap(
  db: Db,
  values: NewReminder,
): Promise<{ id: number; created: boolean } | null> {
  const inserted = await db.get<{ id: number } | undefined>(sql`
    insert into ${reminders} (user_id, occasion, month_day, product_id, locale, next_send)
    select ${values.userId}, ${values.occasion}, ${values.monthDay}, ${values.productId}, ${values.locale}, ${values.nextSend}
    where (select count(*) from ${reminders} where ${reminders.userId} = ${values.userId}) < ${REMINDERS_MAX}
      and not exists (select 1 from ${reminders} where ${sameReminder(values)})
    returning id`);
  if (inserted) return { id: inserted.id, created: true };
  const [twin] = await db.select({ id: reminders.id }).from(reminders).where(sameReminder(values)).limit(1);
  return twin ? { id: twin.id, created: false } : null;
}

/** Deletes the customer's own reminder; false when there is none of theirs with that id. */
export async function deleteReminder(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
    .returning({ id: reminders.id });
  return gone.length > 0;
}

/** Deletes the reminder a signed unsubscribe link names; false when it was gone already. */
export async function stopReminder(db: Db, id: number): Promise<boolean> {
  const gone = await db.delete(reminders).where(eq(reminders.id, id)).returning({ id: reminders.id });
  return gone.length > 0;
}

/** The e-mails due on shop date `date` (or missed before it): each reminder's id and due date. */
export const dueReminders = (db: Db, date: string) =>
  db
    .select({ id: reminders.id, nextSend: reminders.nextSend })
    .from(reminders)
    .where(lte(reminders.nextSend, date))
    .orderBy(reminders.id);

/**
 * Takes the e-mail due on `sendOn` for sending: the row is leased to this job while the e-mail is
 * still due on that date and no other job holds a live lease. Null when it cannot be taken.
 */
export async function claimReminder(
  db: Db,
  id: number,
  sendOn: string,
  now: Date,
): Promise<ReminderRow | null> {
  const [row] = await db
    .update(reminders)
    .set({ claimedAt: now.toISOString() })
    .where(
      and(
        eq(reminders.id, id),
        eq(reminders.nextSend, sendOn),
        or(
          isNull(reminders.claimedAt),
          lt(reminders.claimedAt, new Date(now.getTime() - SEND_LEASE_MS).toISOString()),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** After the e-mail went: the next one is due a year on, and the lease ends. */
export async function markReminderSent(db: Db, row: ReminderRow, sendOn: string): Promise<void> {
  await db
    .update(reminders)
    .set({ nextSend: followingSendDay(row.monthDay, sendOn), lastSentOn: sendOn, claimedAt: null })
    .where(and(eq(reminders.id, row.id), eq(reminders.nextSend, sendOn)));
}

/** The send failed: the lease ends at once, so the queue's retry can take it again. */
export async function releaseReminder(db: Db, id: number, sendOn: string): Promise<void> {
  await db
    .update(reminders)
    .set({ claimedAt: null })
    .where(and(eq(reminders.id, id), eq(reminders.nextSend, sendOn)));
}

/** Whether the e-mail due on `sendOn` is still to be sent (not sent, the reminder not deleted). */
export async function stillDue(db: Db, id: number, sendOn: string): Promise<boolean> {
  const row = await db.query.reminders.findFirst({
    where: and(eq(reminders.id, id), eq(reminders.nextSend, sendOn)),
    columns: { id: true },
  });
  return row !== undefined;
}
