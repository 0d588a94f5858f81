// Runs one notification job against the order as it is now.
import type { Db } from "../db/client";
import type { Env } from "../env";
import type { NotificationJob } from "./jobs";

export async function runJob(_env: Env, _db: Db, job: NotificationJob): Promise<void> {
  console.log(JSON.stringify({ event: "notifications.job", job }));
}
