// /orders: the customer's orders newest first with status, product, price, date and
// address, and each order's florist details (size, gifts, delivery day and time, recipient,
// card message as text, area and fee, Maps link); an empty state that leads to the
// catalogue; a failure that can be retried; whether each order is paid (or refunded), the KHQR
// code behind "Pay with KHQR" with the proof upload, "Pay now" through PayWay on an unpaid card
// or wallet order, and the delivery photo of a delivered order; the
// orders come a page at a time (limit and cursor), "Show more orders" loading the next.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import km from "../../shared/i18n/km.json";
import zh from "../../shared/i18n/zh.json";
import { STORAGE_KEYS } from "../../shared/limits";
import { DETAIL } from "../../shared/messages";
import type { OrderWire } from "../../shared/schemas";
import { setLanguage } from "../i18n";
import { loadLanguage } from "../i18n/load";
import { stubBlobUrls } from "../test/blobUrls";
import { productWire } from "../test/catalog";
import { ADD_ONS, shopAnswer, slotsAnswer, TODAY } from "../test/florist";
import { KHQR_STRING, khqrAnswer, readQr } from "../test/khqr";
import { DELUXE_WITH_VASE_TO_ANGKOR, orderWire } from "../test/orders";
import { paywayCheckout, spyOnFormPosts } from "../test/payway";
import { apiError, currentPath, mockApi, renderSignedIn, sentBodies } from "../test/render";
import OrdersPage from "./OrdersPage";
import OrderPage from "./order/OrderPage";
import { keptDraft } from "./order/savedDraft";

afterEach(() => {
  vi.restoreAllMocks();
  setLanguage("en");
});

const order = (over: Partial<OrderWire>): OrderWire =>
  orderWire({ id: 1, product_id: 3, product_name: "Sunset Roses", address: "Street 9", ...over });

/** The orders as one page, the last: what GET /api/user/orders?limit=50 answers a customer with few. */
const onePage = (orders: OrderWire[]) => ({ orders, next_cursor: null });

function openOrders(answer: () => OrderWire[] | Response) {
  mockApi({
    "GET /api/user/orders": () => {
      const orders = answer();
      return Array.isArray(orders) ? onePage(orders) : orders;
    },
  });
  renderSignedIn(<OrdersPage />, "/orders");
}

describe("my orders", () => {
  it("lists the orders newest first with status, price, date and address", async () => {
    openOrders(() => [
      order({
        id: 1,
        product_name: "Old Lilies",
        status: "delivered",
        created_at: "2026-01-05T09:00:00.000Z",
      }),
      order({ id: 2, product_name: "New Roses", status: "shipped", price: 52.5 }),
    ]);
    const cards = await screen.findAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "New Roses",
      "Old Lilies",
    ]);
    expect(within(cards[0] as HTMLElement).getByText("Out for delivery")).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText("$52.50 · ៛215,300")).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText("Street 9, Near the pagoda")).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText("Delivered")).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText(/2026/, { selector: "time" })).toHaveAttribute(
      "datetime",
      "2026-01-05T09:00:00.000Z",
    );
    expect(screen.queryByRole("button", { name: /Show more/ })).not.toBeInTheDocument();
  });

  it("dates an order by the shop's clock: placed at 23:30 UTC is the next morning in Siem Reap", async () => {
    openOrders(() => [order({ id: 1, created_at: "2026-01-05T23:30:00.000Z" })]);
    const card = await screen.findByRole("article");
    expect(within(card).getByText(/2026/, { selector: "time" })).toHaveTextContent(
      "6 Jan 2026, 06:30 (Siem Reap time)",
    );
  });

  it("marks a bouquet's name the owner has not translated yet as English on a Chinese page", async () => {
    await loadLanguage("/zh/");
    openOrders(() => [
      order({ id: 2, product_name: "吴哥红玫瑰" }),
      order({ id: 1, product_name: "Old Lilies" }),
    ]);
    const titles = (await screen.findAllByRole("article")).map((card) => within(card).getByRole("heading"));
    expect(titles.map((title) => [title.textContent, title.getAttribute("lang")])).toEqual([
      ["吴哥红玫瑰", null],
      ["Old Lilies", "en"],
    ]);
  });

  it("pages through every order with 'Show more orders', 50 at a time", async () => {
    // 51 orders, newest (51) first; the bare call (no limit) would answer only the newest 50
    const all = Array.from({ length: 51 }, (_, index) =>
      order({ id: 51 - index, product_name: `Bouquet ${51 - index}` }),
    );
    const api = mockApi({
      "GET /api/user/orders": (_, url) => {
        if (!url.searchParams.has("limit")) return all.slice(0, 50);
        const start = url.searchParams.get("cursor") === "after-50" ? 50 : 0;
        const limit = Number(url.searchParams.get("limit"));
        return {
          orders: all.slice(start, start + limit),
          next_cursor: start + limit < all.length ? `after-${start + limit}` : null,
        };
      },
    });
    renderSignedIn(<OrdersPage />, "/orders");
    expect(await screen.findAllByRole("article")).toHaveLength(50);
    await userEvent.click(screen.getByRole("button", { name: "Show more orders" }));
    expect(await screen.findByText("All orders shown.")).toBeInTheDocument();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(51);
    expect(within(cards[50] as HTMLElement).getByRole("heading")).toHaveTextContent("Bouquet 1");
    expect(screen.queryByRole("button", { name: "Show more orders" })).not.toBeInTheDocument();
    const asked = api.mock.calls.map(([input]) => new URL(String(input), "http://localhost").search);
    expect(asked).toEqual(["?limit=50", "?limit=50&cursor=after-50"]);
  });

  it("shows what the florist delivers, when, to whom, with the card message as text and a Maps link", async () => {
    const card = "<b>សូមអបអរសាទរថ្ងៃកំណើត</b>\nLove, Dara";
    openOrders(() => [
      order({
        ...DELUXE_WITH_VASE_TO_ANGKOR,
        delivery_date: "2026-11-24",
        delivery_slot_label: "Afternoon",
        recipient_name: "Chan Sophea",
        recipient_phone: "+855 92 111 222",
        card_message: card,
        location: { lat: 13.4125, lng: 103.867 },
      }),
    ]);
    const article = await screen.findByRole("article");
    const fact = (term: string) => within(article).getByText(term, { selector: "dt" }).nextElementSibling;
    expect(fact("Size")).toHaveTextContent("Deluxe · $60.00 · ៛246,000");
    expect(fact("Gifts")).toHaveTextContent("Glass vase ($8.00 · ៛32,800)");
    expect(fact("Delivery")).toHaveTextContent("Tue, 24 Nov 2026, Afternoon, 12:00–16:00 (Siem Reap time)");
    expect(fact("Recipient")).toHaveTextContent("Chan Sophea · +855 92 111 222");
    expect(within(article).getByRole("link", { name: "+855 92 111 222" })).toHaveAttribute(
      "href",
      "tel:+85592111222",
    );
    expect(fact("Card message")?.textContent).toBe(card);
    expect(article.querySelector("b")).toBeNull();
    expect(fact("Area")).toHaveTextContent("Angkor and the temple road · $5.00 · ៛20,500");
    expect(within(article).getByRole("link", { name: "Open in Maps" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=13.4125,103.867",
    );
    expect(within(article).getByText("$73.00 · ៛299,300")).toBeInTheDocument();
  });

  it("says the buyer receives the flowers when no recipient was given", async () => {
    openOrders(() => [order({})]);
    const article = await screen.findByRole("article");
    expect(within(article).getByText("Sok Dara (the buyer)")).toBeInTheDocument();
    expect(within(article).getByText("No card message")).toBeInTheDocument();
    expect(within(article).queryByRole("link", { name: "Open in Maps" })).not.toBeInTheDocument();
  });

  it("shows a loading state until the orders arrive", async () => {
    openOrders(() => []);
    expect(screen.getByText("Loading your orders…")).toBeInTheDocument();
    await screen.findByText("No orders yet");
    expect(screen.queryByText("Loading your orders…")).not.toBeInTheDocument();
  });

  it("leads to the products from the empty state", async () => {
    openOrders(() => []);
    expect(await screen.findByText("No orders yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse our flowers" })).toHaveAttribute("href", "/products");
  });

  it("offers to try again after a failure", async () => {
    let fail = true;
    openOrders(() => (fail ? apiError(500, DETAIL.internal) : [order({})]));
    expect(await screen.findByText("We could not load your orders")).toBeInTheDocument();
    // the server answered, so the connection is not what to check
    expect(screen.getByRole("alert")).toHaveTextContent("Please try again in a moment.");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article")).toBeInTheDocument();
  });

  it("asks to check the connection when no answer came at all", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    renderSignedIn(<OrdersPage />, "/orders");
    expect(await screen.findByRole("alert")).toHaveTextContent("Please check your connection and try again.");
  });

  it("ends the session when the token is no longer accepted", async () => {
    openOrders(() => apiError(401, DETAIL.invalidToken));
    expect(await screen.findByText("Your session has expired. Please log in again.")).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe("paying and the delivery photo", () => {
  const card = async (title: string) => {
    const heading = await screen.findByRole("heading", { name: title });
    return heading.closest("article") as HTMLElement;
  };

  it("shows whether each order is paid, and how", async () => {
    openOrders(() => [
      order({ id: 1, product_name: "Cash Lilies" }),
      order({ id: 2, product_name: "Paid Roses", payment_method: "khqr", payment_status: "paid" }),
      order({ id: 3, product_name: "Cancelled Tulips", payment_method: "khqr", status: "cancelled" }),
    ]);
    expect(within(await card("Cash Lilies")).getByText("Unpaid · cash")).toBeInTheDocument();
    expect(within(await card("Paid Roses")).getByText("Paid · KHQR")).toBeInTheDocument();
    // a cancelled order left unpaid owes nothing
    expect(within(await card("Cancelled Tulips")).queryByText(/Unpaid/)).not.toBeInTheDocument();
  });

  it("offers 'Pay with KHQR' only on unpaid KHQR orders that are not cancelled, and opens the code on demand", async () => {
    const api = mockApi({
      "GET /api/user/orders": () =>
        onePage([
          order({ id: 1, product_name: "Cash Lilies" }),
          order({ id: 2, product_name: "Paid Roses", payment_method: "khqr", payment_status: "paid" }),
          order({ id: 3, product_name: "Cancelled Tulips", payment_method: "khqr", status: "cancelled" }),
          order({ id: 41, product_name: "Unpaid Orchids", payment_method: "khqr" }),
        ]),
      "GET /api/orders/41/khqr": () => khqrAnswer(),
    });
    renderSignedIn(<OrdersPage />, "/orders");
    const unpaid = await card("Unpaid Orchids");
    expect(screen.getAllByRole("button", { name: "Pay with KHQR" })).toHaveLength(1);
    const pay = within(unpaid).getByRole("button", { name: "Pay with KHQR" });
    expect(pay).toHaveAttribute("aria-expanded", "false");
    // nothing asked of the server, and no QR code drawn, until the customer opens it
    expect(sentBodies(api, "GET", "/api/orders/41/khqr")).toEqual([]);

    await userEvent.click(pay);
    expect(pay).toHaveAttribute("aria-expanded", "true");
    const picture = await within(unpaid).findByRole("img", { name: /\$68\.00/ });
    await waitFor(() => expect(readQr(picture)).toBe(KHQR_STRING));
    expect(within(unpaid).getByRole("heading", { name: "Pay with KHQR", level: 3 })).toBeInTheDocument();
  });

  it("after a proof is sent, says it was received and keeps it on the order", async () => {
    mockApi({
      "GET /api/user/orders": () =>
        onePage([order({ id: 41, product_name: "Unpaid Orchids", payment_method: "khqr" })]),
      "GET /api/orders/41/khqr": () => khqrAnswer(),
      "POST /api/orders/41/payment-proof": () =>
        order({
          id: 41,
          product_name: "Unpaid Orchids",
          payment_method: "khqr",
          payment_proof_at: "2026-03-02T13:00:00.000Z",
        }),
    });
    renderSignedIn(<OrdersPage />, "/orders");
    const unpaid = await card("Unpaid Orchids");
    await userEvent.click(within(unpaid).getByRole("button", { name: "Pay with KHQR" }));
    const proof = new File([new Uint8Array([137, 80, 78, 71])], "receipt.png", { type: "image/png" });
    await userEvent.upload(await within(unpaid).findByLabelText("Upload proof of payment"), proof);
    expect(
      await within(unpaid).findByText(
        "Thank you, we have your screenshot. We check our bank account and mark your order paid once the money has arrived.",
      ),
    ).toBeInTheDocument();
    // said once: the card's own line waits until the code is put away
    expect(within(unpaid).queryByText(/Proof of payment received/)).not.toBeInTheDocument();
    await userEvent.click(within(unpaid).getByRole("button", { name: "Pay with KHQR" }));
    expect(within(unpaid).getByText(/Proof of payment received 2 Mar 2026/)).toBeInTheDocument();
    expect(
      within(unpaid).queryByText(
        "Thank you, we have your screenshot. We check our bank account and mark your order paid once the money has arrived.",
      ),
    ).not.toBeInTheDocument();
  });

  it("says a cancelled order's payment was given back", async () => {
    openOrders(() => [
      order({
        id: 1,
        product_name: "Refunded Roses",
        status: "cancelled",
        payment_method: "payway",
        payment_status: "refunded",
      }),
    ]);
    expect(
      within(await card("Refunded Roses")).getByText("Refunded · Card, Alipay or WeChat Pay"),
    ).toBeInTheDocument();
  });

  it("offers 'Pay now' only on unpaid card or wallet orders that are not cancelled", async () => {
    openOrders(() => [
      order({ id: 1, product_name: "Cash Lilies" }),
      order({ id: 2, product_name: "KHQR Tulips", payment_method: "khqr" }),
      order({ id: 3, product_name: "Paid Roses", payment_method: "payway", payment_status: "paid" }),
      order({ id: 4, product_name: "Cancelled Peonies", payment_method: "payway", status: "cancelled" }),
      order({
        id: 5,
        product_name: "Refunded Orchids",
        payment_method: "payway",
        payment_status: "refunded",
        status: "cancelled",
      }),
      order({ id: 41, product_name: "Unpaid Sunflowers", payment_method: "payway" }),
    ]);
    const unpaid = await card("Unpaid Sunflowers");
    // PayWay's method goes by the one name the order form gave it
    expect(within(unpaid).getByText("Unpaid · Card, Alipay or WeChat Pay")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Pay now" })).toEqual([
      within(unpaid).getByRole("button", { name: "Pay now" }),
    ]);
  });

  it("names PayWay's method on a Chinese and a Khmer page as the order form does, 银行卡、支付宝或微信支付", async () => {
    for (const [language, catalogue] of [
      ["zh", zh],
      ["km", km],
    ] as const) {
      setLanguage(language, catalogue);
      openOrders(() => [order({ id: 41, product_name: "Unpaid Sunflowers", payment_method: "payway" })]);
      const unpaid = await card("Unpaid Sunflowers");
      expect(unpaid).toHaveTextContent(`${catalogue.Unpaid} · ${catalogue["Card, Alipay or WeChat Pay"]}`);
      cleanup();
    }
  });

  it("'Pay now' sends the browser to PayWay with exactly the fields the shop signed", async () => {
    const { posted } = spyOnFormPosts();
    const api = mockApi({
      "GET /api/user/orders": () =>
        onePage([order({ id: 41, product_name: "Unpaid Sunflowers", payment_method: "payway" })]),
      "POST /api/orders/41/payway": () => paywayCheckout(),
    });
    renderSignedIn(<OrdersPage />, "/orders");
    const unpaid = await card("Unpaid Sunflowers");
    await userEvent.click(within(unpaid).getByRole("button", { name: "Pay now" }));
    expect(
      await within(unpaid).findByRole("button", { name: "Opening the payment page…" }),
    ).toBeInTheDocument();
    expect(posted()).toEqual([
      { method: "post", action: paywayCheckout().action, fields: paywayCheckout().fields, hidden: true },
    ]);
    expect(sentBodies(api, "POST", "/api/orders/41/payway")).toEqual([{}]);
  });

  it("'Pay now' shows the server's reason in the order when PayWay cannot be opened", async () => {
    const { posted } = spyOnFormPosts();
    mockApi({
      "GET /api/user/orders": () =>
        onePage([order({ id: 41, product_name: "Unpaid Sunflowers", payment_method: "payway" })]),
      "POST /api/orders/41/payway": () => apiError(409, DETAIL.orderCancelled),
    });
    renderSignedIn(<OrdersPage />, "/orders");
    const unpaid = await card("Unpaid Sunflowers");
    await userEvent.click(within(unpaid).getByRole("button", { name: "Pay now" }));
    expect(await within(unpaid).findByRole("alert")).toHaveTextContent(DETAIL.orderCancelled);
    expect(within(unpaid).getByRole("button", { name: "Pay now" })).toBeInTheDocument();
    expect(posted()).toEqual([]);
  });

  it("shows the delivery photo on a delivered order that has one, and only there", async () => {
    stubBlobUrls(() => "blob:delivery-photo");
    const api = mockApi({
      "GET /api/user/orders": () =>
        onePage([
          order({
            id: 1,
            product_name: "Delivered Lilies",
            status: "delivered",
            delivery_photo_at: "2026-03-03T09:00:00.000Z",
          }),
          order({ id: 2, product_name: "Plain Roses", status: "delivered" }),
          order({
            id: 3,
            product_name: "Shipped Tulips",
            status: "shipped",
            delivery_photo_at: "2026-03-03T09:00:00.000Z",
          }),
        ]),
      "GET /api/orders/1/delivery-photo": () =>
        new Response("jpeg", { headers: { "Content-Type": "image/jpeg" } }),
    });
    renderSignedIn(<OrdersPage />, "/orders");
    const photo = await within(await card("Delivered Lilies")).findByRole("img", {
      name: "Delivery photo of your Delivered Lilies",
    });
    expect(photo).toHaveAttribute("src", "blob:delivery-photo");
    expect(screen.getAllByRole("img", { name: /delivery photo/i })).toHaveLength(1);
    const photoCalls = api.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes("delivery-photo"));
    expect(photoCalls).toEqual(["/api/orders/1/delivery-photo"]);
  });
});

describe("order again", () => {
  const DELUXE = [
    { id: "standard", label: "Standard", price: 45, price_khr: 184500 },
    { id: "deluxe", label: "Deluxe", price: 60, price_khr: 246000 },
  ] as const;
  const earlier = order({
    id: 1,
    status: "delivered",
    ...DELUXE_WITH_VASE_TO_ANGKOR,
    recipient_name: "Chan Sophea",
    recipient_phone: "+855 92 111 222",
    card_message: "Happy birthday, Mum",
  });

  function openWith(product: () => unknown, addOns = ADD_ONS, wire = earlier) {
    mockApi({
      "GET /api/user/orders": () => onePage([wire]),
      "GET /api/orders/1": () => wire,
      "GET /api/products/3": product,
      "GET /api/addons": () => addOns,
    });
    renderSignedIn(<OrdersPage />, "/orders");
  }

  it("opens the order form with the same bouquet, size, gifts, recipient and card, and no day or time", async () => {
    openWith(() => productWire({ id: 3, name: "Sunset Roses", sizes: [...DELUXE] }));
    await userEvent.click(await screen.findByRole("button", { name: "Order again" }));
    await waitFor(() => expect(currentPath()).toBe("/order/3?size=deluxe"));
    const draft = keptDraft("3", 3) as Record<string, unknown>;
    expect(draft).toMatchObject({
      size: "deluxe",
      addOns: [1],
      selfRecipient: false,
      recipientName: "Chan Sophea",
      recipientPhone: "+855 92 111 222",
      cardMessage: "Happy birthday, Mum",
      address: "Street 9",
    });
    expect(draft).not.toHaveProperty("date");
    expect(draft).not.toHaveProperty("slot");
  });

  it("opens the form with the order's way to pay: a card order stays card, a KHQR order KHQR", async () => {
    for (const [method, label] of [
      ["payway", "Card, Alipay or WeChat Pay"],
      ["khqr", /^KHQR/],
    ] as const) {
      const wire = { ...earlier, payment_method: method };
      mockApi({
        "GET /api/user/orders": () => onePage([wire]),
        "GET /api/products/3": () => productWire({ id: 3, name: "Sunset Roses", sizes: [...DELUXE] }),
        "GET /api/addons": () => ADD_ONS,
        "GET /api/shop": () => shopAnswer({ payment_methods: ["cash", "khqr", "payway"] }),
        "GET /api/delivery/slots": () => slotsAnswer(TODAY),
      });
      const { unmount } = renderSignedIn(<OrdersPage />, "/orders", {
        routes: <Route path="/order/:id" element={<OrderPage />} />,
      });
      await userEvent.click(await screen.findByRole("button", { name: "Order again" }));
      const pay = await screen.findByRole("group", { name: "How will you pay?" });
      expect(within(pay).getByRole("radio", { name: label })).toBeChecked();
      expect(within(pay).getByRole("radio", { name: /Cash on delivery/ })).not.toBeChecked();
      unmount();
      sessionStorage.clear();
    }
  });

  it("names a gift no longer in stock before going on to the form without it", async () => {
    const soldOut = ADD_ONS.map((addOn) => (addOn.id === 1 ? { ...addOn, in_stock: false } : addOn));
    openWith(() => productWire({ id: 3, name: "Sunset Roses", sizes: [...DELUXE] }), soldOut);
    await userEvent.click(await screen.findByRole("button", { name: "Order again" }));
    expect(
      await screen.findByText("Glass vase is no longer available and was left out."),
    ).toBeInTheDocument();
    expect(currentPath()).toBe("/orders");
    expect(keptDraft("3", 3)).toMatchObject({ addOns: [] });
    await userEvent.click(screen.getByRole("button", { name: "Continue to the order form" }));
    expect(currentPath()).toBe("/order/3?size=deluxe");
  });

  it("says a bouquet no longer sold is no longer available and stays on the orders", async () => {
    openWith(() => apiError(404, "Product not found"));
    await userEvent.click(await screen.findByRole("button", { name: "Order again" }));
    expect(await screen.findByText("This bouquet is no longer available.")).toBeInTheDocument();
    expect(currentPath()).toBe("/orders");
    expect(keptDraft("3", 3)).toBeNull();
  });

  it("says so of a bouquet out of stock too", async () => {
    openWith(() => productWire({ id: 3, in_stock: false }));
    await userEvent.click(await screen.findByRole("button", { name: "Order again" }));
    expect(await screen.findByText("This bouquet is no longer available.")).toBeInTheDocument();
    expect(currentPath()).toBe("/orders");
  });
});
