// /profile: the mobile required as on /register, the password rules, the password sent only
// with both current and new, the fresh token stored, the MSG texts, read-only email and account
// type, and logout.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../shared/limits";
import { DETAIL, MSG } from "../../shared/messages";
import { RequireUser } from "../auth/guards";
import {
  apiError,
  callsExcept,
  currentPath,
  customer,
  mockApi,
  renderSignedIn,
  sentBodies,
  userWire,
} from "../test/render";
import ProfilePage from "./ProfilePage";

afterEach(() => {
  vi.restoreAllMocks();
});

const REMINDERS = "/api/user/reminders";

function openProfile(
  routes: Parameters<typeof mockApi>[0] = {},
  options: { admin?: boolean; token?: string | null; hasPassword?: boolean } = {},
) {
  // the profile lists the customer's reminders too
  const api = mockApi({ [`GET ${REMINDERS}`]: () => [], ...routes });
  renderSignedIn(
    <RequireUser>
      <ProfilePage />
    </RequireUser>,
    "/profile",
    {
      user: { ...customer({ is_admin: options.admin ?? false }), hasPassword: options.hasPassword ?? true },
      token: options.token === undefined ? "old-token" : options.token,
      routes: <Route path="/" element={<p>Home page</p>} />,
    },
  );
  return { api, user: userEvent.setup() };
}

const saved =
  (over = {}) =>
  () => ({ user: userWire(over) });
const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Save changes" }));

describe("profile details", () => {
  it("shows email and account type read-only, and the customer's shortcuts", () => {
    openProfile();
    expect(screen.getByText("dara@example.com")).toBeInTheDocument();
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
    expect(screen.getByText("Customer")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/products");
    expect(screen.getByRole("link", { name: "My orders" })).toHaveAttribute("href", "/orders");
    expect(screen.queryByRole("link", { name: "Admin panel" })).not.toBeInTheDocument();
  });

  it("requires the mobile, as registration does: no '(optional)', and an emptied one is not sent", async () => {
    const { api, user } = openProfile({ "PUT /api/user/profile": saved() });
    const mobile = screen.getByLabelText("Mobile number");
    expect(mobile).toBeRequired();
    expect(mobile).toHaveValue("+855 12 345 678");

    await user.clear(mobile);
    await save(user);
    expect(mobile).toHaveAccessibleDescription("Please enter your mobile number");
    expect(mobile).toHaveFocus();
    expect(sentBodies(api, "PUT", "/api/user/profile")).toEqual([]);

    // The message goes as soon as the field is valid again, before any new save.
    await user.type(mobile, "+855 92 111 222");
    expect(mobile).not.toHaveAccessibleDescription();
    expect(mobile).not.toHaveAttribute("aria-invalid");
    await save(user);
    expect(await screen.findByText(MSG.profile.updated)).toBeInTheDocument();
    expect(sentBodies(api, "PUT", "/api/user/profile")).toEqual([
      { name: "Sok Dara", mobile: "+855 92 111 222", address: "Street 9, Wat Bo" },
    ]);
  });

  it("shows 'Administrator' and the admin panel to admins", () => {
    openProfile({}, { admin: true });
    expect(screen.getByText("Administrator")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Admin panel" })).toHaveAttribute("href", "/admin");
  });

  it("saves name, mobile and address without a password, updating the stored user", async () => {
    const { api, user } = openProfile({ "PUT /api/user/profile": saved({ name: "Sok Dara Chan" }) });
    await user.type(screen.getByLabelText("Full name"), " Chan");
    await user.type(screen.getByLabelText(/Current password/), "typed-but-no-new-one");
    await save(user);
    expect(await screen.findByText(MSG.profile.updated)).toBeInTheDocument();
    expect(sentBodies(api, "PUT", "/api/user/profile")).toEqual([
      { name: "Sok Dara Chan", mobile: "+855 12 345 678", address: "Street 9, Wat Bo" },
    ]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "{}").name).toBe("Sok Dara Chan");
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("old-token");
    expect(screen.getByText(/Hello, Sok Dara Chan/)).toBeInTheDocument();
  });

  it("says 'New passwords do not match' and does not call", async () => {
    const { api, user } = openProfile({ "PUT /api/user/profile": saved() });
    await user.type(screen.getByLabelText(/Current password/), "secret1");
    await user.type(screen.getByLabelText(/^New password/), "newpass1");
    await user.type(screen.getByLabelText(/Confirm new password/), "newpass2");
    await save(user);
    expect(screen.getByText(MSG.profile.passwordsMismatch)).toBeInTheDocument();
    expect(callsExcept(api, REMINDERS)).toEqual([]);
  });

  it("says 'New password must be at least 6 characters' and does not call", async () => {
    const { api, user } = openProfile({ "PUT /api/user/profile": saved() });
    await user.type(screen.getByLabelText(/Current password/), "secret1");
    await user.type(screen.getByLabelText(/^New password/), "abc");
    await user.type(screen.getByLabelText(/Confirm new password/), "abc");
    await save(user);
    expect(screen.getByText(MSG.profile.passwordTooShort)).toBeInTheDocument();
    expect(callsExcept(api, REMINDERS)).toEqual([]);
  });

  it("asks for the current password when only a new one is filled in", async () => {
    const { api, user } = openProfile({ "PUT /api/user/profile": saved() });
    await user.type(screen.getByLabelText(/^New password/), "newpass1");
    await user.type(screen.getByLabelText(/Confirm new password/), "newpass1");
    await save(user);
    expect(screen.getByText("Please enter your current password to set a new one")).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveFocus();
    expect(callsExcept(api, REMINDERS)).toEqual([]);
  });

  it("sends the password change with both fields and stores the fresh token", async () => {
    const { api, user } = openProfile({
      "PUT /api/user/profile": () => ({ user: userWire(), access_token: "fresh-token" }),
    });
    await user.type(screen.getByLabelText(/Current password/), "secret1");
    await user.type(screen.getByLabelText(/^New password/), "newpass1");
    await user.type(screen.getByLabelText(/Confirm new password/), "newpass1");
    await save(user);
    expect(await screen.findByText(MSG.profile.updated)).toBeInTheDocument();
    expect(sentBodies(api, "PUT", "/api/user/profile")).toEqual([
      {
        name: "Sok Dara",
        mobile: "+855 12 345 678",
        address: "Street 9, Wat Bo",
        current_password: "secret1",
        new_password: "newpass1",
      },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("fresh-token");
    expect(screen.getByLabelText(/Current password/)).toHaveValue("");
  });

  it("shows the server's detail when it refuses, else 'Failed to update profile'", async () => {
    let answer = apiError(400, DETAIL.wrongCurrentPassword);
    const { user } = openProfile({ "PUT /api/user/profile": () => answer });
    await user.type(screen.getByLabelText(/Current password/), "wrong-one");
    await user.type(screen.getByLabelText(/^New password/), "newpass1");
    await user.type(screen.getByLabelText(/Confirm new password/), "newpass1");
    await save(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(DETAIL.wrongCurrentPassword);
    answer = apiError(500, DETAIL.internal);
    await save(user);
    expect(await screen.findByText(MSG.profile.updateFailed)).toBeInTheDocument();
  });

  it("says 'Authentication token not found' without a stored token, and does not call", async () => {
    const { api, user } = openProfile({ "PUT /api/user/profile": saved() }, { token: null });
    await save(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.profile.noToken);
    expect(callsExcept(api, REMINDERS)).toEqual([]);
  });
});

describe("an account without a password (made by an e-mail code)", () => {
  it("says so and sets one with the new password alone, then asks for the current one as usual", async () => {
    const { api, user } = openProfile(
      {
        "PUT /api/user/profile": () => ({
          user: userWire(),
          access_token: "fresh-token",
        }),
      },
      { hasPassword: false },
    );
    expect(screen.getByRole("group", { name: "Set a password" })).toBeInTheDocument();
    expect(screen.getByText(/Your account has no password yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Current password")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^New password/), "newpass1");
    await user.type(screen.getByLabelText(/^Confirm new password/), "newpass1");
    await save(user);
    expect(await screen.findByText(MSG.profile.updated)).toBeInTheDocument();
    expect(sentBodies(api, "PUT", "/api/user/profile")).toEqual([
      { name: "Sok Dara", mobile: "+855 12 345 678", address: "Street 9, Wat Bo", new_password: "newpass1" },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("fresh-token");
    // now it has one: changing it asks for it, as for every account with a password
    expect(screen.getByRole("group", { name: "Change password" })).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toBeInTheDocument();
  });

  it("still checks the new password's length and confirmation", async () => {
    const { api, user } = openProfile({}, { hasPassword: false });
    await user.type(screen.getByLabelText(/^New password/), "abc");
    await user.type(screen.getByLabelText(/^Confirm new password/), "abd");
    await save(user);
    expect(screen.getByText(MSG.profile.passwordTooShort)).toBeInTheDocument();
    expect(sentBodies(api, "PUT", "/api/user/profile")).toEqual([]);
  });
});

describe("logout", () => {
  it("removes both keys, says 'Logged out successfully' and goes to /", async () => {
    const { user } = openProfile();
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(currentPath()).toBe("/");
    expect(screen.getByText(MSG.profile.loggedOut)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
