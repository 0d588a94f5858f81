// The printed tickets of a day, one a page (half an A4 sheet, deliveries.css): the card message large enough
// to copy by hand, then who receives it, where, when and which order. They are rendered straight
// into <body>, beside the app, so the print stylesheet can hide the whole app and keep them;
// on screen they are never shown. Each ends with whether the order is paid and, when it is not,
// what the driver does before handing the flowers over. What the customer
// typed in Khmer breaks between words only (khmerWordBreaks), as on the storefront.
import { createPortal } from "react-dom";
import { addressLine } from "../../../shared/address";
import { graphemeCount } from "../../../shared/card";
import { khmerWordBreaks } from "../../../shared/i18n/khmer-words";
import { SHOP } from "../../../shared/shop";
import type { Order } from "../../api/models";
import { formatShopDate, formatSlot } from "../../lib/delivery-format";
import { formatKhr, formatUsd } from "../../lib/format";
import { bouquetLine, recipientOf } from "./orderLines";

/** Past this many characters the message is set a little smaller (20pt) to stay on its page. */
const LONG_CARD = 110;

/** shared/pricing's toKhr (to the nearest 100 riel), not imported: sharing that module with the
 *  order page split it into a chunk of its own, one more name in the home page's entry (+13 B gzip). */
const riel = (usd: number, rate: number) => Math.round((usd * rate) / 100) * 100;

/** "$45.00 (≈ ៛184,500)", or dollars alone while the rate is unknown. */
export const toCollect = (usd: number, rate: number | null) =>
  rate ? `${formatUsd(usd)} (≈ ${formatKhr(riel(usd, rate))})` : formatUsd(usd);

/** Paid, or what the driver does about an unpaid order: cash is collected at the door; an order
 *  meant to be paid online (KHQR, PayWay) is not handed over unpaid without the shop's word. */
function TicketPayment({ order, rate }: { order: Order; rate: number | null }) {
  if (order.paymentStatus === "paid")
    return (
      <p className="delivery-ticket-pay delivery-ticket-paid">
        <strong>PAID</strong>: nothing to collect
      </p>
    );
  if (order.paymentMethod === "cash")
    return (
      <p className="delivery-ticket-pay delivery-ticket-unpaid">
        <strong>To collect {toCollect(order.price, rate)}</strong>
      </p>
    );
  return (
    <p className="delivery-ticket-pay delivery-ticket-unpaid">
      <strong>
        NOT PAID: collect {formatUsd(order.price)} or call the shop ({SHOP.phones[0]}) before handing over
      </strong>
    </p>
  );
}

function DeliveryTicket({ order, rate }: { order: Order; rate: number | null }) {
  const recipient = recipientOf(order);
  const when = [
    order.deliveryDate ? formatShopDate(order.deliveryDate) : null,
    formatSlot(order.deliverySlotLabel ?? order.deliverySlot, order.deliveryStart, order.deliveryEnd),
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <article className="delivery-ticket" data-order-id={order.id}>
      <header className="delivery-ticket-head">
        <strong>Order #{order.id}</strong>
        <span>{when}</span>
      </header>
      <p
        className={`delivery-ticket-card${graphemeCount(order.cardMessage ?? "") > LONG_CARD ? " delivery-ticket-card-long" : ""}`}
      >
        {order.cardMessage ? khmerWordBreaks(order.cardMessage) : "(No card message)"}
      </p>
      <dl className="delivery-ticket-fields">
        <div>
          <dt>To</dt>
          <dd>{khmerWordBreaks(recipient.name)}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            {recipient.phone}
            {recipient.phoneOf ? ` (${recipient.phoneOf})` : null}
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{khmerWordBreaks(addressLine(order, { place: "area" }))}</dd>
        </div>
        <div>
          <dt>Bouquet</dt>
          <dd>{bouquetLine(order)}</dd>
        </div>
        {order.specialInstructions ? (
          <div>
            <dt>Notes</dt>
            <dd>{khmerWordBreaks(order.specialInstructions)}</dd>
          </div>
        ) : null}
      </dl>
      <TicketPayment order={order} rate={rate} />
    </article>
  );
}

/** `rate`: riel to the dollar (the shop's settings), null until known. */
export function DeliveryTickets({ orders, rate }: { orders: readonly Order[]; rate: number | null }) {
  // Mounted, the portal makes the print stylesheet hide the app: with nothing to print, the
  // browser's own Print must show the page instead of a blank sheet.
  if (orders.length === 0) return null;
  return createPortal(
    <div className="delivery-tickets" aria-hidden="true">
      {orders.map((order) => (
        <DeliveryTicket key={order.id} order={order} rate={rate} />
      ))}
    </div>,
    document.body,
  );
}
