// The owner's changes to an order from a list (the Orders tab, the Deliveries board): its
// status and its payment, one call at a time per order (each answers the whole order, so a
// late one would undo the other), the saved order handed back to the list, and a toast
// either way, or the failure handed to the caller who shows it in place (a refused refund).
// `markBusy` holds an order while something else works on it (a photo upload).
// "Mark delivered" sends the delivery photo chosen for the order first (chosenPhotos.tsx), so
// the customer's "delivered" e-mail carries it; a photo that cannot be sent leaves the order as
// it was, and the owner is told.
import { type OrderStatus, STATUS_LABELS } from "../../../shared/orders";
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from "../../../shared/payment";
import { isSessionExpired } from "../../api/client";
import type { Order } from "../../api/models";
import { useToast } from "../../components/Toast";
import { adminApi, failureText } from "../api";
import { usePendingRows } from "../usePendingRows";
import { useChosenPhotos } from "./chosenPhotos";

/** Told, in words, why a payment change was refused (the server's detail when it gave one). */
export type PaymentFailed = (text: string) => void;

export function useOrderChanges(replace: (saved: Order) => void) {
  const toast = useToast();
  const [busy, runBusy, markBusy] = usePendingRows<number>();
  const photos = useChosenPhotos();

  /** Sends the photo chosen for the order; false (and the owner told) when it could not. */
  const sendChosenPhoto = async (order: Order, photo: File) => {
    try {
      replace(await adminApi.uploadDeliveryPhoto(order.id, photo));
      photos.choose(order.id, null);
      return true;
    } catch (failure) {
      if (isSessionExpired(failure)) throw failure;
      console.error(failure);
      const why = failureText(failure, `Could not send the delivery photo for order #${order.id}.`);
      toast(`${why.replace(/\.?$/, ".")} Order #${order.id} is not marked delivered.`, "error");
      return false;
    }
  };

  const changeStatus = (order: Order, to: OrderStatus) =>
    runBusy(
      order.id,
      async () => {
        const photo = to === "delivered" ? photos.photoFor(order.id) : null;
        if (photo && !(await sendChosenPhoto(order, photo))) return;
        const saved = await adminApi.setOrderStatus(order.id, to);
        replace(saved);
        const withPhoto = photo ? ", with its delivery photo" : "";
        toast(`Order #${saved.id} is now ${STATUS_LABELS[saved.status]}${withPhoto}`, "success");
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
