// GET /api/admin/dashboard: shop figures from SQL aggregates, plus the newest orders and users.
import { count, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { RECENT_ITEMS_COUNT } from "../../../shared/orders";
import { toDollars } from "../../../shared/pricing";
import type { DashboardAnswer } from "../../../shared/schemas";
import { orders, products, users } from "../../db/schema";
import { orderWire, userWire } from "../../db/wire";
import type { AppEnv } from "../../env";

/** How many rows match, as a number (SQLite's sum of nothing is null). */
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`.mapWith(Number);
const centsWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(case when ${condition} then ${orders.priceCents} else 0 end), 0)`.mapWith(Number);

export const adminDashboardRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const db = c.var.db;
  // One round trip; every figure is computed by D1, never by loading rows here.
  const [[orderStats], [productStats], [customerStats], recentOrders, recentUsers] = await db.batch([
    db
      .select({
        total: count(),
        pending: countWhere(sql`${orders.status} = 'pending'`),
        revenueCents: centsWhere(sql`${orders.status} = 'delivered'`),
        pendingCents: centsWhere(sql`${orders.status} = 'pending'`),
        unpaidCents: centsWhere(sql`${orders.paymentStatus} = 'unpaid' and ${orders.status} <> 'cancelled'`),
      })
      .from(orders),
    db.select({ total: count(), outOfStock: countWhere(sql`${products.inStock} = 0`) }).from(products),
    db.select({ total: count() }).from(users).where(eq(users.isAdmin, false)),
    db.select().from(orders).orderBy(desc(orders.id)).limit(RECENT_ITEMS_COUNT),
    db.select().from(users).orderBy(desc(users.id)).limit(RECENT_ITEMS_COUNT),
  ]);

  const answer: DashboardAnswer = {
    stats: {
      total_orders: orderStats?.total ?? 0,
      pending_orders: orderStats?.pending ?? 0,
      total_customers: customerStats?.total ?? 0,
      total_products: productStats?.total ?? 0,
      out_of_stock_products: productStats?.outOfStock ?? 0,
      revenue: toDollars(orderStats?.revenueCents ?? 0),
      pending_revenue: toDollars(orderStats?.pendingCents ?? 0),
      unpaid_total: toDollars(orderStats?.unpaidCents ?? 0),
    },
    recent_orders: recentOrders.map(orderWire),
    recent_users: recentUsers.map(userWire),
  };
  return c.json(answer);
});
