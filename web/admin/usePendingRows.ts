// Which rows have a call in flight, so their buttons stay disabled until it answers.
import { useCallback, useState } from "react";

export function usePendingRows<K>() {
  const [busy, setBusy] = useState<ReadonlySet<K>>(() => new Set());

  /** Runs the call with the row marked busy, whatever its outcome. */
  const run = useCallback(async (key: K, call: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(key));
    try {
      await call();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  }, []);

  return [busy, run] as const;
}
