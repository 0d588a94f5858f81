// The owner's settings in one form (docs/decisions/023): delivery slots, lead time, booking
// window, closed dates, peak days (docs/decisions/072), delivery areas, the riel rate and the
// KHQR merchant details. Checked
// with the schema the server uses before sending; on a refusal everything typed stays, the
// messages sit under their fields and focus goes to the first one.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { SETTINGS_LIMITS, type SettingsWire } from "../../../shared/settings";
import { ApiError } from "../../api/client";
import { Field, FieldError } from "../../components/forms/Field";
import { errorNotice, successNotice } from "../../components/forms/FormMessage";
import { useSubmit } from "../../components/forms/useSubmit";
import { adminApi, failureText } from "../api";
import { CLOSED_DRAFT_KEY, ClosedDates, type ClosedDraft } from "./ClosedDates";
import { PeakDays } from "./PeakDays";
import { AreaRows, SlotRows, type UpdateSettings } from "./SettingsRows";
import {
  checkSettingsForm,
  FIELD_LABELS,
  formFromSettings,
  type SettingsErrors,
  type SettingsFormValues,
  serverFieldErrors,
} from "./settings-values";

type TextField =
  | "leadMinutes"
  | "windowDays"
  | "exchangeRate"
  | "maxOpenUnpaidOrders"
  | "merchantName"
  | "merchantCity"
  | "bakongAccountId"
  | "phone";

const UNADDED_DATE = "Add this date with “Add closed date”, or clear it, before saving";
const CORRECT_FIELDS = "Please correct the highlighted fields.";
const SAVE_FAILED = "The settings could not be saved. Please try again.";

const SAVED = "Settings saved. The order form uses them from now on.";

export function SettingsForm({ initial }: { initial: SettingsWire }) {
  const [values, setValues] = useState<SettingsFormValues>(() => formFromSettings(initial));
  const [saved, setSaved] = useState(values);
  const [errors, setErrors] = useState<SettingsErrors>({});
  // The outcome of the last save: saved, or failed with its message (none while editing).
  const { busy: saving, notice: outcome, setNotice: setOutcome, submit } = useSubmit();
  const [focusRequest, setFocusRequest] = useState(0);
  const [draft, setDraft] = useState<ClosedDraft>({ date: "", note: "" });
  const form = useRef<HTMLFormElement>(null);
  const status = useRef<HTMLDivElement>(null);

  // After a refused save: the first field with a message (in the form's order) gets focus.
  useEffect(() => {
    if (focusRequest === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [focusRequest]);

  // The outcome of a save is shown beside the Save button, scrolled into view.
  useEffect(() => {
    if (outcome) status.current?.scrollIntoView?.({ block: "nearest" });
  }, [outcome]);

  /** Changes the values; shown messages are checked again, so each one clears once its field is valid. */
  const update: UpdateSettings = (change) => {
    const next = change(values);
    setValues(next);
    setOutcome((current) => (current?.kind === "success" ? null : current));
    if (Object.keys(errors).length === 0) return;
    const checked = checkSettingsForm(next);
    const now: SettingsErrors = checked.ok ? {} : checked.errors;
    setErrors(Object.fromEntries(Object.keys(errors).flatMap((key) => (now[key] ? [[key, now[key]]] : []))));
  };
  const set = (field: TextField, value: string) => update((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkSettingsForm(values);
    return submit({
      check: () => {
        // A date typed in the closed dates' add row but not added would be silently left out.
        if (checked.ok && !draft.date) return true;
        const pending: SettingsErrors = draft.date ? { [CLOSED_DRAFT_KEY]: UNADDED_DATE } : {};
        setErrors({ ...(checked.ok ? {} : checked.errors), ...pending });
        setOutcome(errorNotice(CORRECT_FIELDS));
        setFocusRequest((n) => n + 1);
        return false;
      },
      action: async () => {
        if (!checked.ok) return undefined;
        setErrors({});
        const next = formFromSettings(await adminApi.saveSettings(checked.body));
        setValues(next);
        setSaved(next);
        return successNotice(SAVED);
      },
      failed: (failure) => {
        console.error(failure);
        const fieldErrors = failure instanceof ApiError ? serverFieldErrors(failure.fieldErrors, values) : {};
        setErrors(fieldErrors);
        const mapped = Object.keys(fieldErrors).length > 0;
        if (mapped) setFocusRequest((n) => n + 1);
        return errorNotice(mapped ? CORRECT_FIELDS : failureText(failure, SAVE_FAILED));
      },
    });
  };

  const changed = JSON.stringify(values) !== JSON.stringify(saved);
  const text = (field: TextField, key: string) => ({
    name: key,
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });
  const wholeNumber = (field: TextField, key: string, min: number, max: number) => ({
    ...text(field, key),
    type: "number",
    inputMode: "numeric" as const,
    min,
    max,
    step: "1",
  });

  return (
    <form
      ref={form}
      className="settings-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="settings-title"
    >
      <div className="admin-section-head">
        <h2 id="settings-title">Settings</h2>
      </div>

      <SlotRows values={values} errors={errors} update={update} />

      <fieldset className="admin-fieldset">
        <legend>Ordering rules</legend>
        <div className="field-row">
          <Field
            label={`${FIELD_LABELS.lead_minutes} (minutes)`}
            error={errors.lead_minutes}
            hint="A slot can be booked until this long before it starts."
          >
            {(control) => (
              <input
                {...control}
                {...wholeNumber("leadMinutes", "lead_minutes", 0, SETTINGS_LIMITS.leadMinutes)}
              />
            )}
          </Field>
          <Field
            label={`${FIELD_LABELS.window_days} (days)`}
            error={errors.window_days}
            hint="How many days ahead customers may book, today included."
          >
            {(control) => (
              <input
                {...control}
                {...wholeNumber("windowDays", "window_days", 1, SETTINGS_LIMITS.windowDays)}
              />
            )}
          </Field>
          <Field
            label={FIELD_LABELS.max_open_unpaid_orders ?? ""}
            error={errors.max_open_unpaid_orders}
            hint="How many orders one customer may have waiting for payment at once."
          >
            {(control) => (
              <input
                {...control}
                {...wholeNumber(
                  "maxOpenUnpaidOrders",
                  "max_open_unpaid_orders",
                  1,
                  SETTINGS_LIMITS.openUnpaidOrders,
                )}
              />
            )}
          </Field>
        </div>
      </fieldset>

      <ClosedDates
        values={values}
        errors={errors}
        update={update}
        draft={draft}
        onDraft={(next) => {
          setDraft(next);
          if (errors[CLOSED_DRAFT_KEY]) setErrors(({ [CLOSED_DRAFT_KEY]: _, ...rest }) => rest);
        }}
      />

      <PeakDays values={values} errors={errors} update={update} />

      <AreaRows values={values} errors={errors} update={update} />

      <fieldset className="admin-fieldset">
        <legend>Money</legend>
        <Field
          label={`${FIELD_LABELS.exchange_rate_khr} (riel per US dollar)`}
          error={errors.exchange_rate_khr}
          hint="Prices show riel beside dollars at this rate, rounded to 100 riel."
        >
          {(control) => (
            <input
              {...control}
              {...wholeNumber(
                "exchangeRate",
                "exchange_rate_khr",
                SETTINGS_LIMITS.rate.min,
                SETTINGS_LIMITS.rate.max,
              )}
            />
          )}
        </Field>
        <p className="settings-subhead">KHQR merchant details</p>
        <div className="field-row">
          <Field label={FIELD_LABELS["khqr.merchant_name"] ?? ""} error={errors["khqr.merchant_name"]}>
            {(control) => (
              <input
                {...control}
                {...text("merchantName", "khqr.merchant_name")}
                type="text"
                maxLength={25}
              />
            )}
          </Field>
          <Field label={FIELD_LABELS["khqr.merchant_city"] ?? ""} error={errors["khqr.merchant_city"]}>
            {(control) => (
              <input
                {...control}
                {...text("merchantCity", "khqr.merchant_city")}
                type="text"
                maxLength={15}
              />
            )}
          </Field>
          <Field
            label={FIELD_LABELS["khqr.bakong_account_id"] ?? ""}
            error={errors["khqr.bakong_account_id"]}
            optional
            hint="As your bank shows it, e.g. shopname@aclb."
          >
            {(control) => (
              <input
                {...control}
                {...text("bakongAccountId", "khqr.bakong_account_id")}
                type="text"
                maxLength={32}
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </Field>
          <Field label={FIELD_LABELS["khqr.phone"] ?? ""} error={errors["khqr.phone"]} optional>
            {(control) => (
              <input
                {...control}
                {...text("phone", "khqr.phone")}
                type="tel"
                maxLength={25}
                autoComplete="off"
              />
            )}
          </Field>
        </div>
      </fieldset>

      <div className="settings-actions" ref={status}>
        {/* aria-disabled while saving, not disabled: the focus stays on it (useSubmit ignores a second press) */}
        <button type="submit" className="btn btn-primary" aria-disabled={saving || undefined}>
          {saving ? "Saving…" : "Save settings"}
        </button>
        <div className="settings-outcome" aria-live="polite">
          {outcome?.kind === "success" ? (
            <p className="settings-saved">{outcome.text}</p>
          ) : outcome?.kind === "error" ? (
            <FieldError message={outcome.text} />
          ) : changed ? (
            <p className="text-muted">You have unsaved changes.</p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
