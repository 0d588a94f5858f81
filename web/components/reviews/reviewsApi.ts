// The storefront's review calls: writing one, and a product's reviews page by page (the
// customer's orders come with their reviews from ordersApi.mine). Only lazy pages (/orders,
// the product page) import this.
import type { ReviewsAnswer, ReviewWire } from "../../../shared/reviews";
import { getJson } from "../../api/client";
import { api, read } from "../../api/rpc";
import type { Page } from "../../hooks/usePagedList";
import type { LoaderArgs } from "../../ssr/route-data";

export type { ReviewedOrder } from "../../api/orders";

export const reviewsApi = {
  /** POST /api/orders/{id}/review */
  send: (orderId: number, rating: number, comment: string) =>
    read(api.orders[":id"].review.$post({ param: { id: String(orderId) }, json: { rating, comment } })),
};

/** A page of a product's visible reviews, newest first (GET /api/products/{id}/reviews;
 *  `cursor` from the page before): a plain GET, which the product page's loader also sends on
 *  the Worker. `count` 0: nothing to ask for. */
export async function loadReviews(
  productId: string,
  count: number,
  cursor: string | null,
  get: LoaderArgs["get"] = getJson,
): Promise<Page<ReviewWire>> {
  if (count === 0) return { items: [], nextCursor: null };
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : "";
  const page = await get<ReviewsAnswer>(`/api/products/${encodeURIComponent(productId)}/reviews${query}`);
  return { items: page.reviews, nextCursor: page.next_cursor };
}
