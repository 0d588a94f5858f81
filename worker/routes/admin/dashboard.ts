// GET /api/admin/dashboard: shop figures, plus the newest orders and users. The order and
// customer figures come from counters the database keeps on every write (order_totals,
// user_totals: migrations/0006, docs/decisions/042), so the dashboard costs the same at 50
// orders and at 100,000; products (a catalogue, not a ledger) are counted. Each coming peak
// day's limits with their bookings so far (docs/decisions/072).
import { count, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { RECENT_ITEMS_COUNT } from "../../../shared/orders";
import { toDollars } from "../../../shared/pricing";
import type { DashboardAnswer } from "../../../shared/schemas";
import { orders, products, users, userTotals } from "../../db/schema";
import { orderWire, userWire } from "../../db/wire";
import type { AppEnv } from "../../env";
import { clock } from "../../services/clock";
import { orderFigures } from "../../services/orders/order-totals";
import { peakDayFigures } from "../../services/peak-days";
import { readSettings, servedRate } from "../../services/settings";

export const adminDashboardRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const db = c.var.db;
  // One round trip over at most a dozen counter rows and the products.
  const [[orderStats], [productStats], [customerStats], recentOrders, recentUsers] = await db.batch([
    orderFigures(db),
    db
      .select({
        total: count(),
        outOfStock: sql<number>`coalesce(sum(${products.inStock} = 0), 0)`.mapWith(Number),
      })
      .from(products),
    db.select({ total: userTotals.users }).from(userTotals).where(eq(userTotals.isAdmin, false)),
    db.select().from(orders).orderBy(desc(orders.id)).limit(RECENT_ITEMS_COUNT),
    db.select().from(users).orderBy(desc(users.id)).limit(RECENT_ITEMS_COUNT),
  ]);
  const current = await readSettings(db);
  const rate = servedRate(current.exchangeRateKhr);

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
    recent_orders: recentOrders.map((row) => orderWire(row, rate)),
    recent_users: recentUsers.map(userWire),
    peak_days: await peakDayFigures(db, current, clock.now()),
  };
  return c.json(answer);
});
