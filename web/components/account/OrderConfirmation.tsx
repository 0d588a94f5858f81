// The page of an order just placed: a heading that leads with its payment state ('Order placed
// successfully!' only when nothing is left to pay, see confirmationHeading), the order number,
// then how to pay while it is unpaid (the KHQR code right here, or "Pay now" through PayWay and,
// back from PayWay, whether the payment arrived) so it is on the first screen of a phone; what
// was ordered, when and to whom it goes with the card message, what happens next, a WhatsApp chat
// that already names the order, "Remind me next year" (docs/decisions/073), and the way on to
// /orders or /products.
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { SHOP } from "../../../shared/shop";
import type { Order } from "../../api/models";
import { ownerTextLang, t } from "../../i18n";
import { T } from "../../i18n/T";
import { formatShopDateTime } from "../../lib/format";
import { OrderFloristDetails } from "../OrderFloristDetails";
import { PaywayPayment, type PaywayReturn, showsPayway } from "../payway/PaywayPayment";
import { ReminderOffer } from "../reminders/ReminderOffer";
import { WhatsAppChat } from "../WhatsAppChat";
import { confirmationHeading } from "./confirmationHeading";
import { awaitsKhqr, KhqrPayment } from "./KhqrPayment";

/** How the order is paid, as the second of the next steps. */
function howToPay(order: Pick<Order, "paymentMethod" | "paymentStatus" | "refundedAt">): string {
  if (order.paymentStatus === "refunded")
    return order.refundedAt
      ? t("Your payment was refunded on {time}.", { time: formatShopDateTime(order.refundedAt) })
      : t("Your payment has been refunded.");
  if (order.paymentMethod === "cash") return t("You pay cash on delivery: nothing is charged online.");
  if (order.paymentMethod === "payway")
    return order.paymentStatus === "paid"
      ? t("Your payment is received: thank you.")
      : t("You pay online by card, Alipay or WeChat Pay, through ABA PayWay.");
  if (order.paymentStatus === "paid") return t("Your KHQR payment is received: thank you.");
  return t(
    "You pay with KHQR: scan the code below with your banking app, then upload a screenshot of the payment.",
  );
}

interface OrderConfirmationProps {
  order: Order;
  /** The order as stored after a change made here (a proof of payment sent, a payment confirmed). */
  onChange: (order: Order) => void;
  /** How PayWay sent the customer back here, if it did: after paying the payment is checked,
   *  after giving up "Pay now" is offered again. */
  paywayReturn?: PaywayReturn;
  /** The order form could not save the reminder ticked there (its small form here asks again). */
  reminderFailed?: boolean;
}

export function OrderConfirmation({
  order,
  onChange,
  paywayReturn = null,
  reminderFailed = false,
}: OrderConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { text, tone } = confirmationHeading(order, paywayReturn);
  return (
    <section className="card order-confirmation" aria-labelledby="order-confirmation-title">
      {tone === "waiting" ? null : (
        <p className={`order-confirmation-mark order-confirmation-mark-${tone}`} aria-hidden="true">
          {tone === "placed" ? "✓" : "!"}
        </p>
      )}
      <h1 id="order-confirmation-title" ref={heading} tabIndex={-1}>
        {t(text)}
      </h1>
      <p className="order-number">
        <T text="Order number {number}" values={{ number: <strong>#{order.id}</strong> }} />
      </p>
      {awaitsKhqr(order) ? <KhqrPayment order={order} onProofSent={onChange} /> : null}
      {showsPayway(order, paywayReturn) ? (
        <PaywayPayment order={order} returned={paywayReturn} onChange={onChange} />
      ) : null}
      <div className="order-confirmation-details">
        <p className="order-confirmation-product" lang={ownerTextLang(order.productName)}>
          {order.productName}
        </p>
        <OrderFloristDetails order={order} />
      </div>
      <h2 className="order-next-title">{t("What happens next")}</h2>
      <ol className="order-next">
        <li>
          <T
            text="We call or message you on {mobile} to confirm your order and the delivery time."
            values={{ mobile: <strong>{order.customerMobile}</strong> }}
          />
        </li>
        <li>{howToPay(order)}</li>
        <li>{t("Our florists prepare your flowers fresh and deliver them at the time you chose.")}</li>
      </ol>
      <ReminderOffer order={order} failedWithOrder={reminderFailed} />
      <div className="order-help">
        <p className="text-muted">
          <T
            text="Questions? Call {phone} or write to {email}."
            values={{ phone: SHOP.phones[0], email: <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a> }}
          />
        </p>
        <WhatsAppChat
          text={t("Hello {shop}, about my order #{number}", { shop: SHOP.name, number: String(order.id) })}
          label={t("Ask about this order on WhatsApp")}
        />
      </div>
      <div className="form-actions">
        <Link to="/orders" className="btn btn-primary">
          {t("View my orders")}
        </Link>
        <Link to="/products" className="btn btn-secondary">
          {t("Continue shopping")}
        </Link>
      </div>
    </section>
  );
}
