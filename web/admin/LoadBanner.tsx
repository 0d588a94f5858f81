// What a tab shows while its data loads, or instead of it when loading failed.
import { Link } from "react-router-dom";
import { MSG } from "../../shared/messages";
import type { LoadState } from "./useAdminData";

export function LoadBanner({ state }: { state: LoadState<unknown> }) {
  if (state.status === "loading") return <p className="page-loading">Loading…</p>;
  if (state.status !== "error") return null;
  return (
    <div className="alert alert-error" role="alert">
      <p>
        {state.message}
        {state.message === MSG.admin.noToken ? (
          <>
            {" "}
            <Link to="/login">Log in again</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
