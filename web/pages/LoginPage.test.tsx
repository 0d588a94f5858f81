// /login: every refusal branch (invalid, suspended, not verified, other failure), the
// verify-email panel's rules and calls, and the way back to where the visitor came from.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../shared/limits";
import { DETAIL, MSG } from "../../shared/messages";
import { SHOP } from "../../shared/shop";
import { StateProbe } from "../test/catalog";
import {
  apiError,
  currentPath,
  mockApi,
  refusal,
  renderPage,
  renderSignedIn,
  sentBodies,
  userWire,
} from "../test/render";
import LoginPage from "./LoginPage";

afterEach(() => {
  vi.restoreAllMocks();
});

const signedIn = (over = {}) => ({ user: userWire(over), access_token: "token-1" });

async function logIn(email = "dara@example.com", password = "secret1") {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
  return user;
}

describe("login form", () => {
  it("offers show/hide on the password and links to register and forgot password", () => {
    renderPage(<LoginPage />, "/login");
    expect(screen.getByLabelText("Email")).toHaveAttribute("autocomplete", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "current-password");
    expect(screen.getByRole("button", { name: "Show password" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("hands the page to return to on to registration and to the password reset", async () => {
    const from = "/order/3?size=deluxe";
    const user = userEvent.setup();
    for (const [link, path] of [
      ["Create an account", "/register"],
      ["Forgot your password?", "/forgot-password"],
    ] as const) {
      const { unmount } = renderPage(<LoginPage />, "/login", {
        state: { from },
        routes: <Route path={path} element={<StateProbe />} />,
      });
      await user.click(screen.getByRole("link", { name: link }));
      expect(currentPath()).toBe(path);
      expect(JSON.parse(screen.getByTestId("route-state").textContent ?? "null")).toEqual({ from });
      unmount();
    }
  });

  it("checks the fields in the browser before calling", async () => {
    const api = mockApi({});
    renderPage(<LoginPage />, "/login");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByText("Please enter your email address")).toBeInTheDocument();
    expect(screen.getByText("Please enter your password")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(api).not.toHaveBeenCalled();
  });

  it("signs in, stores the session and goes back to the page the visitor came from", async () => {
    const api = mockApi({ "POST /api/auth/login": () => signedIn() });
    renderPage(<LoginPage />, "/login", { state: { from: "/product/3" } });
    await logIn("  Dara@Example.com ");
    expect(await screen.findByText("Other page")).toBeInTheDocument();
    expect(currentPath()).toBe("/product/3");
    expect(sentBodies(api, "POST", "/api/auth/login")).toEqual([
      { email: "Dara@Example.com", password: "secret1" },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("token-1");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "{}").email).toBe("dara@example.com");
  });

  it("goes home after a login without a page to return to", async () => {
    mockApi({ "POST /api/auth/login": () => signedIn() });
    renderPage(<LoginPage />, "/login");
    await logIn();
    await screen.findByText("Other page");
    expect(currentPath()).toBe("/");
  });

  it("says 'Invalid email or password' on a 401", async () => {
    mockApi({ "POST /api/auth/login": () => apiError(401, DETAIL.invalidCredentials) });
    renderPage(<LoginPage />, "/login");
    await logIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.login.invalid);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it("shows the suspended panel with the shop's contact on a 403 'User is suspended'", async () => {
    mockApi({ "POST /api/auth/login": () => refusal(403, "suspended") });
    renderPage(<LoginPage />, "/login");
    await logIn();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Account suspended" })).toHaveFocus());
    expect(screen.getByRole("alert")).toHaveTextContent(MSG.login.suspended);
    expect(screen.getByRole("link", { name: SHOP.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${SHOP.supportEmail}`,
    );
    expect(screen.getByRole("link", { name: SHOP.phones[0] })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Back to login" }));
    expect(screen.getByRole("button", { name: "Log in" })).toBeInTheDocument();
  });

  it("does not sign in a user the answer marks as suspended", async () => {
    mockApi({ "POST /api/auth/login": () => signedIn({ is_suspended: true }) });
    renderPage(<LoginPage />, "/login");
    await logIn();
    expect(await screen.findByText(MSG.login.suspended)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("says 'Login failed. Please try again.' on any other failure", async () => {
    mockApi({ "POST /api/auth/login": () => apiError(500, DETAIL.internal) });
    renderPage(<LoginPage />, "/login");
    await logIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.login.failed);
  });

  it("passes on the server's 'please wait' when there were too many tries", async () => {
    mockApi({ "POST /api/auth/login": () => apiError(429, DETAIL.tooManyRequests) });
    renderPage(<LoginPage />, "/login");
    await logIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(DETAIL.tooManyRequests);
  });
});

describe("arriving already signed in", () => {
  it("goes straight on to the page to return to, or home, instead of a login form", () => {
    renderSignedIn(<LoginPage />, "/login", { state: { from: "/order/3?size=deluxe" } });
    expect(currentPath()).toBe("/order/3?size=deluxe");
    expect(screen.queryByRole("button", { name: "Log in" })).not.toBeInTheDocument();
  });

  it("goes home when nothing sent the visitor here", () => {
    renderSignedIn(<LoginPage />, "/login");
    expect(currentPath()).toBe("/");
  });
});

describe("verify-email panel", () => {
  const notVerified = { "POST /api/auth/login": () => refusal(401, "notVerified") };

  async function openPanel(routes = {}) {
    const api = mockApi({ ...notVerified, ...routes });
    renderPage(<LoginPage />, "/login", { state: { from: "/product/3" } });
    const user = await logIn("Dara@example.com");
    await screen.findByRole("heading", { name: "Verify your email" });
    return { api, user };
  }

  it("opens for an unverified account with 'OTP sent to your email for verification'", async () => {
    await openPanel();
    expect(screen.getByRole("heading", { name: "Verify your email" })).toHaveFocus();
    expect(screen.getByText(MSG.login.otpSent).closest("[role=status]")).not.toBeNull();
    expect(screen.getByText("dara@example.com")).toBeInTheDocument();
  });

  it("checks the code and the new password before calling", async () => {
    const { api, user } = await openPanel();
    await user.type(screen.getByLabelText("Verification code"), "12345678");
    expect(screen.getByLabelText("Verification code")).toHaveValue("123456");
    await user.type(screen.getByLabelText("New password"), "abc");
    await user.type(screen.getByLabelText("Confirm new password"), "abd");
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(screen.getByText(MSG.verify.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(MSG.register.passwordsMismatch)).toBeInTheDocument();
    expect(sentBodies(api, "POST", "/api/auth/verify-and-set-password")).toEqual([]);
  });

  it("verifies, signs in and goes back to where signing in began with 'Account verified successfully!'", async () => {
    const { api, user } = await openPanel({
      "POST /api/auth/verify-and-set-password": () => signedIn(),
    });
    await user.type(screen.getByLabelText("Verification code"), "123456");
    await user.type(screen.getByLabelText("New password"), "newpass1");
    await user.type(screen.getByLabelText("Confirm new password"), "newpass1");
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(await screen.findByText(MSG.verify.success)).toBeInTheDocument();
    expect(currentPath()).toBe("/product/3");
    expect(sentBodies(api, "POST", "/api/auth/verify-and-set-password")).toEqual([
      { email: "dara@example.com", otp: "123456", new_password: "newpass1" },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("token-1");
  });

  it("shows the server's detail when verification is refused, else 'Verification failed'", async () => {
    let answer = apiError(400, DETAIL.invalidCode);
    const { user } = await openPanel({ "POST /api/auth/verify-and-set-password": () => answer });
    await user.type(screen.getByLabelText("Verification code"), "123456");
    await user.type(screen.getByLabelText("New password"), "newpass1");
    await user.type(screen.getByLabelText("Confirm new password"), "newpass1");
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(DETAIL.invalidCode);

    answer = apiError(500, DETAIL.internal);
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(await screen.findByText(MSG.verify.failed)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it("resends the code with 'OTP resent successfully' or 'Failed to resend OTP'", async () => {
    let ok = true;
    const { api, user } = await openPanel({
      "POST /api/auth/resend-otp": () => (ok ? { message: "sent" } : apiError(502, DETAIL.mailFailed)),
    });
    await user.click(screen.getByRole("button", { name: "Resend code" }));
    expect(await screen.findByText(MSG.verify.resent)).toBeInTheDocument();
    expect(sentBodies(api, "POST", "/api/auth/resend-otp")).toEqual([{ email: "dara@example.com" }]);
    ok = false;
    await user.click(screen.getByRole("button", { name: "Resend code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.verify.resendFailed);
  });

  it("goes back to the login form", async () => {
    const { user } = await openPanel();
    await user.click(screen.getByRole("button", { name: "Back to login" }));
    const form = screen.getByRole("button", { name: "Log in" }).closest("form") as HTMLElement;
    expect(within(form).getByLabelText("Email")).toHaveValue("Dara@example.com");
    expect(within(form).getByLabelText("Password")).toHaveValue("");
  });
});
