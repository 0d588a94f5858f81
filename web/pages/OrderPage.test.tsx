// /order/:id: the product loads (or 'Product not found' sends to /products), the form is
// prefilled and checked before calling, the payload has the §3 shape, and success shows
// the confirmation; an out-of-stock product cannot be ordered.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../shared/limits";
import { DETAIL, MSG } from "../../shared/messages";
import type { ProductWire } from "../../shared/schemas";
import { productWire } from "../test/catalog";
import { orderWire } from "../test/orders";
import { apiError, currentPath, customer, mockApi, renderSignedIn, sentBodies } from "../test/render";
import OrderPage from "./OrderPage";

afterEach(() => {
  vi.restoreAllMocks();
});

const product = (over: Partial<ProductWire> = {}): ProductWire =>
  productWire({ id: 3, name: "Sunset Roses", ...over });
const placedOrder = () => orderWire({ id: 41, product_id: 3, product_name: "Sunset Roses" });

function openOrderPage(routes: Parameters<typeof mockApi>[0], user = customer()) {
  const api = mockApi({ "GET /api/products/3": () => product(), ...routes });
  renderSignedIn(<OrderPage />, "/order/3", { path: "/order/:id", user });
  return api;
}

describe("loading the product", () => {
  it("shows the summary with price, discount and free same-day delivery", async () => {
    openOrderPage({});
    const summary = await screen.findByRole("region", { name: "Order summary" });
    expect(within(summary).getByText("Sunset Roses")).toBeInTheDocument();
    expect(within(summary).getByText("25% off")).toBeInTheDocument();
    expect(within(summary).getByText("$60.00")).toBeInTheDocument();
    expect(within(summary).getByText("Free same-day in Siem Reap")).toBeInTheDocument();
  });

  it("sends an unknown product to /products with 'Product not found'", async () => {
    openOrderPage({ "GET /api/products/3": () => apiError(404, DETAIL.productNotFound) });
    expect(await screen.findByText("Other page")).toBeInTheDocument();
    expect(currentPath()).toBe("/products");
    expect(screen.getByText(MSG.order.productNotFound)).toBeInTheDocument();
  });

  it("says 'Failed to load product details' on other failures and can try again", async () => {
    let fail = true;
    openOrderPage({ "GET /api/products/3": () => (fail ? apiError(500, DETAIL.internal) : product()) });
    expect(await screen.findByRole("heading", { name: MSG.order.loadFailed })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Order summary" })).toBeInTheDocument();
  });

  it("shows an out-of-stock product without a form to submit", async () => {
    openOrderPage({ "GET /api/products/3": () => product({ in_stock: false }) });
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.product.outOfStock);
    expect(screen.queryByRole("button", { name: "Place order" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Delivery address")).not.toBeInTheDocument();
  });
});

describe("the order form", () => {
  it("is prefilled from the stored user, with Siem Reap as the city", async () => {
    openOrderPage({});
    expect(await screen.findByLabelText("Full name")).toHaveValue("Sok Dara");
    expect(screen.getByLabelText("Email")).toHaveValue("dara@example.com");
    expect(screen.getByLabelText("Mobile number")).toHaveValue("+855 12 345 678");
    expect(screen.getByLabelText("Delivery address")).toHaveValue("Street 9, Wat Bo");
    expect(screen.getByLabelText("City")).toHaveValue("Siem Reap");
  });

  it("requires name, email, mobile, city and address before calling", async () => {
    const api = openOrderPage({}, customer({ mobile: "", address: "" }));
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText("Full name"));
    await user.clear(screen.getByLabelText("Email"));
    await user.clear(screen.getByLabelText("City"));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    for (const text of [
      "Please enter your full name",
      "Please enter your email address",
      "Please enter your mobile number",
      "Please enter the city",
      "Please enter the delivery address",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    expect(sentBodies(api, "POST", "/api/orders")).toEqual([]);
  });

  it("leaves landmark, postal code and instructions optional", async () => {
    openOrderPage({});
    expect(await screen.findByLabelText(/Landmark/)).not.toBeRequired();
    expect(screen.getByLabelText(/Postal code/)).not.toBeRequired();
    expect(screen.getByLabelText(/Special instructions/)).not.toBeRequired();
    expect(screen.getByLabelText("Delivery address")).toBeRequired();
  });

  it("sends productId, productName, price and customerInfo, then confirms", async () => {
    const api = openOrderPage({ "POST /api/orders": () => Response.json(placedOrder(), { status: 201 }) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Landmark/), " Near the pagoda ");
    await user.type(screen.getByLabelText(/Special instructions/), "Card: happy birthday");
    await user.click(screen.getByRole("button", { name: "Place order" }));

    expect(await screen.findByRole("heading", { name: MSG.order.placed })).toHaveFocus();
    expect(screen.getByText("#41")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View my orders" })).toHaveAttribute("href", "/orders");
    expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/products");
    expect(sentBodies(api, "POST", "/api/orders")).toEqual([
      {
        productId: "3",
        productName: "Sunset Roses",
        price: 45,
        customerInfo: {
          name: "Sok Dara",
          email: "dara@example.com",
          mobile: "+855 12 345 678",
          city: "Siem Reap",
          address: "Street 9, Wat Bo",
          landmark: "Near the pagoda",
          postalCode: "",
          specialInstructions: "Card: happy birthday",
        },
      },
    ]);
  });

  it("places one order however often the button is pressed", async () => {
    let release: (value: Response) => void = () => {};
    const api = openOrderPage({
      "POST /api/orders": () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    const button = await screen.findByRole("button", { name: "Place order" });
    await user.click(button);
    await user.click(screen.getByRole("button", { name: "Placing order…" }));
    release(Response.json(placedOrder(), { status: 201 }));
    await screen.findByRole("heading", { name: MSG.order.placed });
    expect(sentBodies(api, "POST", "/api/orders")).toHaveLength(1);
  });

  it("says 'Failed to place order. Please try again.' with the server's reason", async () => {
    openOrderPage({ "POST /api/orders": () => apiError(400, DETAIL.outOfStock) });
    await userEvent.click(await screen.findByRole("button", { name: "Place order" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(MSG.order.failed);
    expect(alert).toHaveTextContent(DETAIL.outOfStock);
  });

  it("ends an expired session so the guard can send the customer to log in again", async () => {
    openOrderPage({ "POST /api/orders": () => apiError(401, DETAIL.invalidToken) });
    await userEvent.click(await screen.findByRole("button", { name: "Place order" }));
    expect(await screen.findByText("Your session has expired. Please log in again.")).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
