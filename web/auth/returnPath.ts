// Where to go after signing in: the page a guard (or Order Now) sent the visitor away from
// (location.state.from, e.g. /order/3?size=deluxe), if it is a path inside this site; else home.
// The account pages hand it on to each other (login ↔ register, forgot password → login),
// so a visitor who registers or resets a password on the way still comes back to it.
import { useState } from "react";
import { useLocation } from "react-router-dom";
import { useAuth } from "./AuthProvider";

export function returnPath(state: unknown): string {
  const from = state && typeof state === "object" ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return "/";
  return from === "/login" ? "/" : from;
}

/** The router state that carries the return path on to the next account page (none for home). */
export function returnState(state: unknown): { from: string } | undefined {
  const from = returnPath(state);
  return from === "/" ? undefined : { from };
}

/** On the login and register pages: where a visitor who arrives already signed in (Back
 *  after signing in, an old bookmark) goes on to at once, or null for a signed-out visitor.
 *  Read once on arrival, so signing in on the page itself keeps the page's own flow. */
export function useOnwardIfSignedIn(): string | null {
  const { user } = useAuth();
  const location = useLocation();
  const [arrivedSignedIn] = useState(() => user !== null);
  return arrivedSignedIn ? returnPath(location.state) : null;
}
