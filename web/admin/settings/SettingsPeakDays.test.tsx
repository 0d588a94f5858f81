// The Settings form's peak days (docs/decisions/072): the stored ones shown with their products,
// a day added with its names, lead time, surcharge, a slot's capacity and a product limit and
// sent as the API takes it, the shared schema's messages under the fields before any call, and a
// refusal from the server shown under the field it names.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldRefusal } from "../../test/render";
import { mockApi, productWire, renderAt, sentBodies, settingsWire } from "../testing";
import { SettingsTab } from "./SettingsTab";

afterEach(() => vi.restoreAllMocks());

const VALENTINE = {
  date: "2027-02-14",
  name: "Valentine's Day",
  name_km: "ទិវានៃក្តីស្រឡាញ់",
  name_zh: "情人节",
  lead_minutes: 240,
  surcharge: 5,
  slots: [{ id: "evening", capacity: 30 }],
  limits: [{ product_id: 1, quantity: 40 }],
};

const PRODUCTS = [
  productWire({ id: 1, name: "Angkor Red Roses" }),
  productWire({ id: 2, name: "Blush Rose Hatbox" }),
];

async function renderSettings(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetch = mockApi({
    "GET /api/admin/settings": () => settingsWire({ peak_days: [VALENTINE] }),
    "GET /api/products": () => PRODUCTS,
    "PUT /api/admin/settings": (init) => JSON.parse(String(init.body)),
    ...routes,
  });
  renderAt(<SettingsTab />, "/admin?tab=settings");
  await screen.findByRole("heading", { name: "Settings" });
  return fetch;
}

const day = (name: string) => screen.getByRole("group", { name: `Peak day: ${name}` });
const save = () => userEvent.click(screen.getByRole("button", { name: "Save settings" }));

describe("peak days in Settings", () => {
  it("shows each stored day with its names, lead time, surcharge, capacities and product limits", async () => {
    await renderSettings();
    const valentine = within(day("Valentine's Day"));
    expect(valentine.getByLabelText("Date")).toHaveValue("2027-02-14");
    expect(valentine.getByLabelText(/Name in Khmer/)).toHaveValue("ទិវានៃក្តីស្រឡាញ់");
    expect(valentine.getByLabelText(/Name in Chinese/)).toHaveValue("情人节");
    expect(valentine.getByLabelText(/Lead time/)).toHaveValue(240);
    expect(valentine.getByLabelText("Surcharge per order (USD)")).toHaveValue(5);
    expect(valentine.getByLabelText(/Evening/)).toHaveValue(30);
    expect(valentine.getByLabelText(/Morning/)).toHaveValue(null);
    const product = valentine.getByLabelText("Product");
    await within(product).findByRole("option", { name: "Angkor Red Roses" });
    expect(product).toHaveDisplayValue("Angkor Red Roses");
    expect(valentine.getByLabelText("Limit")).toHaveValue(40);
  });

  it("adds a day with a product limit and sends it as the API takes it", async () => {
    const fetch = await renderSettings();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add peak day" }));
    const added = within(screen.getByRole("group", { name: "Peak day: Peak day 2" }));
    await user.type(added.getByLabelText("Date"), "2027-03-08");
    await user.type(added.getByLabelText("Name"), "Women's Day");
    await user.type(added.getByLabelText(/Name in Chinese/), "妇女节");
    await user.clear(day("Women's Day").querySelector("input[name$='.surcharge']") as HTMLElement);
    const womensDay = within(day("Women's Day"));
    await user.type(womensDay.getByLabelText("Surcharge per order (USD)"), "2.50");
    await user.type(womensDay.getByLabelText(/Morning/), "25");
    await user.click(womensDay.getByRole("button", { name: "Add a product limit for Women's Day" }));
    await user.selectOptions(womensDay.getByLabelText("Product"), "Blush Rose Hatbox");
    await user.type(womensDay.getByLabelText("Limit"), "12");
    await save();

    expect(
      await screen.findByText("Settings saved. The order form uses them from now on."),
    ).toBeInTheDocument();
    const [sent] = sentBodies(fetch, "PUT", "/api/admin/settings") as { peak_days: unknown[] }[];
    expect(sent?.peak_days).toEqual([
      VALENTINE,
      {
        date: "2027-03-08",
        name: "Women's Day",
        name_km: null,
        name_zh: "妇女节",
        lead_minutes: null,
        surcharge: 2.5,
        slots: [{ id: "morning", capacity: 25 }],
        limits: [{ product_id: 2, quantity: 12 }],
      },
    ]);
  });

  it("checks with the shared schema before sending: a limit with no product or of 0 says so under it", async () => {
    const fetch = await renderSettings();
    const user = userEvent.setup();
    const valentine = within(day("Valentine's Day"));
    await user.clear(valentine.getByLabelText("Limit"));
    await user.type(valentine.getByLabelText("Limit"), "0");
    await user.click(valentine.getByRole("button", { name: "Add a product limit for Valentine's Day" }));
    await save();
    const [first, second] = valentine.getAllByLabelText("Limit");
    expect(first).toHaveAccessibleDescription("Limit must be at least 1");
    expect(first).toHaveFocus();
    expect(second).toHaveAccessibleDescription("Limit is required");
    expect(valentine.getAllByLabelText("Product")[1]).toHaveAccessibleDescription(
      "Product must be a product id",
    );
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "PUT")).toEqual([]);
  });

  it("shows the server's refusal of a product under its limit", async () => {
    await renderSettings({
      "PUT /api/admin/settings": () =>
        fieldRefusal("peak_days.0.limits.0.product_id", "must be one of the shop's products"),
    });
    await save();
    const product = within(day("Valentine's Day")).getByLabelText("Product");
    expect(await screen.findByText("Please correct the highlighted fields.")).toBeInTheDocument();
    expect(product).toHaveAccessibleDescription("Product must be one of the shop's products");
  });

  it("removes a day and a limit, the focus staying on the list's own button", async () => {
    const fetch = await renderSettings();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Remove the limit on Angkor Red Roses for Valentine's Day" }),
    );
    expect(screen.getByRole("button", { name: "Add a product limit for Valentine's Day" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Remove peak day Valentine's Day" }));
    expect(screen.getByRole("button", { name: "Add peak day" })).toHaveFocus();
    await save();
    await screen.findByText("Settings saved. The order form uses them from now on.");
    const [sent] = sentBodies(fetch, "PUT", "/api/admin/settings") as { peak_days: unknown[] }[];
    expect(sent?.peak_days).toEqual([]);
  });
});
