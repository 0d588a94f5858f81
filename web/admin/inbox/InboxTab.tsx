// Inbox tab (docs/decisions/040): the contact page's messages, unread first then
// newest, paged by the server. Each shows who wrote, how to reach them, the subject, when and
// what; "Mark read"/"Mark unread" in place, and "Reply by e-mail" opens the owner's mail app.
import "./inbox.css";
import { useCallback, useEffect, useRef, useState } from "react";
import { phoneHref } from "../../../shared/shop";
import { ShowMore } from "../../components/ShowMore";
import { useToast } from "../../components/Toast";
import { usePagedList } from "../../hooks/usePagedList";
import { formatShopDateTime } from "../../lib/format";
import { failureText } from "../api";
import { LoadBanner } from "../LoadBanner";
import { usePendingRows } from "../usePendingRows";
import { type InboxMessage, inboxApi } from "./inbox-api";

/** mailto: with the reply's subject filled in ("Re: Wedding flowers"). The address goes as it
 *  is (the server's e-mail rule allows nothing a mailto: must escape; some mail apps do not
 *  read an escaped @). */
const replyHref = (message: InboxMessage) =>
  `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subjectLabel}`)}`;

const NO_FILTERS = {};

export function InboxTab({ onUnread }: { onUnread?: (count: number) => void }) {
  const toast = useToast();
  const [unread, setUnread] = useState<number | null>(null);
  // The page's badge hears each new count; held in a ref so a new callback never reloads the list.
  const tell = useRef(onUnread);
  tell.current = onUnread;
  useEffect(() => {
    if (unread !== null) tell.current?.(unread);
  }, [unread]);
  const load = useCallback(async (_filters: object, cursor: string | null) => {
    const page = await inboxApi.page(cursor);
    setUnread(page.unread);
    return page;
  }, []);
  const { state, update, more } = usePagedList(load, NO_FILTERS);
  const [busy, runBusy] = usePendingRows<number>();

  const mark = (message: InboxMessage, read: boolean) =>
    runBusy(
      message.id,
      async () => {
        const saved = await inboxApi.mark(message.id, read);
        update((list) => list.map((item) => (item.id === saved.id ? saved : item)));
        // From the newest count, not this render's: two marks in flight must both count.
        if (saved.read !== message.read)
          setUnread((count) => (count === null ? count : Math.max(0, count + (saved.read ? -1 : 1))));
        toast(`Message from ${saved.name} marked ${saved.read ? "read" : "unread"}`, "success");
      },
      (failure) => toast(failureText(failure, `Could not update the message from ${message.name}`), "error"),
    );

  // The head stays in every state; the list's place shows what is loading or failed.
  const messages = state.status === "ready" ? state.data : null;

  return (
    <section aria-labelledby="inbox-title">
      <div className="admin-section-head">
        <h2 id="inbox-title">Inbox</h2>
        <p className="admin-count" aria-live="polite">
          {unread === null ? "" : unread === 0 ? "No unread messages" : `${unread} unread`}
        </p>
      </div>
      {messages === null ? (
        <LoadBanner state={state} />
      ) : messages.length === 0 ? (
        <p className="empty-state">No messages yet. Messages sent from the contact page appear here.</p>
      ) : (
        <ul className="admin-card-list">
          {messages.map((message) => (
            <li key={message.id} className={message.read ? "inbox-item card" : "inbox-item card is-unread"}>
              <article aria-labelledby={`inbox-${message.id}`}>
                <header className="inbox-head cluster">
                  <h3 id={`inbox-${message.id}`} className="inbox-name">
                    {message.name}
                  </h3>
                  {message.read ? null : <span className="badge badge-warning">Unread</span>}
                </header>
                <p className="inbox-meta">
                  <span className="inbox-subject">{message.subjectLabel}</span>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={message.createdAt}>{formatShopDateTime(message.createdAt)}</time>
                </p>
                <p className="inbox-contact">
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                  {message.phone ? (
                    <>
                      <span aria-hidden="true"> · </span>
                      <a href={phoneHref(message.phone)}>{message.phone}</a>
                    </>
                  ) : null}
                </p>
                <p className="inbox-message">{message.message}</p>
                <div className="inbox-actions cluster">
                  <a className="btn btn-primary btn-sm" href={replyHref(message)}>
                    Reply by e-mail <span className="visually-hidden">to {message.name}</span>
                  </a>
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    // Busy, not disabled: a disabled button would drop the keyboard's focus.
                    aria-busy={busy.has(message.id)}
                    onClick={() => busy.has(message.id) || mark(message, !message.read)}
                  >
                    {message.read ? "Mark unread" : "Mark read"}{" "}
                    <span className="visually-hidden">message from {message.name}</span>
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {messages?.length ? <ShowMore more={more} noun="messages" /> : null}
    </section>
  );
}
