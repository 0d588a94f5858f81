// "How will you pay?": cash on delivery, KHQR or a card or wallet through ABA PayWay, shown only
// when the shop offers more than cash (GET /api/shop payment_methods). The QR code and PayWay's
// page come after the order is placed.
import { useId } from "react";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "../../../shared/payment";
import { PaywayMarks } from "../../components/payway/PaywayMarks";
import { t } from "../../i18n";
import { OrderStep } from "./OrderStep";
import { ORDER_TEXT } from "./texts";

interface PaySectionProps {
  methods: PaymentMethod[];
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
}

export function PaySection({ methods, method, onMethod }: PaySectionProps) {
  const id = useId();
  // The whole card is the click target, but only the method names the radio; its hint describes it.
  return (
    <OrderStep id="order-pay" number={5} title={ORDER_TEXT.pay}>
      <fieldset className="choice-group" aria-labelledby="order-pay">
        <div className="choice-grid choice-grid-2">
          {methods.map((option) => (
            <label key={option} className="choice choice-pay">
              <input
                type="radio"
                name="paymentMethod"
                value={option}
                checked={method === option}
                onChange={() => onMethod(option)}
                aria-labelledby={`${id}-${option}`}
                aria-describedby={`${id}-${option}-hint`}
              />
              <span className="choice-text">
                <span id={`${id}-${option}`} className="choice-title">
                  {t(PAYMENT_METHOD_LABELS[option])}
                </span>{" "}
                <span id={`${id}-${option}-hint`} className="choice-meta">
                  {t(ORDER_TEXT.payHint[option])}
                </span>
                {option === "payway" ? <PaywayMarks /> : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </OrderStep>
  );
}
