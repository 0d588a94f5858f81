// A written review: its stars, who and when, and the comment.
import type { ReviewWire } from "../../../shared/reviews";
import { formatDate } from "../../lib/format";
import { Stars } from "./Stars";

export function ReviewText({ review, by = true }: { review: ReviewWire; by?: boolean }) {
  return (
    <>
      <p className="review-meta">
        <Stars rating={review.rating} />
        {by ? <span className="review-name">{review.reviewer_name}</span> : null}
        <time className="review-date" dateTime={review.created_at}>
          {formatDate(review.created_at)}
        </time>
      </p>
      {review.comment ? <p className="review-comment">{review.comment}</p> : null}
    </>
  );
}
