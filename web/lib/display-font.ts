// Fraunces, the headings' web font (web/styles/fonts.css), fetched only once the page's first
// screen is painted (the app starts after that, docs/decisions/071) and named once it has come,
// so the 36 KB of font never share the slow link with the page and its main picture. Until
// then, and with JavaScript off, headings show its metric-matched stand-in, so the swap moves no
// line. The browser keeps the file, so later visits name it from the first paint (a cookie
// the Worker reads: shared/early-marks.ts).
import { DISPLAY_FONT } from "../../shared/early-marks";
import { keepMark } from "./early-marks";

export function showDisplayFont(): void {
  const html = document.documentElement;
  if (html.classList.contains(DISPLAY_FONT.className)) return;
  const show = () => html.classList.add(DISPLAY_FONT.className);
  if (!document.fonts) {
    show();
    return;
  }
  // Named once it has come, not while it comes: the class makes the browser restyle the page and
  // lay out every heading again, and named early it did so twice (its stand-in, then the font).
  void document.fonts.load('600 1em "Fraunces Variable"').then(() => {
    show();
    keepMark(DISPLAY_FONT);
  }, show);
}
