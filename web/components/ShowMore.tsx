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
  /** what the list holds: the storefront's "flowers" and "reviews" have their sentences
   *  translated; any other noun (the English-only dashboard's lists) is worded in English */
  noun: string;
  said?: (added: number) => string;
}

interface Sentences {
  show: string;
  loading: string;
  all: string;
  failed: string;
}

/** The storefront's lists, each sentence whole for its translator. */
const SENTENCES: Record<string, () => Sentences> = {
  flowers: () => ({
    show: t("Show more flowers"),
    loading: t("Loading more flowers…"),
    all: t("All flowers shown."),
    failed: t("Could not load more flowers. Please try again."),
  }),
  reviews: () => ({
    show: t("Show more reviews"),
    loading: t("Loading more reviews…"),
    all: t("All reviews shown."),
    failed: t("Could not load more reviews. Please try again."),
  }),
};

const english = (noun: string): Sentences => ({
  show: `Show more ${noun}`,
  loading: `Loading more ${noun}…`,
  all: `All ${noun} shown.`,
  failed: `Could not load more ${noun}. Please try again.`,
});

export function ShowMore({ more, noun, said }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (!more.available && hadFocus.current) note.current?.focus();
    hadFocus.current = false;
  }, [more.available]);

  const text = (Object.hasOwn(SENTENCES, noun) && SENTENCES[noun]?.()) || english(noun);
  const outcome = [said && more.added > 0 ? said(more.added) : "", more.available ? "" : text.all];
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
          {more.loading ? text.loading : text.show}
        </button>
      ) : null}
      <p ref={note} className="list-more-note" tabIndex={-1} role="status">
        {more.failed ? text.failed : outcome.join(" ").trim()}
      </p>
    </div>
  );
}
