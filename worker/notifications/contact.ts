// Contact-page messages to the shop (florist.md §7). Filled in by the Inbox work (issue 12).
import type { Db } from "../db/client";
import type { Env } from "../env";

export async function sendContactMessage(_env: Env, _db: Db, messageId: number): Promise<void> {
  throw new Error(`telegram.contact ${messageId}: not built yet`);
}

export async function sendContactEmail(_env: Env, _db: Db, messageId: number): Promise<void> {
  throw new Error(`email.contact ${messageId}: not built yet`);
}
