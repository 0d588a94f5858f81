// Keeps the Deliveries board current without the owner asking: `refresh` runs
// every minute while the page is shown, at once when the owner comes back to it (the tab shown
// again, the window focused), never while the tab is hidden or a print is being made, and never
// twice at a time.
import { useEffect, useLayoutEffect, useRef } from "react";

export const REFRESH_EVERY_MS = 60_000;

/** Why a refresh runs: the minute's tick, or the owner's return to the page. */
export type RefreshReason = "tick" | "return";

export function useAutoRefresh(
  refresh: (reason: RefreshReason) => Promise<void>,
  everyMs = REFRESH_EVERY_MS,
) {
  // Set as the render commits, so an event right after it reads that render's state.
  const latest = useRef(refresh);
  useLayoutEffect(() => {
    latest.current = refresh;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let printing = false;
    let running = false;
    const hidden = () => document.visibilityState === "hidden";

    const run = (reason: RefreshReason) => {
      if (printing || running || hidden()) return;
      running = true;
      latest
        .current(reason)
        .catch((error: unknown) => console.error(error))
        .finally(() => {
          running = false;
        });
    };
    const stop = () => clearInterval(timer);
    // A return counts as this minute's refresh: the next one comes a minute later.
    const start = () => {
      stop();
      timer = setInterval(() => run("tick"), everyMs);
    };
    const onReturn = () => {
      if (hidden()) return stop();
      run("return");
      start();
    };
    const onBeforePrint = () => {
      printing = true;
    };
    const onAfterPrint = () => {
      printing = false;
    };

    if (!hidden()) start();
    document.addEventListener("visibilitychange", onReturn);
    window.addEventListener("focus", onReturn);
    window.addEventListener("beforeprint", onBeforePrint);
    window.addEventListener("afterprint", onAfterPrint);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onReturn);
      window.removeEventListener("focus", onReturn);
      window.removeEventListener("beforeprint", onBeforePrint);
      window.removeEventListener("afterprint", onAfterPrint);
    };
  }, [everyMs]);
}
