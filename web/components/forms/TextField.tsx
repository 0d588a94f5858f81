// Labelled text inputs and text areas: the value comes in as a string and goes out as one.
import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { graphemeCount } from "../../../shared/card";
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

/** `counted` shows "n / maxLength characters" as the hint while the text is typed; `limit` does
 *  the same for a limit the field lets the text pass (the card message: counted as a reader
 *  counts characters), the count turning to an error past it. */
export function TextAreaField({
  label,
  hint,
  error,
  optional,
  onChange,
  counted,
  limit,
  ...area
}: ValueFieldProps & AreaRest & { counted?: boolean; limit?: number }) {
  const max = limit ?? (counted ? area.maxLength : undefined);
  const length = limit === undefined ? area.value.length : graphemeCount(area.value);
  // the numbers as strings: written as typed ("6 / 1000"), not grouped ("1,000")
  const count = max ? t(FORM_TEXT.characterCount, { count: String(length), max: String(max) }) : undefined;
  const hintInvalid = limit !== undefined && length > limit;
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
