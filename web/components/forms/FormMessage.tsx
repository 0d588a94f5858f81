// The message a form shows after a call: errors are alerts (announced at once), successes
// and information go to a polite live region that stays mounted so it is announced too.
import "./forms.css";
import type { ReactNode } from "react";

type NoticeKind = "error" | "success" | "info";
export interface Notice {
  kind: NoticeKind;
  text: string;
  /** A second line, e.g. the server's reason under an MSG text. */
  detail?: string | null;
}

export const errorNotice = (text: string, detail?: string | null): Notice => ({
  kind: "error",
  text,
  detail,
});
export const successNotice = (text: string): Notice => ({ kind: "success", text });
export const infoNotice = (text: string): Notice => ({ kind: "info", text });

function NoticeText({ notice, children }: { notice: Notice; children?: ReactNode }) {
  return (
    <div className={`alert alert-${notice.kind} notice`}>
      <p>{notice.text}</p>
      {notice.detail && notice.detail !== notice.text ? (
        <p className="notice-detail">{notice.detail}</p>
      ) : null}
      {children}
    </div>
  );
}

/** `children` (e.g. a "Change code" button) are shown inside the message box. */
export function FormMessage({ notice, children }: { notice: Notice | null; children?: ReactNode }) {
  const polite = notice && notice.kind !== "error" ? notice : null;
  return (
    <>
      <div role="status" className="form-status">
        {polite ? <NoticeText notice={polite}>{children}</NoticeText> : null}
      </div>
      {notice?.kind === "error" ? (
        <div role="alert">
          <NoticeText notice={notice}>{children}</NoticeText>
        </div>
      ) : null}
    </>
  );
}
