// Kantumruy Pro on Khmer pages (fonts.css), without ever moving a line the visitor is reading.
// A first visit draws in the device's Khmer font throughout, and once the page has loaded
// fetches the web font for later: swapping fonts under a drawn page shifts every Khmer line.
// The browser keeps the file, so later visits name it from the first paint (the <head>
// script of web/lib/early-classes.ts reads the mark), when it is at hand at once.

export const KHMER_FONT_CLASS = "khmer-font";
/** localStorage: the font has been fetched once on this browser */
export const KHMER_FONT_SEEN = "khmer-font-seen";

const WEIGHTS = ["400", "700"];

export function fetchKhmerFontForLater(): void {
  if (document.documentElement.classList.contains(KHMER_FONT_CLASS)) return;
  const fetchFont = () =>
    void Promise.all(
      WEIGHTS.map((weight) => document.fonts?.load(`${weight} 1em "Kantumruy Pro"`, "ក")),
    ).then(
      () => {
        try {
          localStorage.setItem(KHMER_FONT_SEEN, "1");
        } catch {
          // private mode: the next visit draws in the device's font again
        }
      },
      () => undefined,
    );
  // after the load and the app's first render (an idle moment once both are done)
  const later = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(fetchFont, { timeout: 2000 })
      : setTimeout(fetchFont, 200);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
