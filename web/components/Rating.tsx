// A star rating out of 5 (partial stars by width), read out as "Rated 4.5 out of 5", with an
// optional note after it written by the caller ("(3 reviews)"): the cards on the home page use
// this component, so the review wording stays in the product page's lazy chunk. Stars come
// from real reviews only: a product nobody has reviewed shows none.
import { t } from "../i18n";

/** `value`: the mean of the product's `reviews` visible reviews; nothing is drawn without any. */
export function Rating({ value, reviews, note }: { value: number; reviews: number; note?: string }) {
  if (reviews <= 0) return null;
  const clamped = Math.min(5, Math.max(0, value));
  return (
    <p className="rating">
      <span className="rating-stars" aria-hidden="true">
        <span className="rating-fill" style={{ width: `${(clamped / 5) * 100}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span className="visually-hidden">{t("Rated ")}</span>
      <span className="rating-value">{clamped.toFixed(1)}</span>
      <span className="visually-hidden">{t(" out of 5")}</span>
      {note ? <span className="rating-reviews">{note}</span> : null}
    </p>
  );
}
