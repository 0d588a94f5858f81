// The Dashboard's coming peak days: each product limit's bookings against it as a bar with the
// numbers in words (never the colour alone), the picture named by a summary, the numbers in a table.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PeakDayBars } from "./PeakDayBars";

const VALENTINE = {
  date: "2027-02-14",
  name: "Valentine's Day",
  surcharge: 5,
  limits: [
    { product_id: 1, product_name: "Angkor Red Roses", quantity: 40, booked: 10 },
    { product_id: 2, product_name: "Blush Rose Hatbox", quantity: 15, booked: 15 },
  ],
};

describe("PeakDayBars", () => {
  it("shows each coming peak day's bookings against its limits, in words beside each bar", () => {
    render(
      <PeakDayBars
        days={[VALENTINE, { date: "2027-03-08", name: "Women's Day", surcharge: 0, limits: [] }]}
      />,
    );
    const valentine = screen.getByRole("region", { name: "Valentine's Day · Sun, 14 Feb 2027" });
    expect(within(valentine).getByText("Surcharge $5.00 per order")).toBeInTheDocument();
    const picture = within(valentine).getByRole("img");
    expect(picture).toHaveAccessibleName(
      "Valentine's Day · Sun, 14 Feb 2027: Angkor Red Roses, 10 of 40 booked · 30 left; Blush Rose Hatbox, 15 of 15 booked · Sold out.",
    );
    expect(within(picture).getByText("10 of 40 booked · 30 left")).toBeInTheDocument();
    expect(within(picture).getByText("15 of 15 booked · Sold out")).toBeInTheDocument();
    const fills = [...picture.querySelectorAll<HTMLElement>(".bar-fill")].map((bar) => bar.style.width);
    expect(fills).toEqual(["25%", "100%"]);
    const rows = within(within(valentine).getByRole("table")).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "ProductBookedLimitLeft",
      "Angkor Red Roses104030",
      "Blush Rose Hatbox15150",
    ]);
    const womensDay = screen.getByRole("region", { name: "Women's Day · Mon, 8 Mar 2027" });
    expect(within(womensDay).getByText("No surcharge")).toBeInTheDocument();
    expect(within(womensDay).getByText("No product limits for this day.")).toBeInTheDocument();
  });

  it("draws nothing when no peak day is coming", () => {
    const { container } = render(<PeakDayBars days={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
