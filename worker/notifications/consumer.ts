// The notifications queue's consumer (docs/decisions/036). Each message is one job, acked
// alone: a Telegram outage retries the Telegram job only, never the e-mail beside it. A
// job that fails every retry reaches the dead-letter queue, whose batches land here too
// and are recorded in D1 for the owner to see.
import { getDb } from "../db/client";
import { failedNotifications } from "../db/schema";
import type { Env } from "../env";
import type { NotificationJob } from "./jobs";
import { runJob } from "./run";

/** The first retry waits this long (seconds), each further one twice as long: with wrangler.toml's
 *  max_retries 5 that is 30 s, 1, 2, 4 and 8 min, about a quarter of an hour before the
 *  dead-letter queue (docs/decisions/036). */
const FIRST_RETRY_DELAY = 30;

const retryDelay = (attempts: number) => FIRST_RETRY_DELAY * 2 ** Math.max(0, attempts - 1);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function handleNotifications(
  batch: MessageBatch<NotificationJob>,
  env: Env,
  _ctx: ExecutionContext,
): Promise<void> {
  const db = getDb(env.DB);
  if (batch.queue.endsWith("-dlq")) {
    for (const message of batch.messages) {
      await db.insert(failedNotifications).values({ job: message.body });
      console.error(
        JSON.stringify({ event: "notifications.dead_letter", id: message.id, job: message.body }),
      );
      message.ack();
    }
    return;
  }
  for (const message of batch.messages) {
    try {
      await runJob(env, db, message.body);
      message.ack();
    } catch (error) {
      const delaySeconds = retryDelay(message.attempts);
      console.error(
        JSON.stringify({
          event: "notifications.job_failed",
          id: message.id,
          job: message.body,
          attempts: message.attempts,
          retry_in: delaySeconds,
          error: errorText(error),
        }),
      );
      message.retry({ delaySeconds });
    }
  }
}
