// Runs one async action at a time: a second submit while the first is in flight is
// ignored, so a double tap never places two orders or sends two codes.
import { useCallback, useRef, useState } from "react";

export function useBusy() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
