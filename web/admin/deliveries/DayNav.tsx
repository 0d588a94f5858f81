// Which day the board shows: the date itself (any day can be typed or picked), a step back and
// a step forward, and a way back to today when elsewhere; in that order on the screen too.
import { useRef } from "react";
import { addDays } from "../../../shared/delivery";
import { Field } from "../../components/forms/Field";
import { useTypedDate } from "../../components/forms/useTypedDate";

interface DayNavProps {
  date: string;
  today: string;
  onDate: (date: string) => void;
}

export function DayNav({ date, today, onDate }: DayNavProps) {
  const input = useRef<HTMLInputElement>(null);
  const dateField = useTypedDate({ value: date, onDate });
  return (
    <div className="delivery-day-nav">
      <Field label="Delivery date">
        {(control) => <input {...control} {...dateField.input} ref={input} required />}
      </Field>
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
