// One review's stars, read out as "4 stars".
import { plural } from "../../i18n";

/** "1 star", "4 stars", in the page's language. */
export const starsLabel = (rating: number) => plural(rating, { one: "{count} star", other: "{count} stars" });

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="review-stars" role="img" aria-label={starsLabel(rating)}>
      {"★".repeat(rating)}
      <span className="review-stars-empty">{"★".repeat(5 - rating)}</span>
    </span>
  );
}
