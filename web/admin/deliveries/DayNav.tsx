// Which day the board shows: a step back, the date itself (any day can be typed or picked),
// a step forward, and a way back to today when elsewhere.
import { useId } from "react";
import { addDays, isValidDate } from "../../../shared/delivery";

interface DayNavProps {
  date: string;
  today: string;
  onDate: (date: string) => void;
}

export function DayNav({ date, today, onDate }: DayNavProps) {
  const inputId = useId();
  return (
    <div className="delivery-day-nav">
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onDate(addDays(date, -1))}>
        <span aria-hidden="true">←</span> Previous day
      </button>
      <div className="delivery-day-field">
        <label htmlFor={inputId}>Delivery date</label>
        <input
          id={inputId}
          className="field-input"
          type="date"
          value={date}
          required
          onChange={(event) => {
            if (isValidDate(event.target.value)) onDate(event.target.value);
          }}
        />
      </div>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onDate(addDays(date, 1))}>
        Next day <span aria-hidden="true">→</span>
      </button>
      {date === today ? null : (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onDate(today)}>
          Today
        </button>
      )}
    </div>
  );
}
