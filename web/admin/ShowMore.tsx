// "Show more" under a paged admin list: appends the next page and says how it went (aria-live);
// once everything is loaded the button gives way to a note, and focus moves there rather than
// being dropped on the page.
import { useEffect, useRef } from "react";
import type { MoreRows } from "./usePagedList";
import "./lists.css";

export function ShowMore({ more, noun }: { more: MoreRows; noun: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (!more.available && hadFocus.current) note.current?.focus();
    hadFocus.current = false;
  }, [more.available]);

  return (
    <div className="admin-more">
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
      <p ref={note} className="admin-sub" tabIndex={-1} aria-live="polite">
        {more.failed
          ? `Could not load more ${noun}. Please try again.`
          : more.available
            ? ""
            : `All ${noun} shown.`}
      </p>
    </div>
  );
}
