// /orders (signed in): the customer's own orders, newest first, with their status;
// a skeleton while loading and an empty state that leads to the catalogue.
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import type { Order } from "../api/models";
import { ordersApi } from "../api/orders";
import { useSessionExpiry } from "../auth/useSessionExpiry";
import { OrderCard } from "../components/account/OrderCard";
import { PageMeta } from "../components/PageMeta";
import { Skeleton } from "../components/Skeleton";
import "../styles/account.css";

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; orders: Order[] };

/** Newest first, whatever order the server sent them in. */
const newestFirst = (orders: Order[]) =>
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

export default function OrdersPage() {
  const endIfExpired = useSessionExpiry();
  const [load, setLoad] = useState<Load>({ state: "loading" });

  /** Loads the orders; the returned function stops a stale answer from landing. */
  const loadOrders = useCallback(() => {
    let live = true;
    setLoad({ state: "loading" });
    ordersApi
      .mine()
      .then((orders) => live && setLoad({ state: "ready", orders: newestFirst(orders) }))
      .catch((error: unknown) => {
        if (live && !endIfExpired(error)) setLoad({ state: "failed" });
      });
    return () => {
      live = false;
    };
  }, [endIfExpired]);

  useEffect(() => loadOrders(), [loadOrders]);

  return (
    <main id="main" className="page orders-page">
      <PageMeta />
      <header className="page-header orders-header">
        <div>
          <h1 className="page-title">My orders</h1>
          <p className="page-lead">Follow your flowers from our studio to the door.</p>
        </div>
        <Link to="/products" className="btn btn-secondary">
          Order more flowers
        </Link>
      </header>
      {load.state === "loading" ? (
        <>
          <p role="status" className="visually-hidden">
            Loading your orders…
          </p>
          <OrdersSkeleton />
        </>
      ) : null}
      {load.state === "failed" ? (
        <div className="empty-state" role="alert">
          <h2>We could not load your orders</h2>
          <p>Please check your connection and try again.</p>
          <button type="button" className="btn btn-primary" onClick={() => loadOrders()}>
            Try again
          </button>
        </div>
      ) : null}
      {load.state === "ready" && load.orders.length === 0 ? (
        <div className="empty-state card">
          <h2>No orders yet</h2>
          <p>When you order flowers, you can follow them here.</p>
          <Link to="/products" className="btn btn-primary">
            Browse our flowers
          </Link>
        </div>
      ) : null}
      {load.state === "ready" && load.orders.length > 0 ? (
        <ul className="order-list">
          {load.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}
