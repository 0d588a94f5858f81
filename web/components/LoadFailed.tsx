// Where something could not load (a page's code, the catalogue, a product, an order): what
// failed, what to do (check the connection when no answer came, else try again shortly),
// and a Try again button that loads it again, with any other way on beside it.
import type { ReactNode } from "react";
import { t } from "../i18n";

/** The catalogue's failure, wherever the flowers are listed (English: LoadFailed translates its title). */
export const FLOWERS_LOAD_FAILED = "We could not load the flowers just now.";

interface LoadFailedProps {
  /** in English or already translated: shown through t() */
  title: string;
  onRetry: () => void;
  /** the heading's level: 1 where the failure is the whole page */
  level?: 1 | 2 | 3 | 4;
  /** False when the server answered (isNetworkError): the connection is fine, so it says to try
   *  again shortly instead of to check the connection. */
  offline?: boolean;
  /** Other ways on, beside Try again (e.g. a link to the list). */
  children?: ReactNode;
}

export function LoadFailed({ title, onRetry, level = 2, offline = true, children }: LoadFailedProps) {
  const Heading = `h${level}` as "h1" | "h2" | "h3" | "h4";
  return (
    <div className="empty-state" role="alert">
      <Heading>{t(title)}</Heading>
      <p>{offline ? t("Please check your connection and try again.") : t("Please try again in a moment.")}</p>
      <div className="cluster load-failed-actions">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t("Try again")}
        </button>
        {children}
      </div>
    </div>
  );
}
