// The signed-in customer's own orders (GET /api/user/orders), newest first, each with its
// review: one builder, so the route and the plan test (worker/routes/list-plans.test.ts) run
// the very same SQL. Keyset on id through orders_user_id (user_id, id), as the admin lists.
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders, reviews } from "../db/schema";

/** `cursor` is the last id served (the next page holds smaller ids). Fetches limit + 1 for pageOf. */
export function myOrdersPageQuery(db: Db, userId: number, cursor: number | null, limit: number) {
  return db
    .select({ order: orders, review: reviews })
    .from(orders)
    .leftJoin(reviews, eq(reviews.orderId, orders.id))
    .where(and(eq(orders.userId, userId), cursor === null ? undefined : lt(orders.id, cursor)))
    .orderBy(desc(orders.id))
    .limit(limit + 1);
}
