// The dashboard's Inbox (docs/decisions/040): GET /api/admin/messages?limit&cursor
// (unread first, then newest, with the unread count) and PUT /api/admin/messages/{id} { read }.
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { ContactMessageWire, ContactSubject, InboxAnswer } from "../../../shared/contact";
import { messageReadBody } from "../../../shared/schemas";
import type { Db } from "../../db/client";
import { type ContactMessageRow, contactMessages } from "../../db/schema";
import type { AppEnv } from "../../env";
import { fail } from "../../http/fail";
import { idParam, validate } from "../../middleware/validate";
import { clock } from "../../services/clock";
import { unreadCount } from "../../services/contact-messages";
import { decodeCursor, idKey, pageOf, pageQuery } from "../../services/paging";

export const messageWire = (row: ContactMessageRow): ContactMessageWire => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone || null,
  subject: row.subject as ContactSubject,
  message: row.message,
  read: row.read,
  read_at: row.readAt,
  created_at: row.createdAt,
});

/** The Inbox's sort key: read (unread first), then id, newest first. */
const inboxKey = z.tuple([z.boolean(), idKey.def.items[0]]);
type InboxKey = z.output<typeof inboxKey>;

/** `take` messages of one read state, newest first, below `beforeId` when given: each a
 *  range of the index contact_messages_inbox (read, id), read backwards. */
export function inboxSlice(db: Db, read: boolean, take: number, beforeId?: number) {
  return db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.read, read), beforeId ? lt(contactMessages.id, beforeId) : undefined))
    .orderBy(desc(contactMessages.id))
    .limit(take);
}

/** One page: the unread part first, then the read part fills what is left. */
async function inboxRows(db: Db, limit: number, after: InboxKey | null): Promise<ContactMessageRow[]> {
  const take = limit + 1; // the extra row says whether another page follows
  const rows = after?.[0] ? [] : await inboxSlice(db, false, take, after?.[1]);
  if (rows.length < take) {
    rows.push(...(await inboxSlice(db, true, take - rows.length, after?.[0] ? after[1] : undefined)));
  }
  return rows;
}

export const adminMessagesRoutes = new Hono<AppEnv>()
  .get("/", validate("query", pageQuery), async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const after = cursor ? decodeCursor(cursor, inboxKey) : null;
    const [rows, unread] = await Promise.all([inboxRows(c.var.db, limit, after), unreadCount(c.var.db)]);
    const page = pageOf(rows, limit, (row) => [row.read, row.id]);
    const answer: InboxAnswer = {
      messages: page.items.map(messageWire),
      next_cursor: page.next_cursor,
      unread,
    };
    return c.json(answer);
  })
  .put("/:id", validate("json", messageReadBody), async (c) => {
    const id = idParam(c.req.param("id"), "messageNotFound");
    const { read } = c.req.valid("json");
    const [row] = await c.var.db
      .update(contactMessages)
      // Read once stays read since then: a second "read" keeps the first time.
      .set({
        read,
        readAt: read ? sql`coalesce(${contactMessages.readAt}, ${clock.now().toISOString()})` : null,
      })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw fail(404, "messageNotFound");
    return c.json(messageWire(row));
  });
