// The frame every form control shares: label, optional marker, hint and error message,
// with the ids that tie them to the control (aria-describedby, aria-invalid). Each text is
// shown in the page's language (t()), so callers hand over the English constants as they are.
import { type ReactNode, useId } from "react";
import { t } from "../../i18n";
import { FORM_TEXT } from "./texts";

/** Attributes a control needs to be labelled and described by its Field. */
interface ControlProps {
  id: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldProps {
  label: string;
  hint?: string;
  /** The hint itself says something is wrong (a count past its limit): shown as an error. */
  hintInvalid?: boolean;
  error?: string;
  optional?: boolean;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ label, hint, hintInvalid, error, optional, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t(label)}
        {optional ? <span className="optional"> {t(FORM_TEXT.optional)}</span> : null}
      </label>
      {children({
        id,
        className: "field-input",
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint ? (
        <p id={hintId} className={hintInvalid ? "field-hint field-hint-invalid" : "field-hint"}>
          {t(hint)}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A control's or a group's error, announced when it appears; nothing when there is none. */
export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field-error" role="alert">
      {t(message)}
    </p>
  ) : null;
}
