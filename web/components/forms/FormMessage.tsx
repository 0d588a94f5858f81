// The message a form shows after a call: errors are alerts (announced at once), successes
// and information go to a polite live region that stays mounted so it is announced too.
// A new message is scrolled into view, clear of the sticky header (forms.css), so it is
// seen wherever the form's button sits on the screen. A notice's texts are English (MSG, a
// server's detail) and shown in the page's language.
import "./forms.css";
import { type ReactNode, type Ref, useEffect, useRef } from "react";
import { t } from "../../i18n";

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

function NoticeText({
  notice,
  box,
  children,
}: {
  notice: Notice;
  box: Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  return (
    <div ref={box} className={`alert alert-${notice.kind} notice`}>
      <p>{t(notice.text)}</p>
      {notice.detail && notice.detail !== notice.text ? (
        <p className="notice-detail">{t(notice.detail)}</p>
      ) : null}
      {children}
    </div>
  );
}

/** Brings a message into view (the least scroll that shows it), leaving focus where it is. */
function scrollIntoViewIfHidden(element: Element | null): void {
  element?.scrollIntoView?.({ block: "nearest" });
}

/** `children` (e.g. a "Change code" button) are shown inside the message box. */
export function FormMessage({ notice, children }: { notice: Notice | null; children?: ReactNode }) {
  const polite = notice && notice.kind !== "error" ? notice : null;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) scrollIntoViewIfHidden(box.current);
  }, [notice]);
  return (
    <>
      <div role="status" className="form-status">
        {polite ? (
          <NoticeText notice={polite} box={box}>
            {children}
          </NoticeText>
        ) : null}
      </div>
      {notice?.kind === "error" ? (
        <div role="alert">
          <NoticeText notice={notice} box={box}>
            {children}
          </NoticeText>
        </div>
      ) : null}
    </>
  );
}
