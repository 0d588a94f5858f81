// The order's detail shows the fields the order has: one left empty (a postcode, which a town
// without postcodes never needs) is not listed at all.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toOrder } from "../../api/orders";
import { mockApi, orderWire, renderAt } from "../testing";
import { OrderDetail } from "./OrderDetail";

function show(over: Parameters<typeof orderWire>[0]) {
  mockApi({ "GET /api/admin/orders/7/events": () => ({ events: [] }) });
  renderAt(
    <OrderDetail
      order={toOrder(orderWire(over))}
      busy={false}
      onChange={() => undefined}
      onPayment={() => undefined}
      onSaved={() => undefined}
      onUploading={() => undefined}
      onBack={() => undefined}
    />,
    "/admin?tab=orders&order=7",
  );
  const fields = document.querySelector(".admin-fields") as HTMLElement;
  return within(fields)
    .getAllByRole("term")
    .map((term) => term.textContent);
}

describe("OrderDetail's fields", () => {
  it("leaves out an empty postcode, landmark or instruction instead of saying 'Not given'", () => {
    const terms = show({ postal_code: "", landmark: "", special_instructions: "" });
    expect(terms).not.toContain("Postal code");
    expect(terms).not.toContain("Landmark");
    expect(terms).not.toContain("Special instructions");
    expect(terms).toContain("Address");
    expect(screen.queryByText("Not given")).not.toBeInTheDocument();
  });

  it("lists them when the customer gave them", () => {
    const terms = show({});
    expect(terms).toEqual(expect.arrayContaining(["Postal code", "Landmark", "Special instructions"]));
    expect(screen.getByText("17252")).toBeInTheDocument();
  });
});
