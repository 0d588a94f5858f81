// After a successful order (§8 'Order placed successfully!'): the order number, what was
// ordered and where it goes, what happens next, and the way on to /orders or /products.
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { formatUsd } from "../../../shared/catalog";
import { MSG } from "../../../shared/messages";
import { SHOP } from "../../../shared/shop";
import type { Order } from "../../api/models";

export function OrderConfirmation({ order }: { order: Order }) {
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
      <dl className="order-confirmation-details">
        <div>
          <dt>Flowers</dt>
          <dd>
            {order.productName} · {formatUsd(order.price)}
          </dd>
        </div>
        <div>
          <dt>Deliver to</dt>
          <dd>
            {order.customerName}, {order.address}, {order.city}
          </dd>
        </div>
      </dl>
      <h2 className="order-next-title">What happens next</h2>
      <ol className="order-next">
        <li>
          We call or message you on <strong>{order.customerMobile}</strong> to confirm your order and the
          delivery time.
        </li>
        <li>Payment is arranged with you directly: nothing is charged online.</li>
        <li>Our florists prepare your flowers fresh and deliver them the same day in {order.city}.</li>
      </ol>
      <p className="text-muted">
        Questions? Call {SHOP.phones[0]} or write to <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>.
      </p>
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
