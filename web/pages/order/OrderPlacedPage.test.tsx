// /orders/:id/placed, the confirmation at its own address: shown at once with the order the
// form hands over, read again from the customer's own orders after a reload (never the order
// form), a WhatsApp chat that names the order, and what an unknown order or a failure says.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DETAIL, MSG } from "../../../shared/messages";
import { SHOP } from "../../../shared/shop";
import { toOrder } from "../../api/orders";
import { KHQR_STRING, khqrAnswer, readQr } from "../../test/khqr";
import { orderWire } from "../../test/orders";
import { apiError, currentPath, mockApi, renderSignedIn } from "../../test/render";
import OrderPlacedPage from "./OrderPlacedPage";

afterEach(() => {
  vi.restoreAllMocks();
});

const placed = orderWire({
  id: 41,
  product_name: "Sunset Roses",
  card_message: "Happy birthday",
  recipient_name: "Chan Sophea",
  recipient_phone: "+855 92 111 222",
});

const open = (state?: unknown) =>
  renderSignedIn(<OrderPlacedPage />, "/orders/41/placed", { path: "/orders/:id/placed", state });

describe("the confirmation of an order just placed", () => {
  it("after a reload, shows the order as stored, with its number and no order form", async () => {
    const api = mockApi({ "GET /api/user/orders": () => [orderWire({ id: 40 }), placed] });
    open();
    const confirmation = await screen.findByRole("region", { name: MSG.order.placed });
    // the heading takes focus in an effect that may run just after the region is found
    await waitFor(() => expect(screen.getByRole("heading", { name: MSG.order.placed })).toHaveFocus());
    expect(within(confirmation).getByText("#41")).toBeInTheDocument();
    expect(within(confirmation).getByText("Sunset Roses")).toBeInTheDocument();
    expect(within(confirmation).getByText("Happy birthday")).toBeInTheDocument();
    expect(within(confirmation).getByText(/Chan Sophea/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Place order" })).not.toBeInTheDocument();
    expect(api).toHaveBeenCalledTimes(1);
  });

  it("shows the order the form handed over at once, then drops it so a reload reads the stored one", async () => {
    const api = mockApi({});
    open({ order: toOrder(placed) });
    expect(screen.getByRole("heading", { name: MSG.order.placed })).toBeInTheDocument();
    expect(screen.getByText("#41")).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
    expect(currentPath()).toBe("/orders/41/placed");
  });

  it("offers a WhatsApp chat with the shop that already names the order", async () => {
    mockApi({ "GET /api/user/orders": () => [placed] });
    open();
    const chat = await screen.findByRole("link", { name: /Ask about this order on WhatsApp/ });
    const href = new URL(chat.getAttribute("href") ?? "");
    expect(href.origin + href.pathname).toBe(`https://wa.me/${SHOP.whatsapp.replace(/\D/g, "")}`);
    expect(href.searchParams.get("text")).toContain("order #41");
    expect(chat).toHaveAttribute("target", "_blank");
  });

  it("says 'Order not found' for an order that is not the customer's, with the way to My orders", async () => {
    mockApi({ "GET /api/user/orders": () => [orderWire({ id: 40 })] });
    open();
    expect(await screen.findByRole("heading", { name: DETAIL.orderNotFound })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View my orders" })).toHaveAttribute("href", "/orders");
  });

  it("says so when the order cannot be loaded, and tries again", async () => {
    let fail = true;
    mockApi({ "GET /api/user/orders": () => (fail ? apiError(500, DETAIL.internal) : [placed]) });
    vi.spyOn(console, "error").mockImplementation(() => {});
    open();
    expect(await screen.findByRole("heading", { name: "We could not load your order" })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: MSG.order.placed })).toBeInTheDocument();
  });
});

describe("how to pay, on the confirmation", () => {
  const nextSteps = () => screen.getByRole("heading", { name: "What happens next" }).nextElementSibling;

  it("says cash on delivery for a cash order, with no KHQR code", async () => {
    const api = mockApi({});
    open({ order: toOrder(placed) });
    expect(nextSteps()).toHaveTextContent("You pay cash on delivery: nothing is charged online.");
    expect(screen.queryByRole("region", { name: "Pay with KHQR" })).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the KHQR code for an unpaid KHQR order, with the amount and the proof field", async () => {
    mockApi({ "GET /api/orders/41/khqr": () => khqrAnswer() });
    open({ order: toOrder({ ...placed, payment_method: "khqr" }) });
    expect(nextSteps()).toHaveTextContent(/You pay with KHQR: scan the code below/);
    const panel = screen.getByRole("region", { name: "Pay with KHQR" });
    const picture = await within(panel).findByRole("img", { name: /\$68\.00/ });
    await waitFor(() => expect(readQr(picture)).toBe(KHQR_STRING));
    expect(within(panel).getByLabelText("Upload proof of payment")).toBeInTheDocument();
  });

  it("keeps the proof on the order once it is received, so the field says a new file only replaces it", async () => {
    const khqr = { ...placed, payment_method: "khqr" as const };
    mockApi({
      "GET /api/orders/41/khqr": () => khqrAnswer(),
      "POST /api/orders/41/payment-proof": () => ({ ...khqr, payment_proof_at: "2026-03-02T13:00:00.000Z" }),
    });
    open({ order: toOrder(khqr) });
    const field = await screen.findByLabelText("Upload proof of payment");
    expect(field).toHaveAccessibleDescription(/A screenshot of the payment in your banking app/);
    const receipt = new File([new Uint8Array([137, 80, 78, 71])], "receipt.png", { type: "image/png" });
    await userEvent.upload(field, receipt);
    expect(
      await screen.findByText(
        "Thank you, we have your screenshot. We check our bank account and mark your order paid once the money has arrived.",
      ),
    ).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(
      "We have your proof. Choose another file only if it was the wrong one.",
    );
  });

  it("says the payment is received for a paid KHQR order, and shows no code", async () => {
    const api = mockApi({});
    open({ order: toOrder({ ...placed, payment_method: "khqr", payment_status: "paid" }) });
    expect(nextSteps()).toHaveTextContent("Your KHQR payment is received: thank you.");
    expect(screen.queryByRole("region", { name: "Pay with KHQR" })).not.toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });
});
