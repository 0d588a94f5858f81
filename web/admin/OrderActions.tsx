// The status changes an order allows from where it stands (shared/orders.ts): one button
// each, cancelling styled as the destructive one. Nothing is offered after delivered or cancelled.
import { nextStatuses, type OrderStatus } from "../../shared/orders";
import type { Order } from "../api/models";

const ACTION_LABELS: Record<OrderStatus, string> = {
  pending: "Mark pending",
  confirmed: "Confirm",
  shipped: "Mark shipped",
  delivered: "Mark delivered",
  cancelled: "Cancel",
};

interface OrderActionsProps {
  order: Order;
  busy: boolean;
  onChange: (status: OrderStatus) => void;
}

export function OrderActions({ order, busy, onChange }: OrderActionsProps) {
  const next = nextStatuses(order.status);
  if (next.length === 0) return null;
  return (
    <div className="admin-actions">
      {next.map((status) => (
        <button
          key={status}
          type="button"
          className={`btn btn-sm ${status === "cancelled" ? "btn-ghost admin-btn-cancel" : "btn-primary"}`}
          disabled={busy}
          onClick={() => onChange(status)}
          aria-label={`${ACTION_LABELS[status]} order #${order.id}`}
        >
          {ACTION_LABELS[status]}
        </button>
      ))}
    </div>
  );
}
