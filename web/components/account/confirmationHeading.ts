// What the confirmation of an order says first: its payment state. "Order placed successfully!"
// only for an order with nothing left to pay (cash, paid, refunded); an order still waiting for
// its online payment says so, and one PayWay sent back unpaid (the customer gave up or the card
// was declined) says the payment did not go through.
import { MSG } from "../../../shared/messages";
import type { Order } from "../../api/models";
import type { PaywayReturn } from "../payway/PaywayPayment";

/** placed: the happy tick; waiting: a payment still to come; failed: PayWay sent her back unpaid. */
export type ConfirmationTone = "placed" | "waiting" | "failed";

export const CONFIRMATION_HEADING = {
  placed: MSG.order.placed,
  paywayFailed: "Payment not completed: your order is saved but not paid",
  paywayWaiting: "Order placed: waiting for your payment",
  khqrWaiting: "Order placed: waiting for your KHQR payment",
  khqrChecking: "Order placed: we are checking your payment",
} as const;

type Paying = Pick<Order, "paymentMethod" | "paymentStatus" | "status" | "paymentProofAt">;

/** The heading (English, shown through t()) and its tone for `order` as it stands now. */
export function confirmationHeading(
  order: Paying,
  returned: PaywayReturn,
): { text: string; tone: ConfirmationTone } {
  const unpaid = order.paymentStatus === "unpaid" && order.status !== "cancelled";
  if (!unpaid || order.paymentMethod === "cash") return { text: CONFIRMATION_HEADING.placed, tone: "placed" };
  if (order.paymentMethod === "payway")
    return returned === "cancelled"
      ? { text: CONFIRMATION_HEADING.paywayFailed, tone: "failed" }
      : { text: CONFIRMATION_HEADING.paywayWaiting, tone: "waiting" };
  return order.paymentProofAt
    ? { text: CONFIRMATION_HEADING.khqrChecking, tone: "waiting" }
    : { text: CONFIRMATION_HEADING.khqrWaiting, tone: "waiting" };
}
