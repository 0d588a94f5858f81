// Payments in the orders tab: the paid badge beside the status on every row, the detail's
// payment (method, status, paid at in the shop's time, the customer's proof or its absence),
// "Mark paid" / "Mark unpaid" sending the status and updating list and detail from the
// answer, and the delivery photo for orders on their way or delivered only.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DETAIL } from "../../shared/messages";
import type { OrderStatus } from "../../shared/orders";
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

describe("Delivery photo in the dashboard", () => {
  const photoFile = () => new File(["photo"], "door.jpg", { type: "image/jpeg" });

  it.each<OrderStatus>(["pending", "confirmed", "cancelled"])(
    "offers no delivery photo for a %s order",
    async (status) => {
      mockApi({ "GET /api/orders": () => ({ orders: [orderWire({ id: 1, status })], next_cursor: null }) });
      renderAt(<OrdersTab />, "/admin?tab=orders&order=1");
      await screen.findByRole("region", { name: "Payment" });
      expect(screen.queryByRole("region", { name: "Delivery photo" })).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/delivery photo/i)).not.toBeInTheDocument();
    },
  );

  it("uploads the photo of an order out for delivery and shows it from the private store", async () => {
    const fetch = mockApi({
      "GET /api/orders": () => ({ orders: [orderWire({ id: 4, status: "shipped" })], next_cursor: null }),
      "POST /api/admin/orders/4/delivery-photo": () =>
        orderWire({ id: 4, status: "shipped", delivery_photo_at: "2026-03-03T09:00:00.000Z" }),
      "GET /api/orders/4/delivery-photo": PICTURE,
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=4");
    const photo = await screen.findByRole("region", { name: "Delivery photo" });
    expect(within(photo).getByText("No delivery photo yet.")).toBeInTheDocument();
    const input = within(photo).getByLabelText("Upload a delivery photo");
    expect(input).toHaveAccessibleDescription(/before marking the order delivered.*“delivered” e-mail/);

    const file = photoFile();
    await user.upload(input, file);
    const [sent] = sentBodies(fetch, "POST", "/api/admin/orders/4/delivery-photo");
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get("file")).toBe(file);
    expect(await screen.findByText("Delivery photo saved for order #4")).toBeInTheDocument();
    expect(await within(photo).findByRole("img", { name: "Delivery photo of order #4" })).toHaveAttribute(
      "src",
      "blob:picture-1",
    );
    expect(within(photo).getByLabelText("Replace the delivery photo")).toBeEnabled();
  });

  it("keeps the order's buttons disabled until its photo is stored, so the delivered e-mail carries it", async () => {
    let answer: (order: unknown) => void = () => {};
    mockApi({
      "GET /api/orders": () => ({ orders: [orderWire({ id: 4, status: "shipped" })], next_cursor: null }),
      "POST /api/admin/orders/4/delivery-photo": () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      "GET /api/orders/4/delivery-photo": PICTURE,
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=4");
    const photo = await screen.findByRole("region", { name: "Delivery photo" });
    const input = within(photo).getByLabelText("Upload a delivery photo");
    await user.upload(input, photoFile());
    // the steps say they are unavailable (aria-disabled, which keeps a keyboard's focus)
    expect(screen.getByRole("button", { name: "Mark delivered order #4" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    // the field itself stays usable (focus kept) and says it is busy
    expect(input).toBeEnabled();
    expect(input).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Cancel order #4" })).toHaveAttribute("aria-disabled", "true");
    expect(
      within(screen.getByRole("region", { name: "Payment" })).getByRole("button", { name: /^Mark/ }),
    ).toBeDisabled();

    answer(orderWire({ id: 4, status: "shipped", delivery_photo_at: "2026-03-03T09:00:00.000Z" }));
    expect(await screen.findByText("Delivery photo saved for order #4")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark delivered order #4" })).not.toHaveAttribute(
      "aria-disabled",
    );
  });

  it("offers only the types the server takes, and refuses a HEIC photo before sending it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = mockApi({
      "GET /api/orders": () => ({ orders: [orderWire({ id: 4, status: "shipped" })], next_cursor: null }),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderAt(<OrdersTab />, "/admin?tab=orders&order=4");
    const photo = await screen.findByRole("region", { name: "Delivery photo" });
    const input = within(photo).getByLabelText("Upload a delivery photo");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,image/avif,image/gif");
    await user.upload(input, new File(["heic"], "door.heic", { type: "image/heic" }));
    expect(await within(photo).findByRole("alert")).toHaveTextContent(DETAIL.unsupportedImage);
    expect(sentBodies(fetch, "POST", "/api/admin/orders/4/delivery-photo")).toEqual([]);
  });

  it("shows a delivered order's photo and says in words why a new one was refused", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/orders": () => ({
        orders: [orderWire({ id: 6, status: "delivered", delivery_photo_at: "2026-03-03T09:00:00.000Z" })],
        next_cursor: null,
      }),
      "GET /api/orders/6/delivery-photo": PICTURE,
      "POST /api/admin/orders/6/delivery-photo": () =>
        apiError(415, "Only JPEG, PNG, WebP, AVIF or GIF images are accepted"),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=6");
    const photo = await screen.findByRole("region", { name: "Delivery photo" });
    expect(await within(photo).findByRole("img", { name: "Delivery photo of order #6" })).toBeInTheDocument();
    const input = within(photo).getByLabelText("Replace the delivery photo");
    await user.upload(input, photoFile());
    expect(await within(photo).findByRole("alert")).toHaveTextContent(
      "Only JPEG, PNG, WebP, AVIF or GIF images are accepted",
    );
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(within(photo).getByRole("img", { name: "Delivery photo of order #6" })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});
