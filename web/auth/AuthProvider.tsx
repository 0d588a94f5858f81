// Session state (docs/decisions/010-tokens-and-session.md): the user and token live in local storage under
// `user` and `token`, and logout removes both. `loading` is true while the page is drawn on
// the Worker, which has no storage to read, and while the browser takes that drawing over
// (web/ssr/route-data.tsx): the stored user shows right after, before the first paint of
// anything the browser drew itself.
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { STORAGE_KEYS } from "../../shared/limits";
import type { User } from "../api/models";
import { useHydrated } from "../ssr/route-data";

interface AuthState {
  user: User | null;
  loading: boolean;
  /** Saves a signed-in session; a token is stored only when the server gave one. */
  signIn: (user: User, token?: string) => void;
  /** Replaces the stored user (profile edits) without touching the token. */
  updateUser: (user: User) => void;
  signOut: () => void;
}

const AuthContext = createContext<AuthState | null>(null);

function readStoredUser(): User | null {
  try {
    const user = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "null");
    return user && typeof user === "object" && typeof user.email === "string" ? (user as User) : null;
  } catch {
    return null;
  }
}

/** False when rendering outside a browser (the Worker drawing a page). */
const hasStorage = () => typeof window !== "undefined" && typeof window.localStorage !== "undefined";

export function AuthProvider({ children }: { children: ReactNode }) {
  const [stored, setUser] = useState<User | null>(() => (hasStorage() ? readStoredUser() : null));
  const hydrated = useHydrated();
  const user = hydrated ? stored : null;
  const loading = !hydrated;

  useEffect(() => {
    // Another tab signed in or out: follow it, so a logout anywhere ends the session here.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.user || event.key === null) setUser(readStoredUser());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const signIn = useCallback((next: User, token?: string) => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(next));
    if (token) localStorage.setItem(STORAGE_KEYS.token, token);
    setUser(next);
  }, []);

  const updateUser = useCallback((next: User) => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(next));
    setUser(next);
  }, []);

  const signOut = useCallback(() => {
    localStorage.removeItem(STORAGE_KEYS.user);
    localStorage.removeItem(STORAGE_KEYS.token);
    // The router moves between pages in transitions. Clearing the user in one too lets a
    // "log out, then go to /" handler land on / in one render, instead of a guarded page
    // first seeing no user and redirecting to /login.
    startTransition(() => setUser(null));
  }, []);

  const value = useMemo(
    () => ({ user, loading, signIn, updateUser, signOut }),
    [user, loading, signIn, updateUser, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
