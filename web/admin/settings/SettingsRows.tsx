// The Settings form's two row lists: delivery slots (name, start, end, capacity) and delivery
// areas (name with its Khmer and Chinese, fee, same-day), each row a group named after itself,
// with add and remove.

import { SETTINGS_LIMITS } from "../../../shared/settings";
import { CheckField } from "../../components/forms/CheckField";
import { Field } from "../../components/forms/Field";
import { EditableRows } from "./EditableRows";
import {
  type AreaRow,
  emptyArea,
  emptySlot,
  FIELD_LABELS,
  type SettingsErrors,
  type SettingsFormValues,
  type SlotRow,
} from "./settings-values";

export type UpdateSettings = (change: (values: SettingsFormValues) => SettingsFormValues) => void;

interface RowsProps {
  values: SettingsFormValues;
  errors: SettingsErrors;
  update: UpdateSettings;
}

type RowList = "slots" | "areas" | "peakDays";

/** Changes, adds and removes the rows of one of the form's lists, each row found by its key; a
 *  change is the fields to set, or a function of the row (for a row's own lists). */
export function rowUpdates<L extends RowList>(
  update: UpdateSettings,
  list: L,
  empty: () => SettingsFormValues[L][number],
) {
  type Row = SettingsFormValues[L][number];
  const setRows = (change: (rows: Row[]) => Row[]) =>
    update((current) => ({ ...current, [list]: change(current[list]) }));
  return {
    set: (key: string, change: Partial<Row> | ((row: Row) => Row)) =>
      setRows((rows) =>
        rows.map((row) =>
          row.key !== key ? row : typeof change === "function" ? change(row) : { ...row, ...change },
        ),
      ),
    add: () => setRows((rows) => [...rows, empty()]),
    remove: (key: string) => setRows((rows) => rows.filter((row) => row.key !== key)),
  };
}

export function SlotRows({ values, errors, update }: RowsProps) {
  const slots = rowUpdates(update, "slots", emptySlot);
  const error = (slot: SlotRow, field: keyof SlotRow) => errors[`slots.${slot.key}.${field}`];
  return (
    <EditableRows
      legend={FIELD_LABELS.slots}
      hint="Customers choose one of these times for their delivery. Capacity is how many orders a slot takes on one day."
      noun="slot"
      rows={values.slots}
      typedName={(slot) => slot.label}
      rowClassName="settings-slot"
      max={SETTINGS_LIMITS.slots}
      showLimit
      errorId="settings-slots-error"
      error={errors.slots}
      onAdd={slots.add}
      onRemove={slots.remove}
    >
      {(slot) => (
        <>
          <Field label="Name" error={error(slot, "label")}>
            {(control) => (
              <input
                {...control}
                name={`slots.${slot.key}.label`}
                type="text"
                maxLength={SETTINGS_LIMITS.label}
                value={slot.label}
                onChange={(e) => slots.set(slot.key, { label: e.target.value })}
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
                onChange={(e) => slots.set(slot.key, { start: e.target.value })}
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
                onChange={(e) => slots.set(slot.key, { end: e.target.value })}
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
                onChange={(e) => slots.set(slot.key, { capacity: e.target.value })}
              />
            )}
          </Field>
        </>
      )}
    </EditableRows>
  );
}

/** An area's name in the other languages: the row's value, the API's field, the label. */
const AREA_TRANSLATIONS = [
  ["nameKm", "name_km", "Name in Khmer"],
  ["nameZh", "name_zh", "Name in Chinese"],
] as const;

export function AreaRows({ values, errors, update }: RowsProps) {
  const areas = rowUpdates(update, "areas", emptyArea);
  const error = (area: AreaRow, field: string) => errors[`areas.${area.key}.${field}`];
  return (
    <EditableRows
      legend={FIELD_LABELS.areas}
      hint="Fees are in US dollars; an area without same-day delivery takes orders from tomorrow on. A name left empty in Khmer or Chinese shows in English on those pages."
      noun="area"
      rows={values.areas}
      typedName={(area) => area.name}
      rowClassName="settings-area"
      max={SETTINGS_LIMITS.areas}
      errorId="settings-areas-error"
      error={errors.areas}
      onAdd={areas.add}
      onRemove={areas.remove}
    >
      {(area) => (
        <>
          <div className="settings-area-names">
            <Field label="Area name" error={error(area, "name")}>
              {(control) => (
                <input
                  {...control}
                  name={`areas.${area.key}.name`}
                  type="text"
                  maxLength={SETTINGS_LIMITS.areaName}
                  value={area.name}
                  onChange={(e) => areas.set(area.key, { name: e.target.value })}
                />
              )}
            </Field>
            <div className="settings-area-translations">
              {AREA_TRANSLATIONS.map(([field, wire, label]) => (
                <Field key={field} label={label} optional error={error(area, wire)}>
                  {(control) => (
                    <input
                      {...control}
                      name={`areas.${area.key}.${wire}`}
                      type="text"
                      maxLength={SETTINGS_LIMITS.areaName}
                      value={area[field]}
                      onChange={(e) => areas.set(area.key, { [field]: e.target.value })}
                    />
                  )}
                </Field>
              ))}
            </div>
          </div>
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
                onChange={(e) => areas.set(area.key, { fee: e.target.value })}
              />
            )}
          </Field>
          <CheckField
            className="settings-same-day"
            label="Same-day delivery"
            name={`areas.${area.key}.same_day`}
            checked={area.sameDay}
            onChange={(sameDay) => areas.set(area.key, { sameDay })}
          />
        </>
      )}
    </EditableRows>
  );
}
