// A delivered order's review on /orders: "Review this order" opens the form; once sent (or
// when written before) "Your review" shows the stars and the comment; after a send its heading
// takes the focus the unmounted form had.
import "./reviews.css";
import { useEffect, useId, useRef, useState } from "react";
import type { ReviewWire } from "../../../shared/reviews";
import { t } from "../../i18n";
import { ReviewForm } from "./ReviewForm";
import { ReviewText } from "./ReviewText";

interface OrderReviewProps {
  orderId: number;
  review: ReviewWire | null;
  onReviewed: (review: ReviewWire) => void;
}

export function OrderReview({ orderId, review, onReviewed }: OrderReviewProps) {
  const [open, setOpen] = useState(false);
  const [thanked, setThanked] = useState(false);
  const panelId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (thanked) title.current?.focus();
  }, [thanked]);
  return (
    <section className="order-review" aria-label={t("Review of order #{id}", { id: String(orderId) })}>
      <p role="status" className="order-review-thanks">
        {thanked ? t("Thank you for your review!") : null}
      </p>
      {review ? (
        <>
          <h3 ref={title} className="order-review-title" tabIndex={-1}>
            {t("Your review")}
          </h3>
          <ReviewText review={review} by={false} />
        </>
      ) : (
        <>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((shown) => !shown)}
          >
            {t("Review this order")}
          </button>
          {open ? (
            <div id={panelId}>
              <ReviewForm
                orderId={orderId}
                onSent={(sent) => {
                  setThanked(true);
                  onReviewed(sent);
                }}
              />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
