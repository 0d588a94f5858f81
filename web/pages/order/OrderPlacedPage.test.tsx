// /orders/:id/placed, the confirmation at its own address: shown at once with the order the
// form hands over, read again as stored after a reload (never the order form), a WhatsApp chat
// that names the order, what an unknown order or a failure says, and how each way to pay goes
// on: cash, the KHQR code, or "Pay now" through PayWay and, back from paying there, "Paid" once
// the order reads paid (back from giving up, "Pay now" again).
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import km from "../../../shared/i18n/km.json";
import zh from "../../../shared/i18n/zh.json";
import { DETAIL, MSG } from "../../../shared/messages";
import { PAYWAY_CONFIRM_WAIT_MS } from "../../../shared/payment";
import type { OrderWire } from "../../../shared/schemas";
import { SHOP } from "../../../shared/shop";
import { toOrder } from "../../api/orders";
import { setLanguage } from "../../i18n";
import { KHQR_STRING, khqrAnswer, readQr } from "../../test/khqr";
import { orderWire } from "../../test/orders";
import { paywayCheckout, spyOnFormPosts } from "../../test/payway";
import { apiError, callsExcept, currentPath, mockApi, renderSignedIn, sentBodies } from "../../test/render";
import OrderPlacedPage from "./OrderPlacedPage";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setLanguage("en");
});

const placed = orderWire({
  id: 41,
  product_name: "Sunset Roses",
  card_message: "Happy birthday",
  recipient_name: "Chan Sophea",
  recipient_phone: "+855 92 111 222",
});

/** The confirmation also reads the customer's reminders ("Remind me next year"). */
const REMINDERS = "/api/user/reminders";

const open = (state?: unknown) =>
  renderSignedIn(<OrderPlacedPage />, "/orders/41/placed", { path: "/orders/:id/placed", state });

describe("the confirmation of an order just placed", () => {
  it("after a reload, shows the order as stored, with its number and no order form", async () => {
    const api = mockApi({ "GET /api/orders/41": () => ({ ...placed, review: null }) });
    open();
    const confirmation = await screen.findByRole("region", { name: MSG.order.placed });
    // the heading takes focus in an effect that may run just after the region is found
    await waitFor(() => expect(screen.getByRole("heading", { name: MSG.order.placed })).toHaveFocus());
    expect(within(confirmation).getByText("#41")).toBeInTheDocument();
    expect(within(confirmation).getByText("Sunset Roses")).toBeInTheDocument();
    expect(within(confirmation).getByText("Happy birthday")).toBeInTheDocument();
    expect(within(confirmation).getByText(/Chan Sophea/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Place order" })).not.toBeInTheDocument();
    expect(callsExcept(api, REMINDERS)).toHaveLength(1);
  });

  it("shows the order the form handed over at once, then drops it so a reload reads the stored one", async () => {
    const api = mockApi({});
    open({ order: toOrder(placed) });
    expect(screen.getByRole("heading", { name: MSG.order.placed })).toBeInTheDocument();
    expect(screen.getByText("#41")).toBeInTheDocument();
    expect(callsExcept(api, REMINDERS)).toEqual([]);
    expect(currentPath()).toBe("/orders/41/placed");
  });

  it("offers a WhatsApp chat with the shop that already names the order", async () => {
    mockApi({ "GET /api/orders/41": () => placed });
    open();
    const chat = await screen.findByRole("link", { name: /Ask about this order on WhatsApp/ });
    const href = new URL(chat.getAttribute("href") ?? "");
    expect(href.origin + href.pathname).toBe(`https://wa.me/${SHOP.whatsapp.replace(/\D/g, "")}`);
    expect(href.searchParams.get("text")).toContain("order #41");
    expect(chat).toHaveAttribute("target", "_blank");
  });

  it("says 'Order not found' for an order that is not the customer's, with the way to My orders", async () => {
    mockApi({ "GET /api/orders/41": () => apiError(404, DETAIL.orderNotFound) });
    open();
    expect(await screen.findByRole("heading", { name: DETAIL.orderNotFound })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View my orders" })).toHaveAttribute("href", "/orders");
  });

  it("says so when the order cannot be loaded, and tries again", async () => {
    let fail = true;
    mockApi({ "GET /api/orders/41": () => (fail ? apiError(500, DETAIL.internal) : placed) });
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
    expect(callsExcept(api, REMINDERS)).toEqual([]);
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
    expect(callsExcept(api, REMINDERS)).toEqual([]);
  });

  it("says when a refunded order's payment was given back, in the shop's time", async () => {
    mockApi({});
    const refunded = {
      ...placed,
      status: "cancelled" as const,
      payment_method: "payway" as const,
      payment_status: "refunded" as const,
      paid_at: "2026-03-02T12:05:00.000Z",
      refunded_at: "2026-03-03T02:30:00.000Z",
    };
    open({ order: toOrder(refunded) });
    // 02:30 UTC is 09:30 in Siem Reap.
    expect(nextSteps()).toHaveTextContent("Your payment was refunded on 3 Mar 2026, 09:30 (Siem Reap time).");
  });
});

describe("paying online through PayWay, on the confirmation", () => {
  const byCard = { ...placed, price: 68, payment_method: "payway" as const };
  const paid = (over: Partial<OrderWire> = {}) => ({
    ...byCard,
    payment_status: "paid" as const,
    paid_at: "2026-03-02T12:05:00.000Z",
    payment_reference: "41-k3x9q2ab",
    ...over,
  });
  const nextSteps = () => screen.getByRole("heading", { name: "What happens next" }).nextElementSibling;
  const payNow = () => screen.queryByRole("button", { name: "Pay now" });
  const asked = (api: ReturnType<typeof mockApi>) => sentBodies(api, "GET", "/api/orders/41").length;
  const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it("says how it goes and sends the browser to PayWay with exactly the fields the shop signed", async () => {
    const { posted } = spyOnFormPosts();
    const api = mockApi({ "POST /api/orders/41/payway": () => paywayCheckout() });
    open({ order: toOrder(byCard) });
    expect(nextSteps()).toHaveTextContent(
      "You pay online by card, Alipay or WeChat Pay, through ABA PayWay.",
    );
    const panel = screen.getByRole("region", { name: "Online payment" });
    await userEvent.click(within(panel).getByRole("button", { name: "Pay now" }));

    // busy until the page has left for PayWay
    expect(
      await within(panel).findByRole("button", { name: "Opening the payment page…" }),
    ).toBeInTheDocument();
    expect(posted()).toEqual([
      { method: "post", action: paywayCheckout().action, fields: paywayCheckout().fields, hidden: true },
    ]);
    expect(sentBodies(api, "POST", "/api/orders/41/payway")).toEqual([{}]);
  });

  it("asks PayWay to send the customer back to the page in its language", async () => {
    setLanguage("zh", zh);
    const { posted } = spyOnFormPosts();
    const api = mockApi({ "POST /api/orders/41/payway": () => paywayCheckout() });
    open({ order: toOrder(byCard) });
    await userEvent.click(screen.getByRole("button", { name: "立即付款" }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    const [input] = api.mock.calls.at(-1) ?? [];
    expect(new URL(String(input), "http://localhost").search).toBe("?lang=zh");
  });

  it("shows the server's reason when PayWay cannot be opened, and keeps Pay now ready", async () => {
    const { posted } = spyOnFormPosts();
    mockApi({ "POST /api/orders/41/payway": () => apiError(409, DETAIL.orderAlreadyPaid) });
    open({ order: toOrder(byCard) });
    await userEvent.click(screen.getByRole("button", { name: "Pay now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(DETAIL.orderAlreadyPaid);
    expect(payNow()).toBeInTheDocument();
    expect(posted()).toEqual([]);
  });

  it("says what to do when no answer came at all", async () => {
    spyOnFormPosts();
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    open({ order: toOrder(byCard) });
    await userEvent.click(screen.getByRole("button", { name: "Pay now" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We could not open the payment page. Please check your connection and try again.",
    );
  });

  it("offers nothing to pay for a paid or a cancelled order", async () => {
    mockApi({});
    open({ order: toOrder(paid()) });
    expect(nextSteps()).toHaveTextContent("Your payment is received: thank you.");
    expect(payNow()).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Online payment" })).not.toBeInTheDocument();
  });

  it("back from PayWay, checks the payment and says Paid as soon as the order reads paid", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    // the page's own read, one more still unpaid, then paid
    const api = mockApi({ "GET /api/orders/41": () => (++reads >= 3 ? paid() : byCard) });
    renderSignedIn(<OrderPlacedPage />, "/orders/41/placed?payway=back", { path: "/orders/:id/placed" });
    const status = await screen.findByText("Checking your payment with PayWay…");
    expect(status).toHaveAttribute("role", "status");
    // no second payment offered while the first may be on its way
    expect(payNow()).not.toBeInTheDocument();

    await later(3000);
    expect(status).toHaveTextContent("Checking your payment with PayWay…");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Order placed: waiting for your payment",
    );
    await later(3000);
    expect(status).toHaveTextContent("Paid: thank you! We have received your payment.");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(MSG.order.placed);
    expect(nextSteps()).toHaveTextContent("Your payment is received: thank you.");
    expect(payNow()).not.toBeInTheDocument();
    expect(asked(api)).toBe(3);
    // nothing more to ask
    await later(PAYWAY_CONFIRM_WAIT_MS);
    expect(asked(api)).toBe(3);
  });

  it("back from PayWay with the payment already recorded, says Paid at once", async () => {
    const api = mockApi({ "GET /api/orders/41": () => paid() });
    renderSignedIn(<OrderPlacedPage />, "/orders/41/placed?payway=back", { path: "/orders/:id/placed" });
    expect(await screen.findByText("Paid: thank you! We have received your payment.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(asked(api)).toBe(1);
  });

  it("after a minute without the payment, says what to do and offers Pay now again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { posted } = spyOnFormPosts();
    const api = mockApi({
      "GET /api/orders/41": () => byCard,
      "POST /api/orders/41/payway": () => paywayCheckout(),
    });
    renderSignedIn(<OrderPlacedPage />, "/orders/41/placed?payway=back", { path: "/orders/:id/placed" });
    const status = await screen.findByText("Checking your payment with PayWay…");

    await later(PAYWAY_CONFIRM_WAIT_MS);
    expect(status).toHaveTextContent(
      "We have not heard from PayWay yet. If your payment went through, the shop will see it and you will get an e-mail; if not, you can try again.",
    );
    const stopped = asked(api);
    expect(stopped).toBeGreaterThan(1);
    await later(10_000);
    expect(asked(api)).toBe(stopped);

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(posted()).toHaveLength(1));
  });

  it("back from giving up at PayWay (or a decline), offers Pay now again at once without waiting", async () => {
    const { posted } = spyOnFormPosts();
    const api = mockApi({
      "GET /api/orders/41": () => byCard,
      "POST /api/orders/41/payway": () => paywayCheckout(),
    });
    renderSignedIn(<OrderPlacedPage />, "/orders/41/placed?payway=cancelled", { path: "/orders/:id/placed" });
    expect(await screen.findByText("Your payment was not completed. You can try again.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(screen.queryByText("Checking your payment with PayWay…")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(asked(api)).toBe(1);
  });

  it("stops asking once the customer leaves the page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ "GET /api/orders/41": () => byCard });
    const { unmount } = renderSignedIn(<OrderPlacedPage />, "/orders/41/placed?payway=back", {
      path: "/orders/:id/placed",
    });
    await screen.findByText("Checking your payment with PayWay…");
    await later(3000);
    const before = asked(api);
    unmount();
    await later(PAYWAY_CONFIRM_WAIT_MS);
    expect(asked(api)).toBe(before);
  });
});

describe("the heading leads with the payment state", () => {
  const byCard = toOrder({ ...placed, payment_method: "payway" });
  const heading = () => screen.getByRole("heading", { level: 1 });
  /** True when `first` comes before `then` in the page, as a reader (and a phone's screen) meets them. */
  const comesBefore = (first: HTMLElement, then: HTMLElement) =>
    Boolean(first.compareDocumentPosition(then) & Node.DOCUMENT_POSITION_FOLLOWING);

  it("back from a decline or a cancel at PayWay, says the payment did not go through, with Pay now before the order's details", async () => {
    mockApi({ "GET /api/orders/41": () => ({ ...placed, payment_method: "payway" }) });
    renderSignedIn(<OrderPlacedPage />, "/orders/41/placed?payway=cancelled", { path: "/orders/:id/placed" });
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Payment not completed: your order is saved but not paid",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Order placed successfully!")).not.toBeInTheDocument();
    const payNow = screen.getByRole("button", { name: "Pay now" });
    expect(comesBefore(payNow, screen.getByText("Sunset Roses"))).toBe(true);
    expect(comesBefore(payNow, screen.getByRole("heading", { name: "What happens next" }))).toBe(true);
  });

  it("says so in Chinese too: 付款未完成, never 下单成功, with 立即付款 first", async () => {
    setLanguage("zh", zh);
    mockApi({ "GET /api/orders/41": () => ({ ...placed, payment_method: "payway" }) });
    renderSignedIn(<OrderPlacedPage />, "/orders/41/placed?payway=cancelled", { path: "/orders/:id/placed" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "付款未完成：您的订单已保存，但尚未付款" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("下单成功！")).not.toBeInTheDocument();
    expect(
      comesBefore(screen.getByRole("button", { name: "立即付款" }), screen.getByText("Sunset Roses")),
    ).toBe(true);
  });

  it("heads an unpaid card order as waiting for its payment, not as a plain success", () => {
    mockApi({});
    open({ order: byCard });
    expect(heading()).toHaveTextContent("Order placed: waiting for your payment");
    expect(
      comesBefore(screen.getByRole("button", { name: "Pay now" }), screen.getByText("Sunset Roses")),
    ).toBe(true);
  });

  it("heads an unpaid KHQR order as waiting for it, and as being checked once the proof is in", async () => {
    mockApi({ "GET /api/orders/41/khqr": () => khqrAnswer() });
    const { unmount } = open({ order: toOrder({ ...placed, payment_method: "khqr" }) });
    expect(heading()).toHaveTextContent("Order placed: waiting for your KHQR payment");
    const panel = screen.getByRole("region", { name: "Pay with KHQR" });
    expect(comesBefore(panel, screen.getByText("Sunset Roses"))).toBe(true);
    await within(panel).findByRole("img", { name: /\$68\.00/ });
    unmount();
    open({
      order: toOrder({ ...placed, payment_method: "khqr", payment_proof_at: "2026-03-02T13:00:00.000Z" }),
    });
    expect(heading()).toHaveTextContent("Order placed: we are checking your payment");
    await screen.findByRole("img", { name: /\$68\.00/ });
  });

  it("keeps the happy heading for a cash order and a paid one, in Chinese too", () => {
    mockApi({});
    setLanguage("zh", zh);
    const { unmount } = open({ order: toOrder(placed) });
    expect(heading()).toHaveTextContent("下单成功！");
    unmount();
    setLanguage("en");
    open({ order: toOrder({ ...placed, payment_method: "payway", payment_status: "paid" }) });
    expect(heading()).toHaveTextContent(MSG.order.placed);
  });
});

describe("the add-ons in the page's language", () => {
  /** The server's answer to `?lang=`: an add-on named in that language where the owner gave a
   *  name, else in English. */
  const OWNER_NAMES: Record<string, string> = { km: "ថូកែវ", zh: "玻璃花瓶" };
  const storedWithAddOns = (_init: RequestInit, url: URL) => ({
    ...placed,
    review: null,
    add_ons: [
      { id: 1, name: OWNER_NAMES[url.searchParams.get("lang") ?? ""] ?? "Glass vase", price: 12 },
      { id: 2, name: "Balloon", price: 5 },
    ],
  });

  it.each([
    ["km", km, "កាដូ", "ថូកែវ ($12.00 · ៛49,200), Balloon ($5.00 · ៛20,500)"],
    ["zh", zh, "礼品", "玻璃花瓶（$12.00 · ៛49,200），Balloon（$5.00 · ៛20,500）"],
  ] as const)(
    "a %s page names them in its language, an untranslated one marked English",
    async (locale, catalogue, gifts, shown) => {
      setLanguage(locale, catalogue);
      const api = mockApi({ "GET /api/orders/41": storedWithAddOns });
      open();
      const term = await screen.findByText(gifts, { selector: "dt" });
      const fact = term.nextElementSibling as HTMLElement;
      expect(fact).toHaveTextContent(shown);
      expect(within(fact).getByText(OWNER_NAMES[locale] ?? "")).not.toHaveAttribute("lang");
      expect(within(fact).getByText("Balloon")).toHaveAttribute("lang", "en");
      const [input] = api.mock.calls[0] ?? [];
      expect(new URL(String(input), "http://localhost").search).toBe(`?lang=${locale}`);
    },
  );

  it("a Chinese page joins the address's parts with the full-width comma", async () => {
    setLanguage("zh", zh);
    mockApi({
      "GET /api/orders/41": () => ({
        ...placed,
        review: null,
        address: "Sivatha Blvd 12",
        landmark: "Near the Old Market",
      }),
    });
    open();
    const term = await screen.findByText("地址", { selector: "dt" });
    expect(term.nextElementSibling).toHaveTextContent("Sivatha Blvd 12，Near the Old Market");
  });
});
