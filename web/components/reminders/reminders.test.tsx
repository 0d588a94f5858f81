// "Remind me next year" (docs/decisions/073) on the storefront: the order form's box asks for the
// reminder once the order is placed (its failure never undoes the order, and the confirmation
// offers it again); the confirmation's small form; a reminder's "Order again" address (?date=)
// picks the day, or shows it with the window's sentence; the profile's list, with Delete and Undo.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import zh from "../../../shared/i18n/zh.json";
import { MSG } from "../../../shared/messages";
import type { ReminderWire } from "../../../shared/reminders";
import type { OrderWire, ProductWire } from "../../../shared/schemas";
import { RequireUser } from "../../auth/guards";
import { setLanguage } from "../../i18n";
import OrderPage from "../../pages/order/OrderPage";
import OrderPlacedPage from "../../pages/order/OrderPlacedPage";
import ProfilePage from "../../pages/ProfilePage";
import { productWire } from "../../test/catalog";
import { ADD_ONS, shopAnswer, slotsAnswer, TODAY, TOMORROW } from "../../test/florist";
import { orderWire } from "../../test/orders";
import { customer, mockApi, refusal, renderSignedIn, sentBodies } from "../../test/render";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setLanguage("en");
});

const product = (): ProductWire => ({
  ...productWire({ id: 3, name: "Sunset Roses", price: 45 }),
  sizes: [{ id: "standard", label: "Standard", price: 45, price_khr: 184500 }],
});

const placed: OrderWire = orderWire({
  id: 41,
  product_id: 3,
  product_name: "Sunset Roses",
  delivery_date: TOMORROW,
});

const reminder = (over: Partial<ReminderWire> = {}): ReminderWire => ({
  id: 7,
  occasion: "birthday",
  date: TOMORROW.slice(5),
  product_id: 3,
  product_name: "Sunset Roses",
  locale: "en",
  next_send: "2027-11-17",
  ...over,
});

type Routes = Parameters<typeof mockApi>[0];

function openOrderForm(routes: Routes = {}, url = "/order/3") {
  const api = mockApi({
    "GET /api/products/3": () => product(),
    "GET /api/shop": () => shopAnswer(),
    "GET /api/addons": () => ADD_ONS,
    "GET /api/delivery/slots": (_init, query) => slotsAnswer(query.searchParams.get("date") ?? TODAY),
    "POST /api/orders": () => Response.json(placed, { status: 201 }),
    ...routes,
  });
  renderSignedIn(<OrderPage />, url, {
    path: "/order/:id",
    routes: <Route path="/orders/:id/placed" element={<OrderPlacedPage />} />,
  });
  return { api, user: userEvent.setup() };
}

async function fillAndPlace(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("radio", { name: /^Tomorrow/ }));
  const slot = await screen.findByRole("radio", { name: /Afternoon/ });
  await waitFor(() => expect(slot).toBeEnabled());
  await user.click(slot);
  await user.click(screen.getByRole("checkbox", { name: "I am the recipient" }));
}

describe("Remind me next year on the order form", () => {
  it("asks for the reminder of the placed order, for the occasion chosen, and the confirmation says when", async () => {
    const made: ReminderWire[] = [];
    const { api, user } = openOrderForm({
      "POST /api/user/reminders": () => {
        made.push(reminder({ occasion: "anniversary" }));
        return Response.json(made[0], { status: 201 });
      },
      "GET /api/user/reminders": () => made,
    });
    await fillAndPlace(user);
    expect(screen.queryByLabelText("Occasion")).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Remind me next year" }));
    await user.selectOptions(screen.getByLabelText("Occasion"), "Anniversary");
    await user.click(screen.getByRole("button", { name: "Place order" }));

    await screen.findByRole("heading", { name: MSG.order.placed });
    expect(sentBodies(api, "POST", "/api/user/reminders")).toEqual([
      { occasion: "anniversary", order_id: 41 },
    ]);
    expect(
      await screen.findByText("We will e-mail you a week before 24 November next year."),
    ).toBeInTheDocument();
  });

  it("asks for none unless ticked", async () => {
    const { api, user } = openOrderForm({ "GET /api/user/reminders": () => [] });
    await fillAndPlace(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByRole("heading", { name: MSG.order.placed });
    expect(sentBodies(api, "POST", "/api/user/reminders")).toEqual([]);
  });

  it("keeps the order when the reminder cannot be saved, says so, and offers it again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = openOrderForm({
      "POST /api/user/reminders": () => Response.json({ detail: "boom" }, { status: 500 }),
      "GET /api/user/reminders": () => [],
    });
    await fillAndPlace(user);
    await user.click(screen.getByRole("checkbox", { name: "Remind me next year" }));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByRole("heading", { name: MSG.order.placed });
    expect(
      await screen.findByText(
        "Your order is placed, but we could not save your reminder. Please try again here.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remind me" })).toBeInTheDocument();
  });
});

describe("a reminder's Order again address", () => {
  it("picks the day it names when the shop takes orders for it", async () => {
    openOrderForm({}, `/order/3?date=${TOMORROW}`);
    expect(await screen.findByRole("radio", { name: /^Tomorrow/ })).toBeChecked();
    expect(screen.getByLabelText("Or pick another date")).toHaveValue(TOMORROW);
  });

  it("shows a day beyond the booking window in the date field, with the window's sentence", async () => {
    openOrderForm({}, "/order/3?date=2027-11-24");
    const field = await screen.findByLabelText("Or pick another date");
    expect(field).toHaveValue("2027-11-24");
    expect(screen.getByText(/Please pick a date from .* to /)).toBeInTheDocument();
    expect(
      screen
        .getAllByRole("radio", { name: /Today|Tomorrow|Nov/ })
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
  });
});

describe("Remind me next year on the confirmation", () => {
  function openConfirmation(routes: Routes) {
    const api = mockApi({ "GET /api/orders/41": () => ({ ...placed, review: null }), ...routes });
    renderSignedIn(<OrderPlacedPage />, "/orders/41/placed", { path: "/orders/:id/placed" });
    return { api, user: userEvent.setup() };
  }

  it("asks for the order's reminder on the day chosen (the delivery date first)", async () => {
    const { api, user } = openConfirmation({
      "GET /api/user/reminders": () => [reminder({ id: 2, product_id: 9, date: "06-01" })],
      "POST /api/user/reminders": () =>
        Response.json(reminder({ occasion: "love", date: "12-25" }), { status: 201 }),
    });
    const date = await screen.findByLabelText("Date");
    expect(date).toHaveValue(TOMORROW);
    await user.selectOptions(screen.getByLabelText("Occasion"), "love");
    await user.clear(date);
    await user.type(date, "2026-12-25");
    await user.click(screen.getByRole("button", { name: "Remind me" }));
    expect(
      await screen.findByText("We will e-mail you a week before 25 December next year."),
    ).toBeInTheDocument();
    expect(sentBodies(api, "POST", "/api/user/reminders")).toEqual([
      { occasion: "love", date: "2026-12-25", order_id: 41 },
    ]);
  });

  it("says the server's refusal and keeps the form", async () => {
    const { user } = openConfirmation({
      "GET /api/user/reminders": () => [],
      "POST /api/user/reminders": () => refusal(409, "tooManyReminders"),
    });
    await user.click(await screen.findByRole("button", { name: "Remind me" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You keep 20 reminders already.");
    expect(screen.getByRole("button", { name: "Remind me" })).toBeInTheDocument();
  });

  it("says the reminder asked for already instead of the form, in Chinese too", async () => {
    setLanguage("zh", zh);
    openConfirmation({ "GET /api/user/reminders": () => [reminder()] });
    expect(await screen.findByText("明年11月24日的前一周，我们会给您发邮件。")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: zh["Remind me"] })).not.toBeInTheDocument();
  });
});

describe("the profile's reminders", () => {
  function openProfile(routes: Routes) {
    const api = mockApi(routes);
    const view = renderSignedIn(
      <RequireUser>
        <ProfilePage />
      </RequireUser>,
      "/profile",
      { user: customer() },
    );
    return { api, view };
  }

  const rows = () =>
    within(screen.getByRole("region", { name: "My reminders" }))
      .queryAllByRole("listitem")
      .map((item) => item.textContent);
  const deletes = (api: ReturnType<typeof mockApi>) =>
    api.mock.calls.filter(([, init]) => init?.method === "DELETE").map(([input]) => String(input));

  const listed = [
    reminder(),
    reminder({ id: 8, occasion: "wedding", date: "06-20", product_id: null, product_name: null }),
  ];

  it("lists each reminder's occasion, day and bouquet", async () => {
    openProfile({ "GET /api/user/reminders": () => listed });
    await screen.findByText("Sunset Roses");
    expect(rows()).toEqual([
      "Birthday · 24 NovemberSunset RosesDelete",
      "Wedding · 20 JuneAny bouquetDelete",
    ]);
  });

  it("says there are none yet", async () => {
    openProfile({ "GET /api/user/reminders": () => [] });
    expect(await screen.findByText(/No reminders yet/)).toBeInTheDocument();
  });

  it("deletes with an Undo: Undo keeps it, and the DELETE goes when the toast ends", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = openProfile({
      "GET /api/user/reminders": () => listed,
      "DELETE /api/user/reminders/7": () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(
      await screen.findByRole("button", { name: "Delete the reminder: Birthday on 24 November" }),
    );
    expect(rows()).toHaveLength(1);
    expect(screen.getByText("Reminder deleted: Birthday on 24 November")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(rows()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(20_000));
    expect(deletes(api)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete the reminder: Birthday on 24 November" }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(deletes(api)).toEqual(["/api/user/reminders/7"]);
    expect(rows()).toHaveLength(1);
  });

  it("puts the reminder back and says so when the delete fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, "error").mockImplementation(() => {});
    openProfile({
      "GET /api/user/reminders": () => listed,
      "DELETE /api/user/reminders/7": () => Response.json({ detail: "boom" }, { status: 500 }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(
      await screen.findByRole("button", { name: "Delete the reminder: Birthday on 24 November" }),
    );
    act(() => vi.advanceTimersByTime(20_000));
    expect(
      await screen.findByText("We could not delete the reminder. Please try again."),
    ).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
  });
});
