// Reviews tab (docs/decisions/041): every review newest first, hidden ones too,
// with the product, stars, comment, first name and date; Hide / Show in place. A hidden review
// leaves the product's rating and count at once (the database keeps them).
import "../../components/reviews/reviews.css";
import "./reviews-tab.css";
import { useCallback } from "react";
import { Stars } from "../../components/reviews/Stars";
import { ShowMore } from "../../components/ShowMore";
import { useToast } from "../../components/Toast";
import { usePagedList } from "../../hooks/usePagedList";
import { formatShopDateTime } from "../../lib/format";
import { failureText } from "../api";
import { LoadBanner } from "../LoadBanner";
import { usePendingRows } from "../usePendingRows";
import { type AdminReview, adminReviewsApi } from "./moderation-api";

const NO_FILTERS = {};

export function ReviewsTab() {
  const toast = useToast();
  const load = useCallback((_filters: object, cursor: string | null) => adminReviewsApi.page(cursor), []);
  const { state, update, more } = usePagedList(load, NO_FILTERS);
  const [busy, runBusy] = usePendingRows<number>();

  const toggle = (review: AdminReview) =>
    runBusy(
      review.id,
      async () => {
        const saved = await adminReviewsApi.setHidden(review.id, !review.hidden);
        update((list) => list.map((item) => (item.id === saved.id ? saved : item)));
        toast(
          `${saved.reviewerName}'s review of ${saved.productName} is ${saved.hidden ? "hidden" : "shown again"}`,
          "success",
        );
      },
      (failure) => toast(failureText(failure, `Could not update ${review.reviewerName}'s review`), "error"),
    );

  return (
    <section aria-labelledby="reviews-tab-title">
      <div className="admin-section-head">
        <h2 id="reviews-tab-title">Reviews</h2>
      </div>
      {state.status !== "ready" ? (
        // The head stays in every state; the list's place shows what is loading or failed.
        <LoadBanner state={state} />
      ) : state.data.length === 0 ? (
        <p className="empty-state">No reviews yet. Customers can review an order once it is delivered.</p>
      ) : (
        <ul className="admin-card-list">
          {state.data.map((review) => (
            <li
              key={review.id}
              className={review.hidden ? "admin-review card is-hidden" : "admin-review card"}
            >
              <article aria-labelledby={`review-${review.id}`}>
                <header className="admin-review-head cluster">
                  <h3 id={`review-${review.id}`} className="admin-review-product">
                    {review.productName}
                  </h3>
                  {review.hidden ? <span className="badge badge-warning">Hidden</span> : null}
                </header>
                <p className="review-meta">
                  <Stars rating={review.rating} />
                  <span className="review-name">{review.reviewerName}</span>
                  <span>Order #{review.orderId}</span>
                  <time dateTime={review.createdAt}>{formatShopDateTime(review.createdAt)}</time>
                </p>
                {review.comment ? (
                  <p className="review-comment">{review.comment}</p>
                ) : (
                  <p className="review-comment text-muted">No comment.</p>
                )}
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  // Busy, not disabled: a disabled button would drop the keyboard's focus.
                  aria-busy={busy.has(review.id)}
                  onClick={() => busy.has(review.id) || toggle(review)}
                >
                  {review.hidden ? "Show" : "Hide"}{" "}
                  <span className="visually-hidden">{`${review.reviewerName}'s review of ${review.productName}`}</span>
                </button>
              </article>
            </li>
          ))}
        </ul>
      )}
      {state.status === "ready" && state.data.length > 0 ? <ShowMore more={more} noun="reviews" /> : null}
    </section>
  );
}
