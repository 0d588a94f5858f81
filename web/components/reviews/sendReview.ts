import { api, read } from "../../api/rpc";

/** POST /api/orders/{id}/review */
export const sendReview = (orderId: number, rating: number, comment: string) =>
  read(api.orders[":id"].review.$post({ param: { id: String(orderId) }, json: { rating, comment } }));
