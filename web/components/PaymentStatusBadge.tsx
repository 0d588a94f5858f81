// Whether an order is paid, in words, with how it is paid: the same badge for the customer on
// /orders and the confirmation, and for the owner in the dashboard; each status its own colour
// (a refund is neither money owed nor money kept). In lists, a cancelled order that was never
// paid shows none: "Unpaid" there would read as money still owed.
import "./order-status.css";
import type { OrderStatus } from "../../shared/orders";
import {
  PAYMENT_METHOD_SHORT,
  PAYMENT_STATUS_LABELS,
  type PaymentMethod,
  type PaymentStatus,
} from "../../shared/payment";
import { t } from "../i18n";

export function PaymentStatusBadge({ status, method }: { status: PaymentStatus; method: PaymentMethod }) {
  return (
    <span className={`badge payment-status payment-status-${status}`}>
      {t(PAYMENT_STATUS_LABELS[status])} · {t(PAYMENT_METHOD_SHORT[method])}
    </span>
  );
}

/** The badge for an order in a list: none for a cancelled order left unpaid; a paid one keeps
 *  it, since the money may be owed back, and a refunded one says it was given back. */
export function OrderPaymentBadge({
  order,
}: {
  order: { status: OrderStatus; paymentStatus: PaymentStatus; paymentMethod: PaymentMethod };
}) {
  if (order.status === "cancelled" && order.paymentStatus === "unpaid") return null;
  return <PaymentStatusBadge status={order.paymentStatus} method={order.paymentMethod} />;
}
