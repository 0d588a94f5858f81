// /orders (signed in): the customer's own orders, newest first, with their status and payment
// (KHQR to pay, a proof to send, the delivery photo, a review once delivered), a page at a
// time with "Show more orders"; a skeleton while loading and an empty state that leads to the
// catalogue. A suspended account never gets here with an error: the frame shows the
// suspended panel instead.
import { Link } from "react-router-dom";
import type { ReviewWire } from "../../shared/reviews";
import type { Order } from "../api/models";
import { ordersApi, type ReviewedOrder } from "../api/orders";
import { OrderCard } from "../components/account/OrderCard";
import { isNetworkError } from "../components/forms/apiError";
import { LoadFailed } from "../components/LoadFailed";
import { PageMeta } from "../components/PageMeta";
import { ShowMore } from "../components/ShowMore";
import { Skeleton } from "../components/Skeleton";
import { usePagedList } from "../hooks/usePagedList";
import { t } from "../i18n";
import "../styles/account.css";

/** Newest first, whatever order the server sent them in. */
const newestFirst = (orders: ReviewedOrder[]) =>
  [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

function OrdersSkeleton() {
  return (
    <div aria-hidden="true" className="order-list">
      {[0, 1, 2].map((n) => (
        <div key={n} className="card order-card">
          <Skeleton className="order-card-image" />
          <div className="order-card-body">
            <Skeleton width="60%" height="1.2rem" />
            <Skeleton width="25%" height="1rem" />
            <Skeleton width="85%" height="0.9rem" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The list has no filters: one key for usePagedList. */
const NO_FILTERS = {};

export default function OrdersPage() {
  const { state: load, reload, update, more } = usePagedList(ordersApi.minePage, NO_FILTERS);
  // A payment proof answers the order alone: its review stays as loaded.
  const replace = (changed: Order) =>
    update((orders) =>
      orders.map((order) => (order.id === changed.id ? { ...changed, review: order.review } : order)),
    );
  const reviewed = (review: ReviewWire) =>
    update((orders) => orders.map((order) => (order.id === review.order_id ? { ...order, review } : order)));

  return (
    <main id="main" className="page orders-page">
      <PageMeta />
      <header className="page-header orders-header">
        <div>
          <h1 className="page-title">{t("My orders")}</h1>
          <p className="page-lead">{t("Follow your flowers from our studio to the door.")}</p>
        </div>
        <Link to="/products" className="btn btn-secondary">
          {t("Order more flowers")}
        </Link>
      </header>
      {load.status === "loading" ? (
        <>
          <p role="status" className="visually-hidden">
            {t("Loading your orders…")}
          </p>
          <OrdersSkeleton />
        </>
      ) : null}
      {load.status === "failed" ? (
        <LoadFailed
          title={t("We could not load your orders")}
          offline={isNetworkError(load.error)}
          onRetry={reload}
        />
      ) : null}
      {load.status === "ready" && load.data.length === 0 ? (
        <div className="empty-state card">
          <h2>{t("No orders yet")}</h2>
          <p>{t("When you order flowers, you can follow them here.")}</p>
          <Link to="/products" className="btn btn-primary">
            {t("Browse our flowers")}
          </Link>
        </div>
      ) : null}
      {load.status === "ready" && load.data.length > 0 ? (
        <>
          <ul className="order-list">
            {newestFirst(load.data).map((order) => (
              <li key={order.id}>
                <OrderCard order={order} onChange={replace} onReviewed={reviewed} />
              </li>
            ))}
          </ul>
          {/* once "Show more" was offered it stays, to say when all are shown */}
          {more.available || more.added > 0 || more.failed ? (
            <ShowMore more={more} noun={t("orders")} />
          ) : null}
        </>
      ) : null}
    </main>
  );
}
