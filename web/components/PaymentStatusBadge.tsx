// Whether an order is paid, in words, with how it is paid: the same badge for the customer on
// /orders and the confirmation, and for the owner in the dashboard.
import "./order-status.css";
import {
  PAYMENT_METHOD_SHORT,
  PAYMENT_STATUS_LABELS,
  type PaymentMethod,
  type PaymentStatus,
} from "../../shared/payment";

export function PaymentStatusBadge({ status, method }: { status: PaymentStatus; method: PaymentMethod }) {
  return (
    <span className={`badge payment-status payment-status-${status}`}>
      {PAYMENT_STATUS_LABELS[status]} · {PAYMENT_METHOD_SHORT[method]}
    </span>
  );
}
