// One review's stars, read out as "4 stars".
import { starsLabel } from "../../../shared/reviews";

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="review-stars" role="img" aria-label={starsLabel(rating)}>
      {"★".repeat(rating)}
      <span className="review-stars-empty">{"★".repeat(5 - rating)}</span>
    </span>
  );
}
