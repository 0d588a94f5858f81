// The one reaction to a session the server has ended. A refused token (expired, or voided
// by a password change elsewhere): the session ends with a word to the visitor, and the
// route guard sends them to /login, to come back to this page after signing in again. A
// suspended account (403 on any signed-in call): the session ends and the frame shows the
// suspended panel in place of the page (Layout, useSuspendedNotice), until the visitor goes on.
// Mounted once inside AuthProvider and ToastProvider; pages only skip their own error text
// for such failures (isSessionExpired), which useResource and useSubmit do for them.
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { onSessionExpired, storedToken } from "../api/client";
import { useToast } from "../components/Toast";
import { useAuth } from "./AuthProvider";

export const SESSION_EXPIRED = "Your session has expired. Please log in again.";

/** Whether the suspended panel is up: a tiny store the frame reads. */
let suspended = false;
const listeners = new Set<() => void>();
function setSuspended(shown: boolean) {
  suspended = shown;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `{ shown, dismiss }` of the suspended panel. */
export function useSuspendedNotice() {
  const shown = useSyncExternalStore(
    subscribe,
    () => suspended,
    () => false,
  );
  const dismiss = useCallback(() => setSuspended(false), []);
  return { shown, dismiss };
}

export function SessionExpiry() {
  const { signOut } = useAuth();
  const toast = useToast();
  useEffect(
    () =>
      onSessionExpired((reason) => {
        if (!storedToken()) return; // a second refused call of the same moment
        signOut();
        if (reason === "suspended") setSuspended(true);
        else toast(SESSION_EXPIRED, "info");
      }),
    [signOut, toast],
  );
  return null;
}
