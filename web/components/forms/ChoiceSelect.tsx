// A labelled <select> over a fixed list of choices, with an optional first option that
// stands for "any" (the empty value): the catalogue's filters and the admin lists' filter
// and order. The labels are English constants, shown in the page's language.
import { t } from "../../i18n";
import { Field } from "./Field";

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

export interface ChoiceSelectProps<Value extends string> {
  label: string;
  value: Value | "";
  options: readonly Choice<Value>[];
  onChange: (value: Value | "") => void;
  /** The first option, for no choice at all, e.g. "All categories". */
  anyLabel?: string;
}

export function ChoiceSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  anyLabel,
}: ChoiceSelectProps<Value>) {
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) =>
            onChange(options.find((option) => option.value === event.target.value)?.value ?? "")
          }
        >
          {anyLabel === undefined ? null : <option value="">{t(anyLabel)}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Choices from a list of values and their labels (CATEGORIES and CATEGORY_LABELS). */
export const choicesOf = <Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
): Choice<Value>[] => values.map((value) => ({ value, label: labels[value] }));
