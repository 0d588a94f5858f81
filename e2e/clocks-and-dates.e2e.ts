// Which clock, and dates typed by hand. A customer abroad reads /orders in her own time zone:
// the day an order was placed is still the shop's day in Siem Reap, said to be so. A date field
// is typed into as people type (click, then the digits: 12202026 for 20 Dec 2026): the order
// form's other date and the owner's delivery-date filter keep it, a date outside the booking
// window is explained, and the filter never asks the server for year 0002 on the way.
import type { Locator } from "@playwright/test";
import { SHOP_TIMEZONE } from "../shared/delivery";
import { waitingForApp } from "./app-started";
import { addDays, longDate } from "./dates";
import { expect, test } from "./fixtures";
import { api, catalogue, placeOrder } from "./session";

/** An instant's day as a clock in `timeZone` reads it: "2026-11-29". */
const dayIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    at,
  );

/** Berlin first (where the walkthrough saw it); whichever of these reads another day than Siem
 *  Reap at `at`: at any hour one of them does. */
function zoneOnAnotherDay(at: Date): string {
  const zones = ["Europe/Berlin", "America/Los_Angeles", "Pacific/Pago_Pago", "Pacific/Kiritimati"];
  const zone = zones.find((candidate) => dayIn(candidate, at) !== dayIn(SHOP_TIMEZONE, at));
  if (!zone) throw new Error(`no zone reads another day than Siem Reap at ${at.toISOString()}`);
  return zone;
}

/** Two dates from the shop's today: three weeks ahead (inside the booking window) and
 *  yesterday (outside it), as ISO dates and as the digits a US keyboard types them in. */
async function datesToType() {
  const { today } = await api<{ today: string }>("GET", "/api/shop");
  const digits = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;
  const inside = addDays(today, 21);
  const outside = addDays(today, -1);
  return { inside, outside, insideDigits: digits(inside), outsideDigits: digits(outside) };
}

/** Types a date as a person does: a click at the field's start (the month), then the digits. */
async function typeDate(field: Locator, digits: string) {
  const box = await field.boundingBox();
  await field.click({ position: { x: 12, y: (box?.height ?? 40) / 2 } });
  await field.page().keyboard.type(digits);
}

test("an order's date on /orders is the shop's, whatever the browser's time zone", async ({
  browser,
  baseURL,
  customer,
  customerSession,
}) => {
  const [product] = await catalogue();
  if (!product) throw new Error("the seeded catalogue is empty");
  const id = await placeOrder(customer, product.id);
  const placed = await api<{ created_at: string }>("GET", `/api/orders/${id}`, undefined, customer.token);
  const at = new Date(placed.created_at);
  const timezoneId = zoneOnAnotherDay(at);
  const context = await browser.newContext({ baseURL, storageState: customerSession, timezoneId });
  const page = waitingForApp(await context.newPage());
  try {
    await page.goto("/orders");
    const card = page.getByRole("article").filter({ hasText: new RegExp(`#${id}(?!\\d)`) });
    const ordered = card.locator("time").first();
    await expect(ordered).toHaveAttribute("datetime", placed.created_at);
    const shopDay = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: SHOP_TIMEZONE,
    }).format(at);
    const browserDay = await page.evaluate(
      (iso) => new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" }),
      placed.created_at,
    );
    expect(browserDay, `the browser in ${timezoneId} reads another day`).not.toBe(shopDay);
    await expect(ordered).toContainText(shopDay);
    await expect(ordered).toContainText("(Siem Reap time)");
  } finally {
    await context.close();
  }
});

test.describe("a date typed by hand", () => {
  test("is kept on the order form, and one outside the booking window is explained", async ({
    customerPage: page,
  }) => {
    const [product] = await catalogue();
    await page.goto(`/order/${product?.id}`);
    const form = page.getByRole("form", { name: "Order form" });
    const field = form.getByLabel("Or pick another date");

    const { inside, outside, insideDigits, outsideDigits } = await datesToType();
    await typeDate(field, insideDigits);
    await expect(field).toHaveValue(inside);
    await expect(
      form.getByRole("group", { name: `Delivery time (Siem Reap time) · ${longDate(inside)}` }),
    ).toBeVisible();
    await expect(form.getByRole("radio", { name: /^Morning/ })).toBeVisible();

    await typeDate(field, outsideDigits);
    await expect(field).toHaveValue(outside);
    await expect(form.getByText(/^Please pick a date from .+ to .+$/)).toBeVisible();
  });

  test("filters the owner's orders, and never asks for year 0002 on the way", async ({ ownerPage: page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/orders") asked.push(url.searchParams.get("delivery_date") ?? "");
    });
    await page.goto("/admin?tab=orders");
    const field = page.getByLabel("Delivery date");
    await expect(field).toBeVisible();

    const { inside, insideDigits } = await datesToType();
    await typeDate(field, insideDigits);
    await expect(field).toHaveValue(inside);
    await expect(page).toHaveURL(new RegExp(`[?&]date=${inside}`));
    await expect.poll(() => asked.at(-1)).toBe(inside);
    // every date asked on the way has a whole year: none before 2000 (year 0002 while typing)
    expect(asked.filter((date) => date && date < "2000")).toEqual([]);
  });
});
