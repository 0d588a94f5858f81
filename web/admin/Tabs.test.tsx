// The dashboard's tab list: arrows move from the tab that has focus, even while the tab
// selected last is still on its way (its panel's code loading), so no tab is skipped.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Tabs } from "./Tabs";

const ITEMS = [
  { id: "dashboard", label: "Dashboard" },
  { id: "deliveries", label: "Deliveries" },
  { id: "orders", label: "Orders" },
] as const;

describe("Tabs", () => {
  it("arrows on from the focused tab while the selection has not caught up", async () => {
    const onSelect = vi.fn();
    // `selected` stays put, as it does while a selected tab's panel is still loading
    render(
      <Tabs
        label="Admin sections"
        items={[...ITEMS]}
        selected="dashboard"
        onSelect={onSelect}
        renderPanel={(id) => <p>{id}</p>}
      />,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Deliveries" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Orders" })).toHaveFocus();
    expect(onSelect.mock.calls).toEqual([["deliveries"], ["orders"]]);
  });
});
