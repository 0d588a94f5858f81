// Orders tab: orders newest first, page by page, filtered on the server by status, payment,
// delivery date or a search (all in the URL: ?tab=orders&status=pending&payment=unpaid&date=…&q=…),
// with the day and slot each goes out (the day it was placed below, smaller), the allowed
// status actions and whether it is paid on each row, "Export CSV" of every order the filters
// keep (ExportCsvButton.tsx), and a detail view
// (?order=ID, so Back returns to the list) where the owner also marks it paid and adds the
// delivery photo. An order not among the loaded rows (a link, a reload) is fetched by number.

import { createRef, type RefObject, useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { formatShopTime } from "../../../shared/delivery-format";
import { ORDER_STATUSES, STATUS_LABELS } from "../../../shared/orders";
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES } from "../../../shared/payment";
import type { Order } from "../../api/models";
import { ChoiceSelect } from "../../components/forms/ChoiceSelect";
import { Field } from "../../components/forms/Field";
import { isTypedDate, useTypedDate } from "../../components/forms/useTypedDate";
import { OrderStatusBadge } from "../../components/OrderStatusBadge";
import { OrderPaymentBadge } from "../../components/PaymentStatusBadge";
import "./orders.css";
import { ShowMore } from "../../components/ShowMore";
import { usePagedList } from "../../hooks/usePagedList";
import { useResource } from "../../hooks/useResource";
import { formatShopDate, formatSlot } from "../../lib/delivery-format";
import { formatUsd } from "../../lib/format";
import { AdminTable } from "../AdminTable";
import { adminApi, type OrderFilters } from "../api";
import { allMatchingShown, ListToolbar } from "../ListToolbar";
import { LoadBanner } from "../LoadBanner";
import { useUrlFilter, useUrlSearch } from "../search";
import { ExportCsvButton } from "./ExportCsvButton";
import { OrderActions } from "./OrderActions";
import { OrderDetail } from "./OrderDetail";
import { useOrderChanges } from "./useOrderChanges";

/** The day and slot the owner plans by, then when the order was placed (the shop's clock). */
function DeliveryCell({ order }: { order: Order }) {
  return (
    <td data-label="Delivery">
      {/* one block, so the narrow screen's label-and-value row keeps its lines together */}
      <div>
        {order.deliveryDate ? (
          <>
            {formatShopDate(order.deliveryDate)}
            <span className="admin-sub">
              {formatSlot(order.deliverySlotLabel, order.deliveryStart, order.deliveryEnd)}
            </span>
          </>
        ) : (
          <span className="text-muted">No delivery day</span>
        )}
        <span className="admin-sub admin-placed">Placed {formatShopTime(order.createdAt)}</span>
      </div>
    </td>
  );
}

const ORDER_NOUN = { one: "order", other: "orders" };

/** An order found by its number (`#12` matches the id), for a detail opened by address. */
const orderById = async (id: string) =>
  (await adminApi.orders({ q: `#${id}` })).items.find((order) => String(order.id) === id) ?? null;

/** One ref per order, the same object on every render: a row's focus targets. */
function useRowRefs<T extends HTMLElement>() {
  const refs = useRef(new Map<number, RefObject<T | null>>());
  return (id: number) => {
    const known = refs.current.get(id);
    if (known) return known;
    const ref = createRef<T>();
    refs.current.set(id, ref);
    return ref;
  };
}

export function OrdersTab() {
  const [params, setParams] = useSearchParams();
  const search = useUrlSearch();
  const [status, setStatus] = useUrlFilter("status", ORDER_STATUSES);
  const [payment, setPayment] = useUrlFilter("payment", PAYMENT_STATUSES);
  const [date, setDate] = useUrlFilter<string>("date", isTypedDate);
  // Only a whole date filters (never year 2 while the year is typed); emptied, it filters none.
  const dateField = useTypedDate({ value: date, onDate: setDate, clearable: true });
  const filters: OrderFilters = { status, payment, date, q: search.applied };
  const { state, refreshing, update, more } = usePagedList(adminApi.orders, filters);
  const { busy, markBusy, changeStatus, changePayment } = useOrderChanges(replace);
  const openId = params.get("order");
  const listed = state.status === "ready" && state.data.some((order) => String(order.id) === openId);
  const ready = state.status === "ready";
  // The open order when it is not among the loaded rows; a failed look-up counts as not found.
  const { state: lookup, update: updateLookup } = useResource(
    async () => (openId && !listed && ready ? orderById(openId) : undefined),
    [openId, listed, ready],
  );
  /** Loading (undefined), found, or not (null). */
  const fetched = lookup.status === "ready" ? lookup.data : lookup.status === "failed" ? null : undefined;

  function replace(saved: Order) {
    update((list) => list.map((item) => (item.id === saved.id ? saved : item)));
    updateLookup((order) => (order?.id === saved.id ? saved : order));
  }

  const rowHead = useRowRefs<HTMLTableCellElement>();
  const detailsButton = useRowRefs<HTMLButtonElement>();
  // Closing an order's detail (Back, here or the browser's) puts the focus on its Details button.
  const shownOrder = useRef(openId);
  useEffect(() => {
    const closed = shownOrder.current;
    shownOrder.current = openId;
    if (closed && !openId) detailsButton(Number(closed)).current?.focus();
  });

  // The state says the detail was opened from the list: only then does its heading take the focus.
  const openOrder = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete("order");
        else next.set("order", String(id));
        return next;
      },
      id === null ? undefined : { state: { from: "orders" } },
    );

  if (openId) {
    if (state.status !== "ready") return <LoadBanner state={state} />;
    const order = state.data.find((item) => String(item.id) === openId) ?? fetched;
    if (order === undefined) return <LoadBanner state={{ status: "loading" }} />;
    if (order === null) {
      return (
        <div className="alert alert-error" role="alert">
          <p>
            Order #{openId} was not found.{" "}
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => openOrder(null)}>
              Back to orders
            </button>
          </p>
        </div>
      );
    }
    return (
      <OrderDetail
        order={order}
        busy={busy.has(order.id)}
        onChange={(to) => changeStatus(order, to)}
        onPayment={(to, failed) => changePayment(order, to, failed)}
        onSaved={replace}
        onUploading={(on) => markBusy(order.id, on)}
        onBack={() => openOrder(null)}
      />
    );
  }

  const filtered = Object.values(filters).some(Boolean);
  // The head and the toolbar stay in every state (focus and typing in them survive a load); the
  // table's place shows the rows, or what is loading or went wrong.
  const orders = state.status === "ready" ? state.data : null;

  return (
    <section aria-labelledby="orders-title">
      <div className="admin-section-head">
        <h2 id="orders-title">Orders</h2>
        {/* the orders the filters below keep, every page of them */}
        <ExportCsvButton filters={filters} />
      </div>
      <ListToolbar
        searchLabel="Search #, name, e-mail, phone, address or product"
        search={search}
        filter={{
          label: "Status",
          value: status,
          onChange: setStatus,
          anyLabel: "All statuses",
          options: ORDER_STATUSES.map((item) => ({ value: item, label: STATUS_LABELS[item] })),
        }}
        shown={orders?.length ?? null}
        total={orders?.length ?? null}
        more={more.available}
        noun={ORDER_NOUN}
        filtered={filtered}
        activeFilters={[status, payment, date].filter(Boolean).length}
      >
        <ChoiceSelect
          label="Payment"
          value={payment}
          onChange={setPayment}
          anyLabel="Any payment"
          options={PAYMENT_STATUSES.map((item) => ({ value: item, label: PAYMENT_STATUS_LABELS[item] }))}
        />
        <Field label="Delivery date">{(control) => <input {...control} {...dateField.input} />}</Field>
      </ListToolbar>
      {orders === null ? (
        <LoadBanner state={state} />
      ) : (
        <AdminTable
          className="admin-orders"
          caption="Orders, newest first"
          columns={["Order", "Customer", "Product", "Price", "Status", "Delivery", { hidden: "Actions" }]}
          empty={orders.length > 0 ? null : filtered ? "No orders match." : "No orders yet."}
          busy={refreshing}
        >
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className="admin-cell-title" ref={rowHead(order.id)} tabIndex={-1}>
                #{order.id}
              </th>
              <td data-label="Customer">
                {order.customerName}
                <span className="admin-sub">{order.customerMobile}</span>
              </td>
              <td data-label="Product">{order.productName}</td>
              <td data-label="Price">{formatUsd(order.price)}</td>
              <td data-label="Status">
                <span className="admin-badges">
                  <OrderStatusBadge status={order.status} />
                  <OrderPaymentBadge order={order} />
                </span>
              </td>
              <DeliveryCell order={order} />
              <td className="admin-cell-actions">
                <div className="admin-actions">
                  <button
                    ref={detailsButton(order.id)}
                    type="button"
                    className="btn btn-secondary btn-sm"
                    onClick={() => openOrder(order.id)}
                    aria-label={`Details of order #${order.id}`}
                  >
                    Details
                  </button>
                  <OrderActions
                    order={order}
                    busy={busy.has(order.id)}
                    onChange={(to) => changeStatus(order, to)}
                    doneFocus={rowHead(order.id)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {orders?.length ? (
        <ShowMore
          more={more}
          noun="orders"
          done={filtered ? allMatchingShown(orders.length, ORDER_NOUN) : undefined}
        />
      ) : null}
    </section>
  );
}
