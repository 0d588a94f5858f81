// /order/:id, the florist's order form: the size from the product page,
// add-ons and the live total, no day, time or recipient chosen for the customer (she picks
// them, and the summary repeats them), closed dates and unavailable slots in words, slots
// fetched again on date or area change, recipient and card message, the location pin, Enter
// never ordering, messages that clear, a taken slot (409) that keeps what was typed, the
// confirmation at its own address, and what was typed coming back when the customer returns
// to the form (a login on the way, a reload).
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { graphemeCount } from "../../../shared/card";
import zh from "../../../shared/i18n/zh.json";
import { DETAIL, MSG } from "../../../shared/messages";
import { PAYMENT_METHOD_LABELS } from "../../../shared/payment";
import type { OrderWire, ProductWire } from "../../../shared/schemas";
import { setLanguage } from "../../i18n";
import { productWire } from "../../test/catalog";
import { ADD_ONS, shopAnswer, slotsAnswer, TODAY, TOMORROW } from "../../test/florist";
import { orderWire } from "../../test/orders";
import {
  apiError,
  currentPath,
  customer,
  mockApi,
  refusal,
  renderSignedIn,
  sentBodies,
} from "../../test/render";
import OrderPage from "./OrderPage";
import OrderPlacedPage from "./OrderPlacedPage";

const KHMER_CARD = "សូមអបអរសាទរថ្ងៃកំណើត";

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "geolocation");
  setLanguage("en");
});

const product = (over: Partial<ProductWire> = {}): ProductWire => ({
  ...productWire({ id: 3, name: "Sunset Roses", price: 45 }),
  sizes: [
    { id: "standard", label: "Standard", price: 45, price_khr: 184500 },
    { id: "deluxe", label: "Deluxe", price: 60, price_khr: 246000 },
    { id: "premium", label: "Premium", price: 80, price_khr: 328000 },
  ],
  ...over,
});

// what differs from orderWire's florist defaults (town, tomorrow's afternoon, no recipient or pin)
const placedOrder = (over: Partial<OrderWire> = {}): OrderWire =>
  orderWire({
    id: 41,
    product_id: 3,
    product_name: "Sunset Roses",
    price: 68,
    size: "deluxe",
    product_price: 60,
    add_ons: [{ id: 1, name: "Glass vase", price: 8 }],
    delivery_date: TOMORROW,
    card_message: KHMER_CARD,
    ...over,
  });

type Routes = Parameters<typeof mockApi>[0];

/** Today: morning too soon, afternoon and evening open, unless `slots` answers otherwise. */
function openOrderPage(routes: Routes = {}, url = "/order/3?size=deluxe", user = customer()) {
  const api = mockApi({
    "GET /api/products/3": () => product(),
    "GET /api/shop": () => shopAnswer(),
    "GET /api/addons": () => ADD_ONS,
    "GET /api/delivery/slots": (_init, query) =>
      slotsAnswer(query.searchParams.get("date") ?? TODAY, { morning: "past" }),
    ...routes,
  });
  renderSignedIn(<OrderPage />, url, {
    path: "/order/:id",
    user,
    routes: <Route path="/orders/:id/placed" element={<OrderPlacedPage />} />,
  });
  return api;
}

const slotCalls = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/delivery/slots")
    .map((url) => url.search);

const total = () => screen.getByTestId("order-total").textContent;
const slotRadio = (name: RegExp) => screen.getByRole("radio", { name });
const dayRadio = slotRadio;
const checkedIn = (group: string | RegExp) =>
  within(screen.getByRole("group", { name: group }))
    .queryAllByRole("radio")
    .filter((radio) => (radio as HTMLInputElement).checked);

type User = ReturnType<typeof userEvent.setup>;

/** Picks a day, then a time once that day's times show, as a customer does. */
async function chooseDelivery(user: User, day = /^Today/, time = /Afternoon/) {
  await user.click(await screen.findByRole("radio", { name: day }));
  const slot = await screen.findByRole("radio", { name: time });
  await waitFor(() => expect(slot).toBeEnabled());
  await user.click(slot);
}

/** Everything the form asks before it places an order: a day, a time, and who receives (the buyer). */
async function chooseWhenAndWhom(user: User, day?: RegExp, time?: RegExp) {
  await chooseDelivery(user, day, time);
  await user.click(screen.getByRole("checkbox", { name: "I am the recipient" }));
}

/** The text of the label of a form control. */
const labelOf = (control: HTMLElement) =>
  ((control as HTMLInputElement).labels?.[0]?.textContent ?? "").trim();

/** What the summary says for `term` (its <dd>). */
const summaryLine = (term: string) =>
  within(screen.getByRole("region", { name: /Your order|您的订单/ })).getByText(term, { selector: "dt" })
    .nextElementSibling?.textContent;

describe("what", () => {
  it("starts with the size chosen on the product page and totals size, add-ons and area fee live", async () => {
    openOrderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole("radio", { name: /Deluxe/ })).toBeChecked();
    expect(total()).toBe("$60.00");
    expect(screen.getByText("· ៛246,000")).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: /Glass vase/ }));
    expect(total()).toBe("$68.00");
    await user.click(screen.getByRole("radio", { name: /Premium/ }));
    expect(total()).toBe("$88.00");
    await user.selectOptions(screen.getByLabelText("Delivery area"), "2");
    expect(total()).toBe("$93.00");
    expect(screen.getByRole("checkbox", { name: /Teddy bear/ })).toBeDisabled();
    expect(screen.getByText("Out of stock")).toBeInTheDocument();
  });

  it("uses the standard size when the link names none", async () => {
    openOrderPage({}, "/order/3");
    expect(await screen.findByRole("radio", { name: /Standard/ })).toBeChecked();
    expect(total()).toBe("$45.00");
  });

  it("names the one size of a product offered in one size, without a choice to make", async () => {
    openOrderPage({ "GET /api/products/3": () => productWire({ id: 3, name: "Sunset Roses", price: 45 }) });
    expect(await screen.findByText("Standard · $45.00 · ៛184,500")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Size" })).not.toBeInTheDocument();
    expect(total()).toBe("$45.00");
  });
});

/** Slots where area 3 delivers from tomorrow on: today's are all "not same-day" there. */
const nextDayAreaSlots = (_init: RequestInit, url: URL) =>
  url.searchParams.get("area") === "3" && url.searchParams.get("date") === TODAY
    ? slotsAnswer(TODAY, { morning: "not_same_day", afternoon: "not_same_day", evening: "not_same_day" })
    : slotsAnswer(url.searchParams.get("date") ?? TODAY, { morning: "past" });

describe("when", () => {
  it("opens with no day and no time chosen; a tapped day shows its times, none chosen for her, the unavailable ones disabled with their reason", async () => {
    openOrderPage();
    const user = userEvent.setup();
    await screen.findByRole("radio", { name: /^Today/ });
    expect(checkedIn("Delivery date")).toEqual([]);
    expect(screen.getByLabelText("Or pick another date")).toHaveValue("");
    expect(screen.getByText("Choose a date to see its delivery times.")).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: /Afternoon/ })).not.toBeInTheDocument();

    await user.click(dayRadio(/^Today/));
    await waitFor(() => expect(slotRadio(/Afternoon/)).toBeEnabled());
    expect(dayRadio(/^Today/)).toBeChecked();
    expect(checkedIn(/^Delivery time/)).toEqual([]);
    const morning = slotRadio(/Morning/);
    expect(morning).toBeDisabled();
    expect(morning.closest("label")).toHaveTextContent("Too soon to prepare");
  });

  it("keeps a date typed year by year, asking for its times only once the year is whole", async () => {
    const api = openOrderPage();
    await screen.findByRole("radio", { name: /^Today/ });
    const field = screen.getByLabelText("Or pick another date");
    // what a browser's date field reports as 12/20/2026 is typed, one year digit at a time
    for (const typed of ["0002-12-20", "0020-12-20", "0202-12-20"]) {
      fireEvent.change(field, { target: { value: typed } });
      expect(field).toHaveValue(typed);
    }
    expect(slotCalls(api).some((query) => query.includes("-12-20"))).toBe(false);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    fireEvent.change(field, { target: { value: "2026-12-20" } });
    expect(field).toHaveValue("2026-12-20");
    await waitFor(() => expect(slotCalls(api)).toContain("?date=2026-12-20&area=1"));
    expect(screen.getByRole("group", { name: /^Delivery time/ })).toHaveAccessibleName(
      "Delivery time (Siem Reap time) · Sun, 20 Dec 2026",
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("explains a typed date outside the booking window, and keeps it in the field", async () => {
    const api = openOrderPage();
    await screen.findByRole("radio", { name: /^Today/ });
    const field = screen.getByLabelText("Or pick another date");
    fireEvent.change(field, { target: { value: "2026-11-01" } });

    expect(field).toHaveValue("2026-11-01");
    expect(field).toHaveAccessibleDescription("Please pick a date from Mon, 23 Nov 2026 to Thu, 21 Jan 2027");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Please pick a date from Mon, 23 Nov 2026 to Thu, 21 Jan 2027",
    );
    expect(slotCalls(api).some((query) => query.includes("2026-11-01"))).toBe(false);

    fireEvent.change(field, { target: { value: "2027-03-01" } });
    expect(field).toHaveValue("2027-03-01");
    expect(screen.getByRole("alert")).toHaveTextContent(/to Thu, 21 Jan 2027/);

    // a date inside the window is taken, and the explanation goes
    fireEvent.change(field, { target: { value: "2026-12-01" } });
    await waitFor(() => expect(slotCalls(api)).toContain("?date=2026-12-01&area=1"));
    expect(screen.queryByText(/Please pick a date/)).not.toBeInTheDocument();
  });

  it("explains it in the page's language", async () => {
    setLanguage("zh", zh);
    openOrderPage();
    await screen.findByRole("radio", { name: /^今天/ });
    fireEvent.change(screen.getByLabelText("或选择其他日期"), { target: { value: "2026-11-01" } });
    expect(screen.getByRole("alert")).toHaveTextContent(/^请选择 .*2026.* 至 .*2027.* 之间的日期$/);
  });

  it("shows closed dates as closed, with the owner's note", async () => {
    openOrderPage();
    const closed = await screen.findByRole("radio", { name: /Thu.*Closed/ });
    expect(closed).toBeDisabled();
    expect(closed.closest("label")).toHaveTextContent("Closed");
    expect(screen.getByText(/Water Festival/, { selector: "li" })).toBeInTheDocument();
  });

  it("marks today as having no time left, and moves to no other day by itself", async () => {
    const api = openOrderPage({
      "GET /api/delivery/slots": (_init, url) => {
        const date = url.searchParams.get("date") ?? TODAY;
        return date === TODAY
          ? slotsAnswer(date, { morning: "past", afternoon: "past", evening: "full" })
          : slotsAnswer(date);
      },
    });
    const today = await screen.findByRole("radio", { name: /^Today/ });
    await waitFor(() => expect(today).toBeDisabled());
    expect(today.closest("label")).toHaveTextContent("No time left");
    expect(checkedIn("Delivery date")).toEqual([]);
    expect(slotCalls(api).some((query) => query.includes(TOMORROW))).toBe(false);
  });

  it("keeps the day the customer tapped when it turns out to have no time left, choosing no other", async () => {
    let answerToday: () => void = () => {};
    const todayAnswered = new Promise<void>((resolve) => {
      answerToday = resolve;
    });
    const api = openOrderPage({
      "GET /api/delivery/slots": async (_init, url) => {
        const date = url.searchParams.get("date") ?? TODAY;
        if (date !== TODAY) return slotsAnswer(date);
        await todayAnswered;
        return slotsAnswer(date, { morning: "past", afternoon: "past", evening: "full" });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: /^Today/ }));
    answerToday();
    expect(await screen.findByText(/No delivery time is left on this date/)).toBeInTheDocument();
    expect(dayRadio(/^Today/)).toBeChecked();
    expect(checkedIn(/^Delivery time/)).toEqual([]);
    expect(slotCalls(api).some((query) => query.includes(TOMORROW))).toBe(false);
  });

  it("fetches the slots again when the date or the area changes", async () => {
    const api = openOrderPage();
    const user = userEvent.setup();
    await chooseDelivery(user);
    await user.click(screen.getByRole("radio", { name: /^Tomorrow/ }));
    await waitFor(() => expect(slotCalls(api)).toContain(`?date=${TOMORROW}&area=1`));
    await user.selectOptions(screen.getByLabelText("Delivery area"), "3");
    await waitFor(() => expect(slotCalls(api)).toContain(`?date=${TOMORROW}&area=3`));
    expect(slotCalls(api)[0]).toBe(`?date=${TODAY}&area=1`);
  });

  it("drops the chosen time, choosing no other, when the area does not deliver it, and says why", async () => {
    openOrderPage({ "GET /api/delivery/slots": nextDayAreaSlots });
    const user = userEvent.setup();
    await chooseDelivery(user);
    await user.selectOptions(screen.getByLabelText("Delivery area"), "3");
    await waitFor(() => expect(slotRadio(/Afternoon/)).toBeDisabled());
    await waitFor(() => expect(checkedIn(/^Delivery time/)).toEqual([]));
    expect(dayRadio(/^Today/)).toBeChecked();
    expect(dayRadio(/^Today/).closest("label")).toHaveTextContent("Not same-day in this area");
    expect(slotRadio(/Evening/).closest("label")).toHaveTextContent("Not same-day in this area");
    expect(screen.getByText(/No delivery time is left on this date/)).toBeInTheDocument();
    expect(summaryLine("Delivery time")).toBe("Not chosen yet");
  });

  it("keeps the day and time the customer chose when the area changes and still delivers them", async () => {
    const api = openOrderPage({ "GET /api/delivery/slots": nextDayAreaSlots });
    const user = userEvent.setup();
    await chooseDelivery(user, /^Tomorrow/, /Evening/);
    await user.selectOptions(screen.getByLabelText("Delivery area"), "3");
    await waitFor(() => expect(slotCalls(api)).toContain(`?date=${TOMORROW}&area=3`));
    await waitFor(() => expect(slotRadio(/Evening/)).toBeEnabled());
    expect(total()).toBe("$70.00");
    expect(dayRadio(/^Tomorrow/)).toBeChecked();
    expect(slotRadio(/Evening/)).toBeChecked();
  });
});

describe("to whom and the card", () => {
  it("starts with 'I am the recipient' unticked and the recipient's name and phone empty, and asks for them", async () => {
    const api = openOrderPage();
    const user = userEvent.setup();
    const self = await screen.findByRole("checkbox", { name: "I am the recipient" });
    expect(self).not.toBeChecked();
    expect(screen.getByLabelText("Recipient's name")).toHaveValue("");
    expect(screen.getByLabelText("Recipient's phone")).toHaveValue("");
    await chooseDelivery(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(screen.getByText("Please enter the recipient's name")).toBeInTheDocument();
    expect(screen.getByLabelText("Recipient's name")).toHaveFocus();
    await user.type(screen.getByLabelText("Recipient's name"), "Chan Sophea");
    expect(screen.queryByText("Please enter the recipient's name")).not.toBeInTheDocument();
    expect(screen.getByText("Please enter the recipient's phone number")).toBeInTheDocument();
    await user.click(self);
    expect(screen.queryByLabelText("Recipient's name")).not.toBeInTheDocument();
    expect(screen.queryByText("Please enter the recipient's phone number")).not.toBeInTheDocument();
    expect(sentBodies(api, "POST", "/api/orders")).toEqual([]);
  });

  it("shows the buyer's own name under 'Your details', after the recipient, never as the recipient", async () => {
    openOrderPage();
    const step = within(await screen.findByRole("region", { name: "To whom" }));
    expect(step.getAllByRole("textbox").map(labelOf)).toEqual([
      "Recipient's name",
      "Recipient's phone",
      expect.stringMatching(/^Card message/),
      "Full name",
      "Email",
      "Mobile number",
    ]);
    const buyer = within(step.getByRole("group", { name: "Your details" }));
    expect(buyer.getByLabelText("Full name")).toHaveValue("Sok Dara");
    expect(step.getByLabelText("Recipient's name")).toHaveValue("");
  });

  it("counts the card message as a reader sees it, Khmer and emoji included", async () => {
    openOrderPage();
    const user = userEvent.setup();
    const card = await screen.findByLabelText(/Card message/);
    await user.type(card, KHMER_CARD);
    expect(screen.getByText(`${graphemeCount(KHMER_CARD)} / 250 characters`)).toBeInTheDocument();
    expect(graphemeCount(KHMER_CARD)).toBeLessThan(KHMER_CARD.length);
    await user.clear(card);
    await user.type(card, "👨‍👩‍👧 x");
    expect(screen.getByText("3 / 250 characters")).toBeInTheDocument();
  });

  it("says at once, in words and not only in colour, when the card message passes 250 characters, and marks the field invalid", async () => {
    openOrderPage();
    const card = await screen.findByLabelText(/Card message/);
    fireEvent.change(card, { target: { value: "a".repeat(250) } });
    expect(card).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Please keep the card message to 250 characters")).not.toBeInTheDocument();
    expect(screen.getByText("250 / 250 characters")).not.toHaveClass("field-hint-invalid");

    fireEvent.change(card, { target: { value: "a".repeat(403) } });
    expect(card).toHaveAttribute("aria-invalid", "true");
    expect(card).toHaveAccessibleDescription(
      "403 / 250 characters Please keep the card message to 250 characters",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Please keep the card message to 250 characters");
    expect(screen.getByText("403 / 250 characters")).toHaveClass("field-hint-invalid");

    fireEvent.change(card, { target: { value: "a".repeat(200) } });
    expect(card).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says so in Chinese too", async () => {
    setLanguage("zh", zh);
    openOrderPage();
    const card = await screen.findByLabelText(new RegExp(zh["Card message"]));
    fireEvent.change(card, { target: { value: "生".repeat(251) } });
    expect(card).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent(
      zh["Please keep the card message to {max} characters"].replace("{max}", "250"),
    );
  });
});

describe("the summary", () => {
  it("repeats the day, the time and the recipient just above Place order, saying plainly what is not chosen yet", async () => {
    openOrderPage();
    const user = userEvent.setup();
    const summary = await screen.findByRole("region", { name: "Your order" });
    expect(
      within(summary)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual([
      "Sunset Roses · Deluxe",
      "Delivery · Siem Reap town",
      "Delivery date",
      "Delivery time",
      "Recipient",
      "Card message",
      "Delivery address",
      "Total",
    ]);
    const form = screen.getByRole("form", { name: "Order form" });
    expect(within(form).getAllByRole("region").at(-1)).toBe(summary);
    const button = screen.getByRole("button", { name: "Place order" });
    expect(summary.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(summaryLine("Delivery date")).toBe("Not chosen yet");
    expect(summaryLine("Delivery time")).toBe("Not chosen yet");
    expect(summaryLine("Recipient")).toBe("Not given yet");

    await chooseDelivery(user, /^Tomorrow/, /Evening/);
    expect(summaryLine("Delivery date")).toBe("Tue, 24 Nov 2026");
    expect(summaryLine("Delivery time")).toBe("Evening, 16:00–20:00 (Siem Reap time)");
    await user.type(screen.getByLabelText("Recipient's name"), "Chan Sophea");
    expect(summaryLine("Recipient")).toBe("Chan Sophea");
    await user.type(screen.getByLabelText("Recipient's phone"), "+855 92 111 222");
    expect(summaryLine("Recipient")).toBe("Chan Sophea, +855 92 111 222");
    await user.click(screen.getByRole("checkbox", { name: "I am the recipient" }));
    expect(summaryLine("Recipient")).toBe("You");
  });

  it("repeats the card message and the delivery address as typed, so they can be checked before Place order", async () => {
    openOrderPage();
    const user = userEvent.setup();
    await screen.findByRole("region", { name: "Your order" });
    expect(summaryLine("Card message")).toBe("No card message");
    // the address from her profile, as the form starts with it
    expect(summaryLine("Delivery address")).toBe("Street 9, Wat Bo");
    await user.type(screen.getByLabelText(/Card message/), "Happy birthday{Enter}Love, Dara");
    expect(summaryLine("Card message")).toBe("Happy birthday\nLove, Dara");
    const address = screen.getByLabelText("Delivery address");
    await user.clear(address);
    expect(summaryLine("Delivery address")).toBe("Not given yet");
    await user.type(address, "Angkor Village Hotel, room 12");
    await user.type(screen.getByLabelText(/Landmark/), "Near the pagoda");
    expect(summaryLine("Delivery address")).toBe("Angkor Village Hotel, room 12, Near the pagoda");
  });

  it("writes the day, the time and 'You' in the page's language", async () => {
    setLanguage("zh", zh);
    openOrderPage();
    const user = userEvent.setup();
    await chooseDelivery(user, /^明天/, /^傍晚/);
    await user.click(screen.getByRole("checkbox", { name: "我本人收花" }));
    expect(summaryLine("配送日期")).toBe("2026年11月24日周二");
    expect(summaryLine("配送时段")).toBe("傍晚，16:00–20:00（暹粒时间）");
    expect(summaryLine("收花人")).toBe("您本人");
    expect(summaryLine("贺卡留言")).toBe("无贺卡留言");
    expect(summaryLine("配送地址")).toBe("Street 9, Wat Bo");
  });

  it("marks the bouquet's and the gifts' names the owner has not translated yet as English", async () => {
    setLanguage("zh", zh);
    openOrderPage();
    const gift = await screen.findByText("Glass vase");
    expect(gift).toHaveAttribute("lang", "en");
    expect(document.querySelector(".order-product-name")).toHaveAttribute("lang", "en");
    // the page's own texts stay in its language
    expect(screen.getByRole("checkbox", { name: "我本人收花" }).closest('[lang="en"]')).toBeNull();
  });
});

describe("where", () => {
  const geolocation = (answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) =>
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: { getCurrentPosition: vi.fn(answer) },
    });
  const position = (latitude: number, longitude: number) =>
    ({ coords: { latitude, longitude, accuracy: 10 }, timestamp: Date.now() }) as GeolocationPosition;

  it("invites hotel names and sets a pin inside Siem Reap with an Open in Maps link", async () => {
    geolocation((ok) => ok(position(13.3633, 103.8564)));
    openOrderPage();
    const user = userEvent.setup();
    expect(await screen.findByText(/Hotel, guesthouse or villa name/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Use my location" }));
    expect(await screen.findByRole("link", { name: "Open in Maps" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=13.3633,103.8564",
    );
    expect(screen.getByText(/Your pin is set/)).toBeInTheDocument();
  });

  it("asks for no city and no postcode: the areas are Siem Reap's, and the order says Siem Reap", async () => {
    const api = openOrderPage({ "POST /api/orders": () => Response.json(placedOrder(), { status: 201 }) });
    const user = userEvent.setup();
    const area = await screen.findByLabelText("Delivery area");
    expect(
      within(area)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(shopAnswer().areas.map((option) => expect.stringContaining(option.name)));
    expect(screen.queryByLabelText(/city|town/i)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/postal|postcode|zip/i)).not.toBeInTheDocument();
    expect(screen.getByText(/No postcode needed/)).toBeInTheDocument();
    await chooseWhenAndWhom(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByRole("heading", { name: MSG.order.placed });
    expect(sentBodies(api, "POST", "/api/orders")).toEqual([
      expect.objectContaining({ customerInfo: expect.objectContaining({ city: "Siem Reap" }) }),
    ]);
    expect(sentBodies(api, "POST", "/api/orders")[0]).not.toHaveProperty("customerInfo.postalCode");
  });

  it("says so clearly when location is refused or outside Siem Reap", async () => {
    let answer = (_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: "denied" } as GeolocationPositionError);
    geolocation((ok, fail) => answer(ok, fail));
    openOrderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Use my location" }));
    expect(await screen.findByText(/Location access was refused/)).toBeInTheDocument();
    answer = (ok) => ok(position(11.5564, 104.9282)); // Phnom Penh
    await user.click(screen.getByRole("button", { name: "Use my location" }));
    expect(await screen.findByText(/outside Siem Reap/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Open in Maps" })).not.toBeInTheDocument();
  });
});

describe("placing the order", () => {
  it("does not place the order on Enter in a text field or the keyboard's Go; the card still takes a newline", async () => {
    const api = openOrderPage({ "POST /api/orders": () => Response.json(placedOrder(), { status: 201 }) });
    const user = userEvent.setup();
    await chooseWhenAndWhom(user);
    await user.type(screen.getByLabelText("Full name"), " Jr{Enter}");
    await user.type(screen.getByLabelText(/Landmark/), "Old Market{Enter}");
    // the phone keyboard's "Go" submits the form the way Enter does
    fireEvent.submit(screen.getByRole("form", { name: "Order form" }));
    // a newline in the card message still goes in
    await user.type(screen.getByLabelText(/Card message/), "Happy birthday{Enter}Love, Dara");
    expect(screen.getByLabelText(/Card message/)).toHaveValue("Happy birthday\nLove, Dara");
    expect(sentBodies(api, "POST", "/api/orders")).toEqual([]);
    expect(screen.queryByRole("heading", { name: MSG.order.placed })).not.toBeInTheDocument();
  });

  it("shows each message beside its field, focuses the first, and clears it as the field becomes valid", async () => {
    const api = openOrderPage();
    const user = userEvent.setup();
    await chooseWhenAndWhom(user);
    await user.clear(screen.getByLabelText("Full name"));
    await user.clear(screen.getByLabelText("Delivery address"));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(screen.getByText("Please enter your full name")).toBeInTheDocument();
    expect(screen.getByText("Please enter the delivery address")).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveFocus();
    await user.type(screen.getByLabelText("Full name"), "S");
    expect(screen.queryByText("Please enter your full name")).not.toBeInTheDocument();
    expect(screen.getByText("Please enter the delivery address")).toBeInTheDocument();
    expect(sentBodies(api, "POST", "/api/orders")).toEqual([]);
  });

  it("refuses to place without a day, then without a time: says so at the choice, announces and focuses it, sends nothing", async () => {
    const api = openOrderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: "I am the recipient" }));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(screen.getByRole("group", { name: "Delivery date" })).toHaveAccessibleDescription(
      "Please choose a delivery date",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Please choose a delivery date");
    expect(dayRadio(/^Today/)).toHaveFocus();

    await user.click(dayRadio(/^Tomorrow/));
    expect(screen.queryByText("Please choose a delivery date")).not.toBeInTheDocument();
    await waitFor(() => expect(slotRadio(/Afternoon/)).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(screen.getByRole("group", { name: /^Delivery time/ })).toHaveAccessibleDescription(
      "Please choose a delivery time",
    );
    // the first time still open that day
    expect(slotRadio(/Afternoon/)).toHaveFocus();
    expect(sentBodies(api, "POST", "/api/orders")).toEqual([]);
  });

  it("sends size, add-ons, date and slot, area, recipient, card and pin, then confirms all of it", async () => {
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 13.36, longitude: 103.86 } } as GeolocationPosition),
      },
    });
    const api = openOrderPage({
      "POST /api/orders": () =>
        Response.json(
          placedOrder({
            recipient_name: "Chan Sophea",
            recipient_phone: "+855 92 111 222",
            location: { lat: 13.36, lng: 103.86 },
          }),
          { status: 201 },
        ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: /Glass vase/ }));
    await user.click(screen.getByRole("radio", { name: /^Tomorrow/ }));
    await waitFor(() => expect(slotCalls(api)).toContain(`?date=${TOMORROW}&area=1`));
    await user.click(await screen.findByRole("radio", { name: /Afternoon/ }));
    await user.type(screen.getByLabelText("Recipient's name"), "Chan Sophea");
    await user.type(screen.getByLabelText("Recipient's phone"), "+855 92 111 222");
    await user.type(screen.getByLabelText(/Card message/), KHMER_CARD);
    await user.clear(screen.getByLabelText("Delivery address"));
    await user.type(screen.getByLabelText("Delivery address"), "Angkor Village Hotel, room 12");
    await user.click(screen.getByRole("button", { name: "Use my location" }));
    await user.click(screen.getByRole("button", { name: "Place order" }));

    await waitFor(() => expect(screen.getByRole("heading", { name: MSG.order.placed })).toHaveFocus());
    expect(currentPath()).toBe("/orders/41/placed");
    expect(screen.queryByRole("form", { name: "Order form" })).not.toBeInTheDocument();
    expect(sentBodies(api, "POST", "/api/orders")).toEqual([
      {
        productId: "3",
        productName: "Sunset Roses",
        price: 45,
        size: "deluxe",
        addOns: [1],
        delivery: { date: TOMORROW, slot: "afternoon" },
        area: 1,
        recipient: { name: "Chan Sophea", phone: "+855 92 111 222" },
        cardMessage: KHMER_CARD,
        location: { lat: 13.36, lng: 103.86 },
        paymentMethod: "cash",
        // the page's language, so its e-mails are written in it
        locale: "en",
        customerInfo: {
          name: "Sok Dara",
          email: "dara@example.com",
          mobile: "+855 12 345 678",
          address: "Angkor Village Hotel, room 12",
          landmark: "",
          city: "Siem Reap",
          specialInstructions: "",
        },
      },
    ]);
    const confirmation = screen.getByRole("region", { name: MSG.order.placed });
    expect(within(confirmation).getByText("Deluxe · $60.00 · ៛246,000")).toBeInTheDocument();
    expect(within(confirmation).getByText("Gifts", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      "Glass vase ($8.00 · ៛32,800)",
    );
    expect(
      within(confirmation).getByText("Tue, 24 Nov 2026, Afternoon, 12:00–16:00 (Siem Reap time)"),
    ).toBeInTheDocument();
    expect(within(confirmation).getByText(KHMER_CARD)).toBeInTheDocument();
    expect(within(confirmation).getByText(/Chan Sophea/)).toBeInTheDocument();
    expect(within(confirmation).getByText("$68.00 · ៛278,800")).toBeInTheDocument();
    expect(within(confirmation).getByRole("link", { name: "Open in Maps" })).toBeInTheDocument();
  });

  it("on a slot taken meanwhile (409) says so, refreshes the slots, chooses no other time and keeps what was typed", async () => {
    let taken = false;
    const api = openOrderPage({
      "GET /api/delivery/slots": (_init, url) =>
        slotsAnswer(
          url.searchParams.get("date") ?? TODAY,
          taken ? { morning: "past", afternoon: "full" } : { morning: "past" },
        ),
      "POST /api/orders": () => {
        taken = true;
        return apiError(409, DETAIL.slotUnavailable);
      },
    });
    const user = userEvent.setup();
    await chooseWhenAndWhom(user);
    await user.type(screen.getByLabelText(/Card message/), "Happy birthday");
    await user.click(screen.getByRole("button", { name: "Place order" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(DETAIL.slotUnavailable);
    await waitFor(() => expect(slotRadio(/Afternoon/)).toBeDisabled());
    expect(slotRadio(/Afternoon/).closest("label")).toHaveTextContent("Fully booked");
    await waitFor(() => expect(checkedIn(/^Delivery time/)).toEqual([]));
    expect(summaryLine("Delivery time")).toBe("Not chosen yet");
    expect(dayRadio(/^Today/)).toBeChecked();
    expect(screen.getByLabelText(/Card message/)).toHaveValue("Happy birthday");
    expect(screen.getByRole("radio", { name: /Deluxe/ })).toBeChecked();
    expect(slotCalls(api).length).toBeGreaterThanOrEqual(2);
  });

  it("on the customer's limits (409 too many unpaid, 429) says what to do, keeps what was typed and leaves the slots alone", async () => {
    const refusals = [refusal(409, "tooManyUnpaidOrders"), refusal(429, "tooManyOrders")];
    const api = openOrderPage({ "POST /api/orders": () => refusals.shift() ?? apiError(500, "no more") });
    const user = userEvent.setup();
    await chooseWhenAndWhom(user);
    await user.type(screen.getByLabelText(/Card message/), "Happy birthday");
    const slotsAsked = slotCalls(api).length;

    await user.click(screen.getByRole("button", { name: "Place order" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(DETAIL.tooManyUnpaidOrders);
    expect(alert).not.toHaveTextContent(MSG.order.failed);

    await user.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(DETAIL.tooManyOrders));
    expect(screen.getByLabelText(/Card message/)).toHaveValue("Happy birthday");
    expect(slotRadio(/Afternoon/)).toBeChecked();
    expect(slotCalls(api)).toHaveLength(slotsAsked);
  });

  it("on a gift sold out meanwhile (400) says which, shows the gifts as they are now and unticks it, keeping the rest", async () => {
    let soldOut = false;
    const api = openOrderPage({
      "GET /api/addons": () =>
        soldOut ? ADD_ONS.map((addOn) => (addOn.id === 2 ? { ...addOn, in_stock: false } : addOn)) : ADD_ONS,
      "POST /api/orders": () => {
        soldOut = true;
        return refusal(400, "addOnUnavailable", "Chocolates");
      },
    });
    const user = userEvent.setup();
    await chooseWhenAndWhom(user);
    await user.click(screen.getByRole("checkbox", { name: /Glass vase/ }));
    await user.click(screen.getByRole("checkbox", { name: /Chocolates/ }));
    await user.type(screen.getByLabelText(/Card message/), "Happy birthday");
    await user.click(screen.getByRole("button", { name: "Place order" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Chocolates is currently out of stock");
    expect(alert).not.toHaveTextContent("addOns:");
    await waitFor(() => expect(screen.getByRole("checkbox", { name: /Chocolates/ })).toBeDisabled());
    expect(screen.getByRole("checkbox", { name: /Chocolates/ })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Glass vase/ })).toBeChecked();
    expect(screen.getByLabelText(/Card message/)).toHaveValue("Happy birthday");

    soldOut = false; // the second press sends what is left
    api.mockClear();
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await waitFor(() => expect(sentBodies(api, "POST", "/api/orders")).toHaveLength(1));
    expect(sentBodies(api, "POST", "/api/orders")[0]).toMatchObject({ addOns: [1] });
  });

  it("places one order however often the button is pressed", async () => {
    let release: (value: Response) => void = () => {};
    const api = openOrderPage({
      "POST /api/orders": () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    await chooseWhenAndWhom(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await user.click(screen.getByRole("button", { name: "Placing order…" }));
    release(Response.json(placedOrder(), { status: 201 }));
    await screen.findByRole("heading", { name: MSG.order.placed });
    expect(sentBodies(api, "POST", "/api/orders")).toHaveLength(1);
  });

  it("says 'Failed to place order. Please try again.' with the server's reason", async () => {
    openOrderPage({ "POST /api/orders": () => apiError(400, DETAIL.outOfStock) });
    const user = userEvent.setup();
    await chooseWhenAndWhom(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(MSG.order.failed);
    expect(alert).toHaveTextContent(DETAIL.outOfStock);
  });
});

describe("how to pay", () => {
  const withKhqr = { "GET /api/shop": () => shopAnswer({ payment_methods: ["cash", "khqr"] }) };
  const payment = () => screen.queryByRole("group", { name: "How will you pay?" });

  it("offers no choice and sends cash when the shop takes cash only", async () => {
    const api = openOrderPage({ "POST /api/orders": () => Response.json(placedOrder(), { status: 201 }) });
    await screen.findByRole("form", { name: "Order form" });
    expect(payment()).not.toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: /KHQR/ })).not.toBeInTheDocument();
    expect(screen.getByText("Pay cash on delivery: nothing is charged online.")).toBeInTheDocument();
    const user = userEvent.setup();
    await chooseWhenAndWhom(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByRole("heading", { name: MSG.order.placed });
    expect(sentBodies(api, "POST", "/api/orders")).toMatchObject([{ paymentMethod: "cash" }]);
  });

  it("offers cash on delivery (chosen) or KHQR when the shop takes KHQR, and sends the one picked", async () => {
    const api = openOrderPage({
      ...withKhqr,
      "POST /api/orders": () => Response.json(placedOrder({ payment_method: "khqr" }), { status: 201 }),
      "GET /api/orders/41/khqr": () => apiError(400, DETAIL.khqrUnavailable),
    });
    const group = await screen.findByRole("group", { name: "How will you pay?" });
    expect(within(group).getByRole("radio", { name: /Cash on delivery/ })).toBeChecked();
    const khqr = within(group).getByRole("radio", { name: /KHQR/ });
    expect(khqr).not.toBeChecked();
    // the method names the radio; what it means is its description
    expect(khqr).toHaveAccessibleName(PAYMENT_METHOD_LABELS.khqr);
    expect(khqr).toHaveAccessibleDescription(/Scan a QR code with your banking app/);
    const user = userEvent.setup();
    await user.click(khqr);
    expect(
      screen.getByText("Pay with KHQR: the code to scan shows once the order is placed."),
    ).toBeInTheDocument();
    await chooseWhenAndWhom(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));

    await screen.findByRole("heading", { name: "Order placed: waiting for your KHQR payment" });
    expect(sentBodies(api, "POST", "/api/orders")).toMatchObject([{ paymentMethod: "khqr" }]);
    expect(screen.getByText(/You pay with KHQR: scan the code below/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Pay with KHQR" })).toBeInTheDocument();
  });

  it("offers card, Alipay or WeChat Pay when the shop takes PayWay, sends it, and leads on to Pay now", async () => {
    const api = openOrderPage({
      "GET /api/shop": () => shopAnswer({ payment_methods: ["cash", "khqr", "payway"] }),
      "POST /api/orders": () => Response.json(placedOrder({ payment_method: "payway" }), { status: 201 }),
    });
    const group = await screen.findByRole("group", { name: "How will you pay?" });
    expect(within(group).getAllByRole("radio")).toHaveLength(3);
    const online = within(group).getByRole("radio", { name: PAYMENT_METHOD_LABELS.payway });
    expect(online).not.toBeChecked();
    // the card and wallet marks are decoration: the method alone names the radio
    expect(online).toHaveAccessibleName(PAYMENT_METHOD_LABELS.payway);
    expect(online).toHaveAccessibleDescription(
      "Pay online after you order, by Visa, Mastercard, UnionPay, JCB, Alipay or WeChat Pay, from anywhere in the world.",
    );
    const user = userEvent.setup();
    await user.click(online);
    expect(
      screen.getByText("Pay by card, Alipay or WeChat Pay: press Pay now once the order is placed."),
    ).toBeInTheDocument();
    await chooseWhenAndWhom(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));

    await screen.findByRole("heading", { name: "Order placed: waiting for your payment" });
    expect(sentBodies(api, "POST", "/api/orders")).toMatchObject([{ paymentMethod: "payway" }]);
    expect(screen.getByRole("button", { name: "Pay now" })).toBeInTheDocument();
  });

  it("keeps KHQR chosen when the customer comes back to the form", async () => {
    openOrderPage(withKhqr);
    await userEvent.click(await screen.findByRole("radio", { name: /KHQR/ }));
    cleanup();
    openOrderPage(withKhqr);
    expect(await screen.findByRole("radio", { name: /KHQR/ })).toBeChecked();
  });
});

describe("loading", () => {
  it("sends an unknown product to /products with 'Product not found'", async () => {
    openOrderPage({ "GET /api/products/3": () => apiError(404, DETAIL.productNotFound) });
    expect(await screen.findByText("Other page")).toBeInTheDocument();
    expect(currentPath()).toBe("/products");
    expect(screen.getByText(MSG.order.productNotFound)).toBeInTheDocument();
  });

  it("shows an out-of-stock product without a form to submit", async () => {
    openOrderPage({ "GET /api/products/3": () => product({ in_stock: false }) });
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.product.outOfStock);
    expect(screen.queryByRole("button", { name: "Place order" })).not.toBeInTheDocument();
  });

  it("says 'Failed to load product details' when the delivery settings cannot load, and tries again", async () => {
    let fail = true;
    openOrderPage({ "GET /api/shop": () => (fail ? apiError(500, DETAIL.internal) : shopAnswer()) });
    expect(await screen.findByRole("heading", { name: MSG.order.loadFailed })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Place order" })).toBeInTheDocument();
  });
});

describe("coming back to the form", () => {
  /** The customer leaves the form (a login on the way, a reload) and opens it again. */
  const leaveAndReturn = (url: string, user = customer(), routes: Routes = {}) => {
    cleanup();
    return openOrderPage(routes, url, user);
  };

  it("brings back the size, the gift, the day and time, the recipient and the card typed before", async () => {
    openOrderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: /Premium/ }));
    expect(currentPath()).toBe("/order/3?size=premium");
    await user.click(screen.getByRole("checkbox", { name: /Glass vase/ }));
    await chooseDelivery(user, /^Tomorrow/, /Evening/);
    await user.type(screen.getByLabelText("Recipient's name"), "Chan Sophea");
    await user.type(screen.getByLabelText("Recipient's phone"), "+855 92 111 222");
    await user.type(screen.getByLabelText(/Card message/), "Happy birthday{Enter}Love, Dara");

    leaveAndReturn("/order/3?size=premium");
    expect(await screen.findByRole("radio", { name: /Premium/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Glass vase/ })).toBeChecked();
    expect(dayRadio(/^Tomorrow/)).toBeChecked();
    await waitFor(() => expect(slotRadio(/Evening/)).toBeChecked());
    expect(screen.getByRole("checkbox", { name: "I am the recipient" })).not.toBeChecked();
    expect(screen.getByLabelText("Recipient's name")).toHaveValue("Chan Sophea");
    expect(screen.getByLabelText(/Card message/)).toHaveValue("Happy birthday\nLove, Dara");
    expect(total()).toBe("$88.00");
    expect(summaryLine("Delivery date")).toBe("Tue, 24 Nov 2026");
    expect(summaryLine("Delivery time")).toBe("Evening, 16:00–20:00 (Siem Reap time)");
    expect(summaryLine("Recipient")).toBe("Chan Sophea, +855 92 111 222");
  });

  it("brings back the day but drops a time taken meanwhile, choosing no other", async () => {
    openOrderPage();
    const user = userEvent.setup();
    await chooseDelivery(user, /^Tomorrow/, /Evening/);

    leaveAndReturn("/order/3?size=deluxe", customer(), {
      "GET /api/delivery/slots": (_init, url) =>
        slotsAnswer(url.searchParams.get("date") ?? TODAY, { evening: "full" }),
    });
    await waitFor(() => expect(slotRadio(/Evening/)).toBeDisabled());
    await waitFor(() => expect(checkedIn(/^Delivery time/)).toEqual([]));
    expect(dayRadio(/^Tomorrow/)).toBeChecked();
    expect(summaryLine("Delivery time")).toBe("Not chosen yet");
  });

  it("does not show it to another account signing in on the same tab", async () => {
    openOrderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Card message/), "For Dara's eyes only");

    leaveAndReturn("/order/3?size=deluxe", customer({ id: 4, name: "Keo Lina", email: "lina@example.com" }));
    expect(await screen.findByLabelText(/Card message/)).toHaveValue("");
    expect(screen.getByLabelText("Full name")).toHaveValue("Keo Lina");
  });

  it("forgets what was typed once the order is placed", async () => {
    openOrderPage({ "POST /api/orders": () => Response.json(placedOrder(), { status: 201 }) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Card message/), "Happy birthday");
    await chooseWhenAndWhom(user);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await screen.findByRole("heading", { name: MSG.order.placed });

    leaveAndReturn("/order/3?size=deluxe");
    expect(await screen.findByLabelText(/Card message/)).toHaveValue("");
    expect(checkedIn("Delivery date")).toEqual([]);
  });
});
