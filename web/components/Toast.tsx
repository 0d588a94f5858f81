// Short-lived notices ("Link copied to clipboard!", "Order placed successfully!") in one
// polite live region, so screen readers hear them too. One at a time: a new toast replaces
// the one showing. A toast may carry one action (e.g. Undo) and its own duration.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

export type ToastKind = "success" | "error" | "info";

export interface ToastOptions {
  /** One button in the toast, e.g. `{ label: "Undo", onAction: restore }`; a press also closes it. */
  action?: { label: string; onAction: () => void };
  /** How long the toast stays (default 4 s; 8 s when it has an action, so it can be reached). */
  durationMs?: number;
  /** Called once when the toast leaves: its time ran out, it was replaced, the page changed
   *  or its action was pressed (`"action"`). */
  onClose?: (reason: "timeout" | "replaced" | "navigated" | "action") => void;
}

export type ShowToast = (message: string, kind?: ToastKind, options?: ToastOptions) => void;

interface Toast extends ToastOptions {
  id: number;
  message: string;
  kind: ToastKind;
}

const TOAST_MS = 4000;
const ACTION_TOAST_MS = 8000;
const ToastContext = createContext<ShowToast | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const current = useRef<Toast | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const nextId = useRef(0);

  const close = useCallback((id: number, reason: Parameters<NonNullable<ToastOptions["onClose"]>>[0]) => {
    const leaving = current.current;
    if (!leaving || leaving.id !== id) return;
    clearTimeout(timer.current);
    current.current = null;
    setToast(null);
    leaving.onClose?.(reason);
  }, []);

  const show = useCallback<ShowToast>(
    (message, kind = "info", options = {}) => {
      if (current.current) close(current.current.id, "replaced");
      nextId.current += 1;
      const next: Toast = { ...options, id: nextId.current, message, kind };
      current.current = next;
      setToast(next);
      const ms = options.durationMs ?? (options.action ? ACTION_TOAST_MS : TOAST_MS);
      timer.current = setTimeout(() => close(next.id, "timeout"), ms);
    },
    [close],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toast ? (
          <div key={toast.id} className={`toast toast-${toast.kind}`}>
            <p className="toast-message">{toast.message}</p>
            {toast.action ? (
              <button
                type="button"
                className="toast-action"
                onClick={() => {
                  toast.action?.onAction();
                  close(toast.id, "action");
                }}
              >
                {toast.action.label}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast("Saved", "success");` or, with an action,
 *  `toast("Deleted Roses", "success", { action: { label: "Undo", onAction: restore } })`. */
export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>");
  return show;
}
