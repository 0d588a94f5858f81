// The morning summary to the shop's chat (florist.md §7). Filled in by the owner's-day work (issue 12).
import type { Db } from "../db/client";
import type { Env } from "../env";

export async function sendMorningSummary(_env: Env, _db: Db, date: string): Promise<void> {
  throw new Error(`telegram.summary ${date}: not built yet`);
}
