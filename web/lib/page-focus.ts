// Where focus goes when the app shows another page. A full page load starts a screen reader
// at the new page and the next Tab at its top; a move within the app would leave focus on the
// link that was followed (or on <body> once that link is gone) and announce nothing. So focus
// goes to the new page's <h1>, which a screen reader reads out, or to its <main> while the
// heading is still on its way (page code or data loading); a page that puts focus somewhere
// itself (a field, an error) keeps it, and so does a visitor who has moved on meanwhile.

const MAIN_ID = "main";

/** An element focus can be put on without adding it to the Tab order. */
function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  // the page's scroll position is Layout's to set (a new page starts at its top)
  element.focus({ preventScroll: true });
}

/** The heading of the page shown, once its content is there (not its loading outline). */
function pageHeading(main: HTMLElement): HTMLElement | null {
  if (main.getAttribute("aria-busy") === "true" || main.classList.contains("page-skeleton")) return null;
  return main.querySelector("h1");
}

/**
 * Moves focus into the page just navigated to, and keeps it there as the page fills in:
 * `<main>` at once, its `<h1>` as soon as it is drawn. Returns what stops the watch (the next
 * navigation, or the frame going away).
 */
export function focusNewPage(): () => void {
  let observer: MutationObserver | null = null;
  const stop = () => {
    observer?.disconnect();
    observer = null;
  };

  /** Whether focus has reached where it belongs (or a page or visitor put it elsewhere). */
  const settle = (): boolean => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return false;
    const active = document.activeElement;
    if (active !== main && main.contains(active)) return true;
    const heading = pageHeading(main);
    if (heading) {
      focusQuietly(heading);
      return true;
    }
    if (active !== main) focusQuietly(main);
    return false;
  };

  if (!settle()) {
    observer = new MutationObserver(() => {
      // a visitor who moved focus inside the page meanwhile keeps it
      const active = document.activeElement;
      const main = document.getElementById(MAIN_ID);
      if (active && active !== document.body && active !== main) return stop();
      if (settle()) stop();
    });
    observer.observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["aria-busy"],
    });
  }
  return stop;
}
