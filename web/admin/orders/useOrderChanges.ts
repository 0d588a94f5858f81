// The owner's changes to an order from a list (the Orders tab, the Deliveries board): its
// status and its payment, one call at a time per order (each answers the whole order, so a
// late one would undo the other), the saved order handed back to the list, and a toast
// either way, or the failure handed to the caller who shows it in place (a refused refund).
// `markBusy` holds an order while something else works on it (a photo upload).
import { type OrderStatus, STATUS_LABELS } from "../../../shared/orders";
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from "../../../shared/payment";
import type { Order } from "../../api/models";
import { useToast } from "../../components/Toast";
import { adminApi, failureText } from "../api";
import { usePendingRows } from "../usePendingRows";

/** Told, in words, why a payment change was refused (the server's detail when it gave one). */
export type PaymentFailed = (text: string) => void;

export function useOrderChanges(replace: (saved: Order) => void) {
  const toast = useToast();
  const [busy, runBusy, markBusy] = usePendingRows<number>();

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

  /** `failed`, when given, is told why the change was refused instead of a toast. */
  const changePayment = (order: Order, to: PaymentStatus, failed?: PaymentFailed) =>
    runBusy(
      order.id,
      async () => {
        const saved = await adminApi.setPaymentStatus(order.id, to);
        replace(saved);
        toast(
          `Order #${saved.id} is now ${PAYMENT_STATUS_LABELS[saved.paymentStatus].toLowerCase()}`,
          "success",
        );
      },
      (failure) => {
        const text = failureText(failure, `Could not update the payment of order #${order.id}`);
        if (failed) failed(text);
        else toast(text, "error");
      },
    );

  return { busy, markBusy, changeStatus, changePayment };
}
