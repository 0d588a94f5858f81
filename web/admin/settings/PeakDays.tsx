// The Settings form's peak days (docs/decisions/072): each a group with its date, its name in
// three languages, its own lead time and surcharge, a capacity per delivery slot (empty keeps
// the slot's own) and how many of each chosen product may be sold for it; add and remove days
// and limits. The products to choose from are the catalogue's, loaded beside the settings.
import { useRef } from "react";
import { PEAK_LIMITS } from "../../../shared/peak-days";
import type { ProductWire } from "../../../shared/schemas";
import { getJson } from "../../api/client";
import { Field, FieldError } from "../../components/forms/Field";
import { useResource } from "../../hooks/useResource";
import { EditableRows } from "./EditableRows";
import { rowUpdates, type UpdateSettings } from "./SettingsRows";
import {
  emptyPeakDay,
  emptyPeakLimit,
  FIELD_LABELS,
  type PeakDayRow,
  type PeakLimitRow,
  type SettingsErrors,
  type SettingsFormValues,
} from "./settings-values";

interface PeakDaysProps {
  values: SettingsFormValues;
  errors: SettingsErrors;
  update: UpdateSettings;
}

/** The catalogue's products by id and name (the public list, English names). */
const loadProducts = async () =>
  (await getJson<ProductWire[]>("/api/products")).map((product) => ({ id: product.id, name: product.name }));

const NAMES = [
  ["name", "name", "Name"],
  ["nameKm", "name_km", "Name in Khmer"],
  ["nameZh", "name_zh", "Name in Chinese"],
] as const;

export function PeakDays({ values, errors, update }: PeakDaysProps) {
  const { state } = useResource(loadProducts, []);
  const products = state.status === "ready" ? state.data : [];
  const days = rowUpdates(update, "peakDays", emptyPeakDay);
  const setDay = days.set;
  const error = (day: PeakDayRow, field: string) => errors[`peak_days.${day.key}.${field}`];

  return (
    <EditableRows
      legend={FIELD_LABELS.peak_days}
      hint="Your busiest dates (Valentine's Day, 8 March…): each can have its own delivery capacity and lead time, a surcharge added to every order for it (US dollars, 0 for none), and how many of a bouquet may be sold for it. A name left empty in Khmer or Chinese shows in English on those pages."
      noun="peak day"
      rows={values.peakDays}
      typedName={(day) => day.name}
      rowClassName="settings-peak-day"
      max={PEAK_LIMITS.days}
      showLimit
      errorId="settings-peak-days-error"
      error={errors.peak_days}
      onAdd={days.add}
      onRemove={days.remove}
    >
      {(day) => (
        <>
          <Field label="Date" error={error(day, "date")}>
            {(control) => (
              <input
                {...control}
                name={`peak_days.${day.key}.date`}
                type="date"
                value={day.date}
                onChange={(e) => setDay(day.key, (d) => ({ ...d, date: e.target.value }))}
              />
            )}
          </Field>
          <div className="settings-peak-names">
            {NAMES.map(([field, wire, label]) => (
              <Field key={field} label={label} optional={field !== "name"} error={error(day, wire)}>
                {(control) => (
                  <input
                    {...control}
                    name={`peak_days.${day.key}.${wire}`}
                    type="text"
                    maxLength={PEAK_LIMITS.name}
                    value={day[field]}
                    onChange={(e) => setDay(day.key, (d) => ({ ...d, [field]: e.target.value }))}
                  />
                )}
              </Field>
            ))}
          </div>
          <Field
            label="Lead time (minutes)"
            optional
            hint="Empty: the shop's lead time."
            error={error(day, "lead_minutes")}
          >
            {(control) => (
              <input
                {...control}
                name={`peak_days.${day.key}.lead_minutes`}
                type="number"
                inputMode="numeric"
                min="0"
                max={PEAK_LIMITS.leadMinutes}
                step="1"
                value={day.leadMinutes}
                onChange={(e) => setDay(day.key, (d) => ({ ...d, leadMinutes: e.target.value }))}
              />
            )}
          </Field>
          <Field label="Surcharge per order (USD)" error={error(day, "surcharge")}>
            {(control) => (
              <input
                {...control}
                name={`peak_days.${day.key}.surcharge`}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                value={day.surcharge}
                onChange={(e) => setDay(day.key, (d) => ({ ...d, surcharge: e.target.value }))}
              />
            )}
          </Field>
          <fieldset className="settings-peak-group">
            <legend>Capacity per slot</legend>
            <p className="field-hint">Empty: the slot's own capacity.</p>
            <div className="settings-peak-capacities">
              {values.slots.map((slot) => (
                <Field
                  key={slot.key}
                  label={slot.label || "Slot"}
                  optional
                  error={error(day, `capacities.${slot.key}`)}
                >
                  {(control) => (
                    <input
                      {...control}
                      name={`peak_days.${day.key}.capacities.${slot.key}`}
                      type="number"
                      inputMode="numeric"
                      min="0"
                      max={PEAK_LIMITS.capacity}
                      step="1"
                      placeholder={slot.capacity}
                      value={day.capacities[slot.key] ?? ""}
                      onChange={(e) =>
                        setDay(day.key, (d) => ({
                          ...d,
                          capacities: { ...d.capacities, [slot.key]: e.target.value },
                        }))
                      }
                    />
                  )}
                </Field>
              ))}
            </div>
            <FieldError message={error(day, "slots")} />
          </fieldset>
          <PeakLimits
            day={day}
            products={products}
            productsFailed={state.status === "failed"}
            errors={errors}
            onChange={(limits) => setDay(day.key, (d) => ({ ...d, limits }))}
          />
        </>
      )}
    </EditableRows>
  );
}

function PeakLimits({
  day,
  products,
  productsFailed,
  errors,
  onChange,
}: {
  day: PeakDayRow;
  products: { id: number; name: string }[];
  productsFailed: boolean;
  errors: SettingsErrors;
  onChange: (limits: PeakLimitRow[]) => void;
}) {
  const addButton = useRef<HTMLButtonElement>(null);
  const dayName = day.name.trim() || "this day";
  const nameOf = (id: string) =>
    products.find((product) => String(product.id) === id)?.name ?? `Product ${id}`;
  const error = (limit: PeakLimitRow, field: string) =>
    errors[`peak_days.${day.key}.limits.${limit.key}.${field}`];
  const set = (key: string, change: Partial<PeakLimitRow>) =>
    onChange(day.limits.map((limit) => (limit.key === key ? { ...limit, ...change } : limit)));
  return (
    <fieldset className="settings-peak-group settings-peak-limits">
      <legend>Products limited</legend>
      <p className="field-hint">How many of a product may be ordered for delivery on this day.</p>
      {productsFailed ? <p className="field-error">The products could not be loaded.</p> : null}
      <ul className="settings-rows">
        {day.limits.map((limit) => {
          const chosen = products.some((product) => String(product.id) === limit.productId);
          return (
            <li key={limit.key} className="settings-peak-limit">
              <Field label="Product" error={error(limit, "product_id")}>
                {(control) => (
                  <select
                    {...control}
                    name={`peak_days.${day.key}.limits.${limit.key}.product_id`}
                    value={limit.productId}
                    onChange={(e) => set(limit.key, { productId: e.target.value })}
                  >
                    <option value="">Choose a product</option>
                    {/* a product not in the list (gone, or the list failed) stays shown */}
                    {limit.productId && !chosen ? (
                      <option value={limit.productId}>{nameOf(limit.productId)}</option>
                    ) : null}
                    {products.map((product) => (
                      <option key={product.id} value={String(product.id)}>
                        {product.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Limit" error={error(limit, "quantity")}>
                {(control) => (
                  <input
                    {...control}
                    name={`peak_days.${day.key}.limits.${limit.key}.quantity`}
                    type="number"
                    inputMode="numeric"
                    min="1"
                    max={PEAK_LIMITS.quantity}
                    step="1"
                    value={limit.quantity}
                    onChange={(e) => set(limit.key, { quantity: e.target.value })}
                  />
                )}
              </Field>
              <button
                type="button"
                className="btn btn-ghost btn-sm admin-btn-cancel settings-remove"
                aria-label={`Remove the limit on ${limit.productId ? nameOf(limit.productId) : "this product"} for ${dayName}`}
                onClick={() => {
                  onChange(day.limits.filter((row) => row.key !== limit.key));
                  addButton.current?.focus();
                }}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      <FieldError message={errors[`peak_days.${day.key}.limits`]} />
      <button
        ref={addButton}
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={day.limits.length >= PEAK_LIMITS.limits}
        onClick={() => onChange([...day.limits, emptyPeakLimit()])}
      >
        {`Add a product limit for ${dayName}`}
      </button>
    </fieldset>
  );
}
