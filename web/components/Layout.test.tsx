// The frame around every page: navigation for guests, customers and admins (desktop menu
// and phone menu, My orders in both), logout back home, the skip link, the footer's shop
// profile and the share button (neither in the dashboard), toasts under the header that leave
// with their page, and the suspended panel when a signed-in call finds the account suspended.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { Link, Route, useNavigate } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../shared/limits";
import { SHOP } from "../../shared/shop";
import { RequireUser } from "../auth/guards";
import OrdersPage from "../pages/OrdersPage";
import { currentPath, customer, mockApi, refusal, renderPage, storeSession } from "../test/render";
import { Layout } from "./Layout";
import { useToast } from "./Toast";

const renderLayout = (url = "/products") => renderPage(<Layout />, url, { path: "*", framed: true });
/** The frame with `pages` (routes) inside it, as App.tsx nests them, opened at `url`. */
const renderInFrame = (url: string, pages: React.ReactNode) =>
  renderPage(null, url, {
    path: "/unused",
    routes: <Route element={<Layout />}>{pages}</Route>,
    framed: true,
  });
const mobileToggle = () => screen.getByRole("button", { name: /^(Open|Close) menu$/ });
const mobileMenu = () => document.getElementById("mobile-menu") as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("navigation for guests", () => {
  it("offers Home, Products, Login and Register, and no account menu", () => {
    renderLayout();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
    expect(within(nav).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(within(nav).getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    expect(screen.queryByRole("button", { name: /account menu/ })).not.toBeInTheDocument();
  });

  it("has a phone menu with About Us, Contact, Login and Register, and no Profile before signing in", async () => {
    const user = userEvent.setup();
    renderLayout();
    expect(mobileToggle()).toHaveAttribute("aria-expanded", "false");
    await user.click(mobileToggle());
    expect(mobileToggle()).toHaveAttribute("aria-expanded", "true");
    const menu = within(mobileMenu());
    for (const name of ["Home", "Products", "About Us", "Contact", "Login", "Register"]) {
      expect(menu.getByRole("link", { name })).toBeInTheDocument();
    }
    expect(menu.queryByRole("link", { name: "My orders" })).not.toBeInTheDocument();
    expect(menu.queryByRole("link", { name: "Profile" })).not.toBeInTheDocument();
    expect(menu.queryByText(/Hello,/)).not.toBeInTheDocument();
    expect(menu.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("closes the phone menu on Escape and returns focus to its toggle", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(mobileToggle());
    await user.keyboard("{Escape}");
    expect(document.getElementById("mobile-menu")).toBeNull();
    expect(mobileToggle()).toHaveFocus();
  });

  it("closes the phone menu when a link in it is followed", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(mobileToggle());
    await user.click(within(mobileMenu()).getByRole("link", { name: "About Us" }));
    expect(currentPath(screen)).toBe("/about");
    expect(document.getElementById("mobile-menu")).toBeNull();
  });
});

describe("navigation when signed in", () => {
  it("shows a customer's account menu with Profile and Logout but no Admin Panel", async () => {
    storeSession(customer({ name: "Sok Dara" }));
    const user = userEvent.setup();
    renderLayout();
    await user.click(await screen.findByRole("button", { name: /Sok Dara: account menu/ }));
    expect(screen.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Admin Panel" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("offers My orders and Profile in the account menu and the phone menu", async () => {
    storeSession(customer({ name: "Sok Dara" }));
    const user = userEvent.setup();
    renderLayout();
    await user.click(await screen.findByRole("button", { name: /Sok Dara: account menu/ }));
    expect(
      within(document.getElementById("user-menu") as HTMLElement).getAllByRole("link")[0],
    ).toHaveAccessibleName("My orders");
    await user.click(screen.getByRole("link", { name: "My orders" }));
    expect(currentPath()).toBe("/orders");
    await user.click(mobileToggle());
    const link = within(mobileMenu()).getByRole("link", { name: "My orders" });
    expect(link).toHaveAttribute("href", "/orders");
    expect(link).toHaveAttribute("aria-current", "page");
    expect(within(mobileMenu()).getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
  });

  it("adds Admin Panel and greets an admin by name in the phone menu", async () => {
    storeSession(customer({ name: "Owner", is_admin: true }));
    const user = userEvent.setup();
    renderLayout();
    await user.click(await screen.findByRole("button", { name: /Owner: account menu/ }));
    expect(screen.getByRole("link", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");
    await user.click(mobileToggle());
    const menu = within(mobileMenu());
    expect(menu.getByText("Hello, Owner")).toBeInTheDocument();
    expect(menu.getByRole("link", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");
    expect(menu.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(menu.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("logs out back to the home page, forgetting the stored session", async () => {
    storeSession(customer({ name: "Sok Dara" }));
    const user = userEvent.setup();
    renderLayout("/products");
    await user.click(await screen.findByRole("button", { name: /account menu/ }));
    await user.click(screen.getByRole("button", { name: "Logout" }));

    expect(currentPath(screen)).toBe("/");
    expect(await screen.findByText("Logged out successfully")).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.getByRole("link", { name: "Login" })).toBeInTheDocument();
  });
});

describe("frame", () => {
  it("starts with a skip link to the main content", () => {
    renderLayout();
    expect(screen.getAllByRole("link")[0]).toHaveAccessibleName("Skip to main content");
    expect(screen.getAllByRole("link")[0]).toHaveAttribute("href", "#main");
  });

  it("shows the shop profile in the footer", () => {
    renderLayout();
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByText(SHOP.description)).toBeInTheDocument();
    expect(footer.getByRole("link", { name: SHOP.phones[0] })).toHaveAttribute("href", "tel:+85512345678");
    expect(footer.getByRole("link", { name: SHOP.phones[1] })).toBeInTheDocument();
    expect(footer.getByRole("link", { name: SHOP.email })).toHaveAttribute("href", `mailto:${SHOP.email}`);
    expect(footer.getByRole("link", { name: "Our Flowers" })).toHaveAttribute("href", "/products");
    for (const network of ["Instagram", "TikTok", "Telegram"]) {
      expect(footer.getByRole("link", { name: new RegExp(network) })).toHaveAttribute("target", "_blank");
    }
    for (const service of SHOP.services) expect(footer.getByText(service)).toBeInTheDocument();
    expect(footer.getByText(/Monday to Friday: 8:00 AM to 8:00 PM/)).toBeInTheDocument();
  });

  it("dates the footer's copyright by the shop's clock: already the new year in Siem Reap", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-12-31T18:00:00Z")); // 01:00 on 1 January 2028 in Siem Reap
    renderLayout();
    expect(
      within(screen.getByRole("contentinfo")).getByText(/^© 2028 Siem Reap Flowers\./),
    ).toBeInTheDocument();
  });
});

describe("the dashboard's frame", () => {
  it("has no public footer and no share button in the dashboard, and both elsewhere", async () => {
    storeSession(customer({ name: "Owner", is_admin: true }));
    const { unmount } = renderLayout("/admin");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Share this page" })).not.toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
    expect(document.querySelector(".site-footer")).toBeNull();
    unmount();

    renderLayout("/products");
    expect(screen.getByRole("button", { name: "Share this page" })).toBeInTheDocument();
    expect(await screen.findByRole("contentinfo")).toBeInTheDocument();
  });
});

/** A page whose button toasts and moves on in the same click, as Order Now does for a guest. */
function ToastsAndGoes() {
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          toast("Please login to place an order", "info");
          navigate("/login");
        }}
      >
        Order Now
      </button>
      <button type="button" onClick={() => toast("Link copied!", "success")}>
        Copy
      </button>
      <Link to="/about">About</Link>
    </>
  );
}

const toastPages = (
  <>
    <Route path="/product/1" element={<ToastsAndGoes />} />
    <Route
      path="/login"
      element={
        <Link to="/register" state={{ from: "/product/1" }}>
          Create an account
        </Link>
      }
    />
    <Route path="/register" element={<p>Register page</p>} />
    <Route path="/about" element={<p>About page</p>} />
  </>
);

describe("toasts and navigation", () => {
  it("keeps a toast raised with a navigation on the page it lands on, and drops it on the next", async () => {
    const user = userEvent.setup();
    renderInFrame("/product/1", toastPages);
    const region = document.querySelector(".toasts") as HTMLElement;
    await user.click(screen.getByRole("button", { name: "Order Now" }));
    expect(currentPath()).toBe("/login");
    expect(region).toHaveTextContent("Please login to place an order");

    await user.click(screen.getByRole("link", { name: "Create an account" }));
    expect(currentPath()).toBe("/register");
    expect(region).not.toHaveTextContent("Please login to place an order");
    expect(region).toBeEmptyDOMElement();
  });

  it("drops a page's toast when the visitor follows a link away", async () => {
    const user = userEvent.setup();
    renderInFrame("/product/1", toastPages);
    const region = document.querySelector(".toasts") as HTMLElement;
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(region).toHaveTextContent("Link copied!");
    await user.click(screen.getByRole("link", { name: "About" }));
    expect(screen.getByText("About page")).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
  });
});

describe("where toasts show", () => {
  it("drops a toast just under the sticky header, off the bottom of the screen where the page's form is", async () => {
    const user = userEvent.setup();
    renderInFrame("/product/1", toastPages);
    await user.click(screen.getByRole("button", { name: "Copy" }));
    const region = screen.getByText("Link copied!").closest('[role="status"]') as HTMLElement;
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("banner")).toContainElement(region);
    expect(region.parentElement).toHaveClass("toast-host");
    expect(region.parentElement?.parentElement).toHaveClass("site-header");
  });
});

describe("a suspended account", () => {
  it("ends the session and shows the suspended panel when a signed-in call is refused as suspended", async () => {
    storeSession(customer({ name: "Sok Dara" }));
    mockApi({ "GET /api/user/orders": () => refusal(403, "suspended") });
    const user = userEvent.setup();
    renderInFrame(
      "/orders",
      <>
        <Route
          path="/orders"
          element={
            <RequireUser>
              <OrdersPage />
            </RequireUser>
          }
        />
        <Route path="/login" element={<p>Login page</p>} />
      </>,
    );

    expect(await screen.findByRole("heading", { name: "Account suspended" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Your account has been suspended");
    await waitFor(() => expect(document.title).toBe(`Account suspended | ${SHOP.name}`));
    expect(screen.queryByText(/check your connection/)).not.toBeInTheDocument();
    expect(screen.queryByText(/could not load your orders/i)).not.toBeInTheDocument();
    expect(screen.getAllByRole("main")).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await waitFor(() => expect(screen.getByRole("link", { name: "Login" })).toBeInTheDocument());
    expect(currentPath()).toBe("/orders");

    await user.click(screen.getByRole("button", { name: "Back to login" }));
    expect(currentPath()).toBe("/login");
    expect(screen.getByText("Login page")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Account suspended" })).not.toBeInTheDocument();
  });

  it("puts the panel away when the visitor goes to another page", async () => {
    storeSession(customer());
    mockApi({ "GET /api/user/orders": () => refusal(403, "suspended") });
    const user = userEvent.setup();
    renderInFrame(
      "/orders",
      <>
        <Route path="/orders" element={<OrdersPage />} />
        <Route path="/products" element={<p>Products page</p>} />
      </>,
    );
    await screen.findByRole("heading", { name: "Account suspended" });
    await user.click(
      within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Products" }),
    );
    expect(screen.getByText("Products page")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Account suspended" })).not.toBeInTheDocument();
  });

  it("keeps the session on other refusals (403 of an admin-only call)", async () => {
    storeSession(customer());
    mockApi({ "GET /api/user/orders": () => refusal(403, "adminOnly") });
    renderInFrame("/orders", <Route path="/orders" element={<OrdersPage />} />);
    expect(await screen.findByText("We could not load your orders")).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
    expect(screen.queryByRole("heading", { name: "Account suspended" })).not.toBeInTheDocument();
  });
});

describe("scroll", () => {
  it("leaves the first page where the visitor scrolled it, and starts each next page at its top", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderLayout("/products");
    expect(scrollTo).not.toHaveBeenCalled();
    const nav = screen.getByRole("navigation", { name: "Main" });
    await user.click(within(nav).getByRole("link", { name: "Home" }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});

/** A page whose heading comes once `ready` resolves, as a page waiting for its code or data. */
function SlowPage({ ready, title }: { ready: Promise<void>; title: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    void ready.then(() => setShown(true));
  }, [ready]);
  return (
    <main id="main" aria-busy={shown ? undefined : "true"}>
      {shown ? <h1>{title}</h1> : null}
      <Link to="/first">Back to the first page</Link>
    </main>
  );
}
const FirstPage = () => (
  <main id="main">
    <h1>First page</h1>
    <Link to="/second">To the second page</Link>
  </main>
);

/** A page that puts focus on its own field as it opens. */
const FieldPage = () => (
  <main id="main">
    <h1>Sign in</h1>
    {/* biome-ignore lint/a11y/noAutofocus: the page under test chooses its own focus */}
    <input aria-label="E-mail" autoFocus />
  </main>
);

describe("focus on a new page", () => {
  it("leaves focus alone on the first page, and puts it on the next page's heading once it is drawn", async () => {
    let arrive = () => {};
    const ready = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const user = userEvent.setup();
    renderInFrame(
      "/first",
      <>
        <Route path="/first" element={<FirstPage />} />
        <Route path="/second" element={<SlowPage ready={ready} title="Second page" />} />
      </>,
    );
    expect(document.body).toHaveFocus();
    const link = screen.getByRole("link", { name: "To the second page" });
    link.focus();
    await user.keyboard("{Enter}");
    // while the page is on its way, focus waits in its <main>, not on the link that is gone
    await waitFor(() => expect(document.getElementById("main")).toHaveFocus());
    arrive();
    const heading = await screen.findByRole("heading", { name: "Second page" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute("tabindex", "-1");
    // the next Tab starts inside the new page
    await user.tab();
    expect(screen.getByRole("link", { name: "Back to the first page" })).toHaveFocus();
  });

  it("moves focus off the navigation's link to the page it opened", async () => {
    const user = userEvent.setup();
    renderInFrame(
      "/first",
      <>
        <Route path="/first" element={<FirstPage />} />
        <Route path="/products" element={<FirstPage />} />
        <Route path="/" element={<FirstPage />} />
      </>,
    );
    const home = within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Home" });
    home.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("heading", { name: "First page" })).toHaveFocus());
  });

  it("keeps focus where the new page puts it itself", async () => {
    const user = userEvent.setup();
    renderInFrame(
      "/first",
      <>
        <Route path="/first" element={<FirstPage />} />
        <Route path="/second" element={<FieldPage />} />
      </>,
    );
    screen.getByRole("link", { name: "To the second page" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveFocus());
  });
});
