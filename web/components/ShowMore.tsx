// "Show more" under a paged list: appends the next page and says how it went (role=status);
// once everything is loaded the button gives way to a note, and focus moves there rather than
// being dropped on the page. `said` words what a page added, as a whole sentence in the
// page's language ("2 more reviews shown.").
import { useEffect, useRef } from "react";
import type { MoreRows } from "../hooks/usePagedList";
import { t } from "../i18n";
import "./show-more.css";

interface Props {
  more: MoreRows;
  /** what the list holds, in the page's language: t("flowers") on the storefront, plain
   *  English ("orders") in the English-only dashboard */
  noun: string;
  said?: (added: number) => string;
  /** The sentence once every row is loaded, when "All {noun} shown." would mislead (a list
   *  filtered down to what matched). */
  done?: string;
}

export function ShowMore({ more, noun, said, done }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (!more.available && hadFocus.current) note.current?.focus();
    hadFocus.current = false;
  }, [more.available]);

  const outcome = [
    said && more.added > 0 ? said(more.added) : "",
    more.available ? "" : (done ?? t("All {noun} shown.", { noun })),
  ];
  return (
    <div className="list-more">
      {more.available ? (
        <button
          ref={button}
          type="button"
          className="btn btn-secondary"
          aria-busy={more.loading}
          onClick={() => {
            hadFocus.current = document.activeElement === button.current;
            more.load();
          }}
        >
          {more.loading ? t("Loading more {noun}…", { noun }) : t("Show more {noun}", { noun })}
        </button>
      ) : null}
      <p ref={note} className="list-more-note" tabIndex={-1} role="status">
        {more.failed
          ? t("Could not load more {noun}. Please try again.", { noun })
          : outcome.join(" ").trim()}
      </p>
    </div>
  );
}
