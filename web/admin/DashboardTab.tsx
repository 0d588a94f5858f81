// Dashboard tab: the shop's numbers at a glance, then the newest orders and sign-ups.
import { formatUsd } from "../../shared/catalog";
import { OrderStatusBadge } from "../components/OrderStatusBadge";
import { formatDate } from "../lib/format";
import { adminApi, type Dashboard } from "./api";
import { LoadBanner } from "./LoadBanner";
import { useAdminData } from "./useAdminData";

function statCards(stats: Dashboard["stats"]) {
  return [
    { label: "Total orders", value: String(stats.total_orders) },
    {
      label: "Pending orders",
      value: String(stats.pending_orders),
      tone: stats.pending_orders > 0 ? "warning" : "",
    },
    { label: "Revenue (delivered)", value: formatUsd(stats.revenue), tone: "success" },
    { label: "Pending revenue", value: formatUsd(stats.pending_revenue) },
    { label: "Total customers", value: String(stats.total_customers) },
    { label: "Total products", value: String(stats.total_products) },
    {
      label: "Out of stock",
      value: String(stats.out_of_stock_products),
      tone: stats.out_of_stock_products > 0 ? "danger" : "",
    },
  ];
}

export function DashboardTab({ onShowOrders }: { onShowOrders: () => void }) {
  const [state] = useAdminData(adminApi.dashboard);
  if (state.status !== "ready") return <LoadBanner state={state} />;
  const { stats, recentOrders, recentUsers } = state.data;

  return (
    <div className="admin-dashboard">
      <h2 className="visually-hidden">Overview</h2>
      <dl className="admin-stats">
        {statCards(stats).map((card) => (
          <div key={card.label} className={`admin-stat ${card.tone ? `admin-stat-${card.tone}` : ""}`}>
            <dt>{card.label}</dt>
            <dd>{card.value}</dd>
          </div>
        ))}
      </dl>

      <div className="admin-recent">
        <section className="card admin-recent-card" aria-labelledby="recent-orders-title">
          <div className="admin-section-head">
            <h2 id="recent-orders-title">Recent orders</h2>
            <button type="button" className="btn btn-ghost btn-sm" onClick={onShowOrders}>
              All orders
            </button>
          </div>
          {recentOrders.length === 0 ? (
            <p className="text-muted">No orders yet.</p>
          ) : (
            <ul className="admin-recent-list">
              {recentOrders.map((order) => (
                <li key={order.id}>
                  <div>
                    <strong>{order.customerName}</strong>
                    <span className="text-muted">
                      #{order.id} · {order.productName} · {formatDate(order.createdAt)}
                    </span>
                  </div>
                  <div className="admin-recent-side">
                    <span>{formatUsd(order.price)}</span>
                    <OrderStatusBadge status={order.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="card admin-recent-card" aria-labelledby="recent-users-title">
          <div className="admin-section-head">
            <h2 id="recent-users-title">Recent users</h2>
          </div>
          {recentUsers.length === 0 ? (
            <p className="text-muted">No users yet.</p>
          ) : (
            <ul className="admin-recent-list">
              {recentUsers.map((user) => (
                <li key={user.id}>
                  <div>
                    <strong>{user.name}</strong>
                    <span className="text-muted">
                      {user.email} · joined {formatDate(user.createdAt)}
                    </span>
                  </div>
                  <div className="admin-recent-side">
                    {user.isAdmin ? <span className="badge badge-muted">Administrator</span> : null}
                    {user.isSuspended ? <span className="badge badge-danger">Suspended</span> : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
