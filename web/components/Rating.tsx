// A star rating out of 5 (partial stars by width), read out as "Rated 4.5 out of 5".
export function Rating({ value, reviews }: { value: number; reviews?: number }) {
  const clamped = Math.min(5, Math.max(0, value));
  return (
    <p className="rating">
      <span className="rating-stars" aria-hidden="true">
        <span className="rating-fill" style={{ width: `${(clamped / 5) * 100}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span className="visually-hidden">Rated </span>
      <span className="rating-value">{clamped.toFixed(1)}</span>
      <span className="visually-hidden"> out of 5</span>
      {reviews !== undefined ? (
        <span className="rating-reviews">
          {reviews ? `(${reviews} ${reviews === 1 ? "review" : "reviews"})` : "No reviews yet"}
        </span>
      ) : null}
    </p>
  );
}
