// /orders: the customer's orders newest first with status, product, price, date and
// address; an empty state that leads to the catalogue; a failure that can be retried.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../shared/limits";
import { DETAIL } from "../../shared/messages";
import type { OrderWire } from "../../shared/schemas";
import { orderWire } from "../test/orders";
import { apiError, mockApi, renderSignedIn } from "../test/render";
import OrdersPage from "./OrdersPage";

afterEach(() => {
  vi.restoreAllMocks();
});

const order = (over: Partial<OrderWire>): OrderWire =>
  orderWire({ id: 1, product_id: 3, product_name: "Sunset Roses", address: "Street 9", ...over });

function openOrders(answer: () => unknown) {
  mockApi({ "GET /api/user/orders": answer });
  renderSignedIn(<OrdersPage />, "/orders");
}

describe("my orders", () => {
  it("lists the orders newest first with status, price, date and address", async () => {
    openOrders(() => [
      order({
        id: 1,
        product_name: "Old Lilies",
        status: "delivered",
        created_at: "2026-01-05T09:00:00.000Z",
      }),
      order({ id: 2, product_name: "New Roses", status: "shipped", price: 52.5 }),
    ]);
    const cards = await screen.findAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "New Roses",
      "Old Lilies",
    ]);
    expect(within(cards[0] as HTMLElement).getByText("Shipped")).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText("$52.50")).toBeInTheDocument();
    expect(
      within(cards[0] as HTMLElement).getByText("Street 9, Near the pagoda, Siem Reap"),
    ).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText("Delivered")).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText(/2026/)).toHaveAttribute(
      "datetime",
      "2026-01-05T09:00:00.000Z",
    );
  });

  it("shows a loading state until the orders arrive", async () => {
    openOrders(() => []);
    expect(screen.getByText("Loading your orders…")).toBeInTheDocument();
    await screen.findByText("No orders yet");
    expect(screen.queryByText("Loading your orders…")).not.toBeInTheDocument();
  });

  it("leads to the products from the empty state", async () => {
    openOrders(() => []);
    expect(await screen.findByText("No orders yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse our flowers" })).toHaveAttribute("href", "/products");
  });

  it("offers to try again after a failure", async () => {
    let fail = true;
    openOrders(() => (fail ? apiError(500, DETAIL.internal) : [order({})]));
    expect(await screen.findByText("We could not load your orders")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article")).toBeInTheDocument();
  });

  it("ends the session when the token is no longer accepted", async () => {
    openOrders(() => apiError(401, DETAIL.invalidToken));
    expect(await screen.findByText("Your session has expired. Please log in again.")).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
