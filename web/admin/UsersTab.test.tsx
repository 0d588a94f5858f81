// Users: the suspension toggle is offered for customers only, never for administrators or
// the signed-in owner, and a toggle updates the row in place.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN, mockApi, renderAt, sentBodies, userWire } from "./testing";
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

  it("searches by name or email", async () => {
    mockApi({ "GET /api/admin/users": () => ({ users: [customer, suspended] }) });
    const user = userEvent.setup();
    renderAt(<UsersTab />);
    await user.type(await screen.findByLabelText("Search name, email or mobile"), "keo@");
    expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["Keo Rith"]);
  });
});
