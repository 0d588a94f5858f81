// Kantumruy Pro on Khmer pages, named once the page has loaded and drawn its first screen
// (fonts.css): that screen draws in the device's Khmer font, so the web font never delays it. Once the font has been
// fetched, the browser keeps it: later visits name it from the first paint (the <head>
// script of web/first-paint.tsx reads the mark), so they never see the font change.

export const KHMER_FONT_CLASS = "khmer-font";
/** localStorage: the font has been fetched once on this browser */
export const KHMER_FONT_SEEN = "khmer-font-seen";

export function nameKhmerFontAfterLoad(): void {
  const root = document.documentElement;
  if (root.classList.contains(KHMER_FONT_CLASS)) return;
  const name = () => {
    root.classList.add(KHMER_FONT_CLASS);
    void document.fonts?.load('1em "Kantumruy Pro"', "ក").then(() => {
      try {
        localStorage.setItem(KHMER_FONT_SEEN, "1");
      } catch {
        // private mode: the next visit waits for the load again
      }
    });
  };
  // after the load and the app's first render (an idle moment once both are done)
  const later = () =>
    "requestIdleCallback" in window ? requestIdleCallback(name, { timeout: 2000 }) : setTimeout(name, 200);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
