// Every field of one order as the API serves it, with its status actions, a WhatsApp chat
// with the customer about it, and what the florist needs to make and deliver it (size, gifts,
// day and slot, recipient, card, area, map, total), shown by the same component the customer's
// screens use; then its payment and, once it is on its way, the photo at the door. It reads from
// the same list as the table, so a change (status, payment, photo) shows in both at once.
// Last, its history: every change with who, where from and when, and the owner's notes.
import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { addressFields } from "../../../shared/address";
import type { OrderStatus } from "../../../shared/orders";
import type { PaymentStatus } from "../../../shared/payment";
import { phoneHref, SHOP } from "../../../shared/shop";
import type { Order } from "../../api/models";
import { OrderFloristDetails } from "../../components/OrderFloristDetails";
import { OrderStatusBadge } from "../../components/OrderStatusBadge";
import { WhatsAppChat } from "../../components/WhatsAppChat";
import { formatShopDateTime } from "../../lib/format";
import { pictureAttributes } from "../../lib/pictures";
import { DeliveryPhoto, takesDeliveryPhoto } from "../deliveries/DeliveryPhoto";
import { OrderActions } from "./OrderActions";
import { OrderPayment } from "./OrderPayment";
import { OrderTimeline } from "./OrderTimeline";
import type { PaymentFailed } from "./useOrderChanges";

/** What the owner's chat with the customer opens with: who writes, and which order. */
const orderChatText = (order: Order) =>
  `Hello ${order.customerName}, this is ${SHOP.name} about your order #${order.id}.`;

interface OrderDetailProps {
  order: Order;
  busy: boolean;
  onChange: (status: OrderStatus) => void;
  onPayment: (status: PaymentStatus, failed?: PaymentFailed) => void;
  /** An answer that replaces the order (after a delivery photo is stored). */
  onSaved: (order: Order) => void;
  /** Marks the order busy while its delivery photo uploads, so no status change races the answer. */
  onUploading: (uploading: boolean) => void;
  onBack: () => void;
}

export function OrderDetail({
  order,
  busy,
  onChange,
  onPayment,
  onSaved,
  onUploading,
  onBack,
}: OrderDetailProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened with a list's Details control (its state names the list), the heading takes the focus;
  // shown otherwise (arrowing onto the Orders tab, an address) it leaves the focus where it is.
  const from = (useLocation().state as { from?: string } | null)?.from;
  useEffect(() => {
    if (from) heading.current?.focus();
  }, [from]);
  // Opened from the Deliveries board: Back returns to that board and day.
  const fromBoard = from === "deliveries";
  const navigate = useNavigate();

  // Who and where first: what the owner needs on the road.
  const rows: [string, ReactNode][] = [
    ["Customer", order.customerName],
    [
      "Mobile",
      <span key="mobile" className="admin-contact">
        <a href={phoneHref(order.customerMobile)}>{order.customerMobile}</a>
        <WhatsAppChat
          text={orderChatText(order)}
          phone={order.customerMobile}
          className="btn btn-secondary btn-sm"
        />
      </span>,
    ],
    [
      "Email",
      <a key="email" href={`mailto:${order.customerEmail}`}>
        {order.customerEmail}
      </a>,
    ],
    ...addressFields(order),
    ["Special instructions", order.specialInstructions],
    ["Placed", formatShopDateTime(order.createdAt)],
  ];

  return (
    <article className="admin-order-detail" aria-labelledby="order-detail-title">
      <button
        type="button"
        className="btn btn-ghost btn-sm admin-back"
        onClick={fromBoard ? () => navigate(-1) : onBack}
      >
        <span aria-hidden="true">←</span> {fromBoard ? "Back to deliveries" : "Back to orders"}
      </button>
      <div className="card stack">
        <div className="admin-section-head">
          <h2 id="order-detail-title" ref={heading} tabIndex={-1}>
            Order #{order.id}
          </h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <OrderActions order={order} busy={busy} onChange={onChange} doneFocus={heading} />

        <dl className="admin-fields">
          {/* an empty optional field (a postcode nobody needs) is left out, not "Not given" */}
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>

        <OrderPayment order={order} busy={busy} onPayment={onPayment} />

        <section className="admin-order-product" aria-labelledby="order-product-title">
          {order.productImage ? (
            <img {...pictureAttributes(order.productImage, "96px")} alt="" width={96} height={96} />
          ) : null}
          <div>
            <h3 id="order-product-title">{order.productName}</h3>
            <p className="text-muted">{order.productDescription}</p>
          </div>
        </section>

        <section className="admin-order-florist" aria-labelledby="order-florist-title">
          <h3 id="order-florist-title">Delivery and gifts</h3>
          <OrderFloristDetails order={order} showAddress={false} />
        </section>

        {takesDeliveryPhoto(order) ? (
          <DeliveryPhoto order={order} busy={busy} onSaved={onSaved} onUploading={onUploading} />
        ) : null}

        <OrderTimeline order={order} />
      </div>
    </article>
  );
}
