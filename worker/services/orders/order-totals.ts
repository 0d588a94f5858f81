// The shop's order figures, read from `order_totals` (per status and payment status, kept by
// migration 0006's triggers: docs/decisions/042), never by summing `orders`. The dashboard and
// the morning summary both read them here, so their "unpaid" is one definition and costs
// the same at any number of orders.
import { type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderTotals } from "../../db/schema";

/** The sum of `value` over the counter rows where `condition` holds (0, not null, when none). */
const sumWhere = (condition: SQLWrapper, value: SQLWrapper) =>
  sql<number>`coalesce(sum(case when ${condition} then ${value} else 0 end), 0)`.mapWith(Number);

const unpaid = sql`${orderTotals.paymentStatus} = 'unpaid' and ${orderTotals.status} <> 'cancelled'`;
const pending = sql`${orderTotals.status} = 'pending'`;

/** One row of figures (a query not yet run: await it, or put it in a db.batch). Unpaid means
 *  not paid and not cancelled, whatever the delivery date. */
export const orderFigures = (db: Db) =>
  db
    .select({
      total: sumWhere(sql`1`, orderTotals.orders),
      pending: sumWhere(pending, orderTotals.orders),
      revenueCents: sumWhere(sql`${orderTotals.status} = 'delivered'`, orderTotals.cents),
      pendingCents: sumWhere(pending, orderTotals.cents),
      unpaidOrders: sumWhere(unpaid, orderTotals.orders),
      unpaidCents: sumWhere(unpaid, orderTotals.cents),
    })
    .from(orderTotals);
