// The card every account screen sits in (login, register, password reset): one heading,
// a lead sentence, the form, and a footer of links. When `focusTitle` is set the heading
// takes focus as it appears (and when it changes), so keyboard and screen-reader users land on the new step.
import "../../styles/account.css";
import { type ReactNode, useEffect, useRef } from "react";

export interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  focusTitle?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, lead, focusTitle = false, footer, children }: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Re-runs when the title changes: a multi-step page keeps its card and swaps the title.
  useEffect(() => {
    if (focusTitle && title) heading.current?.focus();
  }, [focusTitle, title]);
  return (
    <div className="card auth-card">
      <h1 className="auth-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {lead ? <p className="auth-lead">{lead}</p> : null}
      {children}
      {footer ? <div className="auth-footer">{footer}</div> : null}
    </div>
  );
}
