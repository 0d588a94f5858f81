// Orders: only the status actions each state allows, the final ones (delivered, cancelled)
// asked once more in place, `shipped` read as "Out for delivery", list and detail updated in
// place after a successful change, nothing changed after a refused one, the filters (asked of the
// server, kept in the URL), Show more, and the WhatsApp chat with the customer from the detail.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OrderStatus } from "../../../shared/orders";
import { SEARCH_MAX } from "../../../shared/paging";
import type { OrderWire } from "../../../shared/schemas";
import { DELUXE_WITH_VASE_TO_ANGKOR } from "../../test/orders";
import { currentPath, mockApi, orderWire, renderAt, sentBodies } from "../testing";
import { OrdersTab } from "./OrdersTab";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const SEARCH = "Search #, name, e-mail, phone, address or product";

/** GET /api/orders' one and only page (never a bare array). */
const page = (...orders: OrderWire[]) => ({ orders, next_cursor: null });

/** The query of each list load, in call order. */
const listQueries = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/orders")
    .map((url) => url.searchParams.toString());
const rowIds = () => screen.getAllByRole("rowheader").map((cell) => cell.textContent);

/** What the page's live regions say now. */
const announced = () => screen.getAllByRole("status").map((region) => region.textContent);

const row = (id: number) => screen.getByRole("rowheader", { name: `#${id}` }).closest("tr") as HTMLElement;
const actionNames = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole("button")
    .map((button) => button.getAttribute("aria-label"))
    .filter((name) => !name?.startsWith("Details"));

describe("OrdersTab", () => {
  it.each<[OrderStatus, string[]]>([
    ["pending", ["Confirm order #1", "Cancel order #1"]],
    ["confirmed", ["Mark out for delivery order #1", "Cancel order #1"]],
    ["shipped", ["Mark delivered order #1", "Cancel order #1"]],
    ["delivered", []],
    ["cancelled", []],
  ])("offers only the allowed actions for a %s order", async (status, expected) => {
    mockApi({ "GET /api/orders": () => page(orderWire({ id: 1, status })) });
    renderAt(<OrdersTab />);
    await screen.findByRole("rowheader", { name: "#1" });
    expect(actionNames(row(1))).toEqual(expected);
  });

  it("lists customer, product, price, status, and the day and slot it goes out, in the server's order", async () => {
    mockApi({
      "GET /api/orders": () =>
        page(
          orderWire({
            id: 9,
            customer_name: "Newest Buyer",
            price: 80,
            // placed on 2 March, 19:00 in Siem Reap, for Christmas Eve
            created_at: "2026-03-02T12:00:00.000Z",
            delivery_date: "2026-12-24",
            delivery_slot_label: "Morning",
            delivery_start: "08:00",
            delivery_end: "12:00",
          }),
          orderWire({ id: 3, customer_name: "Older Buyer", status: "delivered" }),
        ),
    });
    renderAt(<OrdersTab />);
    await screen.findByRole("rowheader", { name: "#9" });
    const ids = screen.getAllByRole("rowheader").map((cell) => cell.textContent);
    expect(ids).toEqual(["#9", "#3"]);
    expect(row(9)).toHaveTextContent("Newest Buyer");
    expect(row(9)).toHaveTextContent("Red Rose Bouquet");
    expect(row(9)).toHaveTextContent("$80.00");
    expect(row(9)).toHaveTextContent("Pending");
    expect(row(3)).toHaveTextContent("Delivered");
    // The column the owner reads is the delivery day and slot; when it was placed comes after, smaller.
    expect(screen.getAllByRole("columnheader").map((head) => head.textContent)).toContain("Delivery");
    expect(screen.queryByRole("columnheader", { name: "Date" })).not.toBeInTheDocument();
    const delivery = row(9).querySelector('td[data-label="Delivery"]');
    expect(delivery).toHaveTextContent(/^Thu, 24 Dec 2026Morning, 08:00–12:00Placed 2 Mar 2026, 19:00$/);
    expect(row(3).querySelector('td[data-label="Delivery"]')).toHaveTextContent(
      /^Tue, 3 Mar 2026Afternoon, 12:00–16:00Placed/,
    );
  });

  it("says so in the row of an order placed before delivery days existed", async () => {
    mockApi({
      "GET /api/orders": () =>
        page(
          orderWire({
            id: 2,
            delivery_date: null,
            delivery_slot: null,
            delivery_slot_label: null,
            delivery_start: null,
            delivery_end: null,
          }),
        ),
    });
    renderAt(<OrdersTab />);
    await screen.findByRole("rowheader", { name: "#2" });
    expect(row(2).querySelector('td[data-label="Delivery"]')).toHaveTextContent(
      /^No delivery dayPlaced 2 Mar 2026, 19:00$/,
    );
  });

  it("offers a search by address, and asks the server for it", async () => {
    const fetch = mockApi({
      "GET /api/orders": (_, url) =>
        url.searchParams.get("q") === "park hyatt"
          ? page(orderWire({ id: 5, address: "Park Hyatt Siem Reap, Sivutha Blvd" }))
          : page(),
    });
    renderAt(<OrdersTab />, "/admin?tab=orders&q=park+hyatt");
    expect(await screen.findByRole("rowheader", { name: "#5" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: SEARCH })).toHaveValue("park hyatt");
    expect(listQueries(fetch)).toEqual(["limit=50&q=park+hyatt"]);
  });

  it("says what a search found at the list's foot, and 'All orders shown.' only for the whole list", async () => {
    mockApi({
      "GET /api/orders": (_, url) =>
        url.searchParams.get("q") === "dara"
          ? page(orderWire({ id: 5 }))
          : page(orderWire({ id: 6 }), orderWire({ id: 5 })),
    });
    const { unmount } = renderAt(<OrdersTab />, "/admin?tab=orders&q=dara");
    expect(await screen.findByRole("rowheader", { name: "#5" })).toBeInTheDocument();
    expect(screen.getByText("1 order found.")).toBeInTheDocument();
    expect(screen.queryByText("All orders shown.")).not.toBeInTheDocument();
    unmount();

    renderAt(<OrdersTab />, "/admin?tab=orders");
    expect(await screen.findByRole("rowheader", { name: "#6" })).toBeInTheDocument();
    expect(screen.getByText("All orders shown.")).toBeInTheDocument();
  });

  it("confirms an order and updates its row in place", async () => {
    const fetch = mockApi({
      "GET /api/orders": () => page(orderWire({ id: 1 })),
      "PUT /api/admin/orders/1/status": () => orderWire({ id: 1, status: "confirmed" }),
    });
    renderAt(<OrdersTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Confirm order #1" }));
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/1/status")).toEqual([{ status: "confirmed" }]);
    expect(await screen.findByRole("button", { name: "Mark out for delivery order #1" })).toBeInTheDocument();
    expect(within(row(1)).getByText("Confirmed")).toBeInTheDocument();
  });

  it("leaves the focus on the row's order number after a step, so a second Enter moves it no further", async () => {
    const fetch = mockApi({
      "GET /api/orders": () => page(orderWire({ id: 1 })),
      "PUT /api/admin/orders/1/status": () => orderWire({ id: 1, status: "confirmed" }),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />);
    (await screen.findByRole("button", { name: "Confirm order #1" })).focus();
    await user.keyboard("{Enter}");
    expect(await within(row(1)).findByText("Confirmed")).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "#1" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/1/status")).toEqual([{ status: "confirmed" }]);
  });

  it("puts the focus back on the order's Details button when its detail is closed", async () => {
    mockApi({ "GET /api/orders": () => page(orderWire({ id: 2 }), orderWire({ id: 1 })) });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders");
    await user.click(await screen.findByRole("button", { name: "Details of order #1" }));
    expect(screen.getByRole("heading", { name: "Order #1" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Back to orders" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Details of order #1" })).toHaveFocus());
  });

  it("says 'Out for delivery' wherever the owner reads a shipped order: button, toast, badge and filter", async () => {
    const fetch = mockApi({
      "GET /api/orders": () =>
        page(orderWire({ id: 1, status: "confirmed" }), orderWire({ id: 2, status: "shipped" })),
      "PUT /api/admin/orders/1/status": () => orderWire({ id: 1, status: "shipped" }),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />);
    expect(
      within(await screen.findByRole("rowheader", { name: "#2" }).then(() => row(2))).getByText(
        "Out for delivery",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mark out for delivery order #1" }));
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/1/status")).toEqual([{ status: "shipped" }]);
    expect(await screen.findByText("Order #1 is now Out for delivery")).toBeInTheDocument();
    expect(within(row(1)).getByText("Out for delivery")).toBeInTheDocument();
    const filter = screen.getByLabelText("Status");
    expect(within(filter).getByRole("option", { name: "Out for delivery" })).toHaveValue("shipped");
    expect(screen.queryByText(/shipped/i)).not.toBeInTheDocument();
  });

  it("asks once more in place before a final step: 'Keep as is', Escape or leaving the buttons change nothing", async () => {
    const fetch = mockApi({
      "GET /api/orders": () => page(orderWire({ id: 1, status: "shipped" })),
      "PUT /api/admin/orders/1/status": () => orderWire({ id: 1, status: "delivered" }),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />);
    await user.click(await screen.findByRole("button", { name: "Mark delivered order #1" }));
    const yes = screen.getByRole("button", { name: "Yes, mark delivered order #1" });
    expect(yes).toHaveFocus();
    expect(yes).toHaveAccessibleDescription("This is final: it cannot be undone.");
    expect(actionNames(row(1))).toEqual(["Yes, mark delivered order #1", "Keep order #1 as it is"]);
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/1/status")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Keep order #1 as it is" }));
    expect(screen.getByRole("button", { name: "Mark delivered order #1" })).toHaveFocus();
    expect(actionNames(row(1))).toEqual(["Mark delivered order #1", "Cancel order #1"]);

    await user.click(screen.getByRole("button", { name: "Cancel order #1" }));
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Cancel order #1" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Cancel order #1" }));
    await user.click(screen.getByLabelText(SEARCH));
    expect(actionNames(row(1))).toEqual(["Mark delivered order #1", "Cancel order #1"]);
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/1/status")).toEqual([]);
    expect(within(row(1)).getByText("Out for delivery")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Mark delivered order #1" }));
    await user.click(screen.getByRole("button", { name: "Yes, mark delivered order #1" }));
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/1/status")).toEqual([{ status: "delivered" }]);
    expect(await within(row(1)).findByText("Delivered")).toBeInTheDocument();
    expect(actionNames(row(1))).toEqual([]);
  });

  it("keeps the order as it was, logs and tells the owner when the server refuses", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/orders": () => page(orderWire({ id: 1, status: "shipped" })),
      "PUT /api/admin/orders/1/status": () =>
        Response.json({ detail: "Cannot change order status from delivered to cancelled" }, { status: 400 }),
    });
    renderAt(<OrdersTab />);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order #1" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, cancel order #1" }));
    expect(
      await screen.findByText("Cannot change order status from delivered to cancelled"),
    ).toBeInTheDocument();
    expect(within(row(1)).getByText("Out for delivery")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel order #1" })).toBeEnabled();
    expect(log).toHaveBeenCalled();
  });

  it("shows every field in the detail view and updates it in place after a change", async () => {
    mockApi({
      "GET /api/orders": () => page(orderWire({ id: 1, status: "shipped" })),
      "PUT /api/admin/orders/1/status": () => orderWire({ id: 1, status: "delivered" }),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders");
    await user.click(await screen.findByRole("button", { name: "Details of order #1" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/admin?tab=orders&order=1");
    const detail = screen.getByRole("article", { name: "Order #1" });
    for (const text of [
      "Sok Dara",
      "dara@example.com",
      "+855 12 345 678",
      "Street 9, Wat Bo",
      "Near the pagoda",
      "Siem Reap",
      "17252",
      "Ring twice",
      "Red Rose Bouquet",
      "Twelve red roses.",
      "$45.00",
    ]) {
      expect(detail).toHaveTextContent(text);
    }
    // Placed in the shop's clock, like the payment times below it (12:00 UTC is 19:00 in Siem Reap).
    expect(within(detail).getByText("Placed").nextElementSibling).toHaveTextContent(
      "2 Mar 2026, 19:00 (Siem Reap time)",
    );
    expect(within(detail).getByRole("heading", { name: "Order #1" })).toHaveFocus();
    await user.click(within(detail).getByRole("button", { name: "Mark delivered order #1" }));
    await user.click(within(detail).getByRole("button", { name: "Yes, mark delivered order #1" }));
    expect(await within(detail).findByText("Delivered")).toBeInTheDocument();
    // no status action is left (the payment button, "Mark paid order #1", stays)
    expect(
      within(detail).queryByRole("button", { name: /^(?!Mark (un)?paid ).*order #1$/ }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Back to orders" }));
    expect(within(row(1)).getByText("Delivered")).toBeInTheDocument();
  });

  it("shows the florist's details: size, gifts, delivery slot, recipient to call, card as text, area, map", async () => {
    mockApi({
      "GET /api/orders": () =>
        page(
          orderWire({
            id: 4,
            ...DELUXE_WITH_VASE_TO_ANGKOR,
            delivery_date: "2026-12-24",
            delivery_slot: "afternoon",
            delivery_slot_label: "Afternoon",
            delivery_start: "12:00",
            delivery_end: "16:00",
            recipient_name: "Chan Lina",
            recipient_phone: "+855 17 222 333",
            card_message: "<b>សួស្តី</b> 🌹 Happy birthday",
            location: { lat: 13.3633, lng: 103.8564 },
          }),
        ),
    });
    renderAt(<OrdersTab />, "/admin?tab=orders&order=4");
    const details = within(await screen.findByRole("region", { name: "Delivery and gifts" }));
    expect(details.getByText("Deluxe · $60.00 · ៛246,000")).toBeInTheDocument();
    expect(details.getByText("Gifts", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      "Glass vase ($8.00 · ៛32,800)",
    );
    expect(
      details.getByText("Thu, 24 Dec 2026, Afternoon, 12:00–16:00 (Siem Reap time)"),
    ).toBeInTheDocument();
    expect(details.getByRole("link", { name: "+855 17 222 333" })).toHaveAttribute(
      "href",
      "tel:+85517222333",
    );
    expect(details.getByText("Chan Lina", { exact: false })).toBeInTheDocument();
    // The card message is text: its markup shows as typed and makes no element.
    expect(details.getByText("<b>សួស្តី</b> 🌹 Happy birthday")).toBeInTheDocument();
    expect(document.querySelector(".florist-details b")).toBeNull();
    expect(details.getByText("Angkor and the temple road · $5.00 · ៛20,500")).toBeInTheDocument();
    expect(details.getByText("$73.00 · ៛299,300")).toBeInTheDocument();
    expect(details.getByRole("link", { name: "Open in Maps" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=13.3633,103.8564",
    );
  });

  it("opens a WhatsApp chat with the customer from the detail, naming the order", async () => {
    mockApi({
      "GET /api/orders": () =>
        page(
          orderWire({ id: 7, customer_name: "Sok Dara", customer_mobile: "+855 12 345 678" }),
          orderWire({ id: 8, customer_name: "Keo Rith", customer_mobile: "012 999 888" }),
        ),
    });
    const chatOf = async (id: number) => {
      const detail = await screen.findByRole("article", { name: `Order #${id}` });
      const link = within(detail).getByRole("link", { name: /^Chat on WhatsApp/ });
      expect(link).toHaveAttribute("target", "_blank");
      return new URL(link.getAttribute("href") ?? "");
    };
    const { unmount } = renderAt(<OrdersTab />, "/admin?tab=orders&order=7");
    const chat = await chatOf(7);
    expect(`${chat.origin}${chat.pathname}`).toBe("https://wa.me/85512345678");
    expect(chat.searchParams.get("text")).toBe(
      "Hello Sok Dara, this is Siem Reap Flowers about your order #7.",
    );
    unmount();

    // A number typed the local way (leading 0) still reaches the customer's WhatsApp.
    renderAt(<OrdersTab />, "/admin?tab=orders&order=8");
    const local = await chatOf(8);
    expect(local.pathname).toBe("/85512999888");
    expect(local.searchParams.get("text")).toContain("order #8");
  });

  it("asks the server for the filters the owner picks and keeps them in the URL", async () => {
    const fetch = mockApi({
      "GET /api/orders": (_, url) => ({
        orders: [
          orderWire({ id: 3, status: "pending", customer_name: "Keo Rith", payment_status: "unpaid" }),
          orderWire({ id: 1, status: "pending", customer_name: "Chan Lina", payment_status: "paid" }),
        ].filter(
          (order) =>
            (!url.searchParams.get("status") || order.status === url.searchParams.get("status")) &&
            (!url.searchParams.get("payment_status") ||
              order.payment_status === url.searchParams.get("payment_status")),
        ),
        next_cursor: null,
      }),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders");
    await screen.findByRole("rowheader", { name: "#3" });
    expect(listQueries(fetch)).toEqual(["limit=50"]);

    await user.selectOptions(screen.getByLabelText("Status"), "Pending");
    await user.selectOptions(screen.getByLabelText("Payment"), "Unpaid");
    expect(await screen.findByText("1 order matches")).toBeInTheDocument();
    expect(rowIds()).toEqual(["#3"]);
    expect(currentPath()).toBe("/admin?tab=orders&status=pending&payment=unpaid");
    expect(listQueries(fetch).at(-1)).toBe("limit=50&status=pending&payment_status=unpaid");

    fireEvent.change(screen.getByLabelText("Delivery date"), { target: { value: "2026-11-24" } });
    await waitFor(() =>
      expect(listQueries(fetch).at(-1)).toBe(
        "limit=50&status=pending&payment_status=unpaid&delivery_date=2026-11-24",
      ),
    );
    expect(currentPath()).toBe("/admin?tab=orders&status=pending&payment=unpaid&date=2026-11-24");
  });

  it("filters by a delivery date only once its year is typed whole, and by none once emptied", async () => {
    const fetch = mockApi({
      "GET /api/orders": () => ({ orders: [orderWire({ id: 3 })], next_cursor: null }),
    });
    renderAt(<OrdersTab />, "/admin?tab=orders");
    await screen.findByRole("rowheader", { name: "#3" });
    const field = screen.getByLabelText("Delivery date");
    // what a browser's date field reports as 12/20/2026 is typed, one year digit at a time
    for (const typed of ["0002-12-20", "0020-12-20", "0202-12-20"]) {
      fireEvent.change(field, { target: { value: typed } });
      expect(field).toHaveValue(typed);
    }
    fireEvent.change(field, { target: { value: "2026-12-20" } });
    await waitFor(() => expect(listQueries(fetch).at(-1)).toBe("limit=50&delivery_date=2026-12-20"));
    expect(field).toHaveValue("2026-12-20");
    expect(listQueries(fetch).filter((query) => /delivery_date=0/.test(query))).toEqual([]);

    fireEvent.change(field, { target: { value: "" } });
    await waitFor(() => expect(listQueries(fetch).at(-1)).toBe("limit=50"));
    expect(currentPath()).toBe("/admin?tab=orders");
  });

  it("opens with the filters of its address, sent to the server and shown in the controls", async () => {
    const fetch = mockApi({
      "GET /api/orders": () => ({ orders: [orderWire({ id: 2 })], next_cursor: null }),
    });
    renderAt(<OrdersTab />, "/admin?tab=orders&status=shipped&payment=paid&date=2026-11-24&q=sok");
    await screen.findByRole("rowheader", { name: "#2" });
    expect(listQueries(fetch)).toEqual([
      "limit=50&status=shipped&payment_status=paid&delivery_date=2026-11-24&q=sok",
    ]);
    expect(screen.getByLabelText("Status")).toHaveDisplayValue("Out for delivery");
    expect(screen.getByLabelText("Payment")).toHaveDisplayValue("Paid");
    expect(screen.getByLabelText("Delivery date")).toHaveValue("2026-11-24");
    expect(screen.getByLabelText(SEARCH)).toHaveValue("sok");
  });

  it("filters by any of the three payment statuses, refunded too", async () => {
    const fetch = mockApi({
      "GET /api/orders": (_, url) => ({
        orders: [
          orderWire({ id: 4, status: "cancelled", payment_method: "payway", payment_status: "refunded" }),
          orderWire({ id: 2 }),
        ].filter(
          (order) =>
            !url.searchParams.get("payment_status") ||
            order.payment_status === url.searchParams.get("payment_status"),
        ),
        next_cursor: null,
      }),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders");
    await screen.findByRole("rowheader", { name: "#2" });
    const payment = screen.getByLabelText("Payment");
    expect(
      within(payment)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Any payment", "Unpaid", "Paid", "Refunded"]);

    await user.selectOptions(payment, "Refunded");
    expect(await screen.findByText("1 order matches")).toBeInTheDocument();
    expect(rowIds()).toEqual(["#4"]);
    expect(listQueries(fetch).at(-1)).toBe("limit=50&payment_status=refunded");
    expect(currentPath()).toBe("/admin?tab=orders&payment=refunded");
  });

  it("ignores a filter in the address that is not one", async () => {
    const fetch = mockApi({
      "GET /api/orders": () => ({ orders: [orderWire({ id: 2 })], next_cursor: null }),
    });
    renderAt(<OrdersTab />, "/admin?tab=orders&status=lost&payment=maybe&date=2026-02-30");
    await screen.findByRole("rowheader", { name: "#2" });
    expect(listQueries(fetch)).toEqual(["limit=50"]);
    expect(screen.getByLabelText("Status")).toHaveDisplayValue("All statuses");
  });

  it("searches once typing pauses, replacing the address rather than adding to history", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockApi({
      "GET /api/orders": (_, url) => ({
        orders:
          url.searchParams.get("q") === "keo"
            ? [orderWire({ id: 3 })]
            : [orderWire({ id: 3 }), orderWire({ id: 1 })],
        next_cursor: null,
      }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<OrdersTab />, "/admin?tab=orders");
    await screen.findByRole("rowheader", { name: "#1" });
    const historyLength = window.history.length;
    await user.type(screen.getByLabelText(SEARCH), "keo");
    expect(listQueries(fetch)).toEqual(["limit=50"]);
    act(() => vi.advanceTimersByTime(300));
    await waitFor(() => expect(rowIds()).toEqual(["#3"]));
    expect(listQueries(fetch)).toEqual(["limit=50", "limit=50&q=keo"]);
    expect(currentPath()).toBe("/admin?tab=orders&q=keo");
    expect(window.history.length).toBe(historyLength);
    vi.useRealTimers();
  });

  it("keeps the search box, its focus and its text, and the rows shown, while the search loads", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The searches wait until the test answers them.
    const waiting: (() => void)[] = [];
    const answerAll = () =>
      act(() => {
        for (const answer of waiting.splice(0)) answer();
      });
    mockApi({
      "GET /api/orders": (_, url) =>
        url.searchParams.get("q")
          ? new Promise((resolve) =>
              waiting.push(() => resolve({ orders: [orderWire({ id: 3 })], next_cursor: null })),
            )
          : { orders: [orderWire({ id: 3 }), orderWire({ id: 1 })], next_cursor: null },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<OrdersTab />, "/admin?tab=orders");
    await screen.findByRole("rowheader", { name: "#1" });
    const box = screen.getByLabelText(SEARCH);
    await user.type(box, "keo");
    act(() => vi.advanceTimersByTime(300));
    await waitFor(() => expect(waiting).toHaveLength(1));
    // Loading: the same box, focused, with the text; the old rows stay, marked busy.
    expect(screen.getByLabelText(SEARCH)).toBe(box);
    expect(box).toHaveFocus();
    expect(rowIds()).toEqual(["#3", "#1"]);
    expect(screen.getByRole("table").closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText("Loading…")).not.toBeInTheDocument();
    await user.type(box, " r");
    expect(box).toHaveValue("keo r");

    answerAll();
    act(() => vi.advanceTimersByTime(300));
    await waitFor(() => expect(currentPath()).toBe("/admin?tab=orders&q=keo+r"));
    answerAll();
    await waitFor(() => expect(rowIds()).toEqual(["#3"]));
    expect(box).toHaveFocus();
    expect(box).toHaveValue("keo r");
    expect(screen.getByRole("table").closest("[aria-busy]")).toHaveAttribute("aria-busy", "false");
  });

  it("keeps the filters on screen when the first page cannot load, so the owner can change them", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ "GET /api/orders": () => Response.json({ detail: "boom" }, { status: 500 }) });
    renderAt(<OrdersTab />, "/admin?tab=orders&status=pending");
    expect(await screen.findByRole("alert")).toHaveTextContent("Data fetch error");
    expect(screen.getByRole("heading", { name: "Orders" })).toBeInTheDocument();
    expect(screen.getByLabelText("Status")).toHaveDisplayValue("Pending");
    expect(screen.getByLabelText(SEARCH)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Show more/ })).not.toBeInTheDocument();
  });

  it("says why the server refused a search and keeps the box to mend it; the box stops at the server's cap", async () => {
    const long = "x".repeat(SEARCH_MAX + 1);
    mockApi({
      "GET /api/orders": (_, url) =>
        (url.searchParams.get("q") ?? "").length > SEARCH_MAX
          ? Response.json({ detail: "q: must be at most 100 characters" }, { status: 400 })
          : { orders: [orderWire({ id: 2 })], next_cursor: null },
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, `/admin?tab=orders&q=${long}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Data fetch error: q: must be at most 100 characters",
    );
    const box = screen.getByLabelText(SEARCH);
    expect(box).toHaveAttribute("maxLength", String(SEARCH_MAX));
    await user.clear(box);
    expect(await screen.findByRole("rowheader", { name: "#2" })).toBeInTheDocument();
    expect(currentPath()).toBe("/admin?tab=orders");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("appends the next page on Show more, with the server's cursor, and says when all are shown", async () => {
    const fetch = mockApi({
      "GET /api/orders": (_, url) =>
        url.searchParams.get("cursor") === "page-2"
          ? { orders: [orderWire({ id: 2 }), orderWire({ id: 1 })], next_cursor: null }
          : { orders: [orderWire({ id: 4 }), orderWire({ id: 3 })], next_cursor: "page-2" },
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders&status=pending");
    await screen.findByRole("rowheader", { name: "#4" });
    expect(screen.getByText("2 orders match, more to load")).toBeInTheDocument();
    const more = screen.getByRole("button", { name: "Show more orders" });
    await user.click(more);
    expect(await screen.findByRole("rowheader", { name: "#1" })).toBeInTheDocument();
    expect(rowIds()).toEqual(["#4", "#3", "#2", "#1"]);
    expect(listQueries(fetch).at(-1)).toBe("limit=50&status=pending&cursor=page-2");
    expect(screen.getByText("4 orders match")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more orders" })).not.toBeInTheDocument();
    expect(screen.getByText("All 4 matching orders shown.")).toHaveFocus();
  });

  it("keeps the rows and says so when the next page fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/orders": (_, url) =>
        url.searchParams.get("cursor")
          ? Response.json({ detail: "Something went wrong" }, { status: 500 })
          : { orders: [orderWire({ id: 4 })], next_cursor: "page-2" },
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />);
    await user.click(await screen.findByRole("button", { name: "Show more orders" }));
    expect(await screen.findByText("Could not load more orders. Please try again.")).toBeInTheDocument();
    expect(rowIds()).toEqual(["#4"]);
    expect(screen.getByRole("button", { name: "Show more orders" })).toBeEnabled();
  });

  it("opens the detail of an order not among the loaded rows by asking for its number", async () => {
    const fetch = mockApi({
      "GET /api/orders": (_, url) =>
        url.searchParams.get("q") === "#7"
          ? { orders: [orderWire({ id: 7, customer_name: "Sok Dara" })], next_cursor: null }
          : { orders: [orderWire({ id: 90 })], next_cursor: "next" },
    });
    renderAt(<OrdersTab />, "/admin?tab=orders&order=7");
    expect(await screen.findByRole("heading", { name: /Order #7/ })).toBeInTheDocument();
    expect(listQueries(fetch)).toContain("limit=50&q=%237");
    vi.restoreAllMocks();

    mockApi({ "GET /api/orders": () => ({ orders: [], next_cursor: null }) });
    renderAt(<OrdersTab />, "/admin?tab=orders&order=8");
    expect(await screen.findByText(/Order #8 was not found/)).toBeInTheDocument();
  });

  it("says when no order matches, and when there are none at all", async () => {
    mockApi({ "GET /api/orders": () => ({ orders: [], next_cursor: null }) });
    const { unmount } = renderAt(<OrdersTab />, "/admin?tab=orders&q=nobody");
    expect(await screen.findByText("No orders match.")).toBeInTheDocument();
    expect(screen.getByText("0 orders match")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    unmount();

    renderAt(<OrdersTab />);
    expect(await screen.findByText("No orders yet.")).toBeInTheDocument();
    expect(screen.getByText("0 orders")).toBeInTheDocument();
  });

  it("announces how many orders the filters leave, none included", async () => {
    mockApi({
      "GET /api/orders": (_, url) =>
        url.searchParams.get("status") === "confirmed"
          ? page()
          : url.searchParams.get("status") === "pending"
            ? page(orderWire({ id: 1 }))
            : page(orderWire({ id: 2, status: "confirmed" }), orderWire({ id: 1 })),
    });
    const user = userEvent.setup();
    renderAt(<OrdersTab />, "/admin?tab=orders");
    await waitFor(() => expect(announced()).toContain("2 orders"));
    await user.selectOptions(screen.getByLabelText("Status"), "pending");
    await waitFor(() => expect(announced()).toContain("1 order matches"));
    await user.selectOptions(screen.getByLabelText("Status"), "confirmed");
    await waitFor(() => expect(announced()).toContain("0 orders match"));
    expect(screen.getByText("No orders match.")).toBeInTheDocument();
  });
});
