// Loads one tab's data once and lets the tab patch it in place after a successful call.
// A failed load becomes a banner ('Data fetch error', or the missing-token message).
import { useCallback, useEffect, useState } from "react";
import { MSG } from "../../shared/messages";
import { MissingTokenError } from "./api";

export type LoadState<T> =
  | { status: "loading" }
  | { status: "ready"; data: T }
  | { status: "error"; message: string };

export function useAdminData<T>(load: () => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: "loading" });

  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        if (live) setState({ status: "ready", data });
      },
      (error: unknown) => {
        console.error(error);
        const message = error instanceof MissingTokenError ? MSG.admin.noToken : MSG.admin.fetchError;
        if (live) setState({ status: "error", message });
      },
    );
    return () => {
      live = false;
    };
  }, [load]);

  const update = useCallback((change: (data: T) => T) => {
    setState((current) =>
      current.status === "ready" ? { status: "ready", data: change(current.data) } : current,
    );
  }, []);

  return [state, update] as const;
}
