// Route guards: signed-out visitors go to /login and come back after; non-admins
// on /admin go to /; logging out on a guarded page lands on / (not /login).
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, useLocation, useNavigate } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { currentPath, customer, renderPage, storeSession } from "../test/render";
import { useAuth } from "./AuthProvider";
import { RequireAdmin, RequireUser } from "./guards";
import { returnPath } from "./returnPath";

function LoginProbe() {
  const { state } = useLocation();
  return <p>Login page, back to {returnPath(state)}</p>;
}

/** Logs out the way the navigation bar does: sign out first, then go home. */
function LogoutHere() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        signOut();
        navigate("/");
      }}
    >
      Log out
    </button>
  );
}

const loginRoute = <Route path="/login" element={<LoginProbe />} />;
const homeRoute = <Route path="/" element={<p>Home page</p>} />;

describe("RequireUser", () => {
  it("sends a signed-out visitor to /login, remembering where they were going", () => {
    renderPage(<RequireUser>Orders</RequireUser>, "/order/3", { routes: loginRoute });
    expect(screen.getByText("Login page, back to /order/3")).toBeInTheDocument();
    expect(screen.queryByText("Orders")).not.toBeInTheDocument();
    expect(currentPath()).toBe("/login");
  });

  it("sends a signed-out visitor from an e-mail's link (?via=code) to the code first, the page named without it", () => {
    renderPage(<RequireUser>Orders</RequireUser>, "/orders/7/placed?via=code&payway=back", {
      routes: loginRoute,
    });
    expect(screen.getByText("Login page, back to /orders/7/placed?payway=back")).toBeInTheDocument();
    expect(currentPath()).toBe("/login?via=code");
  });

  it("opens an e-mail's link (?via=code) at once for a signed-in customer, without the parameter", () => {
    storeSession(customer());
    renderPage(<RequireUser>Orders</RequireUser>, "/orders?via=code", {
      path: "/orders",
      routes: loginRoute,
    });
    expect(screen.getByText("Orders")).toBeInTheDocument();
    expect(currentPath()).toBe("/orders");
  });

  it("draws the page in its first render for a signed-in customer: no 'Loading…' flashes first", () => {
    storeSession(customer());
    const observer = new MutationObserver(() => {});
    observer.observe(document.body, { childList: true, subtree: true });
    renderPage(<RequireUser>Orders</RequireUser>, "/orders", { routes: loginRoute });
    const drawn = observer
      .takeRecords()
      .flatMap((record) => [...record.addedNodes])
      .map((node) => node.textContent);
    observer.disconnect();
    expect(drawn.join(" ")).toContain("Orders");
    expect(drawn.join(" ")).not.toContain("Loading");
  });

  it("shows the page to a signed-in customer", () => {
    storeSession(customer());
    renderPage(<RequireUser>Orders</RequireUser>, "/orders", { routes: loginRoute });
    expect(screen.getByText("Orders")).toBeInTheDocument();
  });

  it("lands on / when the customer logs out on a guarded page", async () => {
    storeSession(customer());
    renderPage(
      <RequireUser>
        <LogoutHere />
      </RequireUser>,
      "/orders",
      { routes: [loginRoute, homeRoute] },
    );
    await userEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(currentPath()).toBe("/");
  });
});

describe("RequireAdmin", () => {
  it("sends a customer to /", () => {
    storeSession(customer({ is_admin: false }));
    renderPage(<RequireAdmin>Dashboard</RequireAdmin>, "/admin", { routes: homeRoute });
    expect(screen.getByText("Home page")).toBeInTheDocument();
    expect(screen.queryByText("Dashboard")).not.toBeInTheDocument();
  });

  it("sends a signed-out visitor to /login", () => {
    renderPage(<RequireAdmin>Dashboard</RequireAdmin>, "/admin", { routes: loginRoute });
    expect(currentPath()).toBe("/login");
  });

  it("shows the dashboard to an admin", () => {
    storeSession(customer({ is_admin: true }));
    renderPage(<RequireAdmin>Dashboard</RequireAdmin>, "/admin", { routes: homeRoute });
    expect(screen.getByText("Dashboard")).toBeInTheDocument();
  });
});

describe("returnPath", () => {
  it("goes back to a path inside the site, else home", () => {
    expect(returnPath({ from: "/product/3" })).toBe("/product/3");
    expect(returnPath(null)).toBe("/");
    expect(returnPath({ from: "//evil.example" })).toBe("/");
    expect(returnPath({ from: "https://evil.example" })).toBe("/");
    expect(returnPath({ from: "/login" })).toBe("/");
  });
});
