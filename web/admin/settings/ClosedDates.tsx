// Closed dates: the days the shop takes no deliveries (Khmer New Year…), each
// with an optional note customers see. Added one at a time, checked by the same rule the
// server uses, listed by date, removed with one button. Saved with the rest of the Settings.
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { shopToday } from "../../../shared/delivery";
import { SETTINGS_LIMITS, settingsBody } from "../../../shared/settings";
import { Field, FieldError } from "../../components/forms/Field";
import { formatShopDate } from "../../lib/delivery-format";
import type { UpdateSettings } from "./SettingsRows";
import {
  FIELD_LABELS,
  type SettingsErrors,
  type SettingsFormValues,
  sortClosedDates,
} from "./settings-values";

const closedDateSchema = settingsBody.shape.closed_dates.element;

/** The add row's text, kept by the form so Save can tell a date typed but not added. */
export interface ClosedDraft {
  date: string;
  note: string;
}

/** The form's message key for a date typed in the add row but not added. */
export const CLOSED_DRAFT_KEY = "closed-date";

interface ClosedDatesProps {
  values: SettingsFormValues;
  errors: SettingsErrors;
  update: UpdateSettings;
  draft: ClosedDraft;
  onDraft: (draft: ClosedDraft) => void;
}

export function ClosedDates({ values, errors, update, draft, onDraft }: ClosedDatesProps) {
  const { date, note } = draft;
  const [problems, setProblems] = useState<{ date?: string; note?: string }>({});
  const [said, setSaid] = useState("");
  const dateInput = useRef<HTMLInputElement>(null);
  const listId = useId();
  const today = shopToday(new Date());
  const dates = values.closedDates;

  const add = () => {
    const parsed = closedDateSchema.safeParse({ date, note });
    const found: { date?: string; note?: string } = {};
    if (!date) found.date = "Date is required";
    else if (dates.some((closed) => closed.date === date))
      found.date = `${formatShopDate(date)} is already closed`;
    else if (date < today) found.date = "Date must be today or later";
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "note" ? "note" : "date";
        found[field] ??= `${field === "note" ? "Note" : "Date"} ${issue.message}`;
      }
    }
    setProblems(found);
    if (found.date || found.note || !parsed.success) {
      dateInput.current?.form
        ?.querySelector<HTMLElement>(`[name="closed-${found.date ? "date" : "note"}"]`)
        ?.focus();
      return;
    }
    update((current) => ({
      ...current,
      closedDates: sortClosedDates([...current.closedDates, parsed.data]),
    }));
    setSaid(`${formatShopDate(parsed.data.date)} added. Save the settings to close it.`);
    onDraft({ date: "", note: "" });
    dateInput.current?.focus();
  };

  // Enter in the add row adds the date instead of saving the whole form.
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };

  const remove = (removed: string) => {
    update((current) => ({
      ...current,
      closedDates: current.closedDates.filter((closed) => closed.date !== removed),
    }));
    setSaid(`${formatShopDate(removed)} removed. Save the settings to open it again.`);
    dateInput.current?.focus();
  };

  return (
    <fieldset className="admin-fieldset">
      <legend>{FIELD_LABELS.closed_dates}</legend>
      <p className="field-hint">
        No deliveries on these days; the order form shows them as closed, with the note.
      </p>
      {dates.length > 0 ? (
        <ul className="settings-closed" id={listId} aria-label="Closed dates, by date">
          {dates.map((closed) => (
            <li key={closed.date} className={closed.date < today ? "settings-closed-past" : undefined}>
              <span className="settings-closed-date">
                <time dateTime={closed.date}>{formatShopDate(closed.date)}</time>
                {closed.date < today ? <span className="text-muted"> (past)</span> : null}
              </span>
              <span className="settings-closed-note">
                {closed.note || <span className="text-muted">No note</span>}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-sm admin-btn-cancel"
                aria-label={`Remove closed date ${formatShopDate(closed.date)}`}
                onClick={() => remove(closed.date)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">No closed dates: the shop delivers every day.</p>
      )}
      <FieldError message={errors.closed_dates} />
      <div className="settings-closed-add">
        <Field label="Date to close" error={problems.date ?? errors[CLOSED_DRAFT_KEY]}>
          {(control) => (
            <input
              {...control}
              ref={dateInput}
              name={CLOSED_DRAFT_KEY}
              type="date"
              min={today}
              value={date}
              onChange={(e) => {
                onDraft({ date: e.target.value, note });
                setProblems((current) => ({ ...current, date: undefined }));
              }}
              onKeyDown={addOnEnter}
            />
          )}
        </Field>
        <Field label="Note" optional error={problems.note} hint="For example: Khmer New Year.">
          {(control) => (
            <input
              {...control}
              name="closed-note"
              type="text"
              maxLength={SETTINGS_LIMITS.note}
              value={note}
              onChange={(e) => {
                onDraft({ date, note: e.target.value });
                setProblems((current) => ({ ...current, note: undefined }));
              }}
              onKeyDown={addOnEnter}
            />
          )}
        </Field>
        <button type="button" className="btn btn-secondary btn-sm settings-closed-button" onClick={add}>
          Add closed date
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </fieldset>
  );
}
