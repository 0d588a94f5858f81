// The product page's Reviews section: the visible reviews newest first (first name, stars,
// date, comment), "Show more" with the cursor, and a polite word when there are none. When the
// last page comes in, the button gives way to a note that takes the focus it had.
import "./reviews.css";
import { useEffect, useRef, useState } from "react";
import { moreReviewsShown, type ReviewWire } from "../../../shared/reviews";
import { useResource } from "../../hooks/useResource";
import { isNetworkError } from "../forms/apiError";
import { LoadFailed } from "../LoadFailed";
import { ReviewText } from "./ReviewText";
import { reviewsApi } from "./reviewsApi";

export function ProductReviews({ productId, count }: { productId: string; count: number }) {
  // No visible review: nothing to ask for.
  const { state, reload, update } = useResource(
    async () => (count > 0 ? reviewsApi.ofProduct(productId, null) : { reviews: [], next_cursor: null }),
    [productId, count],
  );
  const [more, setMore] = useState<"idle" | "loading" | "failed">("idle");
  /** Said politely after "Show more" only, not on the first load. */
  const [said, setSaid] = useState("");
  const note = useRef<HTMLParagraphElement>(null);
  /** The button had focus when the last page was asked for: the note takes it over. */
  const focusNote = useRef(false);
  const allShown = state.status === "ready" && !state.data.next_cursor;
  useEffect(() => {
    if (allShown && focusNote.current) note.current?.focus();
    focusNote.current = false;
  }, [allShown]);

  const showMore = async (cursor: string, button: HTMLElement) => {
    setMore("loading");
    try {
      const page = await reviewsApi.ofProduct(productId, cursor);
      update((shown) => ({ reviews: [...shown.reviews, ...page.reviews], next_cursor: page.next_cursor }));
      const shown = moreReviewsShown(page.reviews.length);
      focusNote.current = !page.next_cursor && document.activeElement === button;
      setSaid(page.next_cursor ? `${shown}.` : `${shown}. All reviews shown.`);
      setMore("idle");
    } catch {
      setMore("failed");
    }
  };

  return (
    <section className="product-reviews" aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title">Reviews{count > 0 ? ` (${count})` : ""}</h2>
      {state.status === "loading" ? <p className="text-muted">Loading reviews…</p> : null}
      {state.status === "failed" ? (
        <LoadFailed
          level={3}
          title="We could not load the reviews"
          offline={isNetworkError(state.error)}
          onRetry={reload}
        />
      ) : null}
      {state.status === "ready" && state.data.reviews.length === 0 ? (
        <p className="text-muted">No reviews yet. Customers can review a bouquet once it is delivered.</p>
      ) : null}
      {state.status === "ready" && state.data.reviews.length > 0 ? (
        <>
          <ul className="review-list">
            {state.data.reviews.map((review: ReviewWire) => (
              <li key={review.id} className="review-item">
                <ReviewText review={review} />
              </li>
            ))}
          </ul>
          <p ref={note} role="status" className="text-muted review-more-note" tabIndex={-1}>
            {more === "loading" ? "Loading more reviews…" : said}
          </p>
          {more === "failed" ? (
            <p role="alert" className="alert alert-error">
              We could not load more reviews. Please try again.
            </p>
          ) : null}
          {state.data.next_cursor ? (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              aria-disabled={more === "loading" || undefined}
              onClick={(event) => {
                if (more !== "loading" && state.data.next_cursor)
                  showMore(state.data.next_cursor, event.currentTarget);
              }}
            >
              Show more reviews
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
