// An order's history in its detail: placed first, each change with who, from where and when
// (shop time), notes as typed, newest last; a note added appears at the end; a refused note
// keeps its text and says why; a status change made in the detail shows in the history.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OrderEventWire } from "../../../shared/order-events";
import type { OrderStatus } from "../../../shared/orders";
import type { Order } from "../../api/models";
import { toOrder } from "../../api/orders";
import { apiError } from "../../test/render";
import { mockApi, orderWire, renderAt, sentBodies } from "../testing";
import { OrderDetail } from "./OrderDetail";

afterEach(() => vi.restoreAllMocks());

const ORDER = toOrder(orderWire({ id: 7, created_at: "2026-11-23T01:05:00.000Z" }));

const event = (over: Partial<OrderEventWire>): OrderEventWire => ({
  id: 1,
  order_id: 7,
  kind: "status",
  from: "pending",
  to: "confirmed",
  note: null,
  actor_name: "Sokha (@sokha)",
  source: "telegram",
  created_at: "2026-11-23T02:14:00.000Z",
  ...over,
});

const EVENTS = [
  event({}),
  event({
    id: 2,
    kind: "payment",
    from: "unpaid",
    to: "paid",
    actor_name: "Owner",
    source: "dashboard",
    created_at: "2026-11-23T03:30:00.000Z",
  }),
  event({
    id: 3,
    kind: "note",
    from: null,
    to: null,
    note: "Recipient asked for 5 pm.\nCall first.",
    actor_name: "Owner",
    source: "dashboard",
    created_at: "2026-11-23T04:00:00.000Z",
  }),
];

/** The detail as the Orders tab holds it: a status change replaces the order in place. */
function Detail({ initial = ORDER }: { initial?: Order }) {
  const [order, setOrder] = useState(initial);
  return (
    <OrderDetail
      order={order}
      busy={false}
      onChange={(status: OrderStatus) => setOrder((current) => ({ ...current, status }))}
      onPayment={() => undefined}
      onSaved={setOrder}
      onUploading={() => undefined}
      onBack={() => undefined}
    />
  );
}

const history = () => screen.getByRole("region", { name: "History" });
const entries = () =>
  within(history())
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("OrderTimeline", () => {
  it("lists the order's history newest last: placed, each change with who, where from and when, notes", async () => {
    mockApi({ "GET /api/admin/orders/7/events": () => ({ events: EVENTS }) });
    renderAt(<Detail />, "/admin?tab=orders&order=7");

    await within(history()).findAllByRole("listitem");
    expect(entries()).toEqual([
      "Placed · by Sok Dara · 23 Nov 2026, 08:05",
      "Status: Pending → Confirmed · by Sokha (@sokha) via Telegram · 23 Nov 2026, 09:14",
      "Payment: Unpaid → Paid · by Owner via Dashboard · 23 Nov 2026, 10:30",
      "Note · by Owner via Dashboard · 23 Nov 2026, 11:00Recipient asked for 5 pm.\nCall first.",
    ]);
    expect(within(history()).getAllByRole("listitem")[1]?.querySelector("time")).toHaveAttribute(
      "datetime",
      "2026-11-23T02:14:00.000Z",
    );
  });

  it("reads PayWay's confirmation of a payment, then a refund after the cancel", async () => {
    mockApi({
      "GET /api/admin/orders/7/events": () => ({
        events: [
          event({
            id: 3,
            kind: "payment",
            from: "unpaid",
            to: "paid",
            actor_name: "ABA PayWay",
            source: "payway",
            created_at: "2026-11-23T01:30:00.000Z",
          }),
          event({ from: "pending", to: "cancelled", actor_name: "Owner", source: "dashboard" }),
          event({
            id: 2,
            kind: "payment",
            from: "paid",
            to: "refunded",
            actor_name: "Owner",
            source: "dashboard",
            created_at: "2026-11-23T03:30:00.000Z",
          }),
        ],
      }),
    });
    renderAt(<Detail />, "/admin?tab=orders&order=7");

    await within(history()).findAllByRole("listitem");
    expect(entries().slice(1)).toEqual([
      "Payment: Unpaid → Paid · by ABA PayWay · 23 Nov 2026, 08:30",
      "Status: Pending → Cancelled · by Owner via Dashboard · 23 Nov 2026, 09:14",
      "Payment: Paid → Refunded · by Owner via Dashboard · 23 Nov 2026, 10:30",
    ]);
  });

  it("adds a note at the end of the history, trimmed, and empties the field", async () => {
    const fetch = mockApi({
      "GET /api/admin/orders/7/events": () => ({ events: [EVENTS[0]] }),
      "POST /api/admin/orders/7/notes": () =>
        Response.json(
          event({
            id: 4,
            kind: "note",
            from: null,
            to: null,
            note: "Gate code 1234",
            actor_name: "Owner",
            source: "dashboard",
          }),
          { status: 201 },
        ),
    });
    const user = userEvent.setup();
    renderAt(<Detail />, "/admin?tab=orders&order=7");
    await within(history()).findByText(/Status: Pending → Confirmed/);

    const field = screen.getByLabelText("Add a note");
    expect(field).toHaveAccessibleDescription("0 / 1000 characters");
    expect(field).toHaveAttribute("maxlength", "1000");
    await user.type(field, "  Gate code 1234 ");
    expect(field).toHaveAccessibleDescription("17 / 1000 characters");
    await user.click(screen.getByRole("button", { name: "Add note" }));

    expect(await within(history()).findByText("Gate code 1234")).toBeInTheDocument();
    expect(sentBodies(fetch, "POST", "/api/admin/orders/7/notes")).toEqual([{ note: "Gate code 1234" }]);
    expect(entries().at(-1)).toMatch(/^Note · by Owner via Dashboard/);
    expect(field).toHaveValue("");
    expect(within(history()).getByRole("status")).toHaveTextContent("Note added.");
  });

  it("keeps the typed note and says why when the server refuses it", async () => {
    const fetch = mockApi({
      "GET /api/admin/orders/7/events": () => ({ events: [] }),
      "POST /api/admin/orders/7/notes": () => apiError(400, "A note is at most 1000 characters"),
    });
    const user = userEvent.setup();
    renderAt(<Detail />, "/admin?tab=orders&order=7");
    await within(history()).findByText(/^Placed/);

    await user.type(screen.getByLabelText("Add a note"), "Bring the vase");
    await user.click(screen.getByRole("button", { name: "Add note" }));

    expect(await within(history()).findByRole("alert")).toHaveTextContent(
      "A note is at most 1000 characters",
    );
    expect(screen.getByLabelText("Add a note")).toHaveValue("Bring the vase");
    expect(entries()).toHaveLength(1);
    expect(sentBodies(fetch, "POST", "/api/admin/orders/7/notes")).toHaveLength(1);
  });

  it("sends no empty note", async () => {
    const fetch = mockApi({ "GET /api/admin/orders/7/events": () => ({ events: [] }) });
    const user = userEvent.setup();
    renderAt(<Detail />, "/admin?tab=orders&order=7");
    await within(history()).findByText(/^Placed/);

    await user.type(screen.getByLabelText("Add a note"), "   ");
    await user.click(screen.getByRole("button", { name: "Add note" }));

    expect(screen.getByLabelText("Add a note")).toHaveAccessibleDescription(/Write a note first\./);
    expect(screen.getByLabelText("Add a note")).toHaveAttribute("aria-invalid", "true");
    expect(sentBodies(fetch, "POST", "/api/admin/orders/7/notes")).toEqual([]);
  });

  it("loads the history again after a status change made in the detail", async () => {
    let events = [] as OrderEventWire[];
    mockApi({ "GET /api/admin/orders/7/events": () => ({ events }) });
    const user = userEvent.setup();
    renderAt(<Detail />, "/admin?tab=orders&order=7");
    await within(history()).findByText(/^Placed/);

    events = [event({ actor_name: "Owner", source: "dashboard" })];
    await user.click(screen.getByRole("button", { name: "Confirm order #7" }));

    await within(history()).findByText(/Status: Pending → Confirmed/);
    expect(entries().at(-1)).toMatch(/^Status: Pending → Confirmed · by Owner via Dashboard/);
  });

  it("keeps a note added while the history reloads, when the reload's answer predates it", async () => {
    const NOTE = event({
      id: 4,
      kind: "note",
      from: null,
      to: null,
      note: "Gate code 1234",
      actor_name: "Owner",
    });
    let loads = 0;
    let answerReload: (answer: Response) => void = () => {};
    mockApi({
      "GET /api/admin/orders/7/events": () => {
        loads += 1;
        if (loads === 1) return { events: [] };
        return new Promise<Response>((resolve) => {
          answerReload = resolve;
        });
      },
      "POST /api/admin/orders/7/notes": () => Response.json(NOTE, { status: 201 }),
    });
    const user = userEvent.setup();
    renderAt(<Detail />, "/admin?tab=orders&order=7");
    await within(history()).findByText(/^Placed/);

    // A step reloads the history; its answer is held while a note is added, then comes without it.
    await user.click(screen.getByRole("button", { name: "Confirm order #7" }));
    await waitFor(() => expect(loads).toBe(2));
    await user.type(screen.getByLabelText("Add a note"), "Gate code 1234");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(await within(history()).findByText("Note added.")).toBeInTheDocument();
    answerReload(Response.json({ events: [event({ actor_name: "Owner", source: "dashboard" })] }));

    await within(history()).findByText(/Status: Pending → Confirmed/);
    expect(entries()).toHaveLength(3);
    expect(entries().at(-1)).toMatch(/^Note · by Owner via Telegram.*Gate code 1234$/);
  });

  it("loads the history again when a note is added after it failed to load", async () => {
    let fail = true;
    mockApi({
      "GET /api/admin/orders/7/events": () => (fail ? apiError(500, "Server error") : { events: EVENTS }),
      "POST /api/admin/orders/7/notes": () => Response.json(EVENTS[2], { status: 201 }),
    });
    const user = userEvent.setup();
    renderAt(<Detail />, "/admin?tab=orders&order=7");
    expect(await within(history()).findByText(/Could not load the history/)).toBeInTheDocument();

    fail = false;
    await user.type(screen.getByLabelText("Add a note"), "Recipient asked for 5 pm.");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(entries()).toHaveLength(4));
    expect(entries().at(-1)).toMatch(/^Note · by Owner via Dashboard/);
  });

  it("says when the history could not be loaded, and loads it on Try again", async () => {
    let fail = true;
    mockApi({
      "GET /api/admin/orders/7/events": () => (fail ? apiError(404, "Order not found") : { events: EVENTS }),
    });
    const user = userEvent.setup();
    renderAt(<Detail />, "/admin?tab=orders&order=7");

    expect(await within(history()).findByText(/Could not load the history/)).toBeInTheDocument();
    fail = false;
    await user.click(within(history()).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(entries()).toHaveLength(4));
  });
});
