// Paying online on the confirmation: the cards and wallets PayWay takes and "Pay now" while the
// order is unpaid; back from PayWay, one polite status line that says the payment is being
// checked, then "Paid" as soon as the order reads paid, or, after the wait, what to do, with
// "Pay now" again (a declined or abandoned payment ends there too).
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

interface PaywayPaymentProps {
  order: Order;
  /** True on the page PayWay sent the customer back to (`?payway=back`). */
  back: boolean;
  /** The order as read again while waiting for the payment. */
  onChange: (order: Order) => void;
}

/** Whether the confirmation has anything to say about paying online for `order`. */
export const showsPayway = (
  order: Pick<Order, "paymentMethod" | "paymentStatus" | "status">,
  back: boolean,
) =>
  order.paymentMethod === "payway" &&
  order.status !== "cancelled" &&
  (order.paymentStatus === "unpaid" || (back && order.paymentStatus === "paid"));

export function PaywayPayment({ order, back, onChange }: PaywayPaymentProps) {
  const check = usePaymentConfirmation(order, back, onChange);
  const titleId = useId();
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
        {checkText(check)}
      </p>
      {awaitsPayway(order) && (check === "idle" || check === "waited") ? (
        <PayNowButton orderId={order.id} />
      ) : null}
    </section>
  );
}
