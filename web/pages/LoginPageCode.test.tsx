// /login's sign-in by an e-mailed code (docs/decisions/060): offered beside the password, first when an
// e-mail's link sent the visitor (?via=code through the guard); the challenge goes back with the
// code; Enter in the code field sends it; a new address is asked its name and mobile and the
// same code goes again; the owner's address, too many guesses, and the way back to the password.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../shared/limits";
import { DETAIL } from "../../shared/messages";
import { RequireUser } from "../auth/guards";
import {
  currentPath,
  fieldRefusal,
  mockApi,
  refusal,
  renderPage,
  sentBodies,
  userWire,
} from "../test/render";
import LoginPage from "./LoginPage";

afterEach(() => {
  vi.restoreAllMocks();
});

const CHALLENGE = "challenge-1";
const CODE = "246810";

type Routes = Parameters<typeof mockApi>[0];

/** The code routes of an existing account, `routes` replacing any of them. */
function codeApi(routes: Routes = {}) {
  return mockApi({
    "POST /api/auth/email-code": () => ({
      message: "Verification code sent to your email",
      challenge: CHALLENGE,
    }),
    "POST /api/auth/email-code/verify": () => ({
      user: { ...userWire(), has_password: false },
      access_token: "code-token",
    }),
    ...routes,
  });
}

async function askCode(user: ReturnType<typeof userEvent.setup>, email = "Dara@Example.com ") {
  await user.type(screen.getByLabelText("Email"), email);
  await user.click(screen.getByRole("button", { name: "E-mail me a code" }));
  return screen.findByLabelText("Verification code");
}

describe("sign-in by code on /login", () => {
  it("is offered beside the password form, and signs in with the code (Enter sends it), back where the visitor was going", async () => {
    const api = codeApi();
    const user = userEvent.setup();
    renderPage(<LoginPage />, "/login", { state: { from: "/orders" } });
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "Dara@Example.com");
    await user.click(screen.getByRole("button", { name: "E-mail me a code" }));

    // the address typed for the password comes along, the password field goes
    expect(screen.getByLabelText("Email")).toHaveValue("Dara@Example.com");
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "E-mail me a code" }));

    const codeField = await screen.findByLabelText("Verification code");
    await waitFor(() => expect(codeField).toHaveFocus());
    expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
    expect(screen.getByText("dara@example.com")).toBeInTheDocument();
    expect(sentBodies(api, "POST", "/api/auth/email-code")).toEqual([{ email: "dara@example.com" }]);

    await user.type(codeField, `${CODE}{Enter}`);
    expect(await screen.findByText("Other page")).toBeInTheDocument();
    expect(currentPath()).toBe("/orders");
    expect(sentBodies(api, "POST", "/api/auth/email-code/verify")).toEqual([
      { email: "dara@example.com", otp: CODE, challenge: CHALLENGE },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("code-token");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "{}")).toMatchObject({ hasPassword: false });
  });

  it("checks the address and the code before calling", async () => {
    const api = codeApi();
    const user = userEvent.setup();
    renderPage(<LoginPage />, "/login?via=code");
    await user.click(screen.getByRole("button", { name: "E-mail me a code" }));
    expect(screen.getByText("Please enter your email address")).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();

    const codeField = await askCode(user);
    await user.type(codeField, "123{Enter}");
    expect(await screen.findByText("The verification code has 6 digits")).toBeInTheDocument();
    expect(sentBodies(api, "POST", "/api/auth/email-code/verify")).toEqual([]);
  });

  it("asks a new address its name and mobile, as registration does, and sends the same code again", async () => {
    let calls = 0;
    const api = codeApi({
      "POST /api/auth/email-code/verify": () => {
        calls += 1;
        // the server's answer to a right code without the new account's details: not used up
        return calls === 1
          ? fieldRefusal("name", "is required")
          : {
              user: { ...userWire({ id: 12, name: "Lina Chan" }), has_password: false },
              access_token: "new-token",
            };
      },
    });
    const user = userEvent.setup();
    renderPage(<LoginPage />, "/login?via=code", { state: { from: "/orders/7/placed" } });
    await user.type(await askCode(user, "lina@example.com"), `${CODE}{Enter}`);

    const name = await screen.findByLabelText("Full name");
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByText(/lina@example.com has no account with us yet/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("Please enter your full name")).toBeInTheDocument();
    expect(screen.getByText("Please enter your mobile number")).toBeInTheDocument();
    expect(sentBodies(api, "POST", "/api/auth/email-code/verify")).toHaveLength(1);

    await user.type(name, "Lina Chan");
    await user.type(screen.getByLabelText("Mobile number"), "012 345 678");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByText("Other page");
    expect(currentPath()).toBe("/orders/7/placed");
    expect(sentBodies(api, "POST", "/api/auth/email-code/verify")).toEqual([
      { email: "lina@example.com", otp: CODE, challenge: CHALLENGE },
      {
        email: "lina@example.com",
        otp: CODE,
        challenge: CHALLENGE,
        name: "Lina Chan",
        mobile: "012 345 678",
      },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("new-token");
  });

  it("shows a wrong code's reason and the day's guess budget spent, keeping the code form", async () => {
    let answer = refusal(400, "invalidCode");
    codeApi({ "POST /api/auth/email-code/verify": () => answer });
    const user = userEvent.setup();
    renderPage(<LoginPage />, "/login?via=code");
    await user.type(await askCode(user), `${CODE}{Enter}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(DETAIL.invalidCode);

    answer = refusal(429, "tooManyCodeGuesses");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(DETAIL.tooManyCodeGuesses);
    expect(screen.getByLabelText("Verification code")).toHaveValue(CODE);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("sends the owner's address back to the password form, saying why", async () => {
    codeApi({ "POST /api/auth/email-code/verify": () => refusal(403, "adminNeedsPassword") });
    const user = userEvent.setup();
    renderPage(<LoginPage />, "/login?via=code");
    await user.type(await askCode(user, "owner@example.com"), `${CODE}{Enter}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(DETAIL.adminNeedsPassword);
    expect(screen.getByLabelText("Email")).toHaveValue("owner@example.com");
    expect(screen.getByLabelText("Password")).toHaveFocus();
  });

  it("opens the suspended panel for a suspended account", async () => {
    codeApi({ "POST /api/auth/email-code/verify": () => refusal(403, "suspended") });
    const user = userEvent.setup();
    renderPage(<LoginPage />, "/login?via=code");
    await user.type(await askCode(user), `${CODE}{Enter}`);
    expect(await screen.findByRole("heading", { name: "Account suspended" })).toBeInTheDocument();
  });

  it("goes back to another address, or to the password", async () => {
    const api = codeApi();
    const user = userEvent.setup();
    renderPage(<LoginPage />, "/login?via=code");
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    await askCode(user);
    expect(screen.getByRole("button", { name: "Resend code in 60 s" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Use a different email" }));
    expect(screen.getByLabelText("Email")).toHaveValue("Dara@Example.com");
    await user.click(screen.getByRole("button", { name: "Use my password instead" }));
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("Dara@Example.com");
    expect(sentBodies(api, "POST", "/api/auth/email-code")).toHaveLength(1);
  });
});

describe("a link from an e-mail (?via=code)", () => {
  const guarded = (
    <Route
      path="/orders"
      element={
        <RequireUser>
          <p>My orders page</p>
        </RequireUser>
      }
    />
  );

  it("lands a signed-out visitor on the code form, and after the code on the page it named", async () => {
    codeApi();
    const user = userEvent.setup();
    renderPage(<LoginPage />, "/orders?via=code", { path: "/login", routes: guarded });
    expect(currentPath()).toBe("/login?via=code");
    expect(screen.getByRole("button", { name: "E-mail me a code" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();

    await user.type(await askCode(user), `${CODE}{Enter}`);
    expect(await screen.findByText("My orders page")).toBeInTheDocument();
    expect(currentPath()).toBe("/orders");
  });
});
