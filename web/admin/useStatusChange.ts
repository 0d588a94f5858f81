// Moving an order to another status from a list of orders: one call at a time per order (each
// answers the whole order, so a late one would undo the other), the saved order handed back to
// the list, and a toast either way. The Deliveries board uses it; the Orders tab has the same steps.
import { type OrderStatus, STATUS_LABELS } from "../../shared/orders";
import type { Order } from "../api/models";
import { useToast } from "../components/Toast";
import { adminApi, failureText } from "./api";
import { usePendingRows } from "./usePendingRows";

export function useStatusChange(replace: (saved: Order) => void) {
  const toast = useToast();
  const [busy, runBusy] = usePendingRows<number>();
  const changeStatus = (order: Order, to: OrderStatus) =>
    runBusy(
      order.id,
      async () => {
        const saved = await adminApi.setOrderStatus(order.id, to);
        replace(saved);
        toast(`Order #${saved.id} is now ${STATUS_LABELS[saved.status]}`, "success");
      },
      (failure) => toast(failureText(failure, `Could not update order #${order.id}`), "error"),
    );
  return { busy, changeStatus };
}
