// Deliveries: one date's orders by slot with bookings against capacity, the day in the URL and
// in the call, a tap to call and to open Maps, the next status step in place, tickets printed
// alone or all together, and the board refreshing itself (every minute, on the owner's return)
// without undoing a change, breaking a print or losing the keyboard's place.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSearchParams } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeliveriesAnswer, DeliverySlotWire } from "../../../shared/deliveries";
import { addDays } from "../../../shared/delivery";
import { formatKhr } from "../../../shared/money";
import { toKhr } from "../../../shared/pricing";
import type { OrderWire } from "../../../shared/schemas";
import { SHOP } from "../../../shared/shop";
import { toOrder } from "../../api/orders";
import { OrderDetail } from "../orders/OrderDetail";
import { currentPath, mockApi, orderWire, renderAt, sentBodies } from "../testing";
import { DeliveriesTab } from "./DeliveriesTab";

afterEach(() => vi.restoreAllMocks());

const TODAY = "2026-11-24";

const slot = (over: Partial<DeliverySlotWire> & { orders?: OrderWire[] }): DeliverySlotWire => {
  const orders = over.orders ?? [];
  return {
    id: "morning",
    label: "Morning",
    start: "08:00",
    end: "12:00",
    capacity: 5,
    booked: orders.length,
    ...over,
    orders,
  };
};

const onDate = (date: string, over: Partial<OrderWire> = {}) =>
  orderWire({
    delivery_date: date,
    delivery_slot: "morning",
    delivery_slot_label: "Morning",
    delivery_start: "08:00",
    delivery_end: "12:00",
    ...over,
  });

const answer = (date: string, slots: DeliverySlotWire[]): DeliveriesAnswer => ({
  date,
  today: TODAY,
  previous_date: addDays(date, -1),
  next_date: addDays(date, 1),
  slots,
});

const ROSES = onDate(TODAY, {
  id: 7,
  recipient_name: "Chan Lina",
  recipient_phone: "+855 12 999 888",
  address: "House 4, Street 21",
  landmark: "Blue gate by the school",
  card_message: "Happy birthday, Lina!\nLove, Dara",
  location: { lat: 13.3633, lng: 103.8564 },
  size: "deluxe",
  add_ons: [{ id: 1, name: "Glass vase", price: 8 }],
  payment_status: "paid",
  payment_method: "khqr",
});
const LILIES = onDate(TODAY, {
  id: 8,
  product_name: "White Lilies",
  card_message: "Get well soon",
});

const DAY = answer(TODAY, [
  slot({ orders: [ROSES, LILIES] }),
  slot({ id: "afternoon", label: "Afternoon", start: "12:00", end: "16:00", capacity: 2 }),
  slot({
    id: "evening-old",
    label: "Evening",
    start: "17:00",
    end: "19:00",
    capacity: null,
    orders: [
      onDate(TODAY, { id: 9, delivery_slot: "evening-old", delivery_start: "17:00", delivery_end: "19:00" }),
    ],
  }),
]);

/** The board's live line: the day shown and how many deliveries it has. */
const summary = () => within(screen.getByRole("region", { name: "Deliveries" })).getByRole("status");
const expectSummary = (text: string) => waitFor(() => expect(summary()).toHaveTextContent(text));
const slotSection = (name: RegExp) => screen.getByRole("region", { name });
const card = (id: number) => screen.getByRole("article", { name: new RegExp(`^Order #${id}\\b`) });

/** The admin page in small: the board, or the detail its link opens. */
function BoardOrDetail({ onBack }: { onBack: () => void }) {
  const [params] = useSearchParams();
  return params.get("order") ? (
    <OrderDetail
      order={toOrder(ROSES)}
      busy={false}
      onChange={() => undefined}
      onPayment={() => undefined}
      onSaved={() => undefined}
      onUploading={() => undefined}
      onBack={onBack}
    />
  ) : (
    <DeliveriesTab />
  );
}

describe("DeliveriesTab", () => {
  it("groups the day's orders by slot, in the day's order, with bookings against capacity", async () => {
    const fetch = mockApi({ "GET /api/admin/deliveries": () => DAY });
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");

    await expectSummary("Tue, 24 Nov 2026 (today): 3 deliveries");
    const headings = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(["Morning, 08:00–12:00", "Afternoon, 12:00–16:00", "Evening, 17:00–19:00"]);

    const morning = slotSection(/^Morning/);
    expect(morning).toHaveTextContent("2 / 5 booked");
    expect(
      within(morning)
        .getAllByRole("article")
        .map((article) => article.querySelector("h4")?.textContent),
    ).toEqual(["Order #7 · 08:00–12:00", "Order #8 · 08:00–12:00"]);
    expect(slotSection(/^Afternoon/)).toHaveTextContent("0 / 2 booked");
    expect(slotSection(/^Afternoon/)).toHaveTextContent("No deliveries in this slot.");
    expect(slotSection(/^Evening/)).toHaveTextContent("1 booked (slot no longer offered)");

    // the order's card: recipient, card message, what to make, paid or not, its status
    const roses = card(7);
    expect(roses).toHaveTextContent("Chan Lina");
    expect(roses).toHaveTextContent("House 4, Street 21 · Blue gate by the school");
    expect(roses).toHaveTextContent("Happy birthday, Lina! Love, Dara");
    expect(roses).toHaveTextContent("Red Rose Bouquet · Deluxe · + Glass vase");
    expect(within(roses).getByText("Pending")).toBeInTheDocument();
    expect(within(roses).getByText(/^Paid/)).toBeInTheDocument();

    // no date in the URL: the server's today
    const called = fetch.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .filter((url) => url.pathname === "/api/admin/deliveries");
    expect(called.map((url) => url.searchParams.has("date"))).toEqual([false]);
  });

  it("steps to the next and previous day through the URL, asking the server for that date", async () => {
    const asked: (string | null)[] = [];
    mockApi({
      "GET /api/admin/deliveries": (_init, url) => {
        const date = url.searchParams.get("date");
        asked.push(date);
        return answer(date ?? TODAY, [
          slot({ orders: date === "2026-11-25" ? [onDate("2026-11-25", { id: 31 })] : [] }),
        ]);
      },
    });
    const user = userEvent.setup();
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    await expectSummary("(today): 0 deliveries");
    expect(screen.queryByRole("button", { name: "Today" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next day" }));
    expect(currentPath()).toBe("/admin?tab=deliveries&date=2026-11-25");
    await expectSummary("Wed, 25 Nov 2026: 1 delivery");
    expect(card(31)).toBeInTheDocument();
    expect(screen.getByLabelText("Delivery date")).toHaveValue("2026-11-25");

    await user.click(screen.getByRole("button", { name: "Previous day" }));
    await user.click(await screen.findByRole("button", { name: "Previous day" }));
    expect(currentPath()).toBe("/admin?tab=deliveries&date=2026-11-23");
    await expectSummary("Mon, 23 Nov 2026: 0 deliveries");

    await user.click(screen.getByRole("button", { name: "Today" }));
    expect(currentPath()).toBe("/admin?tab=deliveries");
    // the button is gone on today: the keyboard's focus is on the date, not lost
    expect(screen.getByLabelText("Delivery date")).toHaveFocus();
    await waitFor(() => expect(asked).toEqual([null, "2026-11-25", null, "2026-11-23", null]));
  });

  it("opens the date the URL names, and a date typed in the field", async () => {
    const asked: (string | null)[] = [];
    mockApi({
      "GET /api/admin/deliveries": (_init, url) => {
        asked.push(url.searchParams.get("date"));
        return answer(url.searchParams.get("date") ?? TODAY, []);
      },
    });
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries&date=2026-12-24");
    await expectSummary("Thu, 24 Dec 2026: 0 deliveries");
    const field = screen.getByLabelText("Delivery date");
    // a date input changes all at once, as a picked date does; a cleared one is not a date
    fireEvent.change(field, { target: { value: "" } });
    expect(currentPath()).toBe("/admin?tab=deliveries&date=2026-12-24");
    fireEvent.change(field, { target: { value: "2026-12-31" } });
    expect(currentPath()).toBe("/admin?tab=deliveries&date=2026-12-31");
    await waitFor(() => expect(asked.at(-1)).toBe("2026-12-31"));
  });

  it("calls with a tap, opens the pin (or the typed address) in Maps, and links the order's detail", async () => {
    mockApi({ "GET /api/admin/deliveries": () => DAY });
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    await expectSummary("3 deliveries");

    expect(within(card(7)).getByRole("link", { name: "+855 12 999 888" })).toHaveAttribute(
      "href",
      "tel:+85512999888",
    );
    expect(within(card(7)).getByRole("link", { name: /^Open in Maps/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=13.3633,103.8564",
    );
    expect(within(card(7)).getByRole("link", { name: "Details of order #7" })).toHaveAttribute(
      "href",
      "/admin?tab=orders&order=7",
    );
    // no recipient named: the buyer is called; no pin: the typed address is searched
    expect(within(card(8)).getByText("Sok Dara (the buyer)")).toBeInTheDocument();
    expect(within(card(8)).getByRole("link", { name: "+855 12 345 678" })).toHaveAttribute(
      "href",
      "tel:+85512345678",
    );
    expect(within(card(8)).getByRole("link", { name: /^Open in Maps/ })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("Street 9, Wat Bo, Near the pagoda, Siem Reap")}`,
    );
  });

  it("returns from an order's detail to the board and day it was opened from", async () => {
    mockApi({ "GET /api/admin/deliveries": () => DAY });
    const onBack = vi.fn();
    const user = userEvent.setup();
    renderAt(<BoardOrDetail onBack={onBack} />, "/admin?tab=deliveries&date=2026-11-25");
    await expectSummary("3 deliveries");
    await user.click(within(card(7)).getByRole("link", { name: "Details of order #7" }));
    expect(currentPath()).toBe("/admin?tab=orders&order=7");

    await user.click(screen.getByRole("button", { name: "Back to deliveries" }));
    expect(currentPath()).toBe("/admin?tab=deliveries&date=2026-11-25");
    expect(onBack).not.toHaveBeenCalled();
  });

  it("puts the focus back on the Details link the order's detail was opened with", async () => {
    mockApi({ "GET /api/admin/deliveries": () => DAY });
    const user = userEvent.setup();
    renderAt(<BoardOrDetail onBack={() => undefined} />, "/admin?tab=deliveries");
    await expectSummary("3 deliveries");
    await user.click(within(card(7)).getByRole("link", { name: "Details of order #7" }));
    expect(screen.getByRole("heading", { name: "Order #7" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Back to deliveries" }));
    await waitFor(() =>
      expect(within(card(7)).getByRole("link", { name: "Details of order #7" })).toHaveFocus(),
    );
  });

  it("says whose number it is when the recipient left none", async () => {
    mockApi({
      "GET /api/admin/deliveries": () =>
        answer(TODAY, [slot({ orders: [onDate(TODAY, { id: 4, recipient_name: "Mony" })] })]),
    });
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    expect(await screen.findByRole("link", { name: "+855 12 345 678 (buyer, Sok Dara)" })).toHaveAttribute(
      "href",
      "tel:+85512345678",
    );
  });

  it("moves an order to its next status in place, the focus going to the card's heading", async () => {
    let answer: (order: OrderWire) => void = () => {};
    const fetch = mockApi({
      "GET /api/admin/deliveries": () => DAY,
      "PUT /api/admin/orders/7/status": () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    const confirm = await screen.findByRole("button", { name: "Confirm order #7" });
    await user.click(confirm);

    // Busy, but still holding the keyboard's place (disabled would drop it), and a second press sends nothing.
    expect(confirm).toHaveAttribute("aria-disabled", "true");
    expect(confirm).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/7/status")).toEqual([{ status: "confirmed" }]);
    answer({ ...ROSES, status: "confirmed" });
    const next = await within(card(7)).findByRole("button", { name: "Mark out for delivery order #7" });
    expect(next).toBeVisible();
    expect(within(card(7)).getByRole("heading", { name: /^Order #7/ })).toHaveFocus();
    expect(within(card(7)).getByText("Confirmed")).toBeInTheDocument();
    expect(within(card(8)).getByRole("button", { name: "Confirm order #8" })).toBeInTheDocument();
  });

  it("moves an order one stage only on a second Enter after Confirm, and says its new stage politely", async () => {
    const fetch = mockApi({
      "GET /api/admin/deliveries": () => DAY,
      "PUT /api/admin/orders/7/status": (init) => ({ ...ROSES, ...JSON.parse(String(init.body)) }),
    });
    const user = userEvent.setup();
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    (await screen.findByRole("button", { name: "Confirm order #7" })).focus();
    await user.keyboard("{Enter}");
    expect(await within(card(7)).findByText("Confirmed")).toBeInTheDocument();
    expect(screen.getAllByRole("status").map((region) => region.textContent)).toContain(
      "Order #7 is now Confirmed",
    );
    expect(within(card(7)).getByRole("heading", { name: /^Order #7/ })).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/7/status")).toEqual([{ status: "confirmed" }]);
    expect(within(card(7)).getByText("Confirmed")).toBeInTheDocument();
  });

  it("keeps a cancelled order's card but counts it out of the slot and out of the tickets", async () => {
    mockApi({
      "GET /api/admin/deliveries": () => DAY,
      "PUT /api/admin/orders/8/status": () => ({ ...LILIES, status: "cancelled" }),
    });
    const user = userEvent.setup();
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    await user.click(await screen.findByRole("button", { name: "Cancel order #8" }));
    await user.click(screen.getByRole("button", { name: "Yes, cancel order #8" }));

    expect(await within(card(8)).findByText("Cancelled")).toBeInTheDocument();
    // No step is left: the focus waits on the card's heading, not on <body>.
    expect(within(card(8)).getByRole("heading", { name: /^Order #8/ })).toHaveFocus();
    expect(slotSection(/^Morning/)).toHaveTextContent("1 / 5 booked");
    await expectSummary("2 deliveries");
    expect(within(card(8)).queryByRole("button", { name: /^Print ticket/ })).not.toBeInTheDocument();
  });

  it("prints one order's ticket alone, and every ticket of the day with Print all", async () => {
    mockApi({
      "GET /api/admin/deliveries": () => DAY,
      "GET /api/shop": () => ({ exchange_rate_khr: 4100 }),
    });
    const printed: string[][] = [];
    const ticketIds = () =>
      [...document.querySelectorAll<HTMLElement>(".delivery-tickets .delivery-ticket")].map(
        (ticket) => ticket.dataset.orderId ?? "",
      );
    vi.spyOn(window, "print").mockImplementation(() => {
      printed.push(ticketIds());
      window.dispatchEvent(new Event("afterprint"));
    });
    const user = userEvent.setup();
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");

    await user.click(await screen.findByRole("button", { name: "Print ticket for order #8" }));
    expect(printed).toEqual([["8"]]);
    // once printing is over, the day's tickets are all there again (the browser's own Print)
    await waitFor(() => expect(ticketIds()).toEqual(["7", "8", "9"]));

    await user.click(screen.getByRole("button", { name: "Print all tickets" }));
    expect(printed).toEqual([["8"], ["7", "8", "9"]]);

    // what a ticket carries: order, day and slot, the card message, recipient, phone, address
    const ticket = document.querySelector('.delivery-ticket[data-order-id="7"]');
    expect(ticket).toHaveTextContent("Order #7");
    expect(ticket).toHaveTextContent("Tue, 24 Nov 2026 · Morning, 08:00–12:00");
    expect(ticket?.querySelector(".delivery-ticket-card")?.textContent).toBe(
      "Happy birthday, Lina!\nLove, Dara",
    );
    expect(ticket).toHaveTextContent("Chan Lina");
    expect(ticket).toHaveTextContent("+855 12 999 888");
    expect(ticket).toHaveTextContent("House 4, Street 21, Blue gate by the school, Siem Reap town");
    expect(ticket).toHaveTextContent("NotesRing twice");
    // paid by KHQR: nothing for the driver to collect; an unpaid cash order says how much, in riel too
    expect(ticket).not.toHaveTextContent("To collect");
    const cash = document.querySelector('.delivery-ticket[data-order-id="8"]');
    await waitFor(() => expect(cash).toHaveTextContent("To collect $45.00 (≈ ៛184,500)"));
    // the ticket's riel round as the order page's (shared/pricing, which the tickets do not import)
    expect(cash).toHaveTextContent(`(≈ ${formatKhr(toKhr(45, 4100))})`);
  });

  it("says on every ticket whether the order is paid, and what the driver does when it is not (KHQR and PayWay orders are not handed over unpaid)", async () => {
    mockApi({
      "GET /api/admin/deliveries": () =>
        answer(TODAY, [
          slot({
            orders: [
              onDate(TODAY, { id: 21, price: 28, payment_method: "cash", payment_status: "paid" }),
              onDate(TODAY, { id: 22, price: 28, payment_method: "khqr", payment_status: "paid" }),
              onDate(TODAY, { id: 23, price: 28, payment_method: "cash", payment_status: "unpaid" }),
              onDate(TODAY, { id: 24, price: 28, payment_method: "khqr", payment_status: "unpaid" }),
              onDate(TODAY, { id: 25, price: 28, payment_method: "payway", payment_status: "unpaid" }),
              onDate(TODAY, { id: 26, price: 28, payment_method: "payway", payment_status: "paid" }),
            ],
          }),
        ]),
      "GET /api/shop": () => ({ exchange_rate_khr: 4100 }),
    });
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    await screen.findByRole("button", { name: "Print ticket for order #26" });
    /** The ticket's payment line, as printed, and whether it is set in bold. */
    const payment = (id: number) => {
      const line = document.querySelector(`.delivery-ticket[data-order-id="${id}"] .delivery-ticket-pay`);
      return { text: line?.textContent, bold: line?.querySelector("strong")?.textContent };
    };

    expect(payment(21)).toEqual({ text: "PAID: nothing to collect", bold: "PAID" });
    expect(payment(22)).toEqual({ text: "PAID: nothing to collect", bold: "PAID" });
    await waitFor(() => expect(payment(23).text).toBe("To collect $28.00 (≈ ៛114,800)"));
    expect(payment(23).bold).toBe(payment(23).text);
    // an order meant to be paid online is not handed over unpaid without the shop's word
    const notPaid = `NOT PAID: collect $28.00 or call the shop (${SHOP.phones[0]}) before handing over`;
    expect(payment(24)).toEqual({ text: notPaid, bold: notPaid });
    expect(payment(25)).toEqual({ text: notPaid, bold: notPaid });
    expect(payment(26)).toEqual({ text: "PAID: nothing to collect", bold: "PAID" });
  });

  it("prints dollars alone on a cash ticket while the riel rate is unknown", async () => {
    mockApi({ "GET /api/admin/deliveries": () => DAY });
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    await screen.findByRole("button", { name: "Print ticket for order #8" });
    const cash = document.querySelector('.delivery-ticket[data-order-id="8"]');
    expect(cash?.querySelector(".delivery-ticket-pay")?.textContent).toBe("To collect $45.00");
  });

  it("offers no Print all on a day without deliveries, and leaves the page printable", async () => {
    mockApi({
      "GET /api/admin/deliveries": () =>
        answer(TODAY, [slot({ orders: [onDate(TODAY, { id: 5, status: "cancelled" })] })]),
    });
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    await expectSummary("0 deliveries");
    expect(screen.getByRole("button", { name: "Print all tickets" })).toBeDisabled();
    // no tickets' container: the print stylesheet hides the app only beside one
    expect(document.querySelector(".delivery-tickets")).toBeNull();
  });

  it("says the board could not be loaded, keeping the day's steps", async () => {
    mockApi({ "GET /api/admin/deliveries": () => Response.json({ detail: "boom" }, { status: 500 }) });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    expect(await screen.findByRole("alert")).toHaveTextContent("Data fetch error");
    expect(screen.getByRole("button", { name: "Next day" })).toBeInTheDocument();
  });
});

describe("DeliveriesTab refreshing itself", () => {
  let visibility: DocumentVisibilityState = "visible";
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    visibility = "visible";
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
  });
  afterEach(() => {
    vi.useRealTimers();
    // back to jsdom's own (on Document.prototype)
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  const aMinute = () => act(() => vi.advanceTimersByTime(60_000));
  /** Exactly `count` asks of the server so far (the client reaches fetch a few promises later). */
  const calls = (server: { calls: number }, count: number) => waitFor(() => expect(server.calls).toBe(count));
  const setVisibility = (state: DocumentVisibilityState) =>
    act(() => {
      visibility = state;
      document.dispatchEvent(new Event("visibilitychange"));
    });

  /** The board's server: `day` is what it answers now; `hold()` makes the next answers wait. */
  function boardServer(first: DeliveriesAnswer = DAY) {
    const server = {
      day: first,
      calls: 0,
      waiting: [] as (() => void)[],
      holding: false,
      answerHeld: () =>
        act(() => {
          for (const answer of server.waiting.splice(0)) answer();
        }),
    };
    const fetch = mockApi({
      "GET /api/admin/deliveries": () => {
        server.calls += 1;
        const day = server.day;
        return server.holding ? new Promise((resolve) => server.waiting.push(() => resolve(day))) : day;
      },
      "GET /api/shop": () => ({ exchange_rate_khr: 4100 }),
      "PUT /api/admin/orders/8/status": () => ({ ...LILIES, status: "confirmed" }),
    });
    return { server, fetch };
  }

  /** DAY with order 7 at `status`, as the server has it after a change made elsewhere. */
  const withRoses = (over: Partial<OrderWire>) =>
    answer(TODAY, [slot({ orders: [{ ...ROSES, ...over }, LILIES] }), ...DAY.slots.slice(1)]);

  it("shows a status changed elsewhere within a minute, in place: no reload, no day switched, no loading", async () => {
    const { server } = boardServer();
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    await expectSummary("3 deliveries");
    const roses = card(7);
    expect(within(roses).getByText("Pending")).toBeInTheDocument();

    // confirmed from the shop's Telegram chat
    server.day = withRoses({ status: "confirmed" });
    server.holding = true;
    aMinute();
    await calls(server, 2);
    // while it asks, the board stays as it was: no "Loading…", the same cards
    expect(screen.queryByText("Loading…")).not.toBeInTheDocument();
    expect(card(7)).toBe(roses);
    server.answerHeld();
    expect(await within(roses).findByText("Confirmed")).toBeInTheDocument();
    expect(card(7)).toBe(roses);
    expect(within(roses).getByRole("button", { name: "Mark out for delivery order #7" })).toBeInTheDocument();
    expect(currentPath()).toBe("/admin?tab=deliveries");
  });

  it("says when the board was last brought up to date, on the shop's clock", async () => {
    vi.setSystemTime(new Date("2026-11-24T03:00:20Z")); // 10:00 in Siem Reap
    boardServer();
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    expect(await screen.findByText("Updated 10:00, again every minute")).toBeInTheDocument();
    aMinute();
    expect(await screen.findByText("Updated 10:01, again every minute")).toBeInTheDocument();
  });

  it("rests while the tab is hidden and refreshes at once when the owner comes back or focuses the window", async () => {
    const { server } = boardServer();
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    await expectSummary("3 deliveries");

    setVisibility("hidden");
    server.day = withRoses({ status: "confirmed" });
    for (let minute = 0; minute < 5; minute += 1) aMinute();
    await calls(server, 1);

    setVisibility("visible");
    await calls(server, 2);
    expect(await within(card(7)).findByText("Confirmed")).toBeInTheDocument();

    server.day = withRoses({ status: "shipped" });
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await calls(server, 3);
    expect(await within(card(7)).findByText("Out for delivery")).toBeInTheDocument();
    // the focus counted as this minute's refresh: the next comes a minute after it
    act(() => vi.advanceTimersByTime(59_000));
    await calls(server, 3);
    act(() => vi.advanceTimersByTime(1_000));
    await calls(server, 4);
  });

  it("asks once when the tab is shown and the window focused together", async () => {
    const { server } = boardServer();
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    await expectSummary("3 deliveries");
    server.holding = true;
    setVisibility("visible");
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await calls(server, 2);
    server.answerHeld();
    await expectSummary("3 deliveries");
  });

  it("waits while printing, and resumes after", async () => {
    const { server } = boardServer();
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    await expectSummary("3 deliveries");
    act(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    aMinute();
    aMinute();
    await calls(server, 1);
    act(() => {
      window.dispatchEvent(new Event("afterprint"));
    });
    aMinute();
    await calls(server, 2);
  });

  it("never undoes the owner's own change with an answer asked for before it", async () => {
    const { server, fetch } = boardServer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    await expectSummary("3 deliveries");
    // the refresh is on its way with the old board when the owner confirms order 8
    server.holding = true;
    aMinute();
    await calls(server, 2);
    await user.click(screen.getByRole("button", { name: "Confirm order #8" }));
    expect(sentBodies(fetch, "PUT", "/api/admin/orders/8/status")).toEqual([{ status: "confirmed" }]);
    expect(await within(card(8)).findByText("Confirmed")).toBeInTheDocument();
    server.answerHeld();
    await expectSummary("3 deliveries");
    expect(within(card(8)).getByText("Confirmed")).toBeInTheDocument();
  });

  it("skips a minute while an order's change is on its way", async () => {
    let answerPut: (order: OrderWire) => void = () => {};
    const { server } = boardServer();
    mockApi({
      "GET /api/admin/deliveries": () => {
        server.calls += 1;
        return server.day;
      },
      "PUT /api/admin/orders/8/status": () =>
        new Promise((resolve) => {
          answerPut = resolve;
        }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    await expectSummary("3 deliveries");
    await user.click(screen.getByRole("button", { name: "Confirm order #8" }));
    aMinute();
    await calls(server, 1);
    act(() => answerPut({ ...LILIES, status: "confirmed" }));
    expect(await within(card(8)).findByText("Confirmed")).toBeInTheDocument();
    server.day = answer(TODAY, [slot({ orders: [ROSES, { ...LILIES, status: "confirmed" }] })]);
    aMinute();
    await calls(server, 2);
  });

  it("keeps a final step's question open, and its focus, over a refresh of the other orders", async () => {
    const { server } = boardServer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    await expectSummary("3 deliveries");
    await user.click(screen.getByRole("button", { name: "Cancel order #8" }));
    const yes = screen.getByRole("button", { name: "Yes, cancel order #8" });
    expect(yes).toHaveFocus();

    server.day = withRoses({ status: "confirmed" });
    aMinute();
    expect(await within(card(7)).findByText("Confirmed")).toBeInTheDocument();
    expect(yes).toBeInTheDocument();
    expect(yes).toHaveFocus();
  });

  it("leaves the focus on the order's card when a refresh takes its button away", async () => {
    const { server } = boardServer();
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    await expectSummary("3 deliveries");
    screen.getByRole("button", { name: "Confirm order #7" }).focus();

    server.day = withRoses({ status: "confirmed" });
    aMinute();
    expect(await within(card(7)).findByText("Confirmed")).toBeInTheDocument();
    expect(within(card(7)).getByRole("heading", { name: /^Order #7/ })).toHaveFocus();
  });

  it("shows the day again when the owner comes back to a board that could not load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let down = true;
    mockApi({
      "GET /api/admin/deliveries": () => (down ? Response.json({ detail: "boom" }, { status: 500 }) : DAY),
    });
    renderAt(<DeliveriesTab />, "/admin?tab=deliveries");
    expect(await screen.findByRole("alert")).toHaveTextContent("Data fetch error");
    down = false;
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await expectSummary("3 deliveries");
  });
});
