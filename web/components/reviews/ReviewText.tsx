// A written review: its stars, who and when, and the comment.
import { shopToday } from "../../../shared/delivery";
import type { ReviewWire } from "../../../shared/reviews";
import { formatShopDate } from "../../lib/delivery-format";
import { Stars } from "./Stars";

/** "Tue, 3 Mar 2026": the day in Siem Reap when the review was written, as the owner's Reviews tab
 *  reads it, whatever the reader's device is set to (the raw text when it is not a date). */
export function reviewDay(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : formatShopDate(shopToday(at));
}

export function ReviewText({ review, by = true }: { review: ReviewWire; by?: boolean }) {
  return (
    <>
      <p className="review-meta">
        <Stars rating={review.rating} />
        {by ? <span className="review-name">{review.reviewer_name}</span> : null}
        <time className="review-date" dateTime={review.created_at}>
          {reviewDay(review.created_at)}
        </time>
      </p>
      {review.comment ? <p className="review-comment">{review.comment}</p> : null}
    </>
  );
}
