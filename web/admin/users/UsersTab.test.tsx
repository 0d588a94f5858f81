// Users: the suspension toggle is offered for customers only, never for administrators or
// the signed-in owner, and a toggle updates the row in place; the search is the server's, and
// Show more appends the next page.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN, currentPath, mockApi, renderAt, sentBodies, userWire } from "../testing";
import { UsersTab } from "./UsersTab";

afterEach(() => vi.restoreAllMocks());

const me = userWire({ id: ADMIN.id, name: ADMIN.name, email: ADMIN.email, is_admin: true });
const otherAdmin = userWire({ id: 2, name: "Second Admin", email: "two@example.com", is_admin: true });
const customer = userWire({ id: 3, name: "Sok Dara", is_verified: false });
const suspended = userWire({ id: 4, name: "Keo Rith", email: "keo@example.com", is_suspended: true });

const row = (name: RegExp | string) => screen.getByRole("rowheader", { name }).closest("tr") as HTMLElement;

describe("UsersTab", () => {
  it("shows name, email, mobile, verified, role, joined date and status", async () => {
    mockApi({ "GET /api/admin/users": () => ({ users: [customer] }) });
    renderAt(<UsersTab />);
    const cells = (await screen.findByRole("rowheader", { name: "Sok Dara" })).closest("tr") as HTMLElement;
    for (const text of [
      "dara@example.com",
      "+855 12 345 678",
      "Unverified",
      "Customer",
      "Feb 2026",
      "Active",
    ]) {
      expect(cells).toHaveTextContent(text);
    }
  });

  it("offers no toggle for administrators or for oneself, and one for each customer", async () => {
    mockApi({ "GET /api/admin/users": () => ({ users: [me, otherAdmin, customer, suspended] }) });
    renderAt(<UsersTab />);
    await screen.findByRole("rowheader", { name: "Sok Dara" });
    expect(within(row(/^Owner/)).queryByRole("button")).not.toBeInTheDocument();
    expect(within(row("Second Admin")).queryByRole("button")).not.toBeInTheDocument();
    expect(within(row("Sok Dara")).getByRole("button", { name: "Suspend Sok Dara" })).toBeInTheDocument();
    expect(within(row("Keo Rith")).getByRole("button", { name: "Reactivate Keo Rith" })).toBeInTheDocument();
    expect(row(/^Owner/)).toHaveTextContent("(you)");
  });

  it("offers no toggle on one's own row even when the account is not flagged as admin", async () => {
    mockApi({ "GET /api/admin/users": () => ({ users: [{ ...me, is_admin: false }] }) });
    renderAt(<UsersTab />);
    await screen.findByRole("rowheader", { name: /^Owner/ });
    expect(within(row(/^Owner/)).queryByRole("button")).not.toBeInTheDocument();
  });

  it("suspends a customer with a bodiless PUT and updates the row in place", async () => {
    const fetch = mockApi({
      "GET /api/admin/users": () => ({ users: [customer] }),
      "PUT /api/admin/users/3/suspend": () => ({ ...customer, is_suspended: true }),
    });
    renderAt(<UsersTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Suspend Sok Dara" }));
    expect(await screen.findByRole("button", { name: "Reactivate Sok Dara" })).toBeInTheDocument();
    expect(within(row("Sok Dara")).getByText("Suspended")).toBeInTheDocument();
    expect(sentBodies(fetch, "PUT", "/api/admin/users/3/suspend")).toEqual([undefined]);
  });

  it("searches on the server once typing pauses, keeping the search in the URL", async () => {
    const fetch = mockApi({
      "GET /api/admin/users": (_, url) => ({
        users: url.searchParams.get("q") === "keo@" ? [suspended] : [customer, suspended],
        next_cursor: null,
      }),
    });
    const user = userEvent.setup();
    renderAt(<UsersTab />, "/admin?tab=users");
    await user.type(await screen.findByLabelText("Search name, email or mobile"), "keo@");
    await waitFor(() =>
      expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["Keo Rith"]),
    );
    expect(currentPath()).toBe("/admin?tab=users&q=keo%40");
    expect(fetch.mock.calls.map(([input]) => new URL(String(input), "http://localhost").search)).toEqual([
      "?limit=50",
      "?limit=50&q=keo%40",
    ]);
  });

  it("appends the next page of users on Show more", async () => {
    const fetch = mockApi({
      "GET /api/admin/users": (_, url) =>
        url.searchParams.get("cursor") === "c2"
          ? { users: [customer], next_cursor: null }
          : { users: [suspended], next_cursor: "c2" },
    });
    const user = userEvent.setup();
    renderAt(<UsersTab />);
    expect(await screen.findByText("1 user, more to load")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show more users" }));
    expect(await screen.findByRole("rowheader", { name: "Sok Dara" })).toBeInTheDocument();
    expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual([
      "Keo Rith",
      "Sok Dara",
    ]);
    expect(sentBodies(fetch, "GET", "/api/admin/users")).toHaveLength(2);
    expect(screen.getByText("All users shown.")).toBeInTheDocument();
  });

  it("says 'No users yet.' with no search, and 'No users match.' when a search finds none", async () => {
    mockApi({ "GET /api/admin/users": () => ({ users: [], next_cursor: null }) });
    const { unmount } = renderAt(<UsersTab />, "/admin?tab=users");
    expect(await screen.findByText("No users yet.")).toBeInTheDocument();
    expect(screen.queryByText("All users shown.")).not.toBeInTheDocument();
    unmount();

    renderAt(<UsersTab />, "/admin?tab=users&q=nobody");
    expect(await screen.findByText("No users match.")).toBeInTheDocument();
  });
});
