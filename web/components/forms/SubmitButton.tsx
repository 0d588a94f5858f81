// A button that shows a spinner and its busy label while a call runs. It stays focusable
// (aria-disabled, not disabled) so keyboard focus is not lost; useBusy ignores the clicks.
// Its labels (a text child, the busy label) are shown in the page's language.
import "./forms.css";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { t } from "../../i18n";

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  busy: boolean;
  /** What the button says while busy, e.g. "Signing in…". */
  busyLabel: string;
  children: ReactNode;
}

export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = "btn btn-primary btn-block",
  type = "submit",
  ...rest
}: SubmitButtonProps) {
  return (
    <button {...rest} type={type} className={className} aria-disabled={busy || undefined}>
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {t(busyLabel)}
        </>
      ) : typeof children === "string" ? (
        t(children)
      ) : (
        children
      )}
    </button>
  );
}
