// PayWay attempts whose pushback never came (docs/decisions/061): the Cron asks PayWay's
// check-transaction about each attempt still not approved from 15 minutes after it began
// until it is 24 hours old, and one PayWay approved is applied exactly as its pushback would
// (confirmAttempt: the order paid, or a second payment recorded for the owner to refund).
import { and, asc, gt, inArray, isNull, lte } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { paywayAttempts } from "../../../db/schema";
import type { Env } from "../../../env";
import type { NotificationJob } from "../../../notifications/jobs";
import { paywayConnection } from "./connection";
import { confirmAttempt, confirmedJobs } from "./payments";

/** A pushback normally comes within seconds: an attempt is asked about from this age. */
const ASK_AFTER_MS = 15 * 60_000;
/** ...and no longer once it is this old: PayWay's checkout has long expired by then. */
const ASK_UNTIL_MS = 24 * 60 * 60_000;
/** At most this many questions per run (a Worker's subrequests are limited); the least
 *  recently asked go first, so every attempt's turn comes. */
export const ASK_PER_RUN = 40;

/** Asks PayWay about the attempts due at `now`; answers the notifications to send. */
export async function askAboutUnconfirmed(env: Env, db: Db, now: Date): Promise<NotificationJob[]> {
  const connection = paywayConnection(env, db);
  if (!connection) return [];
  const due = await db
    .select({ tranId: paywayAttempts.tranId })
    .from(paywayAttempts)
    .where(
      and(
        isNull(paywayAttempts.approvedAt),
        lte(paywayAttempts.createdAt, new Date(now.getTime() - ASK_AFTER_MS).toISOString()),
        gt(paywayAttempts.createdAt, new Date(now.getTime() - ASK_UNTIL_MS).toISOString()),
      ),
    )
    // Never asked (null) first, then the longest since asked.
    .orderBy(asc(paywayAttempts.checkedAt), asc(paywayAttempts.createdAt))
    .limit(ASK_PER_RUN);
  if (due.length === 0) return [];
  const jobs: NotificationJob[] = [];
  try {
    for (const { tranId } of due) {
      const outcome = await confirmAttempt(db, connection.config, connection.send, tranId, now);
      jobs.push(...confirmedJobs(outcome, tranId, "cron"));
    }
  } finally {
    // Asked even when a later question failed: the next run starts with the others.
    await db
      .update(paywayAttempts)
      .set({ checkedAt: now.toISOString() })
      .where(
        inArray(
          paywayAttempts.tranId,
          due.map((row) => row.tranId),
        ),
      );
  }
  return jobs;
}
