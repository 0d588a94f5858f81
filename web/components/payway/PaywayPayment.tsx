// Paying online on the confirmation: the cards and wallets PayWay takes and "Pay now" while the
// order is unpaid; back from paying at PayWay, one polite status line that says the payment is
// being checked, then "Paid" as soon as the order reads paid, or, after the wait, what to do,
// with "Pay now" again; back from giving up (or a decline), "Pay now" again at once.
import "./payway.css";
import { useId } from "react";
import type { Order } from "../../api/models";
import { t } from "../../i18n";
import { awaitsPayway, PayNowButton } from "./PayNowButton";
import { PaywayMarks } from "./PaywayMarks";
import { type PaymentCheck, usePaymentConfirmation } from "./usePaymentConfirmation";

/** The status line, in the page's language ("" while there is nothing to say). */
function checkText(check: PaymentCheck): string {
  if (check === "checking") return t("Checking your payment with PayWay…");
  if (check === "paid") return t("Paid: thank you! We have received your payment.");
  if (check === "waited")
    return t(
      "We have not heard from PayWay yet. If your payment went through, the shop will see it and you will get an e-mail; if not, you can try again.",
    );
  return "";
}

/** How the customer came back from PayWay (`?payway=`): after paying, or after giving up or a
 *  decline; null when she did not come from PayWay. */
export type PaywayReturn = "back" | "cancelled" | null;

export const paywayReturnOf = (value: string | null): PaywayReturn =>
  value === "back" || value === "cancelled" ? value : null;

interface PaywayPaymentProps {
  order: Order;
  returned: PaywayReturn;
  /** The order as read again while waiting for the payment. */
  onChange: (order: Order) => void;
}

/** Whether the confirmation has anything to say about paying online for `order`. */
export const showsPayway = (
  order: Pick<Order, "paymentMethod" | "paymentStatus" | "status">,
  returned: PaywayReturn,
) =>
  order.paymentMethod === "payway" &&
  order.status !== "cancelled" &&
  (order.paymentStatus === "unpaid" || (returned === "back" && order.paymentStatus === "paid"));

export function PaywayPayment({ order, returned, onChange }: PaywayPaymentProps) {
  const check = usePaymentConfirmation(order, returned === "back", onChange);
  const titleId = useId();
  const line =
    returned === "cancelled" && check === "idle"
      ? t("Your payment was not completed. You can try again.")
      : checkText(check);
  return (
    <section className="payway-payment" aria-labelledby={titleId}>
      <h2 id={titleId} className="payway-title">
        {t("Online payment")}
      </h2>
      {check === "paid" ? null : (
        <div>
          <p>
            {t(
              "Pay by card, Alipay or WeChat Pay on ABA PayWay's secure page: your card details never reach us.",
            )}
          </p>
          <PaywayMarks />
        </div>
      )}
      {/* always there, so each new line is announced */}
      <p role="status" className={check === "paid" ? "payway-status payway-status-paid" : "payway-status"}>
        {line}
      </p>
      {awaitsPayway(order) && (check === "idle" || check === "waited") ? (
        <PayNowButton orderId={order.id} />
      ) : null}
    </section>
  );
}
