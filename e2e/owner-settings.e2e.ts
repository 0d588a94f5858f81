// The owner's Settings drive the order form (docs/decisions/023), on a 390 px phone:
// closing tomorrow with a note makes the public slots and the customer's form show it closed;
// a slot's capacity and the lead time changed in the dashboard are what the API and the form
// answer next. The settings found at the start are put back at the end, so other journeys
// (a customer ordering for tomorrow afternoon) meet the shop as seeded.
import type { Page } from "@playwright/test";
import { PHONE } from "./browser";
import { addDays, longDate } from "./dates";
import { expect, test } from "./fixtures";
import { api, catalogue } from "./session";

interface Slot {
  id: string;
  label: string;
  start: string;
  end: string;
  capacity: number;
}
interface Settings {
  slots: Slot[];
  lead_minutes: number;
  closed_dates: { date: string; note: string }[];
  [key: string]: unknown;
}
interface SlotsAnswer {
  date: string;
  closed: boolean;
  note: string | null;
  slots: { id: string; available: boolean; reason: string | null }[];
}
interface Shop {
  today: string;
  lead_minutes: number;
  slots: Slot[];
  closed_dates: { date: string; note: string }[];
}

let original: Settings | undefined;
let productId: number;

const slotsOf = (date: string) => api<SlotsAnswer>("GET", `/api/delivery/slots?date=${date}`);
const reasons = (answer: SlotsAnswer) =>
  Object.fromEntries(answer.slots.map((slot) => [slot.id, slot.reason]));

test.use({ viewport: PHONE });

test.beforeAll(async ({ ownerToken }) => {
  original = await api<Settings>("GET", "/api/admin/settings", undefined, ownerToken);
  productId = (await catalogue()).find((product) => product.in_stock)?.id ?? 1;
});
test.afterAll(async ({ ownerToken }) => {
  if (original) await api("PUT", "/api/admin/settings", original, ownerToken);
});

/** The dashboard's Settings tab, loaded. */
async function settingsTab(page: Page): Promise<Page> {
  await page.goto("/admin?tab=settings");
  await expect(page.getByRole("heading", { level: 2, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("group", { name: /^Slot: / }).first()).toBeVisible();
  return page;
}

async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(
    page.getByText("Settings saved. The order form uses them from now on.", { exact: true }),
  ).toBeVisible();
}

/** The customer's order form for `date`, with its slots loaded. */
async function orderFormOn(page: Page, date: string): Promise<Page> {
  await page.goto(`/order/${productId}`);
  const form = page.getByRole("form", { name: "Order form" });
  await expect(form).toBeVisible();
  await form.getByLabel("Or pick another date").fill(date);
  await expect(
    form.getByRole("group", { name: new RegExp(`Delivery time \\(Siem Reap time\\) · ${longDate(date)}`) }),
  ).toBeVisible();
  await expect(form.getByRole("radio", { name: /^Morning/ })).toBeVisible();
  return page;
}

test.describe("the owner's settings drive the order form", () => {
  test("closes tomorrow with a note, and the public slots and the order form show it closed", async ({
    ownerPage,
    customerPage,
  }) => {
    const shop = await api<Shop>("GET", "/api/shop");
    const tomorrow = addDays(shop.today, 1);
    expect((await slotsOf(tomorrow)).closed).toBe(false);

    const page = await settingsTab(ownerPage);
    await page.getByLabel("Date to close").fill(tomorrow);
    await page.getByLabel(/^Note/).fill("Staff training day");
    await page.getByRole("button", { name: "Add closed date" }).click();
    const closedList = page.getByRole("list", { name: "Closed dates, by date" });
    await expect(closedList.getByText(longDate(tomorrow), { exact: true })).toBeVisible();
    await expect(page.getByText("You have unsaved changes.", { exact: true })).toBeVisible();
    await save(page);

    const answer = await slotsOf(tomorrow);
    expect(answer).toMatchObject({ date: tomorrow, closed: true, note: "Staff training day" });
    expect(answer.slots.every((slot) => !slot.available && slot.reason === "closed")).toBe(true);
    const after = await api<Shop>("GET", "/api/shop");
    expect(after.closed_dates).toContainEqual({ date: tomorrow, note: "Staff training day" });

    // The customer's form: tomorrow cannot be picked, and says why.
    await customerPage.goto(`/order/${productId}`);
    const form = customerPage.getByRole("form", { name: "Order form" });
    const tomorrowChoice = form.getByRole("radio", { name: /^Tomorrow/ });
    await expect(tomorrowChoice).toBeDisabled();
    const choiceName = await tomorrowChoice.evaluate((input) => input.closest("label")?.textContent ?? "");
    expect(choiceName).toMatch(/Closed\s*: Staff training day/);
    await expect(form.getByText("Staff training day", { exact: false }).first()).toBeVisible();

    // The owner opens it again: the date is listed after a reload, then removed and saved.
    await page.reload();
    const removeButton = page.getByRole("button", { name: `Remove closed date ${longDate(tomorrow)}` });
    await removeButton.click();
    await save(page);
    expect((await slotsOf(tomorrow)).closed).toBe(false);
  });

  test("changes a slot's capacity and the lead time, and the API and the form follow", async ({
    ownerPage,
    customer,
    customerSession,
    newPage,
  }) => {
    const shop = await api<Shop>("GET", "/api/shop");
    const day = addDays(shop.today, 2);
    expect(reasons(await slotsOf(day))).toEqual({ morning: null, afternoon: null, evening: null });

    // Three days' notice: every slot the day after tomorrow is too soon.
    const page = await settingsTab(ownerPage);
    const afternoon = page.getByRole("group", { name: "Slot: Afternoon" });
    await afternoon.getByLabel("Capacity").fill("1");
    await page.getByRole("group", { name: "Ordering rules" }).getByLabel("Lead time (minutes)").fill("4320");
    await save(page);
    const changed = await api<Shop>("GET", "/api/shop");
    expect(changed.lead_minutes).toBe(4320);
    expect(changed.slots.find((slot) => slot.id === "afternoon")?.capacity).toBe(1);
    expect(reasons(await slotsOf(day))).toEqual({ morning: "past", afternoon: "past", evening: "past" });
    const early = (await orderFormOn(await newPage({ session: customerSession }), day)).getByRole("form", {
      name: "Order form",
    });
    await expect(early.getByRole("radio", { name: /^Morning/ })).toBeDisabled();
    await expect(early.getByText("Too soon to prepare")).toHaveCount(3);

    // Two hours' notice again: one order fills the afternoon, which is now full.
    await page.getByRole("group", { name: "Ordering rules" }).getByLabel("Lead time (minutes)").fill("120");
    await save(page);
    await api(
      "POST",
      "/api/orders",
      {
        productId: String(productId),
        customerInfo: {
          name: customer.name,
          email: customer.email,
          mobile: customer.mobile,
          address: "Golden Temple Villa, room 3",
          city: "Siem Reap",
        },
        delivery: { date: day, slot: "afternoon" },
      },
      customer.token,
    );
    expect(reasons(await slotsOf(day))).toEqual({ morning: null, afternoon: "full", evening: null });
    const form = (await orderFormOn(await newPage({ session: customerSession }), day)).getByRole("form", {
      name: "Order form",
    });
    await expect(form.getByRole("radio", { name: /^Afternoon/ })).toBeDisabled();
    await expect(form.getByRole("radio", { name: /^Morning/ })).toBeEnabled();
    await expect(form.getByText("Fully booked", { exact: false })).toBeVisible();
  });
});
