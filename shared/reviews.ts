// Reviews from real customers (docs/decisions/041): one per delivered order, the reviewer's first
// name only, hidden ones left out of the product's figures. Plain TypeScript (no zod) so the
// product page and /orders can use it without downloading the validators.

/** The longest comment a customer may write. */
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;

/** A review as the public and its writer see it. */
export interface ReviewWire {
  id: number;
  order_id: number;
  product_id: number | null;
  rating: number;
  comment: string;
  /** The first word of the customer's name, copied when written. */
  reviewer_name: string;
  created_at: string;
}

/** A review as the owner sees it: hidden ones too, and which product it is about. */
export interface AdminReviewWire extends ReviewWire {
  hidden: boolean;
  /** The product's current name, or the order's copy when the product is gone. */
  product_name: string;
}

export interface ReviewsAnswer {
  reviews: ReviewWire[];
  next_cursor: string | null;
}

/** The product's rating served: the mean of its visible reviews to one decimal, or the
 *  seeded rating while it has none. */
export const meanRating = (sum: number, count: number, seeded: number) =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : seeded;

/** The first word of a name ("Sokha Chan" → "Sokha"); never empty. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || "Customer";
