// Deletes that wait for their Undo (docs/decisions/033): the row is hidden at once, a toast says
// it is deleted with an Undo, and the DELETE is sent when the toast ends. A delete still waiting
// goes out with keepalive if the browser leaves the page, and at once if the list closes
// (`onSentAtClose` then hears of it). Used by the dashboard's lists and the profile's reminders.
import { useCallback, useEffect, useRef, useState } from "react";
import { isSessionExpired } from "../api/client";
import { useToast } from "../components/Toast";

/** What the toasts of one delete say, as the toast shows them. */
export interface DeleteTexts {
  deleted: string;
  undo: string;
  restored: string;
  failed: (failure: unknown) => string;
}

/** Sends the DELETE; `keepalive` when the page is being left. */
type SendDelete = (init?: { keepalive: boolean }) => Promise<unknown>;

export function useDeferredDeletes<K>(onSentAtClose?: (texts: DeleteTexts) => void) {
  const toast = useToast();
  const [hidden, setHidden] = useState<ReadonlySet<K>>(() => new Set());
  const pending = useRef(new Map<K, { send: (init?: { keepalive: boolean }) => void; texts: DeleteTexts }>());
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
        onSentAtClose?.(delete_.texts);
      }
    };
  }, [onSentAtClose]);

  /** Hides the row now; `sendDelete` waits for the Undo toast to end. */
  const remove = (id: K, sendDelete: SendDelete, texts: DeleteTexts) => {
    const send = (init?: { keepalive: boolean }) => {
      if (!pending.current.delete(id)) return;
      sendDelete(init).catch((failure: unknown) => {
        console.error(failure);
        show(id, true);
        if (!isSessionExpired(failure)) toast(texts.failed(failure), "error");
      });
    };
    const undo = () => {
      if (!pending.current.delete(id)) return;
      show(id, true);
      toast(texts.restored, "info");
    };
    pending.current.set(id, { send, texts });
    show(id, false);
    toast(texts.deleted, "success", {
      action: { label: texts.undo, onAction: undo },
      // A toast that replaces this one (the undo's own included) finds nothing left to send.
      onClose: (reason) => {
        if (reason !== "action") send();
      },
    });
  };

  return { hidden, remove };
}
