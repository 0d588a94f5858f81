// The Reviews tab's calls (docs/decisions/041): a page of every review, newest first, hidden
// ones too, and hiding or showing one.
import { PAGE_LIMIT_DEFAULT } from "../../../shared/paging";
import type { AdminReviewWire } from "../../../shared/reviews";
import { api, read } from "../../api/rpc";
import type { Page } from "../../hooks/usePagedList";
import { withToken } from "../api";

export interface AdminReview {
  id: number;
  orderId: number;
  productId: number | null;
  productName: string;
  rating: number;
  comment: string;
  reviewerName: string;
  hidden: boolean;
  createdAt: string;
}

export const toAdminReview = (wire: AdminReviewWire): AdminReview => ({
  id: wire.id,
  orderId: wire.order_id,
  productId: wire.product_id,
  productName: wire.product_name,
  rating: wire.rating,
  comment: wire.comment,
  reviewerName: wire.reviewer_name,
  hidden: wire.hidden,
  createdAt: wire.created_at,
});

const reviews = api.admin.reviews;

export const adminReviewsApi = {
  page: (cursor: string | null = null): Promise<Page<AdminReview>> =>
    withToken(async () => {
      const answer = await read(
        reviews.$get({ query: { limit: String(PAGE_LIMIT_DEFAULT), cursor: cursor ?? undefined } }),
      );
      return { items: answer.reviews.map(toAdminReview), nextCursor: answer.next_cursor };
    }),
  setHidden: (id: number, hidden: boolean) =>
    withToken(async () =>
      toAdminReview(await read(reviews[":id"].$put({ param: { id: String(id) }, json: { hidden } }))),
    ),
};
