// Payments in the orders tab: the paid badge beside the status on every row, the detail's
// payment (method, status, paid at in the shop's time, PayWay's transaction, the customer's proof
// or its absence), "Mark paid" / "Mark unpaid" sending the status and updating list and detail
// from the answer, and "Refund" on a cancelled, paid order, asked once more with what it does
// (docs/decisions/052). The delivery photo's tests are in DeliveryPhoto.test.tsx.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { stubBlobUrls } from "../../test/blobUrls";
import { apiError } from "../../test/render";
import { dropFocusFromDisabled, mockApi, orderWire, renderAt, sentBodies, settingsWire } from "../testing";
import { OrdersTab } from "./OrdersTab";

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

  it("keeps the keyboard's place on the payment button as it turns from Mark paid to Mark unpaid and back", async () => {
    let paid = false;
    mockApi({
      "GET /api/orders": () => ({ orders: [orderWire({ id: 1 })], next_cursor: null }),
      "PUT /api/admin/orders/1/payment": () => {
        paid = !paid;
        return orderWire({
          id: 1,
          ...(paid ? { payment_status: "paid", paid_at: "2026-03-02T12:00:00.000Z" } : {}),
        });
      },
    });
    onTestFinished(dropFocusFromDisabled());
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=1");
    const payment = await paymentOf();
    within(payment).getByRole("button", { name: "Mark paid order #1" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(within(payment).getByRole("button", { name: "Mark unpaid order #1" })).toHaveFocus(),
    );
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(within(payment).getByRole("button", { name: "Mark paid order #1" })).toHaveFocus(),
    );
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

  it("shows PayWay's transaction for a payment made through PayWay, and asks no proof of it", async () => {
    mockApi({
      "GET /api/orders": () => ({
        orders: [
          orderWire({
            id: 6,
            payment_method: "payway",
            payment_status: "paid",
            paid_at: "2026-03-02T12:00:00.000Z",
            payment_reference: "6-k3v9x2ma",
          }),
        ],
        next_cursor: null,
      }),
    });
    renderAt(<OrdersTab />, "/admin?tab=orders&order=6");
    const payment = await paymentOf();
    expect(field(payment, "Method")).toHaveTextContent("Card, Alipay or WeChat Pay");
    expect(field(payment, "Status")).toHaveTextContent("Paid · Card, Alipay or WeChat Pay");
    expect(field(payment, "PayWay transaction")).toHaveTextContent("6-k3v9x2ma");
    expect(within(payment).queryByText("Proof of payment")).not.toBeInTheDocument();
    // a payment PayWay's confirmation missed is still marked by hand, and a wrong one undone
    expect(within(payment).getByRole("button", { name: "Mark unpaid order #6" })).toBeEnabled();
  });
});

describe("Refunding a cancelled order's payment", () => {
  const cancelledPaid = (over: Parameters<typeof orderWire>[0] = {}) =>
    orderWire({
      id: 9,
      status: "cancelled",
      payment_method: "payway",
      payment_status: "paid",
      paid_at: "2026-03-02T12:00:00.000Z",
      payment_reference: "9-k3v9x2ma",
      ...over,
    });
  const settings = (refunds: "api" | "portal") => () => settingsWire({ payway: { offered: true, refunds } });
  /** The orders shown were each paid once: PayWay took no second payment. */
  const paidOnce = Object.fromEntries(
    [1, 2, 9].map((id) => [`GET /api/admin/orders/${id}/extra-payments`, () => ({ payments: [] })]),
  );

  it("offers no Refund on a paid order still going, nor any payment button once refunded", async () => {
    mockApi({
      ...paidOnce,
      "GET /api/orders": () => ({
        orders: [
          orderWire({ id: 2, status: "confirmed", payment_method: "payway", payment_status: "paid" }),
          cancelledPaid({ id: 1, payment_status: "refunded" }),
        ],
        next_cursor: null,
      }),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders");
    await screen.findByRole("rowheader", { name: "#2" });
    expect(statusCell(1)).toHaveTextContent("CancelledRefunded · Card, Alipay or WeChat Pay");

    await user.click(screen.getByRole("button", { name: "Details of order #2" }));
    expect(within(await paymentOf()).queryByRole("button", { name: /Refund/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to orders" }));
    await user.click(screen.getByRole("button", { name: "Details of order #1" }));
    const refunded = await paymentOf();
    expect(field(refunded, "Status")).toHaveTextContent("Refunded · Card, Alipay or WeChat Pay");
    expect(within(refunded).queryAllByRole("button")).toEqual([]);
  });

  it("with PayWay's refund API, asks to refund the amount to the card or wallet, then refunds it", async () => {
    const fetch = mockApi({
      ...paidOnce,
      "GET /api/orders": () => ({ orders: [cancelledPaid()], next_cursor: null }),
      "GET /api/admin/settings": settings("api"),
      "PUT /api/admin/orders/9/payment": () => cancelledPaid({ payment_status: "refunded" }),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=9");
    const payment = await paymentOf();
    const refund = within(payment).getByRole("button", { name: "Refund order #9" });
    await waitFor(() => expect(refund).toBeEnabled());

    await user.click(refund);
    const yes = within(payment).getByRole("button", { name: "Yes, refund order #9" });
    expect(yes).toHaveAccessibleDescription("Refund $45.00 to the customer's card or wallet through PayWay?");
    expect(yes).toHaveFocus();
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/9/payment")).toEqual([]);

    await user.click(yes);
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/9/payment")).toEqual([{ status: "refunded" }]);
    expect(await screen.findByText("Order #9 is now refunded")).toBeInTheDocument();
    expect(field(payment, "Status")).toHaveTextContent("Refunded · Card, Alipay or WeChat Pay");
    expect(within(payment).queryAllByRole("button")).toEqual([]);
    expect(within(payment).getByRole("heading", { name: "Payment" })).toHaveFocus();
  });

  it("without PayWay's refund API, asks whether it was refunded in PayWay's portal: the click only records it", async () => {
    const fetch = mockApi({
      ...paidOnce,
      "GET /api/orders": () => ({ orders: [cancelledPaid()], next_cursor: null }),
      "GET /api/admin/settings": settings("portal"),
      "PUT /api/admin/orders/9/payment": () => cancelledPaid({ payment_status: "refunded" }),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=9");
    const payment = await paymentOf();
    const refund = within(payment).getByRole("button", { name: "Refund order #9" });
    await waitFor(() => expect(refund).toBeEnabled());

    await user.click(refund);
    const yes = within(payment).getByRole("button", { name: "Yes, record the refund order #9" });
    expect(yes).toHaveAccessibleDescription(
      "Have you refunded $45.00 to the customer's card or wallet in PayWay's portal? This only records the refund and e-mails the customer: no money moves from here.",
    );
    await user.click(yes);
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/9/payment")).toEqual([{ status: "refunded" }]);
    expect(await screen.findByText("Order #9 is now refunded")).toBeInTheDocument();
  });

  it("for cash or KHQR, asks whether the money was given back, without asking the settings", async () => {
    const fetch = mockApi({
      ...paidOnce,
      "GET /api/orders": () => ({
        orders: [cancelledPaid({ payment_method: "khqr", payment_reference: null, price: 28 })],
        next_cursor: null,
      }),
      "PUT /api/admin/orders/9/payment": () =>
        cancelledPaid({ payment_method: "khqr", payment_reference: null, payment_status: "refunded" }),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=9");
    const payment = await paymentOf();
    const refund = within(payment).getByRole("button", { name: "Refund order #9" });
    await waitFor(() => expect(refund).toBeEnabled());

    await user.click(refund);
    expect(
      within(payment).getByRole("button", { name: "Yes, record the refund order #9" }),
    ).toHaveAccessibleDescription(
      "Have you given $28.00 back to the customer? This only records the refund and e-mails the customer: no money moves from here.",
    );
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes("settings"))).toEqual(
      [],
    );
  });

  it("Keep as is (or Escape) leaves the payment as it is, the focus back on Refund", async () => {
    const fetch = mockApi({
      ...paidOnce,
      "GET /api/orders": () => ({ orders: [cancelledPaid()], next_cursor: null }),
      "GET /api/admin/settings": settings("api"),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=9");
    const payment = await paymentOf();
    const refund = within(payment).getByRole("button", { name: "Refund order #9" });
    await waitFor(() => expect(refund).toBeEnabled());

    await user.click(refund);
    await user.click(within(payment).getByRole("button", { name: "Keep order #9's payment as it is" }));
    expect(within(payment).getByRole("button", { name: "Refund order #9" })).toHaveFocus();
    expect(within(payment).queryByText(/through PayWay\?/)).not.toBeInTheDocument();

    await user.keyboard("{Enter}");
    expect(within(payment).getByRole("button", { name: "Yes, refund order #9" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(within(payment).getByRole("button", { name: "Refund order #9" })).toHaveFocus();
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/9/payment")).toEqual([]);
    expect(field(payment, "Status")).toHaveTextContent("Paid · Card, Alipay or WeChat Pay");
  });

  it("says in place why PayWay refused the refund, and the order stays paid to try again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = mockApi({
      ...paidOnce,
      "GET /api/orders": () => ({ orders: [cancelledPaid()], next_cursor: null }),
      "GET /api/admin/settings": settings("api"),
      "PUT /api/admin/orders/9/payment": () =>
        apiError(502, "PayWay refused the refund: Refund amount exceeds the available balance"),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=9");
    const payment = await paymentOf();
    const refund = within(payment).getByRole("button", { name: "Refund order #9" });
    await waitFor(() => expect(refund).toBeEnabled());

    await user.click(refund);
    await user.click(within(payment).getByRole("button", { name: "Yes, refund order #9" }));

    expect(await within(payment).findByRole("alert")).toHaveTextContent(
      "PayWay refused the refund: Refund amount exceeds the available balance",
    );
    expect(field(payment, "Status")).toHaveTextContent("Paid · Card, Alipay or WeChat Pay");
    const again = within(payment).getByRole("button", { name: "Refund order #9" });
    expect(again).toHaveFocus();
    await user.click(again);
    expect(within(payment).queryByRole("alert")).not.toBeInTheDocument();
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/9/payment")).toEqual([{ status: "refunded" }]);
  });

  it("says when the settings could not be read, and asks them again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let answers = 0;
    mockApi({
      ...paidOnce,
      "GET /api/orders": () => ({ orders: [cancelledPaid()], next_cursor: null }),
      "GET /api/admin/settings": () =>
        ++answers === 1 ? apiError(500, "Internal error") : settings("api")(),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=9");
    const payment = await paymentOf();
    expect(
      await within(payment).findByText(/Could not check whether PayWay refunds from here/),
    ).toBeInTheDocument();
    expect(within(payment).getByRole("button", { name: "Refund order #9" })).toBeDisabled();

    await user.click(within(payment).getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(within(payment).getByRole("button", { name: "Refund order #9" })).toBeEnabled(),
    );
    expect(within(payment).queryByText(/Could not check/)).not.toBeInTheDocument();
  });
});

describe("When the payment was refunded, and a second PayWay payment", () => {
  const paidTwice = (over: Parameters<typeof orderWire>[0] = {}) =>
    orderWire({
      id: 9,
      status: "confirmed",
      payment_method: "payway",
      payment_status: "paid",
      paid_at: "2026-03-02T12:00:00.000Z",
      payment_reference: "9-k3v9x2ma",
      ...over,
    });
  const second = {
    tran_id: "9-second01",
    amount: 45,
    currency: "USD" as const,
    approved_at: "2026-03-02T12:07:00.000Z",
    refunded_at: null,
  };
  const secondPayment = () => screen.findByRole("region", { name: "Paid twice" });

  it("shows when a refunded order was refunded, beside when it was paid, in the shop's time", async () => {
    mockApi({
      "GET /api/orders": () => ({
        orders: [
          paidTwice({
            status: "cancelled",
            payment_status: "refunded",
            refunded_at: "2026-03-03T02:30:00.000Z",
          }),
        ],
        next_cursor: null,
      }),
      "GET /api/admin/orders/9/extra-payments": () => ({ payments: [] }),
    });
    renderAt(<OrdersTab />, "/admin?tab=orders&order=9");
    const payment = await paymentOf();
    expect(field(payment, "Paid at")).toHaveTextContent("2 Mar 2026, 19:00 (Siem Reap time)");
    expect(field(payment, "Refunded at")).toHaveTextContent("3 Mar 2026, 09:30 (Siem Reap time)");
  });

  it("lists a second payment with its amount, transaction and time, and refunds it through PayWay after asking", async () => {
    const fetch = mockApi({
      "GET /api/orders": () => ({ orders: [paidTwice()], next_cursor: null }),
      "GET /api/admin/orders/9/extra-payments": () => ({ payments: [second] }),
      "GET /api/admin/settings": () => settingsWire({ payway: { offered: true, refunds: "api" } }),
      "PUT /api/admin/orders/9/extra-payments/9-second01": () => ({
        ...second,
        refunded_at: "2026-03-02T13:00:00.000Z",
      }),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=9");
    const twice = await secondPayment();
    expect(twice).toHaveTextContent("PayWay took this payment after the order was paid");
    expect(twice).toHaveTextContent(
      "$45.00, PayWay transaction 9-second01, approved 2 Mar 2026, 19:07 (Siem Reap time)",
    );
    // The order itself stays paid by its first payment.
    expect(field(await paymentOf(), "Status")).toHaveTextContent("Paid · Card, Alipay or WeChat Pay");
    const refund = within(twice).getByRole("button", { name: "Refund PayWay transaction 9-second01" });
    await waitFor(() => expect(refund).toBeEnabled());

    await user.click(refund);
    const yes = within(twice).getByRole("button", { name: "Yes, refund PayWay transaction 9-second01" });
    expect(yes).toHaveAccessibleDescription(
      "Refund $45.00 (transaction 9-second01) to the customer's card or wallet through PayWay?",
    );
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/9/extra-payments/9-second01")).toEqual([]);
    await user.click(yes);
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/9/extra-payments/9-second01")).toEqual([
      { status: "refunded" },
    ]);
    expect(await within(twice).findByText(/^Refunded/)).toHaveTextContent(
      "Refunded 2 Mar 2026, 20:00 (Siem Reap time)",
    );
    expect(within(twice).queryAllByRole("button")).toEqual([]);
  });

  it("without PayWay's refund API asks whether it was refunded in the portal, and says why a refund was refused", async () => {
    mockApi({
      "GET /api/orders": () => ({ orders: [paidTwice()], next_cursor: null }),
      "GET /api/admin/orders/9/extra-payments": () => ({ payments: [second] }),
      "GET /api/admin/settings": () => settingsWire({ payway: { offered: true, refunds: "portal" } }),
      "PUT /api/admin/orders/9/extra-payments/9-second01": () =>
        apiError(409, "This payment was refunded already"),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=9");
    const twice = await secondPayment();
    const refund = within(twice).getByRole("button", { name: "Refund PayWay transaction 9-second01" });
    await waitFor(() => expect(refund).toBeEnabled());
    await user.click(refund);
    const yes = within(twice).getByRole("button", {
      name: "Yes, record the refund PayWay transaction 9-second01",
    });
    expect(yes).toHaveAccessibleDescription(
      "Have you refunded $45.00 (transaction 9-second01) to the customer's card or wallet in PayWay's portal? This only records the refund: no money moves from here.",
    );
    await user.click(yes);
    expect(await within(twice).findByRole("alert")).toHaveTextContent("This payment was refunded already");
    expect(within(twice).getByRole("button", { name: "Refund PayWay transaction 9-second01" })).toBeEnabled();
  });

  it("shows nothing more for an order paid once, and does not ask for an unpaid one", async () => {
    const fetch = mockApi({
      "GET /api/orders": () => ({
        orders: [paidTwice(), orderWire({ id: 1 })],
        next_cursor: null,
      }),
      "GET /api/admin/orders/9/extra-payments": () => ({ payments: [] }),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&order=9");
    await paymentOf();
    await waitFor(() =>
      expect(sentBodies(fetch, "GET", "/api/admin/orders/9/extra-payments")).toHaveLength(1),
    );
    expect(screen.queryByRole("region", { name: "Paid twice" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to orders" }));
    await user.click(screen.getByRole("button", { name: "Details of order #1" }));
    await paymentOf();
    expect(sentBodies(fetch, "GET", "/api/admin/orders/1/extra-payments")).toEqual([]);
  });
});
