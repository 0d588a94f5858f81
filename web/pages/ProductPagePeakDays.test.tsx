// /product/:id on the coming peak days (docs/decisions/072): how many are left for each when few
// are ("12 left for 14 February"), a sold-out day named, nothing while many are left; in the
// page's language.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PEAK_FEW_LEFT } from "../../shared/peak-days";
import { setLanguage } from "../i18n";
import { loadLanguage } from "../i18n/load";
import { productDetailWire } from "../test/catalog";
import { mockApi, renderPage } from "../test/render";
import ProductPage from "./ProductPage";

afterEach(() => {
  vi.restoreAllMocks();
  setLanguage("en");
});

const PEAK_LEFT = [
  { date: "2027-02-14", left: 12 },
  { date: "2027-03-08", left: 0 },
  { date: "2027-04-13", left: PEAK_FEW_LEFT + 1 },
];

function show(peakLeft = PEAK_LEFT, over: Parameters<typeof productDetailWire>[0] = {}) {
  mockApi({
    "GET /api/products/1": () => productDetailWire({ peak_left: peakLeft, ...over }),
    "GET /api/products/1/reviews": () => ({ reviews: [], next_cursor: null }),
  });
  renderPage(<ProductPage />, "/product/1", { path: "/product/:id" });
}

describe("ProductPage on peak days", () => {
  it("says how many are left when few are, names a sold-out day, and says nothing while many are", async () => {
    show();
    expect(await screen.findByText("12 left for 14 February")).toBeInTheDocument();
    expect(screen.getByText("Sold out for 8 March")).toBeInTheDocument();
    expect(screen.queryByText(/13 April/)).toBeNull();
  });

  it("says it in Chinese on a Chinese page", async () => {
    await loadLanguage("/zh/");
    show();
    expect(await screen.findByText("2月14日仅剩 12 份")).toBeInTheDocument();
    expect(screen.getByText("3月8日已售罄")).toBeInTheDocument();
  });

  it("says nothing of peak days for a bouquet out of stock", async () => {
    show(PEAK_LEFT, { in_stock: false });
    expect(await screen.findByText("This product is currently out of stock")).toBeInTheDocument();
    expect(screen.queryByText(/left for|Sold out for/)).toBeNull();
  });
});
