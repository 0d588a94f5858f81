// The one reaction to a refused token (expired, or voided by a password change elsewhere):
// the API client reports it here, the session ends with a word to the visitor, and the
// route guard sends them to /login, to come back to this page after signing in again.
// Mounted once inside AuthProvider and ToastProvider; pages only skip their own error text
// for such failures (isSessionExpired), which useResource and useSubmit do for them.
import { useEffect } from "react";
import { onSessionExpired, storedToken } from "../api/client";
import { useToast } from "../components/Toast";
import { useAuth } from "./AuthProvider";

export const SESSION_EXPIRED = "Your session has expired. Please log in again.";

export function SessionExpiry() {
  const { signOut } = useAuth();
  const toast = useToast();
  useEffect(
    () =>
      onSessionExpired(() => {
        if (!storedToken()) return; // a second refused call of the same moment
        signOut();
        toast(SESSION_EXPIRED, "info");
      }),
    [signOut, toast],
  );
  return null;
}
