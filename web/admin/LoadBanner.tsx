// What a tab shows while its data loads, or instead of it when loading failed: the
// missing-token message with a way back to /login, else 'Data fetch error'.
import { Link } from "react-router-dom";
import { MSG } from "../../shared/messages";
import type { ResourceState } from "../hooks/useResource";
import { MissingTokenError } from "./api";

export function LoadBanner({ state }: { state: ResourceState<unknown> }) {
  if (state.status === "loading") return <p className="page-loading">Loading…</p>;
  if (state.status !== "failed") return null;
  const noToken = state.error instanceof MissingTokenError;
  return (
    <div className="alert alert-error" role="alert">
      <p>
        {noToken ? MSG.admin.noToken : MSG.admin.fetchError}
        {noToken ? (
          <>
            {" "}
            <Link to="/login">Log in again</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
