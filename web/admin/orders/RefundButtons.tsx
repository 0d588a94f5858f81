// "Refund", which turns into the question's "Yes" in place, and "Keep as is" beside it while
// asking: the order's own refund and a second PayWay payment's. aria-disabled while it runs, not
// disabled, so the focus stays on it; Escape on either keeps things as they are.
import type { KeyboardEvent, RefObject } from "react";

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
  buttonRef: RefObject<HTMLButtonElement | null>;
  onRefund: () => void;
  onKeep: (event?: KeyboardEvent) => void;
}

export function RefundButtons(props: RefundButtonsProps) {
  const { subject, keepName, yes, asking, busy, disabled, questionId, buttonRef, onRefund, onKeep } = props;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`btn btn-sm ${asking ? "btn-danger" : "btn-primary"}`}
        disabled={disabled}
        aria-disabled={busy || undefined}
        onClick={onRefund}
        onKeyDown={asking ? onKeep : undefined}
        aria-label={`${asking ? yes : "Refund"} ${subject}`}
        aria-describedby={asking ? questionId : undefined}
      >
        {asking ? yes : "Refund"}
      </button>
      {asking ? (
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          onClick={() => onKeep()}
          onKeyDown={onKeep}
          aria-label={keepName}
        >
          Keep as is
        </button>
      ) : null}
    </>
  );
}
