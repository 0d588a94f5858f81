// The product page's Reviews section: the visible reviews newest first (first name, stars,
// date, comment), "Show more" with the cursor, and a polite word when there are none.
import "./reviews.css";
import { useState } from "react";
import type { ReviewWire } from "../../../shared/reviews";
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

  const showMore = async (cursor: string) => {
    setMore("loading");
    try {
      const page = await reviewsApi.ofProduct(productId, cursor);
      update((shown) => ({ reviews: [...shown.reviews, ...page.reviews], next_cursor: page.next_cursor }));
      setSaid(`${page.reviews.length} more reviews shown`);
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
          <p role="status" className="visually-hidden">
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
              onClick={() => {
                if (more !== "loading" && state.data.next_cursor) showMore(state.data.next_cursor);
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
