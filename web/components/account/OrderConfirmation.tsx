// After a successful order ('Order placed successfully!'): the order number, what was
// ordered, when and to whom it goes with the card message, what happens
// next with how to pay (cash on delivery, or the KHQR code right here), a WhatsApp chat that already names the order, and the way on to /orders or /products.
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { MSG } from "../../../shared/messages";
import { SHOP } from "../../../shared/shop";
import type { Order } from "../../api/models";
import { OrderFloristDetails } from "../OrderFloristDetails";
import { WhatsAppChat } from "../WhatsAppChat";
import { awaitsKhqr, KhqrPayment } from "./KhqrPayment";

/** How the order is paid, as the second of the next steps. */
function howToPay(order: Pick<Order, "paymentMethod" | "paymentStatus">): string {
  if (order.paymentMethod === "cash") return "You pay cash on delivery: nothing is charged online.";
  if (order.paymentStatus === "paid") return "Your KHQR payment is received: thank you.";
  return "You pay with KHQR: scan the code below with your banking app, then upload a screenshot of the payment.";
}

interface OrderConfirmationProps {
  order: Order;
  /** The order as stored after a change made here (a proof of payment sent). */
  onChange: (order: Order) => void;
}

export function OrderConfirmation({ order, onChange }: OrderConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card order-confirmation" aria-labelledby="order-confirmation-title">
      <p className="order-confirmation-mark" aria-hidden="true">
        ✓
      </p>
      <h1 id="order-confirmation-title" ref={heading} tabIndex={-1}>
        {MSG.order.placed}
      </h1>
      <p className="order-number">
        Order number <strong>#{order.id}</strong>
      </p>
      <div className="order-confirmation-details">
        <p className="order-confirmation-product">{order.productName}</p>
        <OrderFloristDetails order={order} />
      </div>
      <h2 className="order-next-title">What happens next</h2>
      <ol className="order-next">
        <li>
          We call or message you on <strong>{order.customerMobile}</strong> to confirm your order and the
          delivery time.
        </li>
        <li>{howToPay(order)}</li>
        <li>Our florists prepare your flowers fresh and deliver them at the time you chose.</li>
      </ol>
      {awaitsKhqr(order) ? <KhqrPayment order={order} onProofSent={onChange} /> : null}
      <div className="order-help">
        <p className="text-muted">
          Questions? Call {SHOP.phones[0]} or write to <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>.
        </p>
        <WhatsAppChat
          text={`Hello ${SHOP.name}, about my order #${order.id}`}
          label="Ask about this order on WhatsApp"
        />
      </div>
      <div className="form-actions">
        <Link to="/orders" className="btn btn-primary">
          View my orders
        </Link>
        <Link to="/products" className="btn btn-secondary">
          Continue shopping
        </Link>
      </div>
    </section>
  );
}
