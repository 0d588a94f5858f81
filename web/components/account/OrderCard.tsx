// One of the customer's orders on /orders: what, how much, when, where, and its status.
import { formatUsd } from "../../../shared/catalog";
import type { Order } from "../../api/models";
import { formatDateTime } from "../../lib/format";
import { OrderStatusBadge } from "../OrderStatusBadge";

export function OrderCard({ order }: { order: Order }) {
  const where = [order.address, order.landmark, order.city].filter(Boolean).join(", ");
  return (
    <article className="card order-card" aria-labelledby={`order-${order.id}-title`}>
      <img
        src={order.productImage}
        alt=""
        width={88}
        height={88}
        className="order-card-image"
        loading="lazy"
      />
      <div className="order-card-body">
        <div className="order-card-top">
          <h2 id={`order-${order.id}-title`} className="order-card-title">
            {order.productName}
          </h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="order-card-price">{formatUsd(order.price)}</p>
        <dl className="order-card-facts">
          <div>
            <dt>Order</dt>
            <dd>#{order.id}</dd>
          </div>
          <div>
            <dt>Ordered</dt>
            <dd>
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Deliver to</dt>
            <dd>{where}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
