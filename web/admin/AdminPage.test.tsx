// The dashboard's frame: tabs that follow the WAI-ARIA pattern, the tab in the URL, and
// what the owner sees when the token is missing or a load fails.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../shared/limits";
import { DETAIL, MSG } from "../../shared/messages";
import { RequireAdmin } from "../auth/guards";
import { returnPath } from "../auth/returnPath";
import { SESSION_EXPIRED } from "../auth/SessionExpiry";
import { apiError, renderSignedIn } from "../test/render";
import AdminPage from "./AdminPage";
import {
  ADD_ONS,
  ADMIN,
  currentPath,
  DASHBOARD_STATS,
  mockApi,
  orderWire,
  productWire,
  renderAt,
  settingsWire,
  userWire,
} from "./testing";

const dashboard = {
  stats: DASHBOARD_STATS,
  recent_orders: [
    orderWire({ id: 12, customer_name: "Chan Lina" }),
    orderWire({ id: 11, customer_name: "Keo Dara", status: "cancelled" }),
  ],
  recent_users: [userWire({ id: 9, name: "Vann Sophea" })],
};

/** The charts' figures: one day with an order, nothing else. */
const reports = () => ({
  days: [{ date: "2026-11-24", orders: 1, revenue: 45, paid_revenue: 0 }],
  slots: [],
  top_products: [],
  by_category: [],
});

const api = () =>
  mockApi({
    "GET /api/admin/dashboard": () => dashboard,
    "GET /api/admin/reports": reports,
    "GET /api/admin/products": () => ({ products: [productWire()] }),
    "GET /api/orders": () => ({ orders: [orderWire()], next_cursor: null }),
    "GET /api/admin/users": () => ({ users: [userWire()] }),
    "GET /api/admin/addons": () => ADD_ONS,
    "GET /api/admin/settings": () => settingsWire(),
  });

afterEach(() => vi.restoreAllMocks());

function LoginProbe() {
  const { state } = useLocation();
  return <p>Login page, back to {returnPath(state)}</p>;
}

describe("AdminPage", () => {
  it("opens on the dashboard with the stats in USD (thousands grouped) and the recent orders and users", async () => {
    api();
    renderAt(<AdminPage />);
    expect(screen.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
    const stats = await screen.findByText("Revenue (delivered)");
    expect(stats.nextElementSibling).toHaveTextContent("$1,234.50");
    expect(screen.getByText("Pending revenue").nextElementSibling).toHaveTextContent("$90.00");
    expect(screen.getByText("Unpaid").nextElementSibling).toHaveTextContent("$135.00");
    expect(screen.getByText("Out of stock").nextElementSibling).toHaveTextContent("2");
    expect(screen.getByText("Total customers").nextElementSibling).toHaveTextContent("8");
    expect(screen.getByText("Chan Lina").closest("li")).toHaveTextContent("Unpaid · cash");
    // a cancelled order left unpaid owes nothing: no "Unpaid" beside it
    expect(screen.getByText("Keo Dara").closest("li")).toHaveTextContent("Cancelled");
    expect(screen.getByText("Keo Dara").closest("li")).not.toHaveTextContent("Unpaid");
    expect(screen.getByText("Vann Sophea")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Revenue and orders per day" })).toBeInTheDocument();
  });

  it("selects the tab named in the URL and loads only its data", async () => {
    const fetch = api();
    renderAt(<AdminPage />, "/admin?tab=users");
    expect(screen.getByRole("tab", { name: "Users" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "false");
    expect(await screen.findByRole("tabpanel")).toHaveAccessibleName("Users");
    // Its data (once its chunk has loaded), and the Inbox's unread count for the tab's badge (one row asked for).
    const urls = () => fetch.mock.calls.map(([url]) => new URL(String(url), "http://localhost"));
    await waitFor(() =>
      expect(
        urls()
          .map((url) => url.pathname)
          .sort(),
      ).toEqual(["/api/admin/messages", "/api/admin/users"]),
    );
    expect(urls().find((url) => url.pathname === "/api/admin/messages")?.search).toBe("?limit=1");
  });

  it.each([
    ["addons", "Add-ons", "Add-ons"],
    ["settings", "Settings", "Settings"],
  ])("opens the %s tab from the URL", async (tab, label, heading) => {
    api();
    renderAt(<AdminPage />, `/admin?tab=${tab}`);
    expect(screen.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
  });

  it("shows the Inbox's unread count on its tab, and follows it as messages are marked", async () => {
    const message = {
      id: 4,
      name: "Sok Dara",
      email: "dara@example.com",
      phone: null,
      subject: "general",
      message: "Hello",
      read: false,
      read_at: null,
      created_at: "2026-11-23T02:15:00.000Z",
    };
    mockApi({
      "GET /api/admin/dashboard": () => dashboard,
      "GET /api/admin/reports": reports,
      "GET /api/admin/messages": () => ({ messages: [message], next_cursor: null, unread: 3 }),
      "PUT /api/admin/messages/4": () => ({ ...message, read: true, read_at: "2026-11-24T01:00:00.000Z" }),
    });
    renderAt(<AdminPage />);
    const tab = await screen.findByRole("tab", { name: "Inbox (3 unread)" });
    expect(tab).toHaveTextContent(/^Inbox 3/);

    await userEvent.click(tab);
    await userEvent.click(await screen.findByRole("button", { name: "Mark read message from Sok Dara" }));
    expect(await screen.findByRole("tab", { name: "Inbox (2 unread)" })).toBeInTheDocument();
  });

  it("shows no badge when nothing is unread", async () => {
    // The page's count says 2; the Inbox, once opened, finds none unread: the badge must go.
    const fetch = mockApi({
      "GET /api/admin/dashboard": () => dashboard,
      "GET /api/admin/reports": reports,
      "GET /api/admin/messages": (_, url) =>
        url.searchParams.get("limit") === "1"
          ? { messages: [], next_cursor: null, unread: 2 }
          : { messages: [], next_cursor: null, unread: 0 },
    });
    renderAt(<AdminPage />);
    await userEvent.click(await screen.findByRole("tab", { name: "Inbox (2 unread)" }));
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain("/api/admin/messages?limit=1");
    expect(await screen.findByText("No unread messages")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Inbox" })).toHaveTextContent(/^Inbox$/);
  });

  it("falls back to the dashboard for an unknown tab", () => {
    api();
    renderAt(<AdminPage />, "/admin?tab=secrets");
    expect(screen.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
  });

  it("puts the clicked tab in the URL and shows its panel", async () => {
    api();
    renderAt(<AdminPage />);
    await userEvent.click(screen.getByRole("tab", { name: "Products" }));
    expect(currentPath()).toBe("/admin?tab=products");
    expect(screen.getByRole("tab", { name: "Products" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("heading", { name: "Products" })).toBeInTheDocument();
  });

  it("keeps each tab's own filters when the owner leaves it and comes back, never carrying them to another", async () => {
    api();
    const user = userEvent.setup();
    renderAt(<AdminPage />, "/admin?tab=orders&status=pending&date=2026-11-24");
    await screen.findByRole("heading", { name: "Orders" });
    await user.click(screen.getByRole("tab", { name: "Products" }));
    expect(currentPath()).toBe("/admin?tab=products");
    await user.selectOptions(await screen.findByLabelText("Category"), "roses");
    expect(currentPath()).toBe("/admin?tab=products&category=roses");
    await user.click(screen.getByRole("tab", { name: "Deliveries" }));
    expect(currentPath()).toBe("/admin?tab=deliveries");

    await user.click(screen.getByRole("tab", { name: "Orders" }));
    expect(currentPath()).toBe("/admin?tab=orders&status=pending&date=2026-11-24");
    expect(await screen.findByLabelText("Status")).toHaveDisplayValue("Pending");
    await user.click(screen.getByRole("tab", { name: "Products" }));
    expect(currentPath()).toBe("/admin?tab=products&category=roses");
  });

  it("keeps the focus on the Orders tab when arrowing onto it with an order's detail open", async () => {
    api();
    const user = userEvent.setup();
    renderAt(<AdminPage />, "/admin?tab=orders");
    await user.click(await screen.findByRole("button", { name: "Details of order #7" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Order #7" })).toHaveFocus());

    screen.getByRole("tab", { name: "Orders" }).focus();
    await user.keyboard("{ArrowLeft}");
    expect(currentPath()).toBe("/admin?tab=deliveries");
    await user.keyboard("{ArrowRight}");
    expect(currentPath()).toBe("/admin?tab=orders&order=7");
    expect(await screen.findByRole("heading", { name: "Order #7" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Orders" })).toHaveFocus();
  });

  it("moves between tabs with the arrow keys, Home and End, keeping one tab in the Tab order", async () => {
    api();
    renderAt(<AdminPage />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole("tab", { name: "Dashboard" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Deliveries" })).toHaveFocus();
    expect(currentPath()).toBe("/admin?tab=deliveries");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Settings" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Dashboard" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(currentPath()).toBe("/admin?tab=settings");
    await user.keyboard("{ArrowLeft}");
    expect(currentPath()).toBe("/admin?tab=users");
    const tabs = within(screen.getByRole("tablist")).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Dashboard",
      "Deliveries",
      "Orders",
      "Inbox",
      "Products",
      "Add-ons",
      "Reviews",
      "Users",
      "Settings",
    ]);
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([screen.getByRole("tab", { name: "Users" })]);
    expect(screen.getByRole("tab", { name: "Users" })).toHaveAttribute("aria-controls", "admin-panel-users");
  });

  it("says the token is missing and calls nothing when no token is stored", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = api();
    renderAt(<AdminPage />, "/admin", { token: null });
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.admin.noToken);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the 'Data fetch error' banner and logs when loading fails, and other tabs still work", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/admin/dashboard": () => Response.json({ detail: "boom" }, { status: 500 }),
      "GET /api/orders": () => ({ orders: [orderWire()], next_cursor: null }),
    });
    renderAt(<AdminPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.admin.fetchError);
    expect(log).toHaveBeenCalled();
    await userEvent.click(screen.getByRole("tab", { name: "Orders" }));
    expect(await screen.findByRole("heading", { name: "Orders" })).toBeInTheDocument();
  });

  describe("when the server no longer accepts the token", () => {
    /** The dashboard behind its guard, as App.tsx mounts it, with /login beside it. */
    const renderGuarded = (url: string) =>
      renderSignedIn(
        <RequireAdmin>
          <AdminPage />
        </RequireAdmin>,
        url,
        {
          path: "/admin",
          user: ADMIN,
          routes: <Route path="/login" element={<LoginProbe />} />,
        },
      );

    it("signs out and sends the owner to /login on a refused load, without the 'Data fetch error' banner", async () => {
      mockApi({ "GET /api/admin/dashboard": () => apiError(401, DETAIL.invalidToken) });
      renderGuarded("/admin");
      expect(await screen.findByText("Login page, back to /admin")).toBeInTheDocument();
      expect(screen.getByText(SESSION_EXPIRED)).toBeInTheDocument();
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      expect(screen.queryByText(MSG.admin.fetchError)).not.toBeInTheDocument();
    });

    it("signs out and sends the owner to /login on a refused save (a form's useSubmit)", async () => {
      mockApi({
        "GET /api/admin/settings": () => settingsWire(),
        "PUT /api/admin/settings": () => apiError(401, DETAIL.invalidToken),
      });
      renderGuarded("/admin?tab=settings");
      await userEvent.click(await screen.findByRole("button", { name: "Save settings" }));
      expect(await screen.findByText("Login page, back to /admin?tab=settings")).toBeInTheDocument();
      expect(screen.getByText(SESSION_EXPIRED)).toBeInTheDocument();
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      expect(screen.queryByText(DETAIL.invalidToken)).not.toBeInTheDocument();
    });
  });
});
