// Peak days (docs/decisions/072): the owner adds one in Settings with a surcharge and a limit of
// two on a bouquet; a customer on the Chinese shop, on a phone, reads how many are left on the
// bouquet's page, picks the day in the order form, sees its name and surcharge, and orders with
// the surcharge charged; once the last one is gone the page and the form name the day sold out
// and the server's refusal says which bouquet and which day. The Dashboard counts the bookings.
// The settings found at the start are put back at the end.
import type { Page } from "@playwright/test";
import zh from "../shared/i18n/zh.json" with { type: "json" };
import { dayMonthIn } from "../shared/localized-dates";
import { DESKTOP, PHONE } from "./browser";
import { addDays } from "./dates";
import { expect, keepOwnerSettings, test } from "./fixtures";
import { api, catalogue, placeOrder, signedInState } from "./session";

test.use({ viewport: PHONE });

keepOwnerSettings();

/** The Chinese order form of `productId` with `date` chosen through the date field. */
async function orderFormOn(page: Page, productId: number, date: string) {
  await page.goto(`/zh/order/${productId}`);
  const form = page.getByRole("form", { name: zh["Order form"] });
  await form.getByLabel(zh["Or pick another date"]).fill(date);
  await expect(form.getByRole("radio", { name: new RegExp(`^${zh.Afternoon}`) })).toBeEnabled();
  return form;
}

test("the owner limits a bouquet for a peak day; a Chinese customer sees what is left, pays the surcharge, and a sold-out day is named", async ({
  browser,
  newPage,
  ownerSession,
  newCustomer,
}) => {
  const shop = await api<{ today: string }>("GET", "/api/shop");
  // far enough ahead that no other journey orders for it
  const date = addDays(shop.today, 23);
  const products = (await catalogue()).filter((item) => item.in_stock);
  const product = products[5] ?? products[0];
  if (!product) throw new Error("no product in stock");

  // The owner, on a desktop: a new peak day with its Chinese name, a $4 surcharge and a limit of 2.
  const owner = await newPage({ session: ownerSession, viewport: DESKTOP });
  await owner.goto("/admin?tab=settings");
  await owner.getByRole("button", { name: "Add peak day" }).click();
  const added = owner.getByRole("group", { name: /^Peak day: Peak day \d+$/ });
  await added.getByLabel("Date").fill(date);
  await added.getByLabel("Name", { exact: true }).fill("Lovers' Festival");
  const day = owner.getByRole("group", { name: "Peak day: Lovers' Festival" });
  await day.getByLabel(/Name in Chinese/).fill("恋人节");
  await day.getByLabel("Surcharge per order (USD)").fill("4");
  await day.getByRole("button", { name: "Add a product limit for Lovers' Festival" }).click();
  await day.getByLabel("Product", { exact: true }).selectOption({ label: product.name });
  await day.getByLabel("Limit", { exact: true }).fill("2");
  await owner.getByRole("button", { name: "Save settings" }).click();
  await expect(owner.getByText("Settings saved. The order form uses them from now on.")).toBeVisible();
  await owner.screenshot({ path: "test-results/shots/peak-days-settings.png", fullPage: true });

  // The customer, on the Chinese shop: "2 left" on the bouquet's page.
  const buyer = await newCustomer("peaklover");
  const customer = await newPage({ session: await signedInState(browser, buyer.email, buyer.password) });
  await customer.goto(`/zh/product/${product.id}`);
  await expect(customer.getByText(`${dayMonthIn("zh", date)}仅剩 2 份`)).toBeVisible();

  // The order form names the day and its surcharge, lists the surcharge and charges it.
  const form = await orderFormOn(customer, product.id, date);
  await expect(form.getByText("恋人节：节日高峰。当天的订单加收 $4.00 附加费。")).toBeVisible();
  await expect(form.getByText(`${dayMonthIn("zh", date)}仅剩 2 份`)).toBeVisible();
  await form.getByRole("radio", { name: new RegExp(`^${zh.Afternoon}`) }).check();
  await form.getByRole("checkbox", { name: zh["I am the recipient"] }).check();
  await form.getByLabel(zh["Delivery address"]).fill("Sokha Angkor Resort, Sivatha Blvd");
  const summary = customer.getByRole("region", { name: zh["Your order"] });
  await expect(summary.getByText(/节日附加费 · 恋人节/)).toBeVisible();
  const expected = product.price + 4;
  await expect(customer.getByTestId("order-total")).toHaveText(`$${expected.toFixed(2)}`);
  await customer.screenshot({ path: "test-results/shots/peak-days-order-zh.png", fullPage: true });
  await form.getByRole("button", { name: zh["Place order"] }).click();
  await expect(customer.getByRole("heading", { name: zh["Order placed successfully!"] })).toBeVisible();
  const orderId = Number(customer.url().match(/\/orders\/(\d+)\/placed/)?.[1]);
  await expect(customer.getByText(zh["Peak day surcharge"]).first()).toBeVisible();
  const placed = await api<{ price: number; peak_surcharge: number }>(
    "GET",
    `/api/orders/${orderId}`,
    undefined,
    buyer.token,
  );
  expect(placed).toMatchObject({ price: expected, peak_surcharge: 4 });

  // Someone else takes the last one: the page and the form now name the day sold out.
  await placeOrder(await newCustomer("lastone"), product.id, {
    delivery: { date, slot: "evening" },
  });
  await customer.goto(`/zh/product/${product.id}`);
  await expect(customer.getByText(`${dayMonthIn("zh", date)}已售罄`)).toBeVisible();
  const again = await orderFormOn(customer, product.id, date);
  await expect(again.getByText(`${dayMonthIn("zh", date)}已售罄`)).toBeVisible();
  await again.getByRole("radio", { name: new RegExp(`^${zh.Morning}`) }).check();
  await again.getByRole("checkbox", { name: zh["I am the recipient"] }).check();
  await again.getByLabel(zh["Delivery address"]).fill("Sokha Angkor Resort, Sivatha Blvd");
  await again.getByRole("button", { name: zh["Place order"] }).click();
  await expect(customer.getByRole("alert")).toContainText(
    `已售罄：恋人节（${dayMonthIn("zh", date)}）。请选择其他日期。`,
  );

  // The owner's Dashboard: both booked.
  await owner.goto("/admin");
  const bars = owner.getByRole("region", { name: /^Lovers' Festival · / });
  await expect(bars.getByText("2 of 2 booked · Sold out")).toBeVisible();
  await owner.screenshot({ path: "test-results/shots/peak-days-dashboard.png", fullPage: true });
});
