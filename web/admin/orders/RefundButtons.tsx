// "Refund", which turns into the question's "Yes" in place, and "Keep as is" beside it while
// asking: the order's own refund and a second PayWay payment's. aria-disabled while it runs, not
// disabled, so the focus stays on it; Keep as is (or Escape on either) hands the focus back to
// it. And the note for when the shop cannot tell how it refunds.
import { type KeyboardEvent, useRef } from "react";

interface RefundButtonsProps {
  /** What the buttons act on, for their names: "order #5", "PayWay transaction 5-a1b2". */
  subject: string;
  /** The name of "Keep as is": "Keep order #5's payment as it is". */
  keepName: string;
  /** The question's "Yes": "Yes, refund" or "Yes, record the refund". */
  yes: string;
  asking: boolean;
  busy: boolean;
  /** True until the shop knows how it refunds (PayWay's API or a record of the portal's refund). */
  disabled: boolean;
  questionId: string;
  onRefund: () => void;
  /** Ends the question, nothing refunded. */
  onKeep: () => void;
}

export function RefundButtons(props: RefundButtonsProps) {
  const { subject, keepName, yes, asking, busy, disabled, questionId, onRefund, onKeep } = props;
  const refundButton = useRef<HTMLButtonElement>(null);
  const keep = (event?: KeyboardEvent) => {
    if (event && event.key !== "Escape") return;
    refundButton.current?.focus();
    onKeep();
  };
  return (
    <>
      <button
        ref={refundButton}
        type="button"
        className={`btn btn-sm ${asking ? "btn-danger" : "btn-primary"}`}
        disabled={disabled}
        aria-disabled={busy || undefined}
        onClick={onRefund}
        onKeyDown={asking ? keep : undefined}
        aria-label={`${asking ? yes : "Refund"} ${subject}`}
        aria-describedby={asking ? questionId : undefined}
      >
        {asking ? yes : "Refund"}
      </button>
      {asking ? (
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          onClick={() => keep()}
          onKeyDown={keep}
          aria-label={keepName}
        >
          Keep as is
        </button>
      ) : null}
    </>
  );
}

/** The settings that say how the shop refunds could not be read: say so, with Try again. */
export function RefundRouteFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <p className="admin-refund-question">
      Could not check whether PayWay refunds from here.{" "}
      <button type="button" className="btn btn-ghost btn-sm" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
