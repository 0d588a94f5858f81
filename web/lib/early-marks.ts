// The app's side of the early marks (shared/early-marks.ts): it keeps each in a cookie, which
// the Worker reads to mark the next page it serves.
import { type EarlyMark, hasMark, markCookie } from "../../shared/early-marks";

export function keepMark(mark: EarlyMark): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox
    document.cookie = markCookie(mark);
  } catch {
    // cookies blocked (a sandboxed frame): the next page shows it once the app has started
  }
}

export const isMarked = (mark: EarlyMark): boolean => {
  try {
    return hasMark(document.cookie, mark);
  } catch {
    return false;
  }
};
