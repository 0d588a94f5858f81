// The rating as a radio group (1–5), each radio named "1 star"…"5 stars"; the stars up to the
// chosen one are filled. The radios stay in the page (visually hidden) for keyboard and readers.
import { useId } from "react";
import { REVIEW_RATINGS } from "../../../shared/reviews";
import { t } from "../../i18n";
import { FieldError } from "../forms/Field";
import { starsLabel } from "./Stars";

interface StarPickerProps {
  rating: number | null;
  onRating: (rating: number) => void;
  error?: string;
}

export function StarPicker({ rating, onRating, error }: StarPickerProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="star-picker" aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{t("Your rating")}</legend>
      <div className="star-picker-stars">
        {REVIEW_RATINGS.map((n) => (
          <label key={n} className={rating !== null && n <= rating ? "star-option is-on" : "star-option"}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={n}
              checked={rating === n}
              aria-invalid={error ? true : undefined}
              onChange={() => onRating(n)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{starsLabel(n)}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
