// An order's payment as the owner checks it: how the customer pays, whether it is paid and
// when (in the shop's time, wherever the owner's phone is), the customer's proof beside it,
// and one button that turns the status over (florist.md §5: "marks the order paid in one click").
import { useId } from "react";
import { PAYMENT_METHOD_LABELS, type PaymentStatus } from "../../shared/payment";
import type { Order } from "../api/models";
import { PaymentStatusBadge } from "../components/PaymentStatusBadge";
import { PrivateImage } from "../components/PrivateImage";
import { formatShopDateTime } from "../lib/format";

interface OrderPaymentProps {
  order: Order;
  busy: boolean;
  onPayment: (status: PaymentStatus) => void;
}

export function OrderPayment({ order, busy, onPayment }: OrderPaymentProps) {
  const titleId = useId();
  const paid = order.paymentStatus === "paid";
  const target: PaymentStatus = paid ? "unpaid" : "paid";
  const proofAlt = `Payment proof for order #${order.id}`;

  return (
    <section className="admin-order-payment" aria-labelledby={titleId}>
      <div className="admin-section-head">
        <h3 id={titleId}>Payment</h3>
        <button
          type="button"
          className={`btn btn-sm ${paid ? "btn-secondary" : "btn-primary"}`}
          disabled={busy}
          onClick={() => onPayment(target)}
          aria-label={`Mark ${target} order #${order.id}`}
        >
          Mark {target}
        </button>
      </div>
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
      </dl>
    </section>
  );
}
