// Deletes that wait for their Undo (docs/decisions/033): the row is hidden at once and its DELETE
// is sent when the toast ends. A delete still waiting goes out with keepalive if the browser
// leaves the page, and at once if the list closes (`onSentAtClose` then hears of it). Used by the
// dashboard's lists and the profile's reminders.
import { useCallback, useEffect, useRef, useState } from "react";

/** A delete the visitor can still undo: how to send it (once). */
export interface DeferredDelete {
  send: (init?: { keepalive: boolean }) => void;
}

export function useDeferredDeletes<K, D extends DeferredDelete>(onSentAtClose?: (delete_: D) => void) {
  const [hidden, setHidden] = useState<ReadonlySet<K>>(() => new Set());
  const pending = useRef(new Map<K, D>());
  const show = useCallback(
    (id: K, shown: boolean) =>
      setHidden((current) => {
        const next = new Set(current);
        if (shown) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  useEffect(() => {
    const waiting = pending.current;
    const onPageHide = () => {
      for (const delete_ of [...waiting.values()]) delete_.send({ keepalive: true });
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      for (const delete_ of [...waiting.values()]) {
        delete_.send();
        onSentAtClose?.(delete_);
      }
    };
  }, [onSentAtClose]);

  return { hidden, show, pending: pending.current };
}
