// Labelled text inputs and text areas: the value comes in as a string and goes out as one.
import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { t } from "../../i18n";
import { Field } from "./Field";
import { FORM_TEXT } from "./texts";

/** What every one-value field takes: its label and name, the value in and out, and messages. */
export interface ValueFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  optional?: boolean;
}

type InputRest = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "id" | "className" | "name"
>;
type AreaRest = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "value" | "onChange" | "id" | "className" | "name"
>;

export function TextField({ label, hint, error, optional, onChange, ...input }: ValueFieldProps & InputRest) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional}>
      {(control) => (
        <input
          type="text"
          {...input}
          {...control}
          required={!optional}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** `counted` shows "n / maxLength characters" as the hint while the text is typed; `hintInvalid`
 *  shows a hint of the caller's own count as an error once it is past its limit. */
export function TextAreaField({
  label,
  hint,
  hintInvalid,
  error,
  optional,
  onChange,
  counted,
  ...area
}: ValueFieldProps & AreaRest & { counted?: boolean; hintInvalid?: boolean }) {
  // the numbers as strings: written as typed ("6 / 1000"), not grouped ("1,000")
  const count =
    counted && area.maxLength
      ? t(FORM_TEXT.characterCount, { count: String(area.value.length), max: String(area.maxLength) })
      : undefined;
  return (
    <Field label={label} hint={count ?? hint} hintInvalid={hintInvalid} error={error} optional={optional}>
      {(control) => (
        <textarea
          rows={3}
          {...area}
          {...control}
          required={!optional}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
