// A written review: its stars, who and when, and the comment. When is the shop's clock, as the
// owner's Reviews tab shows it, whatever time zone the reader's device is set to.
import type { ReviewWire } from "../../../shared/reviews";
import { formatShopDateTime } from "../../lib/format";
import { Stars } from "./Stars";

export function ReviewText({ review, by = true }: { review: ReviewWire; by?: boolean }) {
  return (
    <>
      <p className="review-meta">
        <Stars rating={review.rating} />
        {by ? <span className="review-name">{review.reviewer_name}</span> : null}
        <time className="review-date" dateTime={review.created_at}>
          {formatShopDateTime(review.created_at)}
        </time>
      </p>
      {review.comment ? <p className="review-comment">{review.comment}</p> : null}
    </>
  );
}
