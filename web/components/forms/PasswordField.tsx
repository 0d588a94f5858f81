// A password input with a Show/Hide button, so people on phones can check what they typed.
import { type InputHTMLAttributes, useState } from "react";
import { t } from "../../i18n";
import { Field } from "./Field";
import type { ValueFieldProps } from "./TextField";
import { FORM_TEXT } from "./texts";

type InputRest = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "id" | "className" | "name" | "type" | "autoComplete"
>;

export interface PasswordFieldProps extends InputRest, ValueFieldProps {
  /** "current-password" to sign in, "new-password" to choose one. */
  autoComplete: "current-password" | "new-password";
}

export function PasswordField({ label, hint, error, optional, onChange, ...input }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  // the field's name inside the button's label: "Show password", "Hide new password"
  const field = t(label).toLowerCase();
  return (
    <Field label={label} hint={hint} error={error} optional={optional}>
      {(control) => (
        <div className="input-group">
          <input
            {...input}
            {...control}
            type={shown ? "text" : "password"}
            required={!optional}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            type="button"
            className="btn"
            aria-controls={control.id}
            aria-label={shown ? t("Hide {field}", { field }) : t("Show {field}", { field })}
            onClick={() => setShown((value) => !value)}
          >
            {t(shown ? FORM_TEXT.hide : FORM_TEXT.show)}
          </button>
        </div>
      )}
    </Field>
  );
}
