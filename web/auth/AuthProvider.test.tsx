// The session (docs/decisions/010): restored from local storage on load, saved on sign-in,
// and both keys removed on logout; another tab's logout is followed.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../shared/limits";
import { customer, storeSession } from "../test/render";
import { AuthProvider, useAuth } from "./AuthProvider";

function Probe() {
  const { user, loading, signIn, signOut, updateUser } = useAuth();
  return (
    <div>
      <p>{loading ? "loading" : user ? `signed in as ${user.name}` : "signed out"}</p>
      <button type="button" onClick={() => signIn(customer({ name: "Chan" }), "fresh-token")}>
        sign in
      </button>
      <button type="button" onClick={() => user && updateUser({ ...user, name: "Renamed" })}>
        rename
      </button>
      <button type="button" onClick={signOut}>
        sign out
      </button>
    </div>
  );
}

const renderProbe = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

describe("AuthProvider", () => {
  it("restores the stored user on load", () => {
    storeSession(customer({ name: "Sok Dara" }));
    renderProbe();
    expect(screen.getByText("signed in as Sok Dara")).toBeInTheDocument();
  });

  it("starts signed out when nothing (or garbage) is stored", () => {
    localStorage.setItem(STORAGE_KEYS.user, "{not json");
    renderProbe();
    expect(screen.getByText("signed out")).toBeInTheDocument();
  });

  it("stores the user and the token on sign-in, and a profile edit keeps the token", async () => {
    renderProbe();
    await userEvent.click(screen.getByRole("button", { name: "sign in" }));
    expect(screen.getByText("signed in as Chan")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "{}").name).toBe("Chan");
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("fresh-token");

    await userEvent.click(screen.getByRole("button", { name: "rename" }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "{}").name).toBe("Renamed");
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("fresh-token");
  });

  it("removes both the user and the token on logout", async () => {
    storeSession(customer(), "old-token");
    renderProbe();
    await userEvent.click(screen.getByRole("button", { name: "sign out" }));
    expect(screen.getByText("signed out")).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("follows a logout made in another tab", () => {
    storeSession(customer({ name: "Sok Dara" }));
    renderProbe();
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.user }));
    });
    expect(screen.getByText("signed out")).toBeInTheDocument();
  });
});
