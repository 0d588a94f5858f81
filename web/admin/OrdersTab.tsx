// Orders tab: every order newest first, filtered by status or searched, with the allowed
// status actions and whether it is paid on each row, and a detail view (?order=ID, so Back
// returns to the list) where the owner also marks it paid and adds the delivery photo.

import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ORDER_STATUSES, type OrderStatus, STATUS_LABELS } from "../../shared/orders";
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from "../../shared/payment";
import type { Order } from "../api/models";
import { OrderStatusBadge } from "../components/OrderStatusBadge";
import { OrderPaymentBadge } from "../components/PaymentStatusBadge";
import "./orders.css";
import { useToast } from "../components/Toast";
import { useResource } from "../hooks/useResource";
import { formatDate, formatUsd } from "../lib/format";
import { AdminTable } from "./AdminTable";
import { adminApi, failureText } from "./api";
import { ListToolbar } from "./ListToolbar";
import { LoadBanner } from "./LoadBanner";
import { OrderActions } from "./OrderActions";
import { OrderDetail } from "./OrderDetail";
import { useListSearch } from "./search";
import { usePendingRows } from "./usePendingRows";

export function OrdersTab() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const { state, update } = useResource(adminApi.orders, []);
  const [status, setStatus] = useState<OrderStatus | "">("");
  const [busy, runBusy, markBusy] = usePendingRows<number>();
  const search = useListSearch();

  if (state.status !== "ready") return <LoadBanner state={state} />;

  const openOrder = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete("order");
      else next.set("order", String(id));
      return next;
    });

  const replace = (saved: Order) =>
    update((list) => list.map((item) => (item.id === saved.id ? saved : item)));

  // One call at a time per order: each answers the whole order, so a late one would undo the other.
  const changeStatus = (order: Order, to: OrderStatus) =>
    runBusy(
      order.id,
      async () => {
        const saved = await adminApi.setOrderStatus(order.id, to);
        replace(saved);
        toast(`Order #${saved.id} is now ${STATUS_LABELS[saved.status]}`, "success");
      },
      (failure) => toast(failureText(failure, `Could not update order #${order.id}`), "error"),
    );

  const changePayment = (order: Order, to: PaymentStatus) =>
    runBusy(
      order.id,
      async () => {
        const saved = await adminApi.setPaymentStatus(order.id, to);
        replace(saved);
        toast(
          `Order #${saved.id} is now ${PAYMENT_STATUS_LABELS[saved.paymentStatus].toLowerCase()}`,
          "success",
        );
      },
      (failure) => toast(failureText(failure, `Could not update the payment of order #${order.id}`), "error"),
    );

  const orders = state.data;
  const openId = params.get("order");
  if (openId) {
    const order = orders.find((item) => String(item.id) === openId);
    if (!order) {
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
        onPayment={(to) => changePayment(order, to)}
        onSaved={replace}
        onUploading={(on) => markBusy(order.id, on)}
        onBack={() => openOrder(null)}
      />
    );
  }

  const counts = new Map<OrderStatus, number>();
  for (const order of orders) counts.set(order.status, (counts.get(order.status) ?? 0) + 1);
  const shown = orders.filter(
    (order) =>
      (status === "" || order.status === status) &&
      search.matches([
        `#${order.id}`,
        order.customerName,
        order.customerEmail,
        order.customerMobile,
        order.productName,
      ]),
  );

  return (
    <section aria-labelledby="orders-title">
      <div className="admin-section-head">
        <h2 id="orders-title">Orders</h2>
      </div>
      <ListToolbar
        searchLabel="Search customer, product or #"
        search={search}
        filter={{
          label: "Status",
          value: status,
          onChange: setStatus,
          anyLabel: `All statuses (${orders.length})`,
          options: ORDER_STATUSES.map((item) => ({
            value: item,
            label: `${STATUS_LABELS[item]} (${counts.get(item) ?? 0})`,
          })),
        }}
        shown={shown.length}
        total={orders.length}
        noun={{ one: "order", other: "orders" }}
      />
      <AdminTable
        className="admin-orders"
        caption="Orders, newest first"
        columns={["Order", "Customer", "Product", "Price", "Status", "Date", { hidden: "Actions" }]}
        empty={shown.length > 0 ? null : orders.length === 0 ? "No orders yet." : "No orders match."}
      >
        {shown.map((order) => (
          <tr key={order.id}>
            <th scope="row" className="admin-cell-title">
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
            <td data-label="Date">{formatDate(order.createdAt)}</td>
            <td className="admin-cell-actions">
              <div className="admin-actions">
                <button
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
                />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
