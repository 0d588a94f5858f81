// The status changes an order allows from where it stands (shared/orders.ts): one button
// each, cancelling styled as the destructive one. The final steps (delivered, cancelled) ask
// once more in place: the first tap turns the button into "Yes, …" beside "Keep as is", so a
// slip of the thumb never ends an order. Nothing is offered after delivered or cancelled.
// A step taken from the keyboard keeps its place: the buttons say aria-disabled while it runs
// (disabled would drop the focus), then the focus moves to `doneFocus` (the card's heading),
// never onto the next step's button, so a double Enter or a held key moves the order one step only.
// With a delivery photo chosen and not sent, the step says so ("Mark delivered with photo"): it
// sends the photo first (useOrderChanges).
import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { isFinalStatus, nextStatuses, type OrderStatus } from "../../../shared/orders";
import type { Order } from "../../api/models";
import { useChosenPhotos } from "./chosenPhotos";

const ACTION_LABELS: Record<OrderStatus, string> = {
  pending: "Mark pending",
  confirmed: "Confirm",
  shipped: "Mark out for delivery",
  delivered: "Mark delivered",
  cancelled: "Cancel",
};

/** The second tap of a final step, and how it looks. */
const CONFIRM: Partial<Record<OrderStatus, { label: string; className: string }>> = {
  delivered: { label: "Yes, mark delivered", className: "btn-primary" },
  cancelled: { label: "Yes, cancel", className: "btn-danger" },
};

interface OrderActionsProps {
  order: Order;
  busy: boolean;
  onChange: (status: OrderStatus) => void;
  /** Where the focus goes after a step (focusable, tabIndex -1). */
  doneFocus: RefObject<HTMLElement | null>;
}

export function OrderActions({ order, busy, onChange, doneFocus }: OrderActionsProps) {
  const withPhoto = useChosenPhotos().photoFor(order.id) !== null;
  // The final step asked about, for the status the order had then (a change ends the question).
  const [asked, setAsked] = useState<{ to: OrderStatus; from: OrderStatus } | null>(null);
  const askedButton = useRef<HTMLButtonElement>(null);
  const finalNote = useId();
  const box = useRef<HTMLDivElement>(null);
  /** The status a step was taken from while the focus was on these buttons. */
  const steppedFrom = useRef<OrderStatus | null>(null);
  useEffect(() => {
    if (steppedFrom.current === null || steppedFrom.current === order.status) return;
    steppedFrom.current = null;
    doneFocus.current?.focus();
  }, [order.status, doneFocus]);
  const next = nextStatuses(order.status);
  if (next.length === 0) return null;

  const asking = asked?.from === order.status ? asked.to : null;
  const keep = () => {
    askedButton.current?.focus();
    setAsked(null);
  };
  const press = (status: OrderStatus) => {
    if (busy) return;
    if (isFinalStatus(status) && asking !== status) {
      setAsked({ to: status, from: order.status });
      return;
    }
    setAsked(null);
    steppedFrom.current = box.current?.contains(document.activeElement) ? order.status : null;
    onChange(status);
  };
  // Leaving the buttons (Tab away, a tap elsewhere) or Escape drops the question.
  const leaving = asking
    ? {
        onBlur: (event: FocusEvent<HTMLButtonElement>) => {
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) setAsked(null);
        },
        onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key === "Escape") keep();
        },
      }
    : {};

  return (
    <div ref={box} className="admin-actions">
      {(asking ? [asking] : next).map((status) => {
        const confirm = status === asking ? CONFIRM[status] : undefined;
        const photoNote = withPhoto && status === "delivered" ? " with photo" : "";
        const label = (confirm?.label ?? ACTION_LABELS[status]) + photoNote;
        const look = confirm
          ? confirm.className
          : status === "cancelled"
            ? "btn-ghost admin-btn-cancel"
            : "btn-primary";
        return (
          <button
            key={status}
            ref={confirm ? askedButton : undefined}
            type="button"
            className={`btn btn-sm ${look}`}
            aria-disabled={busy || undefined}
            onClick={() => press(status)}
            aria-label={`${label} order #${order.id}`}
            aria-describedby={confirm ? finalNote : undefined}
            {...leaving}
          >
            {label}
          </button>
        );
      })}
      {asking ? (
        <>
          <button
            type="button"
            className="btn btn-sm btn-secondary"
            onClick={keep}
            aria-label={`Keep order #${order.id} as it is`}
            {...leaving}
          >
            Keep as is
          </button>
          <span id={finalNote} className="visually-hidden">
            This is final: it cannot be undone.
          </span>
        </>
      ) : null}
    </div>
  );
}
