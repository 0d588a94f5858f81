// Dashboard tab: the shop's numbers at a glance, the coming peak days' bookings against their
// limits, the owner's charts, then the newest orders and sign-ups.

import { type ReactNode, useId } from "react";
import { OrderStatusBadge } from "../../components/OrderStatusBadge";
import { OrderPaymentBadge } from "../../components/PaymentStatusBadge";
import { useResource } from "../../hooks/useResource";
import { formatCount, formatDate, formatUsd } from "../../lib/format";
import { adminApi, type Dashboard } from "../api";
import { LoadBanner } from "../LoadBanner";
import { OwnerCharts } from "./OwnerCharts";
import { PeakDayBars } from "./PeakDayBars";
import { useReports } from "./reportsApi";

function statCards(stats: Dashboard["stats"]) {
  return [
    { label: "Total orders", value: formatCount(stats.total_orders) },
    {
      label: "Pending orders",
      value: formatCount(stats.pending_orders),
      tone: stats.pending_orders > 0 ? "warning" : "",
    },
    { label: "Revenue (delivered)", value: formatUsd(stats.revenue), tone: "success" },
    { label: "Pending revenue", value: formatUsd(stats.pending_revenue) },
    // What the orders not cancelled still owe: the money still to collect.
    { label: "Unpaid", value: formatUsd(stats.unpaid_total), tone: stats.unpaid_total > 0 ? "warning" : "" },
    { label: "Total customers", value: formatCount(stats.total_customers) },
    { label: "Total products", value: formatCount(stats.total_products) },
    {
      label: "Out of stock",
      value: formatCount(stats.out_of_stock_products),
      tone: stats.out_of_stock_products > 0 ? "danger" : "",
    },
  ];
}

interface RecentItem {
  key: number;
  name: string;
  line: string;
  side: ReactNode;
}

/** One "recent" card: a heading (with an optional action), then one line per item. */
function RecentCard({
  title,
  action,
  empty,
  items,
}: {
  title: string;
  action?: ReactNode;
  empty: string;
  items: RecentItem[];
}) {
  const titleId = useId();
  return (
    <section className="card admin-recent-card" aria-labelledby={titleId}>
      <div className="admin-section-head">
        <h2 id={titleId}>{title}</h2>
        {action}
      </div>
      {items.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <ul className="admin-recent-list">
          {items.map((item) => (
            <li key={item.key}>
              <div>
                <strong>{item.name}</strong>
                <span className="text-muted">{item.line}</span>
              </div>
              <div className="admin-recent-side">{item.side}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DashboardTab({ onShowOrders }: { onShowOrders: () => void }) {
  const { state } = useResource(adminApi.dashboard, []);
  // Asked for at once, beside the numbers; drawn once the numbers are there.
  const reports = useReports();
  if (state.status !== "ready") return <LoadBanner state={state} />;
  const { stats, recentOrders, recentUsers, peakDays } = state.data;

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

      <PeakDayBars days={peakDays} />

      <OwnerCharts reports={reports} />

      <div className="admin-recent">
        <RecentCard
          title="Recent orders"
          action={
            <button type="button" className="btn btn-ghost btn-sm" onClick={onShowOrders}>
              All orders
            </button>
          }
          empty="No orders yet."
          items={recentOrders.map((order) => ({
            key: order.id,
            name: order.customerName,
            line: `#${order.id} · ${order.productName} · ${formatDate(order.createdAt)}`,
            side: (
              <>
                <span>{formatUsd(order.price)}</span>
                <OrderStatusBadge status={order.status} />
                <OrderPaymentBadge order={order} />
              </>
            ),
          }))}
        />
        <RecentCard
          title="Recent users"
          empty="No users yet."
          items={recentUsers.map((user) => ({
            key: user.id,
            name: user.name,
            line: `${user.email} · joined ${formatDate(user.createdAt)}`,
            side: (
              <>
                {user.isAdmin ? <span className="badge badge-muted">Administrator</span> : null}
                {user.isSuspended ? <span className="badge badge-danger">Suspended</span> : null}
              </>
            ),
          }))}
        />
      </div>
    </div>
  );
}
