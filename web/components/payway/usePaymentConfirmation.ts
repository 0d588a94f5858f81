// Back from PayWay (after paying, or after cancelling there), the page cannot know which: PayWay
// tells the shop, not the browser. So it asks the order again every few seconds
// (GET /api/orders/{id}) while it is unpaid, for up to PAYWAY_CONFIRM_WAIT_MS, handing each
// answer to the page; it stops once paid, at the end of the wait, or when the page goes.
import { useEffect, useRef, useState } from "react";
import { PAYWAY_CONFIRM_WAIT_MS } from "../../../shared/payment";
import type { Order } from "../../api/models";
import { ordersApi } from "../../api/orders";

/** How often the order is asked again. */
export const PAYWAY_CHECK_EVERY_MS = 3_000;

/** idle: not back from PayWay (or nothing left to wait for); checking: asking; paid; waited: a
 *  whole wait went by without the payment. */
export type PaymentCheck = "idle" | "checking" | "paid" | "waited";

export function usePaymentConfirmation(
  order: Pick<Order, "id" | "paymentStatus" | "status">,
  /** True on the page PayWay sent the customer back to. */
  back: boolean,
  /** The order as it now stands, each time it is read. */
  onOrder: (order: Order) => void,
): PaymentCheck {
  const [waited, setWaited] = useState(false);
  const latest = useRef(onOrder);
  useEffect(() => {
    latest.current = onOrder;
  });
  const unpaid = order.paymentStatus === "unpaid" && order.status !== "cancelled";
  const watching = back && unpaid && !waited;

  useEffect(() => {
    if (!watching) return;
    let live = true;
    let next: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const fresh = await ordersApi.one(order.id);
        if (live) latest.current(fresh);
      } catch {
        // a missed answer is asked again at the next turn
      }
      if (live) next = setTimeout(ask, PAYWAY_CHECK_EVERY_MS);
    };
    next = setTimeout(ask, PAYWAY_CHECK_EVERY_MS);
    const end = setTimeout(() => {
      live = false;
      clearTimeout(next);
      setWaited(true);
    }, PAYWAY_CONFIRM_WAIT_MS);
    return () => {
      live = false;
      clearTimeout(next);
      clearTimeout(end);
    };
  }, [watching, order.id]);

  if (order.paymentStatus === "paid") return back ? "paid" : "idle";
  if (!back || !unpaid) return "idle";
  return waited ? "waited" : "checking";
}
