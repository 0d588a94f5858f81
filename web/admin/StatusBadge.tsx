// An order's status as a coloured badge that also says it in words.
import { type OrderStatus, STATUS_LABELS } from "../../shared/orders";

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge admin-status admin-status-${status}`}>{STATUS_LABELS[status]}</span>;
}
