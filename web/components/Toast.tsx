// Short-lived notices ("Link copied to clipboard!", "Order placed successfully!") in one
// polite live region, so screen readers hear them too. One at a time: a new toast replaces
// the one showing. A toast may carry one action (e.g. Undo) and its own duration; a longer
// text stays longer, and its time stands still while the pointer is over it or focus is in
// it (a tap goes through a toast, global.css, so the pointer's place is watched rather than
// the toast's own hover events). It leaves when the page changes (the frame reports it:
// useToastPageChange) unless it was raised together with that navigation, with no input from
// the visitor in between ("Please login to place an order" belongs to /login, which the same
// click opened, but not to /register after it).
// The message and the action's label are shown through t(), so a caller may pass a shared
// English text (FRAME_MSG, MSG) as it is. The frame says where toasts show (ToastHost, under
// its sticky header), off the form a visitor is filling in: the live region is drawn there from
// the start, so the page the Worker drew already has it where it stays.
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
import { withoutWordBreaks } from "../../shared/i18n/translate";
import { t } from "../i18n";

export type ToastKind = "success" | "error" | "info";

export interface ToastOptions {
  /** One button in the toast, e.g. `{ label: "Undo", onAction: restore }`; a press also closes it. */
  action?: { label: string; onAction: () => void };
  /** How long the toast stays (default: time to read it, 4 to 10 s; at least 8 s when it has
   *  an action, so it can be reached). */
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
  /** The visitor's input count when it was raised (see `inputs` below). */
  inputs: number;
}

const TOAST_MS = 4000;
const ACTION_TOAST_MS = 8000;
/** Reading time: a text longer than READ_FREE_CHARS stays READ_MS_PER_CHAR more for each
 *  character beyond, up to MAX_TOAST_MS. */
const READ_FREE_CHARS = 40;
const READ_MS_PER_CHAR = 60;
const MAX_TOAST_MS = 10_000;

/** How long a toast showing `text` stays unless its caller says. */
function toastDuration(text: string, hasAction = false): number {
  const reading = TOAST_MS + Math.max(0, text.length - READ_FREE_CHARS) * READ_MS_PER_CHAR;
  return Math.max(Math.min(reading, MAX_TOAST_MS), hasAction ? ACTION_TOAST_MS : 0);
}

const ToastContext = createContext<ShowToast | null>(null);
const PageChangeContext = createContext<(() => void) | null>(null);
const RegionContext = createContext<ReactNode>(null);

/** What the visitor does that can start a navigation: a press, a key, the browser's back. */
const INPUT_EVENTS = ["pointerdown", "keydown", "popstate"] as const;

/** What stops a toast's time: the pointer over it, focus in it. */
type Hold = "pointer" | "focus";

/** Whether the pointer is over `box` (one with no size, not laid out, is never pointed at). */
const isOver = (box: DOMRect, event: PointerEvent) =>
  box.width > 0 &&
  event.clientX >= box.left &&
  event.clientX <= box.right &&
  event.clientY >= box.top &&
  event.clientY <= box.bottom;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const current = useRef<Toast | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The showing toast's time left, running since `since` unless it is held. */
  const clock = useRef({ left: 0, since: 0 });
  const holds = useRef(new Set<Hold>());
  const shown = useRef<HTMLDivElement>(null);
  const nextId = useRef(0);
  /** Counts the visitor's inputs: a toast raised since the last one came with any navigation now. */
  const inputs = useRef(0);

  useEffect(() => {
    const count = () => {
      inputs.current += 1;
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, count, true);
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, count, true);
    };
  }, []);

  const close = useCallback((id: number, reason: Parameters<NonNullable<ToastOptions["onClose"]>>[0]) => {
    const leaving = current.current;
    if (!leaving || leaving.id !== id) return;
    clearTimeout(timer.current);
    holds.current.clear();
    current.current = null;
    setToast(null);
    leaving.onClose?.(reason);
  }, []);

  const run = useCallback(
    (id: number, ms: number) => {
      clock.current = { left: ms, since: Date.now() };
      timer.current = setTimeout(() => close(id, "timeout"), ms);
    },
    [close],
  );

  /** Stops the showing toast's time for `reason`, or lets it run on once nothing holds it. */
  const hold = useCallback(
    (reason: Hold, on: boolean) => {
      const showing = current.current;
      if (!showing || holds.current.has(reason) === on) return;
      const wasHeld = holds.current.size > 0;
      if (on) holds.current.add(reason);
      else holds.current.delete(reason);
      if (!wasHeld) {
        clearTimeout(timer.current);
        clock.current.left -= Date.now() - clock.current.since;
      } else if (holds.current.size === 0) run(showing.id, clock.current.left);
    },
    [run],
  );

  const show = useCallback<ShowToast>(
    (message, kind = "info", options = {}) => {
      if (current.current) close(current.current.id, "replaced");
      nextId.current += 1;
      const next: Toast = { ...options, id: nextId.current, message, kind, inputs: inputs.current };
      current.current = next;
      setToast(next);
      run(
        next.id,
        options.durationMs ?? toastDuration(withoutWordBreaks(t(message)), Boolean(options.action)),
      );
    },
    [close, run],
  );

  const pageChanged = useCallback(() => {
    const showing = current.current;
    if (showing && showing.inputs !== inputs.current) close(showing.id, "navigated");
  }, [close]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // While a toast shows: is a mouse or pen over it (a finger's tap goes through), is focus in it?
  useEffect(() => {
    const box = shown.current;
    if (!toast || !box) return;
    const follow = (event: PointerEvent) => {
      if (event.pointerType !== "touch") hold("pointer", isOver(box.getBoundingClientRect(), event));
    };
    const leaveWindow = (event: PointerEvent) => {
      if (!event.relatedTarget) hold("pointer", false);
    };
    const focusIn = () => hold("focus", true);
    const focusOut = (event: FocusEvent) => {
      if (!box.contains(event.relatedTarget as Node | null)) hold("focus", false);
    };
    window.addEventListener("pointermove", follow, { passive: true });
    window.addEventListener("pointerout", leaveWindow);
    box.addEventListener("focusin", focusIn);
    box.addEventListener("focusout", focusOut);
    return () => {
      window.removeEventListener("pointermove", follow);
      window.removeEventListener("pointerout", leaveWindow);
      box.removeEventListener("focusin", focusIn);
      box.removeEventListener("focusout", focusOut);
    };
  }, [toast, hold]);

  const value = useMemo(() => show, [show]);
  const region = (
    <div className="toasts" role="status" aria-live="polite">
      {toast ? (
        <div key={toast.id} ref={shown} className={`toast toast-${toast.kind}`}>
          <p className="toast-message">{t(toast.message)}</p>
          {toast.action ? (
            <button
              type="button"
              className="toast-action"
              onClick={() => {
                toast.action?.onAction();
                close(toast.id, "action");
              }}
            >
              {t(toast.action.label)}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
  return (
    <ToastContext.Provider value={value}>
      <PageChangeContext.Provider value={pageChanged}>
        <RegionContext.Provider value={region}>{children}</RegionContext.Provider>
      </PageChangeContext.Provider>
    </ToastContext.Provider>
  );
}

/** Where the frame shows toasts: placed at the end of its sticky header, it holds them just
 *  under it, wherever the header is (global.css). */
export function ToastHost() {
  return <div className="toast-host">{useContext(RegionContext)}</div>;
}

/** For the frame: the call that tells the toasts the page (path) has changed. */
export function useToastPageChange() {
  const pageChanged = useContext(PageChangeContext);
  if (!pageChanged) throw new Error("useToastPageChange must be used inside <ToastProvider>");
  return pageChanged;
}

/** `const toast = useToast(); toast("Saved", "success");` or, with an action,
 *  `toast("Deleted Roses", "success", { action: { label: "Undo", onAction: restore } })`. */
export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>");
  return show;
}
