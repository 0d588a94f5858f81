// Messages sent from the contact page, as the shop reads them: what the Inbox's badge and the
// morning summary both count, so the two always agree.
import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { contactMessages } from "../db/schema";

/** How many contact messages are still unread (index contact_messages_inbox serves it). */
export async function unreadCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.read, false));
  return row?.n ?? 0;
}
