// Reviews (docs/decisions/041): writing one per delivered order, the public and
// admin lists (keyset pages, newest first), and hiding. The product's count and rating sum
// follow by the triggers of migrations/0005; the cached catalogue is dropped after each write.
import { and, desc, eq, lt } from "drizzle-orm";
import {
  type AdminReviewWire,
  firstName,
  type ReviewsAnswer,
  type ReviewWire,
} from "../../../shared/reviews";
import type { Db } from "../../db/client";
import { orders, products, type ReviewRow, reviews, type UserRow } from "../../db/schema";
import { fail } from "../../http/fail";
import { forgetCatalogue } from "../catalogue/catalogue";
import { cursorId, type PageQuery, pageOf } from "../paging";

export function reviewWire(row: ReviewRow): ReviewWire {
  return {
    id: row.id,
    order_id: row.orderId,
    product_id: row.productId,
    rating: row.rating,
    comment: row.comment,
    reviewer_name: row.reviewerName,
    created_at: row.createdAt,
  };
}

/** D1 reports a broken UNIQUE index in the message of the error or of its cause (Drizzle wraps it). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint failed/i.test(e.message)) return true;
  }
  return false;
}

/** The customer's review of their own delivered order; 404 for an order that is not theirs
 *  (or does not exist: the same answer, so ids of others' orders are not confirmed). */
export async function writeReview(
  db: Db,
  user: UserRow,
  orderId: number,
  body: { rating: number; comment: string },
  requestUrl: string,
): Promise<ReviewWire> {
  const order = await db.query.orders.findFirst({
    where: and(eq(orders.id, orderId), eq(orders.userId, user.id)),
  });
  if (!order) throw fail(404, "orderNotFound");
  if (order.status !== "delivered") throw fail(400, "reviewNotDelivered");
  let row: ReviewRow | undefined;
  try {
    [row] = await db
      .insert(reviews)
      .values({
        orderId,
        productId: order.productId,
        userId: user.id,
        reviewerName: firstName(user.name),
        rating: body.rating,
        comment: body.comment,
      })
      .returning();
  } catch (error) {
    // Two sends at once both pass any check made before the insert: the unique order_id decides.
    if (isUniqueViolation(error)) throw fail(409, "reviewExists");
    throw error;
  }
  if (!row) throw new Error("review insert returned no row");
  await forgetCatalogue(requestUrl, row.productId ?? undefined);
  return reviewWire(row);
}

/** A product's visible reviews, newest first (index reviews_product serves it). */
export async function productReviews(db: Db, productId: number, page: PageQuery): Promise<ReviewsAnswer> {
  const before = cursorId(page.cursor);
  const rows = await db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.productId, productId),
        eq(reviews.hidden, false),
        before === null ? undefined : lt(reviews.id, before),
      ),
    )
    .orderBy(desc(reviews.id))
    .limit(page.limit + 1);
  const { items, next_cursor } = pageOf(rows, page.limit, (row) => [row.id]);
  return { reviews: items.map(reviewWire), next_cursor };
}

const adminSelection = { review: reviews, productName: products.name, orderProductName: orders.productName };

function adminWire(row: { review: ReviewRow; productName: string | null; orderProductName: string }) {
  return {
    ...reviewWire(row.review),
    hidden: row.review.hidden,
    product_name: row.productName ?? row.orderProductName,
  } satisfies AdminReviewWire;
}

const adminQuery = (db: Db) =>
  db
    .select(adminSelection)
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .leftJoin(products, eq(products.id, reviews.productId));

/** Every review, hidden ones too, newest first. */
export async function adminReviews(db: Db, page: PageQuery) {
  const before = cursorId(page.cursor);
  const rows = await adminQuery(db)
    .where(before === null ? undefined : lt(reviews.id, before))
    .orderBy(desc(reviews.id))
    .limit(page.limit + 1);
  const { items, next_cursor } = pageOf(rows, page.limit, (row) => [row.review.id]);
  return { reviews: items.map(adminWire), next_cursor };
}

/** Hides or shows a review; the triggers move the product's figures. */
export async function setReviewHidden(db: Db, id: number, hidden: boolean, requestUrl: string) {
  const [updated] = await db.update(reviews).set({ hidden }).where(eq(reviews.id, id)).returning();
  if (!updated) throw fail(404, "reviewNotFound");
  await forgetCatalogue(requestUrl, updated.productId ?? undefined);
  const [row] = await adminQuery(db).where(eq(reviews.id, id));
  if (!row) throw fail(404, "reviewNotFound");
  return adminWire(row);
}
