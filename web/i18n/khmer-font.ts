// Kantumruy Pro on Khmer pages (fonts.css), without ever moving a line the visitor is reading.
// A first visit draws in the device's Khmer font throughout, and once the page has loaded
// fetches the web font for later: swapping fonts under a drawn page shifts every Khmer line.
// The browser keeps the file, so later visits name it from the first paint (a cookie the
// Worker reads: shared/early-marks.ts), when it is at hand at once.
import { KHMER_FONT } from "../../shared/early-marks";
import { keepMark } from "../lib/early-marks";

const WEIGHTS = ["400", "700"];

export function fetchKhmerFontForLater(): void {
  if (document.documentElement.classList.contains(KHMER_FONT.className)) return;
  const fetchFont = () =>
    void Promise.all(
      WEIGHTS.map((weight) => document.fonts?.load(`${weight} 1em "Kantumruy Pro"`, "ក")),
    ).then(
      () => keepMark(KHMER_FONT),
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
