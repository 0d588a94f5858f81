// The owner's Settings drive the order form (issue 9), on a 390 px phone:
// closing tomorrow with a note makes the public slots and the customer's form show it closed;
// a slot's capacity and the lead time changed in the dashboard are what the API and the form
// answer next. The settings found at the start are put back at the end, so other journeys
// (a customer ordering for tomorrow afternoon) meet the shop as seeded.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launch, openPage, PHONE, type SessionState } from "./browser";
import { addDays, longDate } from "./dates";
import { ADMIN, api, type Customer, catalogue, createCustomer, signedInState } from "./session";

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

let browser: Browser;
let owner: SessionState;
let ownerToken: string;
let shopper: SessionState;
let customer: Customer;
let original: Settings;
let productId: number;
const pages: Page[] = [];

const slotsOf = (date: string) => api<SlotsAnswer>("GET", `/api/delivery/slots?date=${date}`);
const reasons = (answer: SlotsAnswer) =>
  Object.fromEntries(answer.slots.map((slot) => [slot.id, slot.reason]));

beforeAll(async () => {
  browser = await launch();
  owner = await signedInState(browser, ADMIN.email, ADMIN.password);
  const token = owner.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === "token");
  ownerToken = token?.value ?? "";
  original = await api<Settings>("GET", "/api/admin/settings", undefined, ownerToken);
  customer = await createCustomer("slots");
  shopper = await signedInState(browser, customer.email, customer.password);
  productId = (await catalogue()).find((product) => product.in_stock)?.id ?? 1;
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  if (original) await api("PUT", "/api/admin/settings", original, ownerToken);
  await browser?.close();
});

async function open(path: string, session: SessionState): Promise<Page> {
  const page = await openPage(browser, PHONE, session);
  pages.push(page);
  await page.goto(path);
  return page;
}

/** The dashboard's Settings tab, loaded. */
async function settingsTab(): Promise<Page> {
  const page = await open("/admin?tab=settings", owner);
  await page.getByRole("heading", { level: 2, name: "Settings" }).waitFor();
  await page
    .getByRole("group", { name: /^Slot: / })
    .first()
    .waitFor();
  return page;
}

async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save settings" }).click();
  await page.getByText("Settings saved. The order form uses them from now on.", { exact: true }).waitFor();
}

/** The customer's order form for `date`, with its slots loaded. */
async function orderFormOn(date: string): Promise<Page> {
  const page = await open(`/order/${productId}`, shopper);
  const form = page.getByRole("form", { name: "Order form" });
  await form.waitFor();
  // Until a date is picked the form moves on to the first date with an open slot and
  // preselects that slot: let it settle, so picking `date` is a change it keeps.
  await form.locator('input[name="slot"]:checked').waitFor({ state: "attached" });
  await form.getByLabel("Or pick another date").fill(date);
  await form.getByRole("group", { name: new RegExp(`Delivery time · ${longDate(date)}`) }).waitFor();
  await form.getByRole("radio", { name: /^Morning/ }).waitFor();
  return page;
}

describe("the owner's settings drive the order form", () => {
  it("closes tomorrow with a note, and the public slots and the order form show it closed", async () => {
    const shop = await api<Shop>("GET", "/api/shop");
    const tomorrow = addDays(shop.today, 1);
    expect((await slotsOf(tomorrow)).closed).toBe(false);

    const page = await settingsTab();
    await page.getByLabel("Date to close").fill(tomorrow);
    await page.getByLabel(/^Note/).fill("Staff training day");
    await page.getByRole("button", { name: "Add closed date" }).click();
    const closedList = page.getByRole("list", { name: "Closed dates, by date" });
    await closedList.getByText(longDate(tomorrow), { exact: true }).waitFor();
    expect(await page.getByText("You have unsaved changes.", { exact: true }).isVisible()).toBe(true);
    await save(page);

    const answer = await slotsOf(tomorrow);
    expect(answer).toMatchObject({ date: tomorrow, closed: true, note: "Staff training day" });
    expect(answer.slots.every((slot) => !slot.available && slot.reason === "closed")).toBe(true);
    const after = await api<Shop>("GET", "/api/shop");
    expect(after.closed_dates).toContainEqual({ date: tomorrow, note: "Staff training day" });

    // The customer's form: tomorrow cannot be picked, and says why.
    const form = (await open(`/order/${productId}`, shopper)).getByRole("form", { name: "Order form" });
    const tomorrowChoice = form.getByRole("radio", { name: /^Tomorrow/ });
    await tomorrowChoice.waitFor();
    expect(await tomorrowChoice.isDisabled()).toBe(true);
    const choiceName = await tomorrowChoice.evaluate((input) => input.closest("label")?.textContent ?? "");
    expect(choiceName).toMatch(/Closed\s*: Staff training day/);
    await form.getByText("Staff training day", { exact: false }).first().waitFor();

    // The owner opens it again: the date is listed after a reload, then removed and saved.
    await page.reload();
    const removeButton = page.getByRole("button", { name: `Remove closed date ${longDate(tomorrow)}` });
    await removeButton.click();
    await save(page);
    expect((await slotsOf(tomorrow)).closed).toBe(false);
  });

  it("changes a slot's capacity and the lead time, and the API and the form follow", async () => {
    const shop = await api<Shop>("GET", "/api/shop");
    const day = addDays(shop.today, 2);
    expect(reasons(await slotsOf(day))).toEqual({ morning: null, afternoon: null, evening: null });

    // Three days' notice: every slot the day after tomorrow is too soon.
    const page = await settingsTab();
    const afternoon = page.getByRole("group", { name: "Slot: Afternoon" });
    await afternoon.getByLabel("Capacity").fill("1");
    await page.getByLabel("Lead time (minutes)").fill("4320");
    await save(page);
    const changed = await api<Shop>("GET", "/api/shop");
    expect(changed.lead_minutes).toBe(4320);
    expect(changed.slots.find((slot) => slot.id === "afternoon")?.capacity).toBe(1);
    expect(reasons(await slotsOf(day))).toEqual({ morning: "past", afternoon: "past", evening: "past" });
    const early = (await orderFormOn(day)).getByRole("form", { name: "Order form" });
    await expect.poll(() => early.getByRole("radio", { name: /^Morning/ }).isDisabled()).toBe(true);
    expect(await early.getByText("Too soon to prepare").count()).toBe(3);

    // Two hours' notice again: one order fills the afternoon, which is now full.
    await page.getByLabel("Lead time (minutes)").fill("120");
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
    const form = (await orderFormOn(day)).getByRole("form", { name: "Order form" });
    await expect.poll(() => form.getByRole("radio", { name: /^Afternoon/ }).isDisabled()).toBe(true);
    expect(await form.getByRole("radio", { name: /^Morning/ }).isEnabled()).toBe(true);
    await form.getByText("Fully booked", { exact: false }).waitFor();
  });
});
