// Payments in the orders tab: the paid badge beside the status on every row, the detail's
// payment (method, status, paid at in the shop's time, the customer's proof or its absence),
// "Mark paid" / "Mark unpaid" sending the status and updating list and detail from the
// answer. The delivery photo's tests are in DeliveryPhoto.test.tsx.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubBlobUrls } from "../test/blobUrls";
import { apiError } from "../test/render";
import { OrdersTab } from "./OrdersTab";
import { mockApi, orderWire, renderAt, sentBodies } from "./testing";

const PICTURE = () => new Response("picture", { headers: { "Content-Type": "image/png" } });

beforeEach(() => {
  stubBlobUrls();
});
afterEach(() => vi.restoreAllMocks());

const row = (id: number) => screen.getByRole("rowheader", { name: `#${id}` }).closest("tr") as HTMLElement;
const statusCell = (id: number) => row(id).querySelector('td[data-label="Status"]');
const paymentOf = () => screen.findByRole("region", { name: "Payment" });
const field = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: "dt" }).nextElementSibling as HTMLElement;

describe("Order payment in the dashboard", () => {
  it("shows whether each order is paid, and how, beside its status in the list", async () => {
    mockApi({
      "GET /api/orders": () => ({
        orders: [
          orderWire({ id: 2, status: "confirmed", payment_method: "khqr", payment_status: "paid" }),
          orderWire({ id: 1 }),
        ],
        next_cursor: null,
      }),
    });
    renderAt(<OrdersTab />);
    await screen.findByRole("rowheader", { name: "#2" });
    expect(statusCell(2)).toHaveTextContent("ConfirmedPaid · KHQR");
    expect(statusCell(1)).toHaveTextContent("PendingUnpaid · cash");
  });

  it("shows no payment beside a cancelled order left unpaid, but keeps a paid one's (money to give back)", async () => {
    mockApi({
      "GET /api/orders": () => ({
        orders: [
          orderWire({ id: 2, status: "cancelled", payment_method: "khqr", payment_status: "paid" }),
          orderWire({ id: 1, status: "cancelled" }),
        ],
        next_cursor: null,
      }),
    });
    renderAt(<OrdersTab />);
    await screen.findByRole("rowheader", { name: "#2" });
    expect(statusCell(2)).toHaveTextContent("CancelledPaid · KHQR");
    expect(statusCell(1)).toHaveTextContent(/^Cancelled$/);
  });

  it("marks an unpaid order paid: sends the status, shows when in the shop's time, and the list follows", async () => {
    const fetch = mockApi({
      "GET /api/orders": () => ({ orders: [orderWire({ id: 1 })], next_cursor: null }),
      "PUT /api/admin/orders/1/payment": () =>
        orderWire({ id: 1, payment_status: "paid", paid_at: "2026-03-02T12:00:00.000Z" }),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=1");
    const payment = await paymentOf();
    expect(field(payment, "Method")).toHaveTextContent("Cash on delivery");
    expect(field(payment, "Status")).toHaveTextContent("Unpaid · cash");
    expect(field(payment, "Paid at")).toHaveTextContent("Not paid yet");

    await user.click(within(payment).getByRole("button", { name: "Mark paid order #1" }));
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/1/payment")).toEqual([{ status: "paid" }]);
    expect(await screen.findByText("Order #1 is now paid")).toBeInTheDocument();
    expect(field(payment, "Status")).toHaveTextContent("Paid · cash");
    // 12:00 UTC is 19:00 in Siem Reap, whatever the owner's device is set to.
    expect(field(payment, "Paid at")).toHaveTextContent("2 Mar 2026, 19:00 (Siem Reap time)");
    expect(within(payment).getByRole("button", { name: "Mark unpaid order #1" })).toHaveTextContent(
      /^Mark unpaid$/,
    );

    await user.click(screen.getByRole("button", { name: "Back to orders" }));
    expect(row(1)).toHaveTextContent("Paid · cash");
  });

  it("marks a paid order unpaid again", async () => {
    const fetch = mockApi({
      "GET /api/orders": () => ({
        orders: [
          orderWire({
            id: 3,
            payment_method: "khqr",
            payment_status: "paid",
            paid_at: "2026-03-02T12:00:00.000Z",
          }),
        ],
        next_cursor: null,
      }),
      "PUT /api/admin/orders/3/payment": () => orderWire({ id: 3, payment_method: "khqr" }),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=3");
    const payment = await paymentOf();
    expect(field(payment, "Method")).toHaveTextContent("KHQR");
    await user.click(within(payment).getByRole("button", { name: "Mark unpaid order #3" }));
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/3/payment")).toEqual([{ status: "unpaid" }]);
    expect(await screen.findByText("Order #3 is now unpaid")).toBeInTheDocument();
    expect(field(payment, "Status")).toHaveTextContent("Unpaid · KHQR");
    expect(field(payment, "Paid at")).toHaveTextContent("Not paid yet");
    expect(within(payment).getByRole("button", { name: "Mark paid order #3" })).toBeEnabled();
  });

  it("says in words why a payment change was refused and keeps the order as it was", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/orders": () => ({ orders: [orderWire({ id: 1 })], next_cursor: null }),
      "PUT /api/admin/orders/1/payment": () => apiError(404, "Order not found"),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=1");
    const payment = await paymentOf();
    await user.click(within(payment).getByRole("button", { name: "Mark paid order #1" }));
    expect(await screen.findByText("Order not found")).toBeInTheDocument();
    expect(field(payment, "Status")).toHaveTextContent("Unpaid · cash");
    expect(within(payment).getByRole("button", { name: "Mark paid order #1" })).toBeEnabled();
    expect(log).toHaveBeenCalled();
  });

  it("shows the customer's proof of payment, fetched with the session", async () => {
    const fetch = mockApi({
      "GET /api/orders": () => ({
        orders: [orderWire({ id: 5, payment_method: "khqr", payment_proof_at: "2026-03-02T13:30:00.000Z" })],
        next_cursor: null,
      }),
      "GET /api/orders/5/payment-proof": PICTURE,
    });
    renderAt(<OrdersTab />, "/admin?tab=orders&order=5");
    const payment = await paymentOf();
    const proof = await within(payment).findByRole("img", { name: "Payment proof for order #5" });
    expect(proof).toHaveAttribute("src", "blob:picture-1");
    expect(field(payment, "Proof of payment")).toHaveTextContent("Uploaded 2 Mar 2026, 20:30");
    const [, init] = fetch.mock.calls.find(([url]) => String(url) === "/api/orders/5/payment-proof") ?? [];
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer test-token");
  });

  it("says when no proof was uploaded, without asking for one", async () => {
    const fetch = mockApi({
      "GET /api/orders": () => ({
        orders: [orderWire({ id: 5, payment_method: "khqr" })],
        next_cursor: null,
      }),
    });
    renderAt(<OrdersTab />, "/admin?tab=orders&order=5");
    const payment = await paymentOf();
    expect(field(payment, "Proof of payment")).toHaveTextContent("No proof uploaded yet");
    expect(within(payment).queryByRole("img")).not.toBeInTheDocument();
    // the detail also loads the order's history; nothing asks for a proof
    expect(
      fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes("payment-proof")),
    ).toEqual([]);
  });
});
