// A product's reviews page by page, by plain GETs (the customer's orders come with their
// reviews from ordersApi.mine; writing one is sendReview.ts, with the typed client the product
// page does without). Only lazy pages (/orders, the product page) import this.
import type { ReviewsAnswer, ReviewWire } from "../../../shared/reviews";
import { getJson } from "../../api/client";
import type { Page } from "../../hooks/usePagedList";

export type { ReviewedOrder } from "../../api/orders";

/** A page of reviews as the app shows it. */
export const reviewsPageOf = (page: ReviewsAnswer): Page<ReviewWire> => ({
  items: page.reviews,
  nextCursor: page.next_cursor,
});

/** A page of a product's visible reviews, newest first (GET /api/products/{id}/reviews;
 *  `cursor` from the page before): a plain GET. `count` 0: nothing to ask for. */
export async function loadReviews(
  productId: string,
  count: number,
  cursor: string | null,
): Promise<Page<ReviewWire>> {
  if (count === 0) return { items: [], nextCursor: null };
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : "";
  return reviewsPageOf(
    await getJson<ReviewsAnswer>(`/api/products/${encodeURIComponent(productId)}/reviews${query}`),
  );
}
