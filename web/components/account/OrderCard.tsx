// One of the customer's orders on /orders: what, how much, when it was ordered, its status and
// whether it is paid, its florist details (size, gifts, delivery day and time, recipient, card,
// area, map), the KHQR code behind "Pay with KHQR" while a KHQR order is unpaid, "Pay now"
// (through ABA PayWay) while a card or wallet order is unpaid, and the photo
// of the flowers at the door once delivered, its review (the form, or the review written), and
// "Order again".
import "./order-card.css";
import { useId, useState } from "react";
import type { ReviewWire } from "../../../shared/reviews";
import type { Order } from "../../api/models";
import { ownerTextLang, t } from "../../i18n";
import { formatShopDateTime, formatUsdAndKhr } from "../../lib/format";
import { pictureAttributes } from "../../lib/pictures";
import { OrderFloristDetails } from "../OrderFloristDetails";
import { OrderStatusBadge } from "../OrderStatusBadge";
import { OrderPaymentBadge } from "../PaymentStatusBadge";
import { PrivateImage } from "../PrivateImage";
import { awaitsPayway, PayNowButton } from "../payway/PayNowButton";
import { OrderReview } from "../reviews/OrderReview";
import type { ReviewedOrder } from "../reviews/reviewsApi";
import { awaitsKhqr, KhqrPayment } from "./KhqrPayment";
import { OrderAgain } from "./OrderAgain";

interface OrderCardProps {
  order: Order;
  /** The order as stored after a change made here (a proof of payment sent). */
  onChange: (order: Order) => void;
}

interface ReviewedOrderCardProps {
  order: ReviewedOrder;
  onChange: (order: Order) => void;
  /** The review just written of this order. */
  onReviewed: (review: ReviewWire) => void;
}

/** "Pay with KHQR" and the code it opens (drawn afresh at each opening), or, while it is shut,
 *  the proof already received: one message about the proof at a time, never two. */
function PayWithKhqr({ order, onChange }: OrderCardProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="order-card-pay">
      {!open && order.paymentProofAt ? (
        <p className="order-card-proof">
          {t("Proof of payment received {date}: we will confirm your payment.", {
            date: formatShopDateTime(order.paymentProofAt),
          })}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-primary btn-sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t("Pay with KHQR")}
      </button>
      {open ? (
        <div id={panelId}>
          <KhqrPayment order={order} level={3} onProofSent={onChange} />
        </div>
      ) : null}
    </div>
  );
}

export function OrderCard({ order, onChange, onReviewed }: ReviewedOrderCardProps) {
  const photo = order.status === "delivered" && order.deliveryPhotoAt !== null;
  return (
    <article className="card order-card" aria-labelledby={`order-${order.id}-title`}>
      <img
        {...pictureAttributes(order.productImage, "88px")}
        alt=""
        width={88}
        height={88}
        className="order-card-image"
        loading="lazy"
      />
      <div className="order-card-body">
        <div className="order-card-top">
          <h2
            id={`order-${order.id}-title`}
            className="order-card-title"
            lang={ownerTextLang(order.productName)}
          >
            {order.productName}
          </h2>
          <span className="order-card-badges">
            <OrderStatusBadge status={order.status} />
            <OrderPaymentBadge order={order} />
          </span>
        </div>
        <p className="order-card-price">{formatUsdAndKhr(order.price, order.priceKhr)}</p>
        <dl className="order-card-facts">
          <div>
            <dt>{t("Order")}</dt>
            <dd>#{order.id}</dd>
          </div>
          <div>
            <dt>{t("Ordered")}</dt>
            <dd>
              <time dateTime={order.createdAt}>{formatShopDateTime(order.createdAt)}</time>
            </dd>
          </div>
        </dl>
        <OrderFloristDetails order={order} showTotal={false} />
        {awaitsKhqr(order) ? <PayWithKhqr order={order} onChange={onChange} /> : null}
        {awaitsPayway(order) ? (
          <div className="order-card-pay">
            <PayNowButton orderId={order.id} />
          </div>
        ) : null}
        {photo ? (
          <figure className="order-card-photo">
            <PrivateImage
              src={`/api/orders/${order.id}/delivery-photo`}
              alt={t("Delivery photo of your {product}", { product: order.productName })}
              className="order-card-photo-image"
            />
            <figcaption className="text-muted">{t("Taken at the door when we delivered.")}</figcaption>
          </figure>
        ) : null}
        {order.status === "delivered" ? (
          <OrderReview orderId={order.id} review={order.review} onReviewed={onReviewed} />
        ) : null}
        <OrderAgain order={order} />
      </div>
    </article>
  );
}
