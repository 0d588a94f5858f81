// The storefront's review calls: the customer's orders with their reviews, writing one, and a
// product's reviews page by page. Only lazy pages (/orders, the product page) import this.
import type { ReviewWire } from "../../../shared/reviews";
import type { Order } from "../../api/models";
import { toOrder } from "../../api/orders";
import { api, read } from "../../api/rpc";

/** One of the customer's orders and the review they wrote of it (null: none yet). */
export type ReviewedOrder = Order & { review: ReviewWire | null };

export const reviewsApi = {
  /** GET /api/user/orders: each order with its review. */
  myOrders: async (): Promise<ReviewedOrder[]> =>
    (await read(api.user.orders.$get())).map((wire) => ({ ...toOrder(wire), review: wire.review ?? null })),
  /** POST /api/orders/{id}/review */
  send: (orderId: number, rating: number, comment: string) =>
    read(api.orders[":id"].review.$post({ param: { id: String(orderId) }, json: { rating, comment } })),
  /** GET /api/products/{id}/reviews, newest first; `cursor` from the page before. */
  ofProduct: (productId: string, cursor: string | null) =>
    read(
      api.products[":id"].reviews.$get({
        param: { id: productId },
        query: cursor ? { cursor } : {},
      }),
    ),
};
