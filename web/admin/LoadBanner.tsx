// What a tab shows while its data loads, or instead of it when loading failed: the
// missing-token message with a way back to /login, else 'Data fetch error' (with the server's
// reason when it refused the request as asked, e.g. a search too long, so the owner can mend it).
import { Link } from "react-router-dom";
import { MSG } from "../../shared/messages";
import { ApiError } from "../api/client";
import type { ResourceState } from "../hooks/useResource";
import { MissingTokenError } from "./api";

export function LoadBanner({ state }: { state: ResourceState<unknown> }) {
  if (state.status === "loading") return <p className="page-loading">Loading…</p>;
  if (state.status !== "failed") return null;
  const noToken = state.error instanceof MissingTokenError;
  const refused = state.error instanceof ApiError && state.error.status === 400 && state.error.detail;
  return (
    <div className="alert alert-error" role="alert">
      <p>
        {noToken ? MSG.admin.noToken : MSG.admin.fetchError}
        {refused ? `: ${refused}` : null}
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
