// Where to go after signing in: the page a guard sent the visitor away from
// (location.state.from, e.g. /order/3), if it is a path inside this site; else home.

export function returnPath(state: unknown): string {
  const from = state && typeof state === "object" ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return "/";
  return from === "/login" ? "/" : from;
}
