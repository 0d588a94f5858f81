// The Dashboard's charts as the owner sees them: each under its heading, named by a summary,
// with its numbers in a table that opens; the 30/90-day switch asks for its days and keeps its
// choice in the URL; grey shapes while loading, the error banner with a retry when it fails.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MSG } from "../../../shared/messages";
import type { ReportSlot, ReportsAnswer } from "../../../shared/reports";
import { formatDayParts, formatShopDate } from "../../lib/delivery-format";
import { currentPath, DASHBOARD_STATS, mockApi, orderWire, renderAt, shopDay } from "../testing";
import { DashboardTab } from "./DashboardTab";

afterEach(() => vi.restoreAllMocks());

const dashboard = {
  stats: DASHBOARD_STATS,
  recent_orders: [orderWire({ id: 12, customer_name: "Chan Lina" })],
  recent_users: [],
};

/** `count` days up to today, all without orders but two: 9 days ago and today. */
function days(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const date = shopDay(index + 1 - count);
    if (date === shopDay(-9)) return { date, orders: 5, revenue: 210, paid_revenue: 210 };
    if (date === shopDay(0)) return { date, orders: 3, revenue: 135.5, paid_revenue: 90 };
    return { date, orders: 0, revenue: 0, paid_revenue: 0 };
  });
}

/** The next 14 days' three slots of 20: 3 booked this morning, the evening 2 days on full,
 *  day 10 a closed date (one order booked before it closed). */
const BOOKED: Record<string, number> = { "0 morning": 3, "2 evening": 20, "10 afternoon": 1 };
const booked = (day: number, slot: string) => BOOKED[`${day} ${slot}`] ?? 0;

function slots(): ReportSlot[] {
  return Array.from({ length: 14 }, (_, day) =>
    [
      ["morning", "Morning"],
      ["afternoon", "Afternoon"],
      ["evening", "Evening"],
    ].map(([slot = "", label = ""]) => ({
      date: shopDay(day),
      slot,
      label,
      booked: booked(day, slot),
      capacity: day === 10 ? 0 : 20,
      closed: day === 10,
    })),
  ).flat();
}

const report = (range = 30): ReportsAnswer => ({
  days: days(range),
  slots: slots(),
  top_products: [
    { product_id: 4, name: "Red Rose Bouquet", orders: 6, revenue: 285.5 },
    { product_id: 9, name: "White Lily Vase", orders: 2, revenue: 60 },
  ],
  by_category: [
    { category: "roses", orders: 6, revenue: 285.5 },
    { category: "mixed", orders: 2, revenue: 60 },
  ],
});

const reportsUrls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .map(([url]) => new URL(String(url), "http://localhost"))
    .filter((url) => url.pathname === "/api/admin/reports")
    .map((url) => url.search);

const dayMonth = (date: string) => formatDayParts(date).dayMonth;

const chart = (name: string) => screen.getByRole("region", { name });

/** Opens a chart's table and gives its row headed `name`. */
async function tableRow(chartName: string, rowName: string) {
  const card = chart(chartName);
  await userEvent.click(within(card).getByText("Show the numbers"));
  return within(card).getByRole("rowheader", { name: rowName }).closest("tr") as HTMLElement;
}

function renderDashboard(url = "/admin") {
  renderAt(<DashboardTab onShowOrders={() => {}} />, url);
}

describe("the Dashboard's charts", () => {
  it("draws revenue and orders per day for the last 30 days, with a summary and the day's numbers", async () => {
    const fetch = mockApi({
      "GET /api/admin/dashboard": () => dashboard,
      "GET /api/admin/reports": () => report(),
    });
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "Revenue and orders per day" })).toBeInTheDocument();
    // the numbers stay above the charts
    expect(screen.getByText("Revenue (delivered)").nextElementSibling).toHaveTextContent("$1,234.50");

    const card = chart("Revenue and orders per day");
    expect(within(card).getByText("Last 30 days")).toBeInTheDocument();
    // the numbers above count cancelled orders ("Total orders"), these do not, and say so
    expect(within(card).getByText("Cancelled orders are not counted in these charts.")).toBeVisible();
    expect(within(card).getByRole("img")).toHaveAccessibleName(
      `Revenue per day, ${dayMonth(shopDay(-29))} to ${dayMonth(shopDay(0))}: ` +
        `$345.50 from 8 orders, $300.00 paid. Best day ${formatShopDate(shopDay(-9))}, $210.00.`,
    );
    expect(within(card).getByText("Not yet paid").closest("div")).toHaveTextContent("$45.50");

    const today = await tableRow("Revenue and orders per day", formatShopDate(shopDay(0)));
    expect(
      within(today)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["3", "$135.50", "$90.00"]);
    expect(within(card).getAllByRole("row")).toHaveLength(31);
    expect(reportsUrls(fetch)).toEqual([`?from=${shopDay(-29)}&to=${shopDay(0)}`]);
  });

  it("shades the next two weeks' slots, a closed day as closed, with each slot's bookings in the table", async () => {
    mockApi({ "GET /api/admin/dashboard": () => dashboard, "GET /api/admin/reports": () => report() });
    renderDashboard();
    await screen.findByRole("heading", { name: "Slot fullness" });
    const card = chart("Slot fullness");
    expect(within(card).getByRole("img")).toHaveAccessibleName(
      new RegExp(
        `^Slot fullness, .*: 23 of 780 places booked, 1 of 39 slots full, 3 closed\\. ` +
          `Busiest: ${formatShopDate(shopDay(2))}, Evening, 20 of 20 booked\\.$`,
      ),
    );
    // the strip itself: the count written in the shaded cell, its full text on hover
    expect(
      within(card).getByTitle(`${formatShopDate(shopDay(0))}, Morning: 3 of 20 booked`),
    ).toHaveTextContent("3/20");

    const today = await tableRow("Slot fullness", formatShopDate(shopDay(0)));
    expect(
      within(today)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["3 of 20 booked", "0 of 20 booked", "0 of 20 booked"]);
    expect(
      within(card)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Date", "Morning", "Afternoon", "Evening"]);
    const closed = within(card)
      .getByRole("rowheader", { name: formatShopDate(shopDay(10)) })
      .closest("tr");
    expect(
      within(closed as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Closed", "Closed, 1 booked", "Closed"]);
  });

  it("lists the best sellers and the sales by category with their amounts", async () => {
    mockApi({ "GET /api/admin/dashboard": () => dashboard, "GET /api/admin/reports": () => report() });
    renderDashboard();
    await screen.findByRole("heading", { name: "Best sellers" });

    const best = chart("Best sellers");
    expect(within(best).getByRole("img")).toHaveAccessibleName(
      "The 2 best sellers by revenue, last 30 days: first Red Rose Bouquet, $285.50 from 6 orders; " +
        "last White Lily Vase, $60.00.",
    );
    const top = await tableRow("Best sellers", "Red Rose Bouquet");
    expect(
      within(top)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["6", "$285.50"]);

    const categories = chart("Sales by category");
    expect(within(categories).getByRole("img")).toHaveAccessibleName(
      "Revenue by category, last 30 days: Roses, $285.50; Mixed Bouquets, $60.00.",
    );
    const mixed = await tableRow("Sales by category", "Mixed Bouquets");
    expect(
      within(mixed)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["2", "$60.00"]);
  });

  it("asks for the last 90 days when the owner switches, keeps the choice in the URL, and goes back to 30", async () => {
    const fetch = mockApi({
      "GET /api/admin/dashboard": () => dashboard,
      "GET /api/admin/reports": (_, url) => report(url.searchParams.get("from") === shopDay(-89) ? 90 : 30),
    });
    const user = userEvent.setup();
    renderDashboard();
    const thirty = await screen.findByRole("radio", { name: "Last 30 days" });
    expect(thirty).toBeChecked();

    await user.click(screen.getByRole("radio", { name: "Last 90 days" }));
    expect(currentPath()).toBe("/admin?range=90");
    expect(await within(chart("Revenue and orders per day")).findByText("Last 90 days")).toBeInTheDocument();
    expect(within(chart("Best sellers")).getByText("Last 90 days")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Last 90 days" })).toBeChecked();

    await user.click(thirty);
    expect(currentPath()).toBe("/admin");
    expect(await within(chart("Revenue and orders per day")).findByText("Last 30 days")).toBeInTheDocument();
    expect(reportsUrls(fetch)).toEqual([
      `?from=${shopDay(-29)}&to=${shopDay(0)}`,
      `?from=${shopDay(-89)}&to=${shopDay(0)}`,
      `?from=${shopDay(-29)}&to=${shopDay(0)}`,
    ]);
  });

  it("opens on the range the URL names", async () => {
    const fetch = mockApi({
      "GET /api/admin/dashboard": () => dashboard,
      "GET /api/admin/reports": () => report(90),
    });
    renderDashboard("/admin?range=90");
    expect(await screen.findByRole("radio", { name: "Last 90 days" })).toBeChecked();
    await screen.findByRole("heading", { name: "Revenue and orders per day" });
    expect(reportsUrls(fetch)).toEqual([`?from=${shopDay(-89)}&to=${shopDay(0)}`]);
  });

  it("shows grey shapes while the charts load", async () => {
    let answer: (value: ReportsAnswer) => void = () => {};
    mockApi({
      "GET /api/admin/dashboard": () => dashboard,
      "GET /api/admin/reports": () => new Promise<ReportsAnswer>((resolve) => (answer = resolve)),
    });
    renderDashboard();
    expect((await screen.findByText("Loading the charts…")).closest("[role=status]")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Best sellers" })).not.toBeInTheDocument();
    answer(report());
    expect(await screen.findByRole("heading", { name: "Best sellers" })).toBeInTheDocument();
    expect(screen.queryByText("Loading the charts…")).not.toBeInTheDocument();
  });

  it("writes large figures with thousands separators", async () => {
    const large = { ...DASHBOARD_STATS, total_orders: 123456, revenue: 1234567.89, total_customers: 4321 };
    mockApi({
      "GET /api/admin/dashboard": () => ({ ...dashboard, stats: large }),
      "GET /api/admin/reports": () => ({
        ...report(),
        top_products: [{ product_id: 4, name: "Red Rose Bouquet", orders: 12500, revenue: 285.5 }],
      }),
    });
    renderDashboard();
    const figure = async (label: string) => (await screen.findByText(label)).nextElementSibling;
    expect(await figure("Total orders")).toHaveTextContent("123,456");
    expect(await figure("Revenue (delivered)")).toHaveTextContent("$1,234,567.89");
    expect(await figure("Total customers")).toHaveTextContent("4,321");
    // the charts write their counts the same way, in the picture and in the table
    const bestSellers = await screen.findByRole("heading", { name: "Best sellers" });
    const card = bestSellers.closest("section") as HTMLElement;
    expect(within(card).getByText("· 12,500 orders")).toBeInTheDocument();
    expect(within(card).getByRole("cell", { name: "12,500" })).toBeInTheDocument();
  });

  it("writes a period's orders with thousands separators above the revenue chart", async () => {
    mockApi({
      "GET /api/admin/dashboard": () => dashboard,
      "GET /api/admin/reports": () => ({
        ...report(),
        days: report().days.map((day) => ({ ...day, orders: day.orders * 1500 })),
      }),
    });
    renderDashboard();
    const orders = await screen.findByText("Orders", { selector: "dt" });
    expect(orders.nextElementSibling).toHaveTextContent("12,000");
  });

  it("says the charts could not load, keeps the numbers, and tries again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = true;
    mockApi({
      "GET /api/admin/dashboard": () => dashboard,
      "GET /api/admin/reports": () => (fail ? Response.json({ detail: "boom" }, { status: 500 }) : report()),
    });
    renderDashboard();
    expect(await screen.findByRole("alert")).toHaveTextContent(MSG.admin.fetchError);
    expect(screen.getByText("Total orders")).toBeInTheDocument();
    expect(screen.getByText("Chan Lina")).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Revenue and orders per day" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });
});
