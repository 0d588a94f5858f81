// One order on the Deliveries board, as the driver and the florist need it on a phone: who
// to call (a tap dials), where to go (a tap opens Maps: the customer's pin, else the typed
// address), what to write on the card, what to make, whether it is paid, and the next step;
// its detail (history, notes, payment) one tap away, Back returning to the board and the focus
// to the Details link it was opened with.
import { useEffect, useId, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { addressLine, deliveryMapsUrl } from "../../../shared/address";
import type { OrderStatus } from "../../../shared/orders";
import { phoneHref } from "../../../shared/shop";
import type { Order } from "../../api/models";
import { PHONE_ICON, PIN_ICON } from "../../components/extraIcons";
import { Icon } from "../../components/Icon";
import { OrderStatusBadge } from "../../components/OrderStatusBadge";
import { OrderPaymentBadge } from "../../components/PaymentStatusBadge";
import { formatSlot } from "../../lib/delivery-format";
import { OrderActions } from "../orders/OrderActions";
import { bouquetLine, recipientOf } from "./orderLines";

interface DeliveryCardProps {
  order: Order;
  busy: boolean;
  onChange: (status: OrderStatus) => void;
  onPrint: () => void;
}

export function DeliveryCard({ order, busy, onChange, onPrint }: DeliveryCardProps) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const details = useRef<HTMLAnchorElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  // The board's history entry remembers which order's detail was opened from it, for Back.
  const returned = (location.state as { opened?: number } | null)?.opened === order.id;
  useEffect(() => {
    if (returned) details.current?.focus();
  }, [returned]);
  const recipient = recipientOf(order);
  const times = formatSlot(null, order.deliveryStart, order.deliveryEnd);
  return (
    <article className="delivery-card card" aria-labelledby={titleId}>
      <header className="delivery-card-head cluster">
        <h4 id={titleId} ref={title} tabIndex={-1}>
          Order #{order.id}
          {times ? <span className="delivery-card-time"> · {times}</span> : null}
        </h4>
        <span className="admin-badges">
          <OrderStatusBadge status={order.status} />
          <OrderPaymentBadge order={order} />
        </span>
      </header>
      <dl className="delivery-card-fields">
        <div>
          <dt>Recipient</dt>
          <dd>
            {recipient.name}
            <a className="delivery-link" href={phoneHref(recipient.phone)}>
              <Icon d={PHONE_ICON} size={18} />
              {recipient.phone}
              {recipient.phoneOf ? ` (${recipient.phoneOf})` : null}
            </a>
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            {addressLine(order, { separator: " · " })}
            <a
              className="delivery-link"
              href={deliveryMapsUrl(order.location, order)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Open in Maps: order #${order.id}'s address (new tab)`}
            >
              <Icon d={PIN_ICON} size={18} />
              Open in Maps
            </a>
          </dd>
        </div>
        <div>
          <dt>Card</dt>
          <dd>
            {order.cardMessage ? (
              <p className="florist-card-message">{order.cardMessage}</p>
            ) : (
              <span className="text-muted">No card message</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Bouquet</dt>
          <dd>{bouquetLine(order)}</dd>
        </div>
        {order.specialInstructions ? (
          <div>
            <dt>Notes</dt>
            <dd>{order.specialInstructions}</dd>
          </div>
        ) : null}
      </dl>
      {/* the status steps on their row (Cancel at its far end), the order's paper and detail below */}
      <div className="delivery-card-actions">
        <OrderActions order={order} busy={busy} onChange={onChange} doneFocus={title} />
        <div className="admin-actions">
          {order.status === "cancelled" ? null : (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={onPrint}
              aria-label={`Print ticket for order #${order.id}`}
            >
              Print ticket
            </button>
          )}
          <Link
            ref={details}
            className="btn btn-ghost btn-sm"
            to={`/admin?tab=orders&order=${order.id}`}
            state={{ from: "deliveries" }}
            onClick={() => navigate(location, { replace: true, state: { opened: order.id } })}
            aria-label={`Details of order #${order.id}`}
          >
            Details
          </Link>
        </div>
      </div>
    </article>
  );
}
