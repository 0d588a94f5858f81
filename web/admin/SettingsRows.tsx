// The Settings form's two row lists: delivery slots (name, start, end, capacity) and delivery
// areas (name, fee, same-day), each row a group named after itself, with add and remove.

import { useRef } from "react";
import { SETTINGS_LIMITS } from "../../shared/settings";
import { Field } from "../components/forms/Field";
import {
  type AreaRow,
  emptyArea,
  emptySlot,
  FIELD_LABELS,
  type SettingsErrors,
  type SettingsFormValues,
  type SlotRow,
} from "./settingsForm";

export type UpdateSettings = (change: (values: SettingsFormValues) => SettingsFormValues) => void;

interface RowsProps {
  values: SettingsFormValues;
  errors: SettingsErrors;
  update: UpdateSettings;
}

/** A list's own message (e.g. "needs at least one slot"), tied to its Add button. */
function ListError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}

export function SlotRows({ values, errors, update }: RowsProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  const setSlot = (key: string, change: Partial<SlotRow>) =>
    update((current) => ({
      ...current,
      slots: current.slots.map((slot) => (slot.key === key ? { ...slot, ...change } : slot)),
    }));
  const error = (slot: SlotRow, field: keyof SlotRow) => errors[`slots.${slot.key}.${field}`];
  const full = values.slots.length >= SETTINGS_LIMITS.slots;
  return (
    <fieldset className="admin-fieldset">
      <legend>{FIELD_LABELS.slots}</legend>
      <p className="field-hint">
        Customers choose one of these times for their delivery. Capacity is how many orders a slot takes on
        one day.
      </p>
      <ul className="settings-rows">
        {values.slots.map((slot, index) => {
          const name = slot.label.trim() || `Slot ${index + 1}`;
          return (
            <li key={slot.key}>
              <fieldset className="settings-row settings-slot">
                <legend className="visually-hidden">{`Slot: ${name}`}</legend>
                <Field label="Name" error={error(slot, "label")}>
                  {(control) => (
                    <input
                      {...control}
                      name={`slots.${slot.key}.label`}
                      type="text"
                      maxLength={SETTINGS_LIMITS.label}
                      value={slot.label}
                      onChange={(e) => setSlot(slot.key, { label: e.target.value })}
                    />
                  )}
                </Field>
                <Field label="Start" error={error(slot, "start")}>
                  {(control) => (
                    <input
                      {...control}
                      name={`slots.${slot.key}.start`}
                      type="time"
                      value={slot.start}
                      onChange={(e) => setSlot(slot.key, { start: e.target.value })}
                    />
                  )}
                </Field>
                <Field label="End" error={error(slot, "end")}>
                  {(control) => (
                    <input
                      {...control}
                      name={`slots.${slot.key}.end`}
                      type="time"
                      value={slot.end}
                      onChange={(e) => setSlot(slot.key, { end: e.target.value })}
                    />
                  )}
                </Field>
                <Field label="Capacity" error={error(slot, "capacity")}>
                  {(control) => (
                    <input
                      {...control}
                      name={`slots.${slot.key}.capacity`}
                      type="number"
                      inputMode="numeric"
                      min="0"
                      max={SETTINGS_LIMITS.capacity}
                      step="1"
                      value={slot.capacity}
                      onChange={(e) => setSlot(slot.key, { capacity: e.target.value })}
                    />
                  )}
                </Field>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm admin-btn-cancel settings-remove"
                  aria-label={`Remove slot ${name}`}
                  onClick={() => {
                    update((current) => ({
                      ...current,
                      slots: current.slots.filter((s) => s.key !== slot.key),
                    }));
                    addButton.current?.focus();
                  }}
                >
                  Remove
                </button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <ListError id="settings-slots-error" message={errors.slots} />
      <button
        ref={addButton}
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={full}
        data-invalid={errors.slots ? "true" : undefined}
        aria-describedby={errors.slots ? "settings-slots-error" : undefined}
        onClick={() => update((current) => ({ ...current, slots: [...current.slots, emptySlot()] }))}
      >
        Add slot
      </button>
      {full ? <p className="field-hint">{`At most ${SETTINGS_LIMITS.slots} slots.`}</p> : null}
    </fieldset>
  );
}

export function AreaRows({ values, errors, update }: RowsProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  const setArea = (key: string, change: Partial<AreaRow>) =>
    update((current) => ({
      ...current,
      areas: current.areas.map((area) => (area.key === key ? { ...area, ...change } : area)),
    }));
  const error = (area: AreaRow, field: string) => errors[`areas.${area.key}.${field}`];
  const full = values.areas.length >= SETTINGS_LIMITS.areas;
  return (
    <fieldset className="admin-fieldset">
      <legend>{FIELD_LABELS.areas}</legend>
      <p className="field-hint">
        Fees are in US dollars; an area without same-day delivery takes orders from tomorrow on.
      </p>
      <ul className="settings-rows">
        {values.areas.map((area, index) => {
          const name = area.name.trim() || `Area ${index + 1}`;
          return (
            <li key={area.key}>
              <fieldset className="settings-row settings-area">
                <legend className="visually-hidden">{`Area: ${name}`}</legend>
                <Field label="Area name" error={error(area, "name")}>
                  {(control) => (
                    <input
                      {...control}
                      name={`areas.${area.key}.name`}
                      type="text"
                      maxLength={SETTINGS_LIMITS.areaName}
                      value={area.name}
                      onChange={(e) => setArea(area.key, { name: e.target.value })}
                    />
                  )}
                </Field>
                <Field label="Fee (USD)" error={error(area, "fee")}>
                  {(control) => (
                    <input
                      {...control}
                      name={`areas.${area.key}.fee`}
                      type="number"
                      inputMode="decimal"
                      min="0"
                      step="0.01"
                      value={area.fee}
                      onChange={(e) => setArea(area.key, { fee: e.target.value })}
                    />
                  )}
                </Field>
                <div className="field-check settings-same-day">
                  <input
                    id={`settings-${area.key}-same-day`}
                    name={`areas.${area.key}.same_day`}
                    type="checkbox"
                    checked={area.sameDay}
                    onChange={(e) => setArea(area.key, { sameDay: e.target.checked })}
                  />
                  <label htmlFor={`settings-${area.key}-same-day`}>Same-day delivery</label>
                </div>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm admin-btn-cancel settings-remove"
                  aria-label={`Remove area ${name}`}
                  onClick={() => {
                    update((current) => ({
                      ...current,
                      areas: current.areas.filter((a) => a.key !== area.key),
                    }));
                    addButton.current?.focus();
                  }}
                >
                  Remove
                </button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <ListError id="settings-areas-error" message={errors.areas} />
      <button
        ref={addButton}
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={full}
        data-invalid={errors.areas ? "true" : undefined}
        aria-describedby={errors.areas ? "settings-areas-error" : undefined}
        onClick={() => update((current) => ({ ...current, areas: [...current.areas, emptyArea()] }))}
      >
        Add area
      </button>
    </fieldset>
  );
}
