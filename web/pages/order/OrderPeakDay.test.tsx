// The order form on a peak day (docs/decisions/072): the chosen day's name and surcharge, the
// surcharge as a line of the summary and in the live total, how many of the bouquet are left for
// it, a sold-out day named, and the server's refusal past the limit shown as it says it; in
// English and in Chinese.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import zh from "../../../shared/i18n/zh.json";
import type { PeakLeftWire } from "../../../shared/peak-days";
import { setLanguage } from "../../i18n";
import { productDetailWire } from "../../test/catalog";
import { ADD_ONS, shopAnswer, slotsAnswer, TODAY, TOMORROW } from "../../test/florist";
import { customer, mockApi, renderSignedIn } from "../../test/render";
import OrderPage from "./OrderPage";

afterEach(() => {
  vi.restoreAllMocks();
  setLanguage("en");
});

const VALENTINE = { date: TOMORROW, name: "Valentine's Day", surcharge: 5 };

function openOrderPage(peakLeft: PeakLeftWire[], routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    "GET /api/products/3": () =>
      productDetailWire({ id: 3, name: "Sunset Roses", price: 45, peak_left: peakLeft }),
    "GET /api/shop": () => shopAnswer({ peak_days: [VALENTINE] }),
    "GET /api/addons": () => ADD_ONS,
    "GET /api/delivery/slots": (_init, query) => slotsAnswer(query.searchParams.get("date") ?? TODAY),
    ...routes,
  });
  renderSignedIn(<OrderPage />, "/order/3", { path: "/order/:id", user: customer() });
  return api;
}

const summary = () => within(screen.getByRole("region", { name: /Your order|您的订单/ }));
const total = () => screen.getByTestId("order-total").textContent;

describe("the order form on a peak day", () => {
  it("names the day and its surcharge, adds the surcharge as a line and to the total, and says how many are left", async () => {
    openOrderPage([{ date: TOMORROW, left: 3 }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: /^Today/ }));
    expect(total()).toBe("$45.00");
    expect(screen.queryByText(/a peak day/)).toBeNull();

    await user.click(screen.getByRole("radio", { name: /^Tomorrow/ }));
    expect(
      await screen.findByText("Valentine's Day: a peak day. Orders for it carry a $5.00 surcharge."),
    ).toBeInTheDocument();
    expect(screen.getByText("3 left for 24 November")).toBeInTheDocument();
    const line = summary().getByText(/Peak day surcharge/, { selector: "dt" });
    expect(line).toHaveTextContent("Peak day surcharge · Valentine's Day");
    expect(line.nextElementSibling).toHaveTextContent("$5.00 · ៛20,500");
    expect(total()).toBe("$50.00");
  });

  it("names a day the bouquet is sold out for, and shows the server's refusal naming the bouquet and the day", async () => {
    const refusal = "Sunset Roses is sold out for Valentine's Day, 24 November. Please choose another day.";
    openOrderPage([{ date: TOMORROW, left: 0 }], {
      "POST /api/orders": () => Response.json({ detail: refusal, code: "peakSoldOut" }, { status: 409 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: /^Tomorrow/ }));
    expect(await screen.findByText("Sold out for 24 November")).toBeInTheDocument();
    await user.click(await screen.findByRole("radio", { name: /Afternoon/ }));
    await user.click(screen.getByRole("checkbox", { name: "I am the recipient" }));
    await user.type(screen.getByLabelText("Delivery address"), "Street 9, Wat Bo");
    await user.click(screen.getByRole("button", { name: "Place order" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(refusal);
    expect(alert).not.toHaveTextContent("The delivery times are refreshed");
  });

  it("says it in Chinese on a Chinese page", async () => {
    setLanguage("zh", zh);
    openOrderPage([{ date: TOMORROW, left: 12 }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: /^明天/ }));
    expect(
      await screen.findByText("Valentine's Day：节日高峰。当天的订单加收 $5.00 附加费。"),
    ).toBeInTheDocument();
    expect(screen.getByText("11月24日仅剩 12 份")).toBeInTheDocument();
    expect(summary().getByText(/节日附加费/, { selector: "dt" })).toHaveTextContent(
      "节日附加费 · Valentine's Day",
    );
  });
});
