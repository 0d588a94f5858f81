// An order's history in its detail (docs/decisions/039), newest last: when it was placed, every
// change of status or payment with who made it, from where and when (shop time), and the
// owner's notes, with a form to add one. Loaded again after the order's status or payment
// changes, so a step taken in the detail shows at once; the last list stays while it loads.
// Notes added here are kept apart and merged by id, so one added during a reload (whose answer
// may predate it) is never dropped; after a failed load, adding a note loads the history again.
import "./order-timeline.css";
import { type FormEvent, useId, useRef, useState } from "react";
import { formatShopTime } from "../../../shared/delivery-format";
import { ORDER_NOTE_MAX, type OrderEventSource } from "../../../shared/order-events";
import { type OrderStatus, STATUS_LABELS } from "../../../shared/orders";
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from "../../../shared/payment";
import type { Order } from "../../api/models";
import { errorNotice, FormMessage, successNotice } from "../../components/forms/FormMessage";
import { SubmitButton } from "../../components/forms/SubmitButton";
import { TextAreaField } from "../../components/forms/TextField";
import { useSubmit } from "../../components/forms/useSubmit";
import { useResource } from "../../hooks/useResource";
import { failureText } from "../api";
import { dayApi, type OrderEvent } from "./dayApi";

/** Where a change was made; none for PayWay's confirmation, whose actor already says it. */
const SOURCE_LABELS: Record<OrderEventSource, string | null> = {
  dashboard: "Dashboard",
  telegram: "Telegram",
  payway: null,
};

/** "by Owner via Dashboard", "by ABA PayWay". */
function byWhom(event: OrderEvent): string {
  const source = SOURCE_LABELS[event.source];
  return source === null ? `by ${event.actorName}` : `by ${event.actorName} via ${source ?? event.source}`;
}

const statusLabel = (value: string) => STATUS_LABELS[value as OrderStatus] ?? value;
const paymentLabel = (value: string) => PAYMENT_STATUS_LABELS[value as PaymentStatus] ?? value;

/** "Status: Pending → Confirmed", "Payment: Unpaid → Paid" or "Note". */
function whatHappened(event: OrderEvent): string {
  if (event.kind === "note") return "Note";
  const [title, label] = event.kind === "status" ? ["Status", statusLabel] : ["Payment", paymentLabel];
  const steps = [event.from, event.to].filter((step): step is string => step !== null).map(label);
  return `${title}: ${steps.join(" → ")}`;
}

function TimelineEntry({
  title,
  by,
  at,
  note,
}: {
  title: string;
  by: string;
  at: string;
  note?: string | null;
}) {
  return (
    <li>
      <p className="order-timeline-line">
        <strong>{title}</strong>{" "}
        <span className="order-timeline-meta">
          · {by} · <time dateTime={at}>{formatShopTime(at)}</time>
        </span>
      </p>
      {note ? <p className="order-timeline-note">{note}</p> : null}
    </li>
  );
}

function NoteForm({ orderId, onAdded }: { orderId: number; onAdded: (event: OrderEvent) => void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const { busy, notice, submit } = useSubmit();
  const send = (event: FormEvent) => {
    event.preventDefault();
    submit({
      check: () => {
        setError(text.trim() ? undefined : "Write a note first.");
        return Boolean(text.trim());
      },
      action: async () => {
        onAdded(await dayApi.addNote(orderId, text.trim()));
        setText("");
        return successNotice("Note added.");
      },
      // The typed note stays in the field, to send again.
      failed: (failure) => errorNotice(failureText(failure, "Could not add the note. Please try again.")),
    });
  };
  return (
    <form className="order-note-form" onSubmit={send} noValidate>
      <TextAreaField
        label="Add a note"
        name="note"
        value={text}
        onChange={setText}
        maxLength={ORDER_NOTE_MAX}
        counted
        error={error}
      />
      <FormMessage notice={notice} />
      <SubmitButton busy={busy} busyLabel="Adding…" className="btn btn-secondary btn-sm">
        Add note
      </SubmitButton>
    </form>
  );
}

export function OrderTimeline({ order }: { order: Order }) {
  const titleId = useId();
  const { state, reload } = useResource(
    () => dayApi.orderEvents(order.id),
    [order.id, order.status, order.paymentStatus],
  );
  const last = useRef<{ orderId: number; events: OrderEvent[] } | null>(null);
  if (state.status === "ready") last.current = { orderId: order.id, events: state.data };
  const loaded =
    state.status === "ready"
      ? state.data
      : state.status === "loading" && last.current?.orderId === order.id
        ? last.current.events
        : null;
  const [added, setAdded] = useState<{ orderId: number; events: OrderEvent[] }>({
    orderId: order.id,
    events: [],
  });
  const notes = added.orderId === order.id ? added.events : [];
  const events = loaded && [
    ...loaded,
    ...notes.filter((note) => !loaded.some((event) => event.id === note.id)),
  ];
  const addNote = (note: OrderEvent) => {
    setAdded((current) => ({
      orderId: order.id,
      events: [...(current.orderId === order.id ? current.events : []), note],
    }));
    if (state.status === "failed") reload();
  };

  return (
    <section className="admin-order-history" aria-labelledby={titleId}>
      <h3 id={titleId}>History</h3>
      {events ? (
        <ol className="order-timeline" aria-busy={state.status === "loading" || undefined}>
          <TimelineEntry title="Placed" by={`by ${order.customerName}`} at={order.createdAt} />
          {events.map((event) => (
            <TimelineEntry
              key={event.id}
              title={whatHappened(event)}
              by={byWhom(event)}
              at={event.createdAt}
              note={event.kind === "note" ? event.note : null}
            />
          ))}
        </ol>
      ) : state.status === "failed" ? (
        // Quieter than the tab's banner: the order itself is there, only its history is missing.
        <p className="order-timeline-failed">
          Could not load the history.{" "}
          <button type="button" className="btn btn-ghost btn-sm" onClick={reload}>
            Try again
          </button>
        </p>
      ) : (
        <p className="page-loading">Loading the history…</p>
      )}
      <NoteForm orderId={order.id} onAdded={addNote} />
    </section>
  );
}
