// /register: the form rules in the browser, the MSG text for each answer, and the code step
// (Verify only at 6 digits, resend, back) that signs the new customer in and returns them to
// where signing in began (Order Now → login → register → the order form).
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import zh from "../../shared/i18n/zh.json";
import { STORAGE_KEYS } from "../../shared/limits";
import { DETAIL, MSG } from "../../shared/messages";
import { setLanguage } from "../i18n";
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
import RegisterPage from "./RegisterPage";

afterEach(() => {
  vi.restoreAllMocks();
});

const FORM = {
  name: "Sok Dara",
  email: "dara@example.com",
  mobile: "+855 12 345 678",
  password: "secret1",
  confirmPassword: "secret1",
};

async function fillAndSubmit(values: Partial<typeof FORM> = {}) {
  const form = { ...FORM, ...values };
  const user = userEvent.setup();
  const type = async (label: string, value: string) => {
    if (value) await user.type(screen.getByLabelText(label), value);
  };
  await type("Full name", form.name);
  await type("Email", form.email);
  await type("Mobile number", form.mobile);
  await type("Password", form.password);
  await type("Confirm password", form.confirmPassword);
  await user.click(screen.getByRole("button", { name: "Create account" }));
  return user;
}

const registered = { "POST /api/auth/register": () => ({ message: "sent", email: FORM.email }) };

describe("registration form", () => {
  it("asks for every field before calling", async () => {
    const api = mockApi(registered);
    renderPage(<RegisterPage />, "/register");
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    for (const text of [
      "Please enter your full name",
      "Please enter your email address",
      "Please enter your mobile number",
      "Please enter your password",
      "Please confirm your password",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    expect(api).not.toHaveBeenCalled();
  });

  it("refuses a mobile without six digits in the page's language, and does not call", async () => {
    const api = mockApi(registered);
    setLanguage("zh", zh);
    try {
      renderPage(<RegisterPage />, "/register");
      const user = userEvent.setup();
      await user.type(screen.getByLabelText("姓名"), FORM.name);
      await user.type(screen.getByLabelText("邮箱"), FORM.email);
      await user.type(screen.getByLabelText("手机号码"), "abc");
      await user.type(screen.getByLabelText("密码"), FORM.password);
      await user.type(screen.getByLabelText("确认密码"), FORM.confirmPassword);
      await user.click(screen.getByRole("button", { name: "创建账户" }));
      expect(screen.getByLabelText("手机号码")).toHaveAccessibleDescription(
        expect.stringContaining("请输入至少 6 位数字的电话号码"),
      );
      expect(screen.getByLabelText("手机号码")).toHaveFocus();
      expect(api).not.toHaveBeenCalled();
    } finally {
      setLanguage("en");
    }
  });

  it("says 'Passwords do not match' and does not call", async () => {
    const api = mockApi(registered);
    renderPage(<RegisterPage />, "/register");
    await fillAndSubmit({ confirmPassword: "secret2" });
    expect(screen.getByText(MSG.register.passwordsMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm password")).toHaveFocus();
    expect(api).not.toHaveBeenCalled();
  });

  it("says 'Password must be at least 6 characters' and does not call", async () => {
    const api = mockApi(registered);
    renderPage(<RegisterPage />, "/register");
    await fillAndSubmit({ password: "abc12", confirmPassword: "abc12" });
    expect(screen.getByText(MSG.register.passwordTooShort)).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("rejects an address that is not an e-mail", async () => {
    const api = mockApi(registered);
    renderPage(<RegisterPage />, "/register");
    await fillAndSubmit({ email: "dara@" });
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("sends the whole form and moves to the code step with 'OTP sent to your email!'", async () => {
    const api = mockApi(registered);
    renderPage(<RegisterPage />, "/register");
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Check your email" })).toHaveFocus());
    expect(screen.getByText(MSG.register.otpSent)).toBeInTheDocument();
    expect(sentBodies(api, "POST", "/api/auth/register")).toEqual([FORM]);
  });

  it("points a verified address to login", async () => {
    mockApi({ "POST /api/auth/register": () => refusal(400, "alreadyVerified") });
    renderPage(<RegisterPage />, "/register");
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.register.alreadyVerified);
  });

  it("says 'Registration failed. Please try again.' on other failures", async () => {
    mockApi({ "POST /api/auth/register": () => apiError(502, DETAIL.mailFailed) });
    renderPage(<RegisterPage />, "/register");
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.register.failed);
  });
});

describe("code step", () => {
  async function reachCodeStep(routes = {}) {
    const api = mockApi({ ...registered, ...routes });
    renderPage(<RegisterPage />, "/register");
    const user = await fillAndSubmit();
    await screen.findByRole("heading", { name: "Check your email" });
    return { api, user };
  }

  it("enables Verify only at exactly 6 digits", async () => {
    const { user } = await reachCodeStep();
    const verify = screen.getByRole("button", { name: "Verify" });
    const code = screen.getByLabelText("Verification code");
    expect(verify).toBeDisabled();
    await user.type(code, "12345");
    expect(verify).toBeDisabled();
    await user.type(code, "6");
    expect(verify).toBeEnabled();
    await user.type(code, "7");
    expect(code).toHaveValue("123456");
    await user.type(code, "{Backspace}");
    expect(verify).toBeDisabled();
  });

  it("confirms the code with the password typed on the form, signs in and goes home with 'Registration completed successfully!'", async () => {
    const { api, user } = await reachCodeStep({
      "POST /api/auth/verify-and-set-password": () => ({ user: userWire(), access_token: "token-9" }),
    });
    await user.type(screen.getByLabelText("Verification code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(MSG.register.completed)).toBeInTheDocument();
    expect(currentPath()).toBe("/");
    // The password goes with the code, so a stranger's earlier registration of the address cannot keep its own.
    expect(sentBodies(api, "POST", "/api/auth/verify-and-set-password")).toEqual([
      { email: FORM.email, otp: "123456", new_password: FORM.password },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("token-9");
  });

  it("says 'Invalid OTP. Please try again.' on a 400 and the general failure otherwise", async () => {
    let answer = apiError(400, DETAIL.invalidCode);
    const { user } = await reachCodeStep({ "POST /api/auth/verify-and-set-password": () => answer });
    await user.type(screen.getByLabelText("Verification code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.register.invalidOtp);
    answer = apiError(500, DETAIL.internal);
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(MSG.register.otpFailed)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it("resends the code with its success and failure messages", async () => {
    let ok = true;
    const { api, user } = await reachCodeStep({
      "POST /api/auth/resend-otp": () => (ok ? { message: "sent" } : apiError(500, DETAIL.internal)),
    });
    await user.click(screen.getByRole("button", { name: "Resend code" }));
    expect(await screen.findByText(MSG.register.resent)).toBeInTheDocument();
    expect(sentBodies(api, "POST", "/api/auth/resend-otp")).toEqual([{ email: FORM.email }]);
    ok = false;
    await user.click(screen.getByRole("button", { name: "Resend code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.register.resendFailed);
  });

  it("goes back to the filled-in registration form", async () => {
    const { user } = await reachCodeStep();
    await user.click(screen.getByRole("button", { name: "Back to registration" }));
    expect(screen.getByRole("heading", { name: "Create your account" })).toHaveFocus();
    expect(screen.getByLabelText("Full name")).toHaveValue(FORM.name);
  });
});

describe("on the way to an order", () => {
  it("sends a visitor who arrives already signed in on to the order instead of a second account", () => {
    renderSignedIn(<RegisterPage />, "/register", { state: { from: "/order/3" } });
    expect(currentPath()).toBe("/order/3");
    expect(screen.queryByRole("button", { name: "Create account" })).not.toBeInTheDocument();
  });

  it("from the login page Order Now sent them to, registers and lands on the order form", async () => {
    mockApi({
      ...registered,
      "POST /api/auth/verify-and-set-password": () => ({ user: userWire(), access_token: "token-9" }),
    });
    renderPage(<LoginPage />, "/login", {
      state: { from: "/order/3?size=deluxe" },
      routes: <Route path="/register" element={<RegisterPage />} />,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "Create an account" }));
    await fillAndSubmit();
    await user.type(await screen.findByLabelText("Verification code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(MSG.register.completed)).toBeInTheDocument();
    expect(currentPath()).toBe("/order/3?size=deluxe");
  });

  it("offers the way back to login still knowing the order", async () => {
    renderPage(<RegisterPage />, "/register", {
      state: { from: "/order/3" },
      routes: <Route path="/login" element={<StateProbe />} />,
    });
    await userEvent.click(screen.getByRole("link", { name: "Log in" }));
    expect(JSON.parse(screen.getByTestId("route-state").textContent ?? "null")).toEqual({ from: "/order/3" });
  });
});
