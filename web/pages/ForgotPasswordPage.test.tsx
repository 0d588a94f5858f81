// /forgot-password: email, code (advances locally), new password; the form rules before any
// call, the MSG texts, the reset payload, and /login after success, which still returns to the
// order the visitor was placing.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DETAIL, MSG } from "../../shared/messages";
import { FORM_TEXT } from "../components/forms/texts";
import { apiError, currentPath, mockApi, renderPage, sentBodies, userWire } from "../test/render";
import ForgotPasswordPage from "./ForgotPasswordPage";
import LoginPage from "./LoginPage";

afterEach(() => {
  vi.restoreAllMocks();
});

const codeSent = { "POST /api/auth/forgot-password": () => ({ message: "sent" }) };

async function toCodeStep(routes = {}, options: Parameters<typeof renderPage>[2] = {}) {
  const api = mockApi({ ...codeSent, ...routes });
  renderPage(<ForgotPasswordPage />, "/forgot-password", options);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), "dara@example.com");
  await user.click(screen.getByRole("button", { name: "Send reset code" }));
  await screen.findByRole("heading", { name: "Enter your code" });
  return { api, user };
}

async function toPasswordStep(routes = {}, options: Parameters<typeof renderPage>[2] = {}) {
  const steps = await toCodeStep(routes, options);
  await steps.user.type(screen.getByLabelText("Verification code"), "654321");
  await steps.user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: "Choose a new password" });
  return steps;
}

describe("email step", () => {
  it("says 'Please enter your email address' and does not call", async () => {
    const api = mockApi(codeSent);
    renderPage(<ForgotPasswordPage />, "/forgot-password");
    expect(screen.getByText("Step 1 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send reset code" }));
    expect(screen.getByText(FORM_TEXT.emailRequired)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("sends the code and says 'Password reset code sent to your email'", async () => {
    const { api } = await toCodeStep();
    expect(screen.getByText(MSG.forgot.codeSent)).toBeInTheDocument();
    expect(screen.getByText("Step 2 of 3")).toBeInTheDocument();
    expect(sentBodies(api, "POST", "/api/auth/forgot-password")).toEqual([{ email: "dara@example.com" }]);
  });

  it("says 'Failed to send reset code. Please try again.' when the server refuses", async () => {
    mockApi({ "POST /api/auth/forgot-password": () => apiError(502, DETAIL.mailFailed) });
    renderPage(<ForgotPasswordPage />, "/forgot-password");
    await userEvent.type(screen.getByLabelText("Email"), "dara@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send reset code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.forgot.sendFailed);
  });

  it("says 'An error occurred. Please try again.' when the network fails", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("offline"));
    renderPage(<ForgotPasswordPage />, "/forgot-password");
    await userEvent.type(screen.getByLabelText("Email"), "dara@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send reset code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.forgot.error);
  });
});

describe("code step", () => {
  it("says 'Please enter the verification code' when empty", async () => {
    const { user } = await toCodeStep();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText(FORM_TEXT.codeRequired)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Enter your code" })).toBeInTheDocument();
  });

  it("advances without calling the server", async () => {
    const { api } = await toPasswordStep();
    expect(api).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Step 3 of 3")).toBeInTheDocument();
  });
});

describe("new password step", () => {
  it("applies the length and match rules before calling", async () => {
    const { api, user } = await toPasswordStep();
    await user.type(screen.getByLabelText("New password"), "abc");
    await user.type(screen.getByLabelText("Confirm new password"), "abcd");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(screen.getByText(MSG.register.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(MSG.register.passwordsMismatch)).toBeInTheDocument();
    expect(sentBodies(api, "POST", "/api/auth/reset-password")).toEqual([]);
  });

  it("resets with email, code and new password, then goes to /login", async () => {
    const { api, user } = await toPasswordStep({
      "POST /api/auth/reset-password": () => ({ message: "done" }),
    });
    await user.type(screen.getByLabelText("New password"), "newpass1");
    await user.type(screen.getByLabelText("Confirm new password"), "newpass1");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByText(MSG.forgot.resetDone)).toBeInTheDocument();
    expect(currentPath()).toBe("/login");
    expect(sentBodies(api, "POST", "/api/auth/reset-password")).toEqual([
      { email: "dara@example.com", otp: "654321", new_password: "newpass1" },
    ]);
  });

  it("after the reset, logging in returns to the order the visitor was placing", async () => {
    const { user } = await toPasswordStep(
      {
        "POST /api/auth/reset-password": () => ({ message: "done" }),
        "POST /api/auth/login": () => ({ user: userWire(), access_token: "token-1" }),
      },
      { state: { from: "/order/3?size=deluxe" }, routes: <Route path="/login" element={<LoginPage />} /> },
    );
    await user.type(screen.getByLabelText("New password"), "newpass1");
    await user.type(screen.getByLabelText("Confirm new password"), "newpass1");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    await screen.findByRole("heading", { name: "Welcome back" });
    await user.type(screen.getByLabelText("Email"), "dara@example.com");
    await user.type(screen.getByLabelText("Password"), "newpass1");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await screen.findByText("Other page");
    expect(currentPath()).toBe("/order/3?size=deluxe");
  });

  it("says why a code was refused and lets the customer change it", async () => {
    const { user } = await toPasswordStep({
      "POST /api/auth/reset-password": () => apiError(400, DETAIL.invalidCode),
    });
    await user.type(screen.getByLabelText("New password"), "newpass1");
    await user.type(screen.getByLabelText("Confirm new password"), "newpass1");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(MSG.forgot.resetFailed);
    expect(alert).toHaveTextContent(DETAIL.invalidCode);
    await user.click(screen.getByRole("button", { name: "Change the code" }));
    expect(screen.getByRole("heading", { name: "Enter your code" })).toHaveFocus();
    expect(screen.getByLabelText("Verification code")).toHaveValue("654321");
  });
});
