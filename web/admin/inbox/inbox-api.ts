// The Inbox's calls (docs/decisions/040): a page of messages (unread first, then newest)
// with the unread count, the count alone for the tab's badge, and marking read or unread.
import { type ContactMessageWire, type ContactSubject, subjectLabel } from "../../../shared/contact";
import { PAGE_LIMIT_DEFAULT } from "../../../shared/paging";
import { api, read } from "../../api/rpc";
import { withToken } from "../api";

export interface InboxMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: ContactSubject;
  subjectLabel: string;
  message: string;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

export const toInboxMessage = (wire: ContactMessageWire): InboxMessage => ({
  id: wire.id,
  name: wire.name,
  email: wire.email,
  phone: wire.phone,
  subject: wire.subject,
  subjectLabel: subjectLabel(wire.subject),
  message: wire.message,
  read: wire.read,
  readAt: wire.read_at,
  createdAt: wire.created_at,
});

/** A page as usePagedList holds it (items, nextCursor), with the unread count. */
export interface InboxPage {
  items: InboxMessage[];
  nextCursor: string | null;
  unread: number;
}

const messages = api.admin.messages;

export const inboxApi = {
  page: (cursor: string | null = null, limit = PAGE_LIMIT_DEFAULT): Promise<InboxPage> =>
    withToken(async () => {
      const answer = await read(
        messages.$get({ query: { limit: String(limit), cursor: cursor ?? undefined } }),
      );
      return {
        items: answer.messages.map(toInboxMessage),
        nextCursor: answer.next_cursor,
        unread: answer.unread,
      };
    }),
  /** The unread count alone (the tab's badge): one row asked for. */
  unread: async () => (await inboxApi.page(null, 1)).unread,
  mark: (id: number, isRead: boolean) =>
    withToken(async () =>
      toInboxMessage(await read(messages[":id"].$put({ param: { id: String(id) }, json: { read: isRead } }))),
    ),
};
