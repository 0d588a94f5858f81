// Route guards: signed-out visitors go to /login (and come back after), non-admins on
// admin routes go to /. A link from an e-mail (My orders, Pay now) carries ?via=code: signed
// out, the login page then offers the e-mailed code first (docs/decisions/060); either way the page it
// names opens without that parameter. In the browser the stored session is read in the first render, so
// they decide at once; should they ever wait, the page's outline shows (the routes' own
// skeleton), never a bare "Loading…" that flashes and jumps.
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { PageSkeleton } from "../components/PageSkeleton";
import { useAuth } from "./AuthProvider";

/** The query parameter (and its value) of a link that asks for sign-in by code. */
export const VIA = { name: "via", code: "code" } as const;

/** `search` without `via`: "" or "?…". */
function withoutVia(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(VIA.name);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSkeleton />;
  const viaCode = new URLSearchParams(location.search).get(VIA.name) === VIA.code;
  const here = location.pathname + (viaCode ? withoutVia(location.search) : location.search);
  if (!user) {
    const login = viaCode ? `/login?${VIA.name}=${VIA.code}` : "/login";
    return <Navigate to={login} replace state={{ from: here }} />;
  }
  if (viaCode) return <Navigate to={here + location.hash} replace />;
  return children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSkeleton />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!user.isAdmin) return <Navigate to="/" replace />;
  return children;
}
