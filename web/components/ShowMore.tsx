// "Show more" under a paged list: appends the next page and says how it went (role=status);
// once everything is loaded the button gives way to a note, and focus moves there rather than
// being dropped on the page. `said` words what a page added ("2 more reviews shown").
import { useEffect, useRef } from "react";
import type { MoreRows } from "../hooks/usePagedList";
import "./show-more.css";

interface Props {
  more: MoreRows;
  noun: string;
  said?: (added: number) => string;
}

export function ShowMore({ more, noun, said }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (!more.available && hadFocus.current) note.current?.focus();
    hadFocus.current = false;
  }, [more.available]);

  const outcome = [
    said && more.added > 0 ? `${said(more.added)}.` : "",
    more.available ? "" : `All ${noun} shown.`,
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
          {more.loading ? `Loading more ${noun}…` : `Show more ${noun}`}
        </button>
      ) : null}
      <p ref={note} className="list-more-note" tabIndex={-1} role="status">
        {more.failed ? `Could not load more ${noun}. Please try again.` : outcome.join(" ").trim()}
      </p>
    </div>
  );
}
