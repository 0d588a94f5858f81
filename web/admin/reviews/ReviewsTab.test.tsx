// Reviews tab: every review newest first with product, stars, comment, first name and date,
// hidden ones marked; Hide / Show in place (PUT), a failure told; Show more with the cursor.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminReviewWire } from "../../../shared/reviews";
import { apiError } from "../../test/render";
import { mockApi, renderAt, sentBodies } from "../testing";
import { ReviewsTab } from "./ReviewsTab";

afterEach(() => vi.restoreAllMocks());

const review = (over: Partial<AdminReviewWire> = {}): AdminReviewWire => ({
  id: 2,
  order_id: 12,
  product_id: 3,
  rating: 5,
  comment: "Stunning roses",
  reviewer_name: "Sokha",
  created_at: "2026-03-02T03:00:00.000Z",
  hidden: false,
  product_name: "Sunset Roses",
  ...over,
});

const items = () => screen.getAllByRole("article");

describe("ReviewsTab", () => {
  it("lists reviews with product, stars, reviewer, order, date and comment; hidden ones marked", async () => {
    mockApi({
      "GET /api/admin/reviews": () => ({
        reviews: [
          review(),
          review({ id: 1, order_id: 9, rating: 2, comment: "", hidden: true, reviewer_name: "Dara" }),
        ],
        next_cursor: null,
      }),
    });
    renderAt(<ReviewsTab />, "/admin?tab=reviews");
    expect(await screen.findByRole("heading", { name: "Reviews" })).toBeInTheDocument();
    const [first, second] = items() as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("heading", { name: "Sunset Roses" })).toBeInTheDocument();
    expect(within(first).getByRole("img", { name: "5 stars" })).toBeInTheDocument();
    expect(first).toHaveTextContent("Sokha");
    expect(first).toHaveTextContent("Order #12");
    expect(first).toHaveTextContent("Stunning roses");
    expect(within(first).getByText(/2026/, { selector: "time" })).toHaveAttribute(
      "datetime",
      "2026-03-02T03:00:00.000Z",
    );
    expect(within(first).queryByText("Hidden")).toBeNull();
    expect(within(second).getByText("Hidden")).toBeInTheDocument();
    expect(within(second).getByText("No comment.")).toBeInTheDocument();
    expect(
      within(second).getByRole("button", { name: "Show Dara's review of Sunset Roses" }),
    ).toBeInTheDocument();
    expect(screen.getByText("All reviews shown.")).toBeInTheDocument();
  });

  it("hides a review in place and says so", async () => {
    const spy = mockApi({
      "GET /api/admin/reviews": () => ({ reviews: [review()], next_cursor: null }),
      "PUT /api/admin/reviews/2": () => review({ hidden: true }),
    });
    const user = userEvent.setup();
    renderAt(<ReviewsTab />, "/admin?tab=reviews");
    await user.click(await screen.findByRole("button", { name: "Hide Sokha's review of Sunset Roses" }));
    expect(await screen.findByText("Sokha's review of Sunset Roses is hidden")).toBeInTheDocument();
    expect(within(items()[0] as HTMLElement).getByText("Hidden")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show Sokha's review of Sunset Roses" })).toBeInTheDocument();
    expect(sentBodies(spy, "PUT", "/api/admin/reviews/2")).toEqual([{ hidden: true }]);
  });

  it("tells a failure and keeps the review as it was", async () => {
    mockApi({
      "GET /api/admin/reviews": () => ({ reviews: [review()], next_cursor: null }),
      "PUT /api/admin/reviews/2": () => apiError(404, "Review not found"),
    });
    const user = userEvent.setup();
    renderAt(<ReviewsTab />, "/admin?tab=reviews");
    await user.click(await screen.findByRole("button", { name: /^Hide/ }));
    expect(await screen.findByText("Review not found")).toBeInTheDocument();
    expect(screen.queryByText("Hidden")).toBeNull();
  });

  it("pages through the server with Show more", async () => {
    mockApi({
      "GET /api/admin/reviews": (_init, url) =>
        url.searchParams.get("cursor") === "next"
          ? { reviews: [review({ id: 1, reviewer_name: "Vanna" })], next_cursor: null }
          : { reviews: [review()], next_cursor: "next" },
    });
    const user = userEvent.setup();
    renderAt(<ReviewsTab />, "/admin?tab=reviews");
    await user.click(await screen.findByRole("button", { name: "Show more reviews" }));
    expect(await screen.findByText("Vanna")).toBeInTheDocument();
    expect(items()).toHaveLength(2);
  });

  it("says so when there is no review yet", async () => {
    mockApi({ "GET /api/admin/reviews": () => ({ reviews: [], next_cursor: null }) });
    renderAt(<ReviewsTab />, "/admin?tab=reviews");
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
    expect(screen.queryByText("All reviews shown.")).not.toBeInTheDocument();
  });
});
