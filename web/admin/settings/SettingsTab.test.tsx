// The Settings tab: what it loads, the shared schema's checks shown under
// the fields before any call, the body it saves, closed dates added, sorted and removed, and
// nothing typed lost when a save is refused.
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { formatShopDate } from "../../lib/delivery-format";
import { fieldRefusal } from "../../test/render";
import { dropFocusFromDisabled, mockApi, renderAt, sentBodies, settingsWire, shopDay } from "../testing";
import { SettingsTab } from "./SettingsTab";

afterEach(() => vi.restoreAllMocks());

const slot = (name: string) => screen.getByRole("group", { name: `Slot: ${name}` });
const area = (name: string) => screen.getByRole("group", { name: `Area: ${name}` });
const save = () => userEvent.click(screen.getByRole("button", { name: "Save settings" }));

/** Answers PUT with what was sent, giving new areas ids, as the server does. */
const echo = (init: RequestInit) => {
  const body = JSON.parse(String(init.body));
  return {
    ...body,
    areas: body.areas.map((a: { id: number | null }, i: number) => ({ ...a, id: a.id ?? 100 + i })),
  };
};

async function renderSettings(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetch = mockApi({ "GET /api/admin/settings": () => settingsWire(), ...routes });
  renderAt(<SettingsTab />, "/admin?tab=settings");
  await screen.findByRole("heading", { name: "Settings" });
  return fetch;
}

describe("SettingsTab", () => {
  it("shows every setting, with the closed dates sorted by date", async () => {
    await renderSettings();
    expect(within(slot("Afternoon")).getByLabelText("Start")).toHaveValue("12:00");
    expect(within(slot("Afternoon")).getByLabelText("End")).toHaveValue("16:00");
    expect(within(slot("Evening")).getByLabelText("Capacity")).toHaveValue(20);
    expect(screen.getByLabelText("Lead time (minutes)")).toHaveValue(120);
    expect(screen.getByLabelText("Booking window (days)")).toHaveValue(60);
    expect(screen.getByLabelText("Unpaid orders per customer")).toHaveValue(5);
    expect(within(area("Angkor and the temple road")).getByLabelText("Fee (USD)")).toHaveValue(5);
    expect(
      within(area("Outer Siem Reap (Puok, Roluos, Chong Kneas)")).getByLabelText("Same-day delivery"),
    ).not.toBeChecked();
    expect(screen.getByLabelText(/Exchange rate/)).toHaveValue(4100);
    expect(screen.getByLabelText("Merchant name")).toHaveValue("Siem Reap Flowers");
    expect(screen.getByLabelText(/Bakong account ID/)).toHaveValue("flowers@aclb");
    const closed = within(screen.getByRole("list", { name: "Closed dates, by date" })).getAllByRole(
      "listitem",
    );
    expect(closed.map((item) => item.textContent)).toEqual([
      `${formatShopDate(shopDay(10))}No noteRemove`,
      `${formatShopDate(shopDay(30))}Water FestivalRemove`,
    ]);
  });

  it("checks with the shared schema before sending: messages under the fields, focus on the first", async () => {
    const fetch = await renderSettings();
    const user = userEvent.setup();
    await user.clear(within(slot("Morning")).getByLabelText("Capacity"));
    await user.type(within(slot("Morning")).getByLabelText("Capacity"), "5000");
    fireEvent.change(within(slot("Evening")).getByLabelText("End"), { target: { value: "15:00" } });
    await user.clear(screen.getByLabelText("Lead time (minutes)"));
    await user.clear(screen.getByLabelText("Booking window (days)"));
    await user.type(screen.getByLabelText("Booking window (days)"), "2.5");
    await user.clear(screen.getByLabelText(/Exchange rate/));
    await user.type(screen.getByLabelText(/Exchange rate/), "99");
    await user.clear(screen.getByLabelText(/Bakong account ID/));
    await user.type(screen.getByLabelText(/Bakong account ID/), "not-an-account");
    await save();

    const capacity = within(slot("Morning")).getByLabelText("Capacity");
    expect(capacity).toHaveAccessibleDescription("Capacity must be at most 1000");
    expect(capacity).toHaveFocus();
    expect(within(slot("Evening")).getByLabelText("End")).toHaveAccessibleDescription(
      "End must be after the start",
    );
    expect(screen.getByText("Lead time is required")).toBeInTheDocument();
    expect(screen.getByText("Booking window must be a whole number")).toBeInTheDocument();
    expect(screen.getByText("Exchange rate must be at least 1000")).toBeInTheDocument();
    expect(screen.getByText("Bakong account ID must look like name@bank")).toBeInTheDocument();
    expect(screen.getByText("Please correct the highlighted fields.")).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "PUT")).toEqual([]);

    // Each message goes as soon as its field is valid; the others stay.
    await user.clear(capacity);
    await user.type(capacity, "5");
    expect(screen.queryByText("Capacity must be at most 1000")).not.toBeInTheDocument();
    expect(screen.getByText("Lead time is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Lead time (minutes)"), "90");
    expect(screen.queryByText("Lead time is required")).not.toBeInTheDocument();
    expect(screen.getByText("Exchange rate must be at least 1000")).toBeInTheDocument();
  });

  it("needs at least one slot and says so at the list", async () => {
    await renderSettings();
    for (const name of ["Morning", "Afternoon", "Evening"]) {
      await userEvent.click(screen.getByRole("button", { name: `Remove slot ${name}` }));
    }
    await save();
    expect(screen.getByRole("button", { name: "Add slot" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Add slot" })).toHaveAccessibleDescription(
      "Delivery slots needs at least one slot",
    );
  });

  it("saves the checked values as numbers, a new slot named from its label, and says so in view", async () => {
    const fetch = await renderSettings({ "PUT /api/admin/settings": echo });
    const user = userEvent.setup();
    await user.clear(within(slot("Afternoon")).getByLabelText("Capacity"));
    await user.type(within(slot("Afternoon")).getByLabelText("Capacity"), "1");
    await user.clear(screen.getByLabelText("Lead time (minutes)"));
    await user.type(screen.getByLabelText("Lead time (minutes)"), "240");
    await user.clear(screen.getByLabelText("Unpaid orders per customer"));
    await user.type(screen.getByLabelText("Unpaid orders per customer"), "8");
    await user.click(screen.getByRole("button", { name: "Add slot" }));
    const added = screen.getByRole("group", { name: "Slot: Slot 4" });
    await user.type(within(added).getByLabelText("Name"), "Late evening");
    fireEvent.change(within(slot("Late evening")).getByLabelText("Start"), { target: { value: "20:00" } });
    fireEvent.change(within(slot("Late evening")).getByLabelText("End"), { target: { value: "22:00" } });
    await user.click(screen.getByRole("button", { name: "Remove area Angkor and the temple road" }));
    expect(screen.getByRole("button", { name: "Add area" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Add area" }));
    const newArea = screen.getByRole("group", { name: "Area: Area 3" });
    await user.type(within(newArea).getByLabelText("Area name"), "Kralanh");
    await user.clear(within(area("Kralanh")).getByLabelText("Fee (USD)"));
    await user.type(within(area("Kralanh")).getByLabelText("Fee (USD)"), "7.5");
    await user.click(within(area("Kralanh")).getByLabelText("Same-day delivery"));
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();
    await save();

    expect(
      await screen.findByText("Settings saved. The order form uses them from now on."),
    ).toBeInTheDocument();
    const [sent] = sentBodies(fetch, "PUT", "/api/admin/settings") as ReturnType<typeof settingsWire>[];
    expect(sent?.slots).toEqual([
      { id: "morning", label: "Morning", start: "09:00", end: "12:00", capacity: 20 },
      { id: "afternoon", label: "Afternoon", start: "12:00", end: "16:00", capacity: 1 },
      { id: "evening", label: "Evening", start: "16:00", end: "20:00", capacity: 20 },
      { id: "late-evening", label: "Late evening", start: "20:00", end: "22:00", capacity: 20 },
    ]);
    expect(sent?.lead_minutes).toBe(240);
    expect(sent?.window_days).toBe(60);
    expect(sent?.max_open_unpaid_orders).toBe(8);
    expect(sent?.exchange_rate_khr).toBe(4100);
    const untranslated = { name_km: null, name_zh: null };
    expect(sent?.areas).toEqual([
      { id: 1, name: "Siem Reap town", ...untranslated, fee: 0, same_day: true },
      {
        id: 3,
        name: "Outer Siem Reap (Puok, Roluos, Chong Kneas)",
        ...untranslated,
        fee: 10,
        same_day: false,
      },
      { id: null, name: "Kralanh", ...untranslated, fee: 7.5, same_day: false },
    ]);
    expect(sent?.khqr).toEqual({
      merchant_name: "Siem Reap Flowers",
      merchant_city: "Siem Reap",
      bakong_account_id: "flowers@aclb",
      phone: "+855 12 345 678",
    });
    expect(screen.queryByText("You have unsaved changes.")).not.toBeInTheDocument();
  });

  it("keeps the focus on the Save button through the save, the outcome said in a polite live region", async () => {
    onTestFinished(dropFocusFromDisabled());
    await renderSettings({ "PUT /api/admin/settings": echo });
    const user = userEvent.setup();
    screen.getByRole("button", { name: "Save settings" }).focus();
    await user.keyboard("{Enter}");
    const outcome = await screen.findByText("Settings saved. The order form uses them from now on.");
    expect(outcome.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole("button", { name: "Save settings" })).toHaveFocus();
  });

  it("edits an area's Khmer and Chinese names under the English one, an emptied one sent as none", async () => {
    const areas = settingsWire().areas.map((a, index) =>
      index === 0 ? { ...a, name_km: "ក្នុងក្រុងសៀមរាប", name_zh: "暹粒市区" } : a,
    );
    const fetch = await renderSettings({
      "GET /api/admin/settings": () => settingsWire({ areas }),
      "PUT /api/admin/settings": echo,
    });
    const user = userEvent.setup();
    const townRow = within(area("Siem Reap town"));
    expect(townRow.getByLabelText("Name in Khmer (optional)")).toHaveValue("ក្នុងក្រុងសៀមរាប");
    expect(townRow.getByLabelText("Name in Chinese (optional)")).toHaveValue("暹粒市区");
    const angkorRow = within(area("Angkor and the temple road"));
    expect(angkorRow.getByLabelText("Name in Chinese (optional)")).toHaveValue("");
    await user.type(angkorRow.getByLabelText("Name in Chinese (optional)"), "吴哥及寺庙沿线");
    // past the box's maxLength: the schema checks the length too
    fireEvent.change(townRow.getByLabelText("Name in Khmer (optional)"), {
      target: { value: "ក".repeat(101) },
    });
    await save();
    // the schema's limit, under the field
    expect(townRow.getByLabelText("Name in Khmer (optional)")).toHaveAccessibleDescription(
      "Name in Khmer must be at most 100 characters",
    );
    expect(sentBodies(fetch, "PUT", "/api/admin/settings")).toEqual([]);
    await user.clear(townRow.getByLabelText("Name in Khmer (optional)"));
    await save();
    expect(
      await screen.findByText("Settings saved. The order form uses them from now on."),
    ).toBeInTheDocument();
    const [sent] = sentBodies(fetch, "PUT", "/api/admin/settings") as ReturnType<typeof settingsWire>[];
    expect(sent?.areas.map((a) => [a.name, a.name_km, a.name_zh])).toEqual([
      ["Siem Reap town", null, "暹粒市区"],
      ["Angkor and the temple road", null, "吴哥及寺庙沿线"],
      ["Outer Siem Reap (Puok, Roluos, Chong Kneas)", null, null],
    ]);
  });

  it("adds closed dates in date order with their note, refuses a repeat or a past day, and removes one", async () => {
    const fetch = await renderSettings({ "PUT /api/admin/settings": echo });
    const user = userEvent.setup();
    const list = () => screen.getByRole("list", { name: "Closed dates, by date" });
    const dates = () =>
      within(list())
        .getAllByRole("listitem")
        .map((item) => item.querySelector("time")?.dateTime);

    fireEvent.change(screen.getByLabelText("Date to close"), { target: { value: shopDay(20) } });
    await user.type(screen.getByLabelText(/^Note/), "Staff training");
    await user.click(screen.getByRole("button", { name: "Add closed date" }));
    expect(dates()).toEqual([shopDay(10), shopDay(20), shopDay(30)]);
    expect(within(list()).getAllByRole("listitem")[1]).toHaveTextContent("Staff training");
    expect(screen.getByLabelText("Date to close")).toHaveValue("");
    expect(screen.getByLabelText("Date to close")).toHaveFocus();

    fireEvent.change(screen.getByLabelText("Date to close"), { target: { value: shopDay(10) } });
    await user.click(screen.getByRole("button", { name: "Add closed date" }));
    expect(screen.getByLabelText("Date to close")).toHaveAccessibleDescription(
      `${formatShopDate(shopDay(10))} is already closed`,
    );
    fireEvent.change(screen.getByLabelText("Date to close"), { target: { value: shopDay(-1) } });
    expect(screen.getByLabelText("Date to close")).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Add closed date" }));
    expect(screen.getByText("Date must be today or later")).toBeInTheDocument();
    expect(dates()).toHaveLength(3);

    await user.click(
      screen.getByRole("button", { name: `Remove closed date ${formatShopDate(shopDay(30))}` }),
    );
    expect(dates()).toEqual([shopDay(10), shopDay(20)]);
    fireEvent.change(screen.getByLabelText("Date to close"), { target: { value: "" } });
    await save();
    await screen.findByText("Settings saved. The order form uses them from now on.");
    expect(sentBodies(fetch, "PUT", "/api/admin/settings")).toMatchObject([
      {
        closed_dates: [
          { date: shopDay(10), note: "" },
          { date: shopDay(20), note: "Staff training" },
        ],
      },
    ]);
  });

  it("does not save while a typed closed date has not been added", async () => {
    const fetch = await renderSettings();
    fireEvent.change(screen.getByLabelText("Date to close"), { target: { value: shopDay(3) } });
    await save();
    expect(screen.getByLabelText("Date to close")).toHaveFocus();
    expect(screen.getByLabelText("Date to close")).toHaveAccessibleDescription(
      "Add this date with “Add closed date”, or clear it, before saving",
    );
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "PUT")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Add closed date" }));
    expect(screen.getByLabelText("Date to close")).not.toHaveAttribute("aria-invalid");
  });

  it("keeps everything typed when the server refuses, and shows its reason under the field", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderSettings({
      "PUT /api/admin/settings": () => fieldRefusal("slots.1.capacity", "must be at most 1000"),
    });
    const user = userEvent.setup();
    const capacity = within(slot("Afternoon")).getByLabelText("Capacity");
    await user.clear(capacity);
    await user.type(capacity, "999");
    await user.type(screen.getByLabelText(/^Note/), "typed, not lost");
    await save();
    expect(await screen.findByText("Please correct the highlighted fields.")).toBeInTheDocument();
    expect(capacity).toHaveAccessibleDescription("Capacity must be at most 1000");
    expect(capacity).toHaveFocus();
    expect(capacity).toHaveValue(999);
    expect(screen.getByLabelText(/^Note/)).toHaveValue("typed, not lost");
  });

  it("says the settings could not be saved when the network fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderSettings({ "PUT /api/admin/settings": () => Promise.reject(new TypeError("offline")) });
    await userEvent.clear(screen.getByLabelText(/^Phone/));
    await userEvent.type(screen.getByLabelText(/^Phone/), "+855 99 888 777");
    await save();
    expect(await screen.findByText("The settings could not be saved. Please try again.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone/)).toHaveValue("+855 99 888 777");
    expect(screen.getByRole("button", { name: "Save settings" })).toBeEnabled();
  });
});
