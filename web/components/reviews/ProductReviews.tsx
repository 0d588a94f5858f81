// The product page's Reviews section: the visible reviews newest first (first name, stars,
// date, comment), the paged lists' "Show more", and a polite word when there are none.
import "./reviews.css";
import type { ReviewWire } from "../../../shared/reviews";
import { type Page, usePagedList } from "../../hooks/usePagedList";
import { plural, t } from "../../i18n";
import { isNetworkError } from "../forms/apiError";
import { LoadFailed } from "../LoadFailed";
import { ShowMore } from "../ShowMore";
import { ReviewText } from "./ReviewText";
import { loadReviews } from "./reviewsApi";

type Reviewed = { productId: string; count: number };

/** What a page of "Show more" added: "2 more reviews shown." */
const moreShown = (count: number) =>
  plural(count, { one: "{count} more review shown.", other: "{count} more reviews shown." });

const loadPage = ({ productId, count }: Reviewed, cursor: string | null) =>
  loadReviews(productId, count, cursor);

/** `firstPage`: the first page the product page was drawn with. */
export function ProductReviews({ productId, count, firstPage }: Reviewed & { firstPage?: Page<ReviewWire> }) {
  const { state, reload, more } = usePagedList(loadPage, { productId, count }, firstPage);

  return (
    <section className="product-reviews" aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title">{count > 0 ? t("Reviews ({count})", { count }) : t("Reviews")}</h2>
      {state.status === "loading" ? <p className="text-muted">{t("Loading reviews…")}</p> : null}
      {state.status === "failed" ? (
        <LoadFailed
          level={3}
          title={t("We could not load the reviews")}
          offline={isNetworkError(state.error)}
          onRetry={reload}
        />
      ) : null}
      {state.status === "ready" && state.data.length === 0 ? (
        <p className="text-muted">
          {t("No reviews yet. Customers can review a bouquet once it is delivered.")}
        </p>
      ) : null}
      {state.status === "ready" && state.data.length > 0 ? (
        <>
          <ul className="review-list">
            {state.data.map((review) => (
              <li key={review.id} className="review-item">
                <ReviewText review={review} />
              </li>
            ))}
          </ul>
          <ShowMore more={more} noun={t("reviews")} said={moreShown} />
        </>
      ) : null}
    </section>
  );
}
