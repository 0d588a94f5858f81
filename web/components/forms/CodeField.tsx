// The 6-digit e-mail code: numeric keypad on phones, one-time-code autofill, and only
// digits kept (a pasted "123 456" becomes "123456"), never more than CODE_LENGTH. It belongs in a
// form whose submit button sends it: Enter (a phone's Go key) submits the code.
import "./forms.css";
import { CODE_LENGTH } from "../../../shared/limits";
import { Field } from "./Field";
import type { ValueFieldProps } from "./TextField";

/** A code is always required, so there is no `optional`. */
export type CodeFieldProps = Omit<ValueFieldProps, "optional"> & { autoFocus?: boolean };

const cleanCode = (raw: string): string => raw.replace(/\D/g, "").slice(0, CODE_LENGTH);

export function CodeField({ label, hint, error, onChange, ...input }: CodeFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={`${control.className} code-input`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          enterKeyHint="go"
          required
          onChange={(event) => onChange(cleanCode(event.target.value))}
        />
      )}
    </Field>
  );
}
