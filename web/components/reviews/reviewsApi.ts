// The storefront's review calls: writing one, and a product's reviews page by page (the
// customer's orders come with their reviews from ordersApi.mine). Only lazy pages (/orders,
// the product page) import this.
import { api, read } from "../../api/rpc";

export type { ReviewedOrder } from "../../api/orders";

export const reviewsApi = {
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
