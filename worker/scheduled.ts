// The Worker's `scheduled` handler: each of wrangler.toml's [triggers] crons does one thing,
// told apart by `controller.cron`.
import { shopToday } from "../shared/delivery";
import { getDb } from "./db/client";
import type { Env } from "./env";
import { enqueue } from "./notifications/jobs";
import { queueDueReminders } from "./notifications/reminder";
import { queueMorningSummary } from "./notifications/summary";
import { askAboutUnconfirmed } from "./services/payments/payway/unconfirmed";

/** 00:00 UTC, 07:00 in Siem Reap: the morning summary (docs/decisions/039) and the day's
 *  reminder e-mails (docs/decisions/073). */
const MORNING_CRON = "0 0 * * *";
/** Every 5 minutes: PayWay asked about payments whose pushback never came (docs/decisions/061). */
export const PAYWAY_CRON = "*/5 * * * *";

export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  switch (controller.cron) {
    case MORNING_CRON: {
      const today = shopToday(new Date(controller.scheduledTime));
      await Promise.all([queueMorningSummary(controller, env), queueDueReminders(env, getDb(env.DB), today)]);
      return;
    }
    case PAYWAY_CRON:
      return enqueue(env, await askAboutUnconfirmed(env, getDb(env.DB), new Date(controller.scheduledTime)));
    default:
      console.warn(JSON.stringify({ event: "scheduled.unknown_cron", cron: controller.cron }));
  }
}
