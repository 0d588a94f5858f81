// Signed-in pages hand failed calls to this: a 401 means the stored token is no longer
// valid (expired, or voided by a password change elsewhere), so the session ends and the
// route guard sends the visitor to /login, to come back here after signing in again.
import { useCallback } from "react";
import { ApiError } from "../api/client";
import { useToast } from "../components/Toast";
import { useAuth } from "./AuthProvider";

export const SESSION_EXPIRED = "Your session has expired. Please log in again.";

export function useSessionExpiry(): (error: unknown) => boolean {
  const { signOut } = useAuth();
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      signOut();
      toast(SESSION_EXPIRED, "info");
      return true;
    },
    [signOut, toast],
  );
}
