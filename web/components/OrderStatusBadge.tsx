// An order's status as a badge that says it in words and colours it by how far along
// it is; the same badge for the customer on /orders and for the owner in the dashboard.
import "./order-status.css";
import { type OrderStatus, STATUS_LABELS } from "../../shared/orders";
import { t } from "../i18n";

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge order-status order-status-${status}`}>{t(STATUS_LABELS[status])}</span>;
}
