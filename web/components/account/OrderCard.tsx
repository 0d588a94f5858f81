// One of the customer's orders on /orders: what, how much, when it was ordered, its status,
// and its florist details (size, gifts, delivery day and time, recipient, card, area, map).
import type { Order } from "../../api/models";
import { formatDateTime, formatUsd } from "../../lib/format";
import { OrderFloristDetails } from "../OrderFloristDetails";
import { OrderStatusBadge } from "../OrderStatusBadge";

export function OrderCard({ order }: { order: Order }) {
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
        </dl>
        <OrderFloristDetails order={order} showTotal={false} />
      </div>
    </article>
  );
}
