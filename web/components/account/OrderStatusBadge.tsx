// An order's status for its customer: the §4 label in words, coloured by how far along it is.
import { type OrderStatus, STATUS_LABELS } from "../../../shared/orders";

const TONE: Record<OrderStatus, string> = {
  pending: "badge-warning",
  confirmed: "badge-muted",
  shipped: "badge-muted",
  delivered: "badge-success",
  cancelled: "badge-danger",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`badge ${TONE[status]} order-status order-status-${status}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}
