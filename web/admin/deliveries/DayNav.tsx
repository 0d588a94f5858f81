// Which day the board shows: the date itself (any day can be typed or picked), a step back and
// a step forward, and a way back to today when elsewhere; in that order on the screen too.
import { useId, useRef } from "react";
import { addDays, isValidDate } from "../../../shared/delivery";

interface DayNavProps {
  date: string;
  today: string;
  onDate: (date: string) => void;
}

export function DayNav({ date, today, onDate }: DayNavProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="delivery-day-nav">
      <div className="delivery-day-field">
        <label htmlFor={inputId}>Delivery date</label>
        <input
          ref={input}
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
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onDate(addDays(date, -1))}>
        <span aria-hidden="true">←</span> Previous day
      </button>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onDate(addDays(date, 1))}>
        Next day <span aria-hidden="true">→</span>
      </button>
      {date === today ? null : (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => {
            // The button goes once today is shown: the keyboard's focus goes to the date.
            input.current?.focus();
            onDate(today);
          }}
        >
          Today
        </button>
      )}
    </div>
  );
}
