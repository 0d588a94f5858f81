// PayWay payments taken after the order was paid (a customer paying in two tabs, or through
// PayWay after paying another way; docs/decisions/061): each with its amount, transaction and
// when PayWay approved it, and "Refund", asked once more in place with what it will do, as the
// order's own refund is. Once refunded it says when. Nothing shows for an order paid once.
import { useId, useState } from "react";
import type { Order } from "../../api/models";
import { useResource } from "../../hooks/useResource";
import { formatShopDateTime, formatUsd } from "../../lib/format";
import { adminApi, type ExtraPayment, failureText } from "../api";
import { RefundButtons, RefundRouteFailed } from "./RefundButtons";
import { type RefundRoute, useRefundRoute } from "./useRefundRoute";

/** The question before giving a second payment back. */
function extraRefundQuestion(payment: ExtraPayment, route: RefundRoute): string {
  const what = `${formatUsd(payment.amount)} (transaction ${payment.tranId})`;
  if (route === "api") return `Refund ${what} to the customer's card or wallet through PayWay?`;
  return `Have you refunded ${what} to the customer's card or wallet in PayWay's portal? This only records the refund: no money moves from here.`;
}

interface ExtraPaymentItemProps {
  orderId: number;
  payment: ExtraPayment;
  route: RefundRoute | null;
  onRefunded: (payment: ExtraPayment) => void;
}

function ExtraPaymentItem({ orderId, payment, route, onRefunded }: ExtraPaymentItemProps) {
  const questionId = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const yes = route === "api" ? "Yes, refund" : "Yes, record the refund";

  const refund = async () => {
    if (busy || route === null) return;
    if (!asking) {
      setRefusal(null);
      setAsking(true);
      return;
    }
    setBusy(true);
    try {
      onRefunded(await adminApi.refundExtraPayment(orderId, payment.tranId));
    } catch (error) {
      setRefusal(failureText(error, "The refund could not be recorded. Please try again."));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <li className="admin-extra-payment">
      <p>
        <strong>{formatUsd(payment.amount)}</strong>, PayWay transaction {payment.tranId}, approved{" "}
        <time dateTime={payment.approvedAt}>{formatShopDateTime(payment.approvedAt)}</time>
      </p>
      {payment.refundedAt ? (
        <p>
          Refunded <time dateTime={payment.refundedAt}>{formatShopDateTime(payment.refundedAt)}</time>
        </p>
      ) : (
        <div className="admin-actions">
          <RefundButtons
            subject={`PayWay transaction ${payment.tranId}`}
            keepName={`Keep PayWay transaction ${payment.tranId} as it is`}
            yes={yes}
            asking={asking}
            busy={busy}
            disabled={route === null}
            questionId={questionId}
            onRefund={refund}
            onKeep={() => setAsking(false)}
          />
        </div>
      )}
      {asking && route ? (
        <p id={questionId} className="admin-refund-question">
          {extraRefundQuestion(payment, route)}
        </p>
      ) : null}
      {refusal ? (
        <p className="alert alert-error" role="alert">
          {refusal}
        </p>
      ) : null}
    </li>
  );
}

export function ExtraPayments({ order }: { order: Order }) {
  const titleId = useId();
  // The first approved payment pays an unpaid order: only a paid (or refunded) one can have more.
  const asked = order.paymentStatus !== "unpaid";
  const { state, reload, update } = useResource(
    async (): Promise<ExtraPayment[]> => (asked ? adminApi.extraPayments(order.id) : []),
    [order.id, asked],
  );
  const payments = state.status === "ready" ? state.data : [];
  const {
    route,
    failed: routeFailed,
    reload: reloadRoute,
  } = useRefundRoute(payments.some((payment) => !payment.refundedAt));
  if (state.status === "failed")
    return (
      <p className="admin-refund-question">
        Could not check whether PayWay took a second payment.{" "}
        <button type="button" className="btn btn-ghost btn-sm" onClick={reload}>
          Try again
        </button>
      </p>
    );
  if (payments.length === 0) return null;
  const refunded = (done: ExtraPayment) =>
    update((list) => list.map((payment) => (payment.tranId === done.tranId ? done : payment)));

  return (
    <section className="admin-extra-payments" aria-labelledby={titleId}>
      <h4 id={titleId}>Paid twice</h4>
      <p>
        PayWay took {payments.length === 1 ? "this payment" : "these payments"} after the order was paid: give
        the money back to the customer.
      </p>
      {routeFailed ? <RefundRouteFailed onRetry={reloadRoute} /> : null}
      <ul className="admin-extra-payment-list">
        {payments.map((payment) => (
          <ExtraPaymentItem
            key={payment.tranId}
            orderId={order.id}
            payment={payment}
            route={route}
            onRefunded={refunded}
          />
        ))}
      </ul>
    </section>
  );
}
