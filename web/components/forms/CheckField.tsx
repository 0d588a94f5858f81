// A checkbox with its label beside it (.field-check) and an optional hint under it, tied
// to the box by aria-describedby: the order form's "I am the recipient", the owner's
// stock, featured and occasion boxes, an area's same-day delivery.
import "./forms.css";
import { useId } from "react";
import { t } from "../../i18n";

interface CheckFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  hint?: string;
  className?: string;
}

export function CheckField({ label, checked, onChange, name, hint, className }: CheckFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <>
      <div className={className ? `field-check ${className}` : "field-check"}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{t(label)}</label>
      </div>
      {hint ? (
        <p className="field-hint check-hint" id={hintId}>
          {t(hint)}
        </p>
      ) : null}
    </>
  );
}
