// The row count under each admin list reads naturally for one row and for many, and says
// what the filters left in a live region.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { allMatchingShown, ListToolbar } from "./ListToolbar";

const noun = { one: "order", other: "orders" };
const search = { query: "", setQuery: () => {} };

describe("ListToolbar count", () => {
  it("uses the singular for exactly one row", () => {
    render(<ListToolbar searchLabel="Search orders" search={search} shown={1} total={1} noun={noun} />);
    expect(screen.getByText("1 order")).toBeInTheDocument();
  });

  it("uses the plural and says how many are shown when filtered", () => {
    render(<ListToolbar searchLabel="Search orders" search={search} shown={1} total={5} noun={noun} />);
    expect(screen.getByText("1 of 5 orders")).toBeInTheDocument();
  });

  it("says, in a live region, how many rows the server's filters left", () => {
    const { rerender } = render(
      <ListToolbar searchLabel="Search orders" search={search} shown={1} total={1} noun={noun} filtered />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("1 order matches");
    rerender(
      <ListToolbar searchLabel="Search orders" search={search} shown={0} total={0} noun={noun} filtered />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("0 orders match");
    rerender(
      <ListToolbar
        searchLabel="Search orders"
        search={search}
        shown={50}
        total={50}
        more
        noun={noun}
        filtered
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("50 orders match, more to load");
  });

  it("groups the thousands of a large list, as the dashboard writes its figures", () => {
    render(
      <ListToolbar searchLabel="Search orders" search={search} shown={1500} total={100000} noun={noun} />,
    );
    expect(screen.getByText("1,500 of 100,000 orders")).toBeInTheDocument();
  });
});

describe("ListToolbar filters on a phone", () => {
  const status = {
    label: "Status",
    value: "pending",
    onChange: () => {},
    anyLabel: "All statuses",
    options: [{ value: "pending", label: "Pending" }],
  };

  it("folds the controls after the search behind a Filters button that says how many are on", async () => {
    const user = userEvent.setup();
    render(
      <ListToolbar
        searchLabel="Search orders"
        search={search}
        filter={status}
        shown={1}
        total={1}
        noun={noun}
      />,
    );
    const toggle = screen.getByRole("button", { name: "Filters (1 on)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const folded = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(folded).toContainElement(screen.getByLabelText("Status"));
    expect(folded).not.toContainElement(screen.getByLabelText("Search orders"));
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  it("offers no Filters button when the search is the only control", () => {
    render(<ListToolbar searchLabel="Search orders" search={search} shown={1} total={1} noun={noun} />);
    expect(screen.queryByRole("button", { name: /Filters/ })).not.toBeInTheDocument();
  });
});

describe("allMatchingShown", () => {
  it("says what a filtered list holds once all of it is loaded", () => {
    expect(allMatchingShown(1, noun)).toBe("1 order found.");
    expect(allMatchingShown(1200, noun)).toBe("All 1,200 matching orders shown.");
  });
});
