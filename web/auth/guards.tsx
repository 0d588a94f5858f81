// Route guards: signed-out visitors go to /login (and come back after), non-admins on
// admin routes go to /. In the browser the stored session is read in the first render, so
// they decide at once; should they ever wait, the page's outline shows (the routes' own
// skeleton), never a bare "Loading…" that flashes and jumps.
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { PageSkeleton } from "../components/PageSkeleton";
import { useAuth } from "./AuthProvider";

export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSkeleton />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
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
