// /product/:id: details, the size picker with prices, the order bar (price and Order Now
// together), ordering rules (visitors too, in stock only, the chosen size carried to the order
// form), WhatsApp click-to-chat, favourite, share, and the not-found and failed states; stars
// only from real reviews; a Khmer name broken between its words.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SHOP } from "../../shared/shop";
import { FAVOURITES_KEY } from "../hooks/useFavourite";
import { setLanguage } from "../i18n";
import { loadLanguage } from "../i18n/load";
import { productWire, StateProbe } from "../test/catalog";
import { shownLineBreaks } from "../test/khmer";
import { currentPath, customer, mockApi, renderPage, storeSession } from "../test/render";
import ProductPage from "./ProductPage";

const show = (id = "1") =>
  renderPage(<ProductPage />, `/product/${id}`, {
    path: "/product/:id",
    routes: <Route path="/login" element={<StateProbe />} />,
  });

/** A product offering standard at $45 and deluxe at $60. */
const withTwoSizes = (over: Parameters<typeof productWire>[0] = {}) =>
  productWire({
    sizes: [
      { id: "standard", label: "Standard", price: 45, price_khr: 184500 },
      { id: "deluxe", label: "Deluxe", price: 60, price_khr: 246000 },
    ],
    ...over,
  });

afterEach(() => {
  vi.restoreAllMocks();
  setLanguage("en");
});

describe("ProductPage", () => {
  it("shows the flower: name, rating with its real review count, discounted price and numbered inclusions", async () => {
    mockApi({
      "GET /api/products/1": () => productWire({ review_count: 1 }),
      "GET /api/products/1/reviews": () => ({ reviews: [], next_cursor: null }),
    });
    show();
    expect(await screen.findByRole("heading", { level: 1, name: "Red Rose Bouquet" })).toBeInTheDocument();
    expect(screen.getByText("(1 review)")).toBeInTheDocument();
    expect(screen.getByText(/Rated/).closest("p")).toHaveTextContent("Rated 4.5 out of 5");
    const headline = document.querySelector(".price-large") as HTMLElement;
    expect(within(headline).getByText("$45.00", { exact: false })).toBeInTheDocument();
    expect(within(headline).getByText("$60.00", { exact: false }).closest("s")).not.toBeNull();
    expect(within(headline).getByText("25% off")).toBeInTheDocument();
    expect(screen.getByText("Twelve long-stem red roses, hand-tied.")).toBeInTheDocument();
    const included = within(screen.getByRole("region", { name: "What's Included" })).getAllByRole("listitem");
    expect(included.map((item) => item.textContent)).toEqual([
      "12 red roses",
      "Eucalyptus",
      "Hand-written card",
    ]);
    expect(included[0]?.closest("ol")).not.toBeNull();
    expect(screen.getByRole("img", { name: "Red Rose Bouquet" })).toHaveAttribute(
      "src",
      "/api/uploads/seed/red-roses.webp",
    );
  });

  it("says 'No reviews yet' with no stars and no figure when nobody has reviewed it", async () => {
    mockApi({ "GET /api/products/1": () => productWire({ rating: 4.5, review_count: 0 }) });
    show();
    await screen.findByRole("heading", { level: 1, name: "Red Rose Bouquet" });
    expect(screen.getByText("No reviews yet")).toBeInTheDocument();
    expect(screen.queryByText(/Rated/)).toBeNull();
    expect(screen.queryByText("4.5")).toBeNull();
    expect(document.querySelector(".rating-stars")).toBeNull();
  });

  it("says it in the page's language, stars still left out: '暂无评价' alone in Chinese", async () => {
    await loadLanguage("/zh/");
    mockApi({ "GET /api/products/1": () => productWire({ rating: 4.5, review_count: 0 }) });
    show();
    const rating = (await screen.findByText("暂无评价")).closest("p") as HTMLElement;
    expect(rating).toHaveTextContent(/^暂无评价$/);
    expect(document.querySelector(".rating-stars")).toBeNull();
  });

  it("breaks the owner's Khmer name and description between words on a Khmer page", async () => {
    await loadLanguage("/km/");
    mockApi({
      "GET /api/products/1": () => productWire({ name: "ភួងផ្កាកុលាបក្រហម", description: "ផ្កាកុលាបក្រហមដប់ពីរទង។" }),
    });
    show();
    const name = await screen.findByRole("heading", { level: 1 });
    expect(name.textContent).toBe("ភួងផ្កាកុលាបក្រហម");
    expect(shownLineBreaks(name)).toBe("ភួងផ្កា|កុលាប|ក្រហម");
    expect(shownLineBreaks(document.querySelector(".product-detail-description") as Element)).toBe(
      "ផ្កា|កុលាប|ក្រហម|ដប់ពីរ|ទង។",
    );
    // the chat's prefilled message leaves the page: no marks in the link
    expect(document.querySelector("a.whatsapp-chat")?.getAttribute("href")).not.toMatch(
      /%E2%80%8B|%E2%81%A0/i,
    );
  });

  it("marks the owner's texts not yet translated as English on a Chinese page, for the screen reader's voice", async () => {
    await loadLanguage("/zh/");
    mockApi({ "GET /api/products/1": () => productWire({ description: "十二枝长茎红玫瑰，手工扎成。" }) });
    show();
    const name = await screen.findByRole("heading", { level: 1, name: "Red Rose Bouquet" });
    expect(name).toHaveAttribute("lang", "en");
    expect(screen.getByRole("img", { name: "Red Rose Bouquet" })).toHaveAttribute("lang", "en");
    expect(document.querySelector('.breadcrumb [aria-current="page"]')).toHaveAttribute("lang", "en");
    const included = within(screen.getByRole("region", { name: "花束包含" })).getAllByRole("listitem");
    expect(included.map((item) => item.getAttribute("lang"))).toEqual(["en", "en", "en"]);
    // the description the owner translated is the page's language
    expect(screen.getByText("十二枝长茎红玫瑰，手工扎成。")).not.toHaveAttribute("lang");
  });

  it("leaves the owner's Khmer texts in the page's language, and English pages unmarked", async () => {
    await loadLanguage("/km/");
    mockApi({
      "GET /api/products/1": () => productWire({ name: "ភួងផ្កាកុលាបក្រហម", whats_included: "ផ្កាកុលាប 12 ទង" }),
    });
    const { unmount } = show();
    expect(await screen.findByRole("heading", { level: 1 })).not.toHaveAttribute("lang");
    expect(document.querySelector(".included-list li")).not.toHaveAttribute("lang");
    unmount();

    setLanguage("en");
    mockApi({ "GET /api/products/1": () => productWire() });
    show();
    expect(await screen.findByRole("heading", { level: 1, name: "Red Rose Bouquet" })).not.toHaveAttribute(
      "lang",
    );
    expect(document.querySelector("[lang]")).toBeNull();
  });

  it("takes an anonymous visitor straight to the order form, which asks her for an e-mailed code", async () => {
    mockApi({ "GET /api/products/1": () => productWire() });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole("button", { name: "Order Now" }));
    expect(currentPath(screen)).toBe("/order/1");
    expect(screen.queryByText("Please login to place an order")).toBeNull();
  });

  it("offers the product's sizes with their prices and carries the chosen one to the order form", async () => {
    storeSession(customer());
    mockApi({
      "GET /api/products/1": () => withTwoSizes(),
    });
    const user = userEvent.setup();
    show();
    const sizes = await screen.findByRole("group", { name: "Size" });
    expect(within(sizes).getByRole("radio", { name: "Standard $45.00 · ៛184,500" })).toBeChecked();
    await user.click(within(sizes).getByRole("radio", { name: "Deluxe $60.00 · ៛246,000" }));
    await user.click(screen.getByRole("button", { name: "Order Now" }));
    expect(currentPath(screen)).toBe("/order/1?size=deluxe");
  });

  it("shows the chosen size's price in the headline, and the discount only with the standard size", async () => {
    mockApi({
      "GET /api/products/1": () => withTwoSizes({ price: 45, original_price: 50, discount_percentage: 10 }),
    });
    const user = userEvent.setup();
    show();
    const sizes = await screen.findByRole("group", { name: "Size" });
    const headline = () => document.querySelector(".price-large");
    expect(headline()).toHaveTextContent("$45.00");
    expect(headline()).toHaveTextContent("10% off");
    await user.click(within(sizes).getByRole("radio", { name: "Deluxe $60.00 · ៛246,000" }));
    expect(headline()).toHaveTextContent("$60.00");
    expect(headline()).not.toHaveTextContent("off");
  });

  it("keeps the price of the chosen size beside Order Now in the order bar", async () => {
    mockApi({
      "GET /api/products/1": () => withTwoSizes(),
    });
    const user = userEvent.setup();
    show();
    const order = await screen.findByRole("button", { name: "Order Now" });
    const bar = order.parentElement as HTMLElement;
    expect(bar).toHaveTextContent(/^\$45\.00 · ៛184,500Order Now/);
    expect(within(bar).getByRole("button", { name: "Favourite" })).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Deluxe $60.00 · ៛246,000" }));
    expect(bar).toHaveTextContent(/^\$60\.00 · ៛246,000Order Now/);
  });

  it("opens a WhatsApp chat with the shop, the message naming the flower", async () => {
    mockApi({ "GET /api/products/1": () => productWire() });
    show();
    const chat = await screen.findByRole("link", { name: "Chat on WhatsApp (opens in a new tab)" });
    const url = new URL(chat.getAttribute("href") ?? "");
    expect(url.origin + url.pathname).toBe(`https://wa.me/${SHOP.whatsapp.replace(/\D/g, "")}`);
    expect(url.searchParams.get("text")).toBe(
      `Hello ${SHOP.name}, I have a question about the Red Rose Bouquet.`,
    );
    expect(chat).toHaveAttribute("target", "_blank");
    expect(chat).toHaveAttribute("rel", expect.stringContaining("noopener"));
  });

  it("shows no size picker for a product offered in one size", async () => {
    mockApi({ "GET /api/products/1": () => productWire() });
    show();
    await screen.findByRole("button", { name: "Order Now" });
    expect(screen.queryByRole("group", { name: "Size" })).not.toBeInTheDocument();
  });

  it("takes a signed-in customer to the order form", async () => {
    storeSession(customer());
    mockApi({ "GET /api/products/1": () => productWire() });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole("button", { name: "Order Now" }));
    expect(currentPath(screen)).toBe("/order/1");
  });

  it("refuses to order an out-of-stock flower and says why", async () => {
    storeSession(customer());
    mockApi({ "GET /api/products/4": () => productWire({ id: 4, in_stock: false }) });
    const user = userEvent.setup();
    show("4");
    const button = await screen.findByRole("button", { name: "Order Now" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("This product is currently out of stock");
    expect(screen.getByText("This product is currently out of stock")).toBeVisible();
    await user.click(button);
    expect(currentPath(screen)).toBe("/product/4");
  });

  it("says 'Product not found' with a way back to the flowers for an unknown id", async () => {
    mockApi({});
    show("999");
    expect(await screen.findByRole("heading", { level: 1, name: "Product not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse our flowers" })).toHaveAttribute("href", "/products");
    expect(screen.queryByRole("button", { name: "Order Now" })).not.toBeInTheDocument();
  });

  it("offers to try again when the catalogue cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let calls = 0;
    mockApi({
      "GET /api/products/1": () => {
        calls += 1;
        return calls === 1 ? Response.json({ detail: "down" }, { status: 503 }) : productWire();
      },
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Red Rose Bouquet" })).toBeInTheDocument();
  });

  it("keeps the favourite toggle in local storage", async () => {
    mockApi({ "GET /api/products/1": () => productWire() });
    const user = userEvent.setup();
    const first = show();
    const heart = await screen.findByRole("button", { name: "Favourite" });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    await user.click(heart);
    expect(heart).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? "[]")).toEqual(["1"]);

    first.unmount();
    show();
    expect(await screen.findByRole("button", { name: "Favourite" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Favourite" }));
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? "[]")).toEqual([]);
  });

  it("copies the link and confirms 'Link copied to clipboard!' without a share sheet", async () => {
    mockApi({ "GET /api/products/1": () => productWire() });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole("button", { name: "Share this flower" }));
    expect(await screen.findByText("Link copied to clipboard!")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });
});
