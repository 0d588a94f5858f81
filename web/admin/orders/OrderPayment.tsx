// An order's payment as the owner checks it: how the customer pays, whether it is paid and
// when (in the shop's time, wherever the owner's phone is), PayWay's transaction, the customer's
// proof beside it, and one button that turns the status over, so a payment seen in the bank app
// is marked paid in one click. A cancelled order still paid offers "Refund", asked once more in place
// with what it will do: refund through PayWay when the shop can (a PayWay payment, the settings'
// `payway.refunds` "api"), else only record the money the owner gave back (docs/decisions/052).
// A refused refund says why beside the button until the next try. A refund is final, and says
// when it was made. A PayWay payment taken after the order was paid follows (ExtraPayments).
import { useEffect, useId, useRef, useState } from "react";
import { PAYMENT_METHOD_LABELS, type PaymentStatus } from "../../../shared/payment";
import type { Order } from "../../api/models";
import { PaymentStatusBadge } from "../../components/PaymentStatusBadge";
import { PrivateImage } from "../../components/PrivateImage";
import { formatShopDateTime, formatUsd } from "../../lib/format";
import { ExtraPayments } from "./ExtraPayments";
import { RefundButtons, RefundRouteFailed } from "./RefundButtons";
import type { PaymentFailed } from "./useOrderChanges";
import { type RefundRoute, useRefundRoute } from "./useRefundRoute";

interface OrderPaymentProps {
  order: Order;
  busy: boolean;
  onPayment: (status: PaymentStatus, failed?: PaymentFailed) => void;
}

/** The question before a refund, saying where the money goes and whether it moves from here. */
function refundQuestion(order: Order, route: RefundRoute): string {
  const amount = formatUsd(order.price);
  if (order.paymentMethod === "payway" && route === "api")
    return `Refund ${amount} to the customer's card or wallet through PayWay?`;
  const recordOnly = "This only records the refund and e-mails the customer: no money moves from here.";
  if (order.paymentMethod === "payway")
    return `Have you refunded ${amount} to the customer's card or wallet in PayWay's portal? ${recordOnly}`;
  return `Have you given ${amount} back to the customer? ${recordOnly}`;
}

export function OrderPayment({ order, busy, onPayment }: OrderPaymentProps) {
  const titleId = useId();
  const questionId = useId();
  const paid = order.paymentStatus === "paid";
  const refundable = paid && order.status === "cancelled";
  const {
    route,
    failed: routeFailed,
    reload,
  } = useRefundRoute(refundable && order.paymentMethod === "payway");
  // The question, for the order as it was when asked (a change of its payment ends it).
  const [askedFor, setAskedFor] = useState<PaymentStatus | null>(null);
  const asking = refundable && route !== null && askedFor === order.paymentStatus;
  const question = asking && route ? refundQuestion(order, route) : null;
  const [refusal, setRefusal] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** A refund sent from here: once made its button is gone, and the focus goes to the heading. */
  const refunding = useRef(false);
  useEffect(() => {
    if (!refunding.current || order.paymentStatus !== "refunded") return;
    refunding.current = false;
    heading.current?.focus();
  }, [order.paymentStatus]);
  const proofAlt = `Payment proof for order #${order.id}`;

  const refund = () => {
    if (busy || route === null) return;
    if (!asking) {
      setRefusal(null);
      setAskedFor(order.paymentStatus);
      return;
    }
    setAskedFor(null);
    refunding.current = true;
    onPayment("refunded", (text) => {
      refunding.current = false;
      setRefusal(text);
    });
  };
  // aria-disabled while it runs, not disabled: the focus stays on it as it turns to the other status.
  const toggle = (target: PaymentStatus) => (
    <button
      key="toggle"
      type="button"
      className={`btn btn-sm ${paid ? "btn-secondary" : "btn-primary"}`}
      aria-disabled={busy || undefined}
      onClick={() => busy || onPayment(target)}
      aria-label={`Mark ${target} order #${order.id}`}
    >
      Mark {target}
    </button>
  );
  const yes = route === "api" && order.paymentMethod === "payway" ? "Yes, refund" : "Yes, record the refund";

  return (
    <section className="admin-order-payment" aria-labelledby={titleId}>
      <div className="admin-section-head">
        <h3 id={titleId} ref={heading} tabIndex={-1}>
          Payment
        </h3>
        <div className="admin-actions">
          {refundable ? (
            <RefundButtons
              subject={`order #${order.id}`}
              keepName={`Keep order #${order.id}'s payment as it is`}
              yes={yes}
              asking={asking}
              busy={busy}
              disabled={route === null}
              questionId={questionId}
              onRefund={refund}
              onKeep={() => setAskedFor(null)}
            />
          ) : null}
          {asking || order.paymentStatus === "refunded" ? null : toggle(paid ? "unpaid" : "paid")}
        </div>
      </div>
      {question ? (
        <p id={questionId} className="admin-refund-question">
          {question}
        </p>
      ) : null}
      {refundable && routeFailed ? <RefundRouteFailed onRetry={reload} /> : null}
      {refusal ? (
        <p className="alert alert-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <dl className="admin-fields">
        <div>
          <dt>Method</dt>
          <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <PaymentStatusBadge status={order.paymentStatus} method={order.paymentMethod} />
          </dd>
        </div>
        {order.paidAt || order.paymentStatus !== "refunded" ? (
          <div>
            <dt>Paid at</dt>
            <dd>
              {order.paidAt ? (
                <time dateTime={order.paidAt}>{formatShopDateTime(order.paidAt)}</time>
              ) : (
                <span className="text-muted">Not paid yet</span>
              )}
            </dd>
          </div>
        ) : null}
        {order.refundedAt ? (
          <div>
            <dt>Refunded at</dt>
            <dd>
              <time dateTime={order.refundedAt}>{formatShopDateTime(order.refundedAt)}</time>
            </dd>
          </div>
        ) : null}
        {order.paymentReference ? (
          <div>
            <dt>PayWay transaction</dt>
            <dd>{order.paymentReference}</dd>
          </div>
        ) : null}
        {/* A PayWay payment needs no proof: PayWay itself confirms it. */}
        {order.paymentProofAt || order.paymentMethod !== "payway" ? (
          <div>
            <dt>Proof of payment</dt>
            <dd>
              {order.paymentProofAt ? (
                <figure className="admin-private-photo">
                  <PrivateImage
                    key={order.paymentProofAt}
                    src={`/api/orders/${order.id}/payment-proof`}
                    alt={proofAlt}
                  />
                  <figcaption className="text-muted">
                    Uploaded{" "}
                    <time dateTime={order.paymentProofAt}>{formatShopDateTime(order.paymentProofAt)}</time>
                  </figcaption>
                </figure>
              ) : (
                <span className="text-muted">No proof uploaded yet</span>
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      <ExtraPayments order={order} />
    </section>
  );
}
