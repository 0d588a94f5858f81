// Reviews in the storefront: the form on /orders for a delivered order (stars as radios,
// comment counter, the server's refusal shown), "Your review" once written, and the product
// page's real count and list with "Show more".
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReviewWire } from "../../../shared/reviews";
import type { OrderWire } from "../../../shared/schemas";
import OrdersPage from "../../pages/OrdersPage";
import ProductPage from "../../pages/ProductPage";
import { productWire } from "../../test/catalog";
import { orderWire } from "../../test/orders";
import { apiError, mockApi, renderPage, renderSignedIn, sentBodies } from "../../test/render";

afterEach(() => vi.restoreAllMocks());

const reviewWire = (over: Partial<ReviewWire> = {}): ReviewWire => ({
  id: 1,
  order_id: 1,
  product_id: 3,
  rating: 4,
  comment: "Beautiful roses, on time.",
  reviewer_name: "Dara",
  created_at: "2026-03-02T20:30:00.000Z",
  ...over,
});

const delivered = (over: Partial<OrderWire> & { review?: ReviewWire | null } = {}) =>
  orderWire({ id: 1, product_id: 3, product_name: "Sunset Roses", status: "delivered", ...over });

describe("reviewing an order on /orders", () => {
  it("sends the chosen stars and comment, then shows 'Your review'", async () => {
    const sent = reviewWire({ rating: 4, comment: "Lovely" });
    const spy = mockApi({
      "GET /api/user/orders": () => [{ ...delivered(), review: null }],
      "POST /api/orders/1/review": () => Response.json(sent, { status: 201 }),
    });
    const user = userEvent.setup();
    renderSignedIn(<OrdersPage />, "/orders");

    await user.click(await screen.findByRole("button", { name: "Review this order" }));
    const stars = screen.getByRole("group", { name: "Your rating" });
    expect(
      within(stars)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["1", "2", "3", "4", "5"]);
    expect(within(stars).getByRole("radio", { name: "1 star" })).toBeInTheDocument();
    await user.click(within(stars).getByRole("radio", { name: "4 stars" }));
    const comment = screen.getByRole("textbox", { name: /Comment/ });
    await user.type(comment, "Lovely");
    expect(screen.getByText("6 / 1000 characters")).toBeInTheDocument();
    expect(comment).toHaveAttribute("maxLength", "1000");
    await user.click(screen.getByRole("button", { name: "Send review" }));

    expect(await screen.findByRole("heading", { name: "Your review" })).toBeInTheDocument();
    // The form (and its focused button) is gone: the new heading has the focus.
    expect(screen.getByRole("heading", { name: "Your review" })).toHaveFocus();
    expect(screen.getByText("Thank you for your review!")).toHaveAttribute("role", "status");
    expect(screen.getByRole("img", { name: "4 stars" })).toBeInTheDocument();
    expect(screen.getByText("Lovely")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Review this order" })).not.toBeInTheDocument();
    expect(sentBodies(spy, "POST", "/api/orders/1/review")).toEqual([{ rating: 4, comment: "Lovely" }]);
  });

  it("asks for a rating before sending anything", async () => {
    const spy = mockApi({ "GET /api/user/orders": () => [{ ...delivered(), review: null }] });
    const user = userEvent.setup();
    renderSignedIn(<OrdersPage />, "/orders");
    await user.click(await screen.findByRole("button", { name: "Review this order" }));
    await user.click(screen.getByRole("button", { name: "Send review" }));
    expect(await screen.findByText("Choose a rating from 1 to 5 stars")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "5 stars" })).toHaveAttribute("aria-invalid", "true");
    expect(sentBodies(spy, "POST", "/api/orders/1/review")).toEqual([]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    mockApi({
      "GET /api/user/orders": () => [{ ...delivered(), review: null }],
      "POST /api/orders/1/review": () => apiError(409, "This order has already been reviewed"),
    });
    const user = userEvent.setup();
    renderSignedIn(<OrdersPage />, "/orders");
    await user.click(await screen.findByRole("button", { name: "Review this order" }));
    await user.click(screen.getByRole("radio", { name: "5 stars" }));
    await user.type(screen.getByRole("textbox", { name: /Comment/ }), "Great");
    await user.click(screen.getByRole("button", { name: "Send review" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This order has already been reviewed");
    expect(screen.getByRole("textbox", { name: /Comment/ })).toHaveValue("Great");
    expect(screen.getByRole("radio", { name: "5 stars" })).toBeChecked();
  });

  it("shows a review written before, and no form on an order not delivered", async () => {
    mockApi({
      "GET /api/user/orders": () => [
        { ...delivered({ id: 1 }), review: reviewWire({ rating: 5, comment: "Perfect" }) },
        { ...delivered({ id: 2, status: "shipped", product_name: "Lilies" }), review: null },
      ],
    });
    renderSignedIn(<OrdersPage />, "/orders");
    const [shipped, done] = await screen.findAllByRole("article");
    expect(within(done as HTMLElement).getByRole("heading", { name: "Your review" })).toBeInTheDocument();
    expect(within(done as HTMLElement).getByRole("img", { name: "5 stars" })).toBeInTheDocument();
    expect(within(done as HTMLElement).getByText("Perfect")).toBeInTheDocument();
    expect(within(shipped as HTMLElement).queryByRole("button", { name: "Review this order" })).toBeNull();
    expect(within(shipped as HTMLElement).queryByText("Your review")).toBeNull();
  });
});

const showProduct = () =>
  renderPage(<ProductPage />, "/product/1", {
    path: "/product/:id",
    routes: <Route path="/x" element={null} />,
  });

describe("the product page's reviews", () => {
  it("says 'No reviews yet' and asks for no list when there are none", async () => {
    const spy = mockApi({ "GET /api/products/1": () => productWire({ review_count: 0 }) });
    showProduct();
    expect(await screen.findByText("No reviews yet")).toBeInTheDocument();
    const section = screen.getByRole("region", { name: "Reviews" });
    expect(await within(section).findByText(/^No reviews yet\. Customers can review/)).toBeInTheDocument();
    expect(spy.mock.calls.some(([input]) => String(input).includes("/reviews"))).toBe(false);
  });

  it("shows the real count and the reviews, newest first, with Show more", async () => {
    mockApi({
      "GET /api/products/1": () => productWire({ rating: 4.3, review_count: 3 }),
      "GET /api/products/1/reviews": (_init, url) =>
        url.searchParams.get("cursor") === "c2"
          ? {
              reviews: [reviewWire({ id: 1, reviewer_name: "Sokha", rating: 5, comment: "" })],
              next_cursor: null,
            }
          : {
              reviews: [
                reviewWire({ id: 3, reviewer_name: "Vanna", rating: 4, comment: "Fresh and fragrant" }),
                reviewWire({ id: 2, reviewer_name: "Dara", rating: 4 }),
              ],
              next_cursor: "c2",
            },
    });
    const user = userEvent.setup();
    showProduct();
    expect(await screen.findByText("(3 reviews)")).toBeInTheDocument();
    expect(screen.getByText(/Rated/).closest("p")).toHaveTextContent("Rated 4.3 out of 5");
    const section = screen.getByRole("region", { name: "Reviews (3)" });
    const names = () =>
      within(section)
        .getAllByRole("listitem")
        .map((item) => item.querySelector(".review-name")?.textContent);
    expect(await within(section).findByText("Fresh and fragrant")).toBeInTheDocument();
    expect(names()).toEqual(["Vanna", "Dara"]);
    expect(within(section).getAllByRole("img", { name: "4 stars" })).toHaveLength(2);
    // 20:30 UTC on 2 March is already 3 March in Siem Reap (UTC+7), as the owner's tab says.
    expect(within(section).getAllByText("3 Mar 2026, 03:30 (Siem Reap time)")).toHaveLength(2);

    await user.click(within(section).getByRole("button", { name: "Show more reviews" }));
    expect(await within(section).findByText("Sokha")).toBeInTheDocument();
    expect(names()).toEqual(["Vanna", "Dara", "Sokha"]);
    expect(within(section).queryByRole("button", { name: "Show more reviews" })).toBeNull();
    // The button is gone: its focus went to the note, which counts in the singular.
    const note = within(section).getByRole("status");
    expect(note).toHaveTextContent("1 more review shown. All reviews shown.");
    expect(note).toHaveFocus();
  });
});
