// Which rows have a call in flight, so their buttons stay disabled until it answers, and
// what a failed row action says (nothing for a refused token: the session ends, web/auth/SessionExpiry.tsx).
import { useCallback, useState } from "react";
import { isSessionExpired } from "../api/client";

export function usePendingRows<K>() {
  const [busy, setBusy] = useState<ReadonlySet<K>>(() => new Set());

  /** Marks the row busy or free for a call run elsewhere (an upload through its own hook). */
  const mark = useCallback((key: K, on: boolean) => {
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  /** Runs the call with the row marked busy, whatever its outcome; `failed` reports a failure. */
  const run = useCallback(
    async (key: K, call: () => Promise<void>, failed: (error: unknown) => void) => {
      mark(key, true);
      try {
        await call();
      } catch (error) {
        console.error(error);
        if (!isSessionExpired(error)) failed(error);
      } finally {
        mark(key, false);
      }
    },
    [mark],
  );

  return [busy, run, mark] as const;
}
