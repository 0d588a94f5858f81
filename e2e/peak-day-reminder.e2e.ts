// The florist's busiest day and next year's order, together, as a tourist meets them on a phone
// in Chinese: a bouquet limited on a peak day, its surcharge shown and charged, "Remind me next
// year" ticked; a week before next year's day the reminder e-mail comes (through the development
// route), and its "Order again" opens the form for that bouquet with next year's day in it.
// The owner's settings are put back at the end.
import zh from "../shared/i18n/zh.json" with { type: "json" };
import { dayMonthIn } from "../shared/localized-dates";
import { PHONE } from "./browser";
import { addDays } from "./dates";
import { expect, keepOwnerSettings, test } from "./fixtures";
import { api, catalogue, signedInState } from "./session";

test.use({ viewport: PHONE });

const settings = keepOwnerSettings();

test("a Chinese customer orders a limited bouquet on a peak day, pays its surcharge, and next year's reminder refills the form", async ({
  browser,
  newCustomer,
  newPage,
  ownerToken,
}) => {
  // a customer of her own: the worker's shared one has the reminders of other journeys
  const customer = await newCustomer("remindme");
  const page = await newPage({ session: await signedInState(browser, customer.email, customer.password) });
  const shop = await api<{ today: string }>("GET", "/api/shop");
  // a day no other journey books
  const date = addDays(shop.today, 27);
  const product = (await catalogue()).filter((item) => item.in_stock)[3];
  if (!product) throw new Error("no product in stock");
  await api(
    "PUT",
    "/api/admin/settings",
    settings.withChanges({
      peak_days: [
        ...settings.found().peak_days,
        {
          date,
          name: "Water Festival",
          name_zh: "送水节",
          surcharge: 6,
          limits: [{ product_id: product.id, quantity: 5 }],
        },
      ],
    }),
    ownerToken,
  );

  await page.goto(`/zh/product/${product.id}`);
  await expect(page.getByText(`${dayMonthIn("zh", date)}仅剩 5 份`)).toBeVisible();

  await page.goto(`/zh/order/${product.id}`);
  const form = page.getByRole("form", { name: zh["Order form"] });
  await form.getByLabel(zh["Or pick another date"]).fill(date);
  await expect(form.getByText("送水节：节日高峰。当天的订单加收 $6.00 附加费。")).toBeVisible();
  await form.getByRole("radio", { name: new RegExp(`^${zh.Afternoon}`) }).check();
  await form.getByRole("checkbox", { name: zh["I am the recipient"] }).check();
  await form.getByLabel(zh["Delivery address"]).fill("Sokha Angkor Resort, Sivatha Blvd");
  await form.getByRole("checkbox", { name: zh["Remind me next year"] }).check();
  await form.getByLabel(zh.Occasion).selectOption({ label: zh.Birthday });
  const total = product.price + 6;
  await expect(page.getByTestId("order-total")).toHaveText(`$${total.toFixed(2)}`);
  await page.screenshot({ path: "test-results/shots/peak-day-reminder-form-zh.png", fullPage: true });
  await form.getByRole("button", { name: zh["Place order"] }).click();

  await expect(page.getByRole("heading", { name: zh["Order placed successfully!"] })).toBeVisible();
  const orderId = Number(page.url().match(/\/orders\/(\d+)\/placed/)?.[1]);
  const placed = await api<{ price: number; peak_surcharge: number }>(
    "GET",
    `/api/orders/${orderId}`,
    undefined,
    customer.token,
  );
  expect(placed).toMatchObject({ price: total, peak_surcharge: 6 });

  // the reminder for this order, due a week before next year's day
  const reminders = await api<{ id: number; date: string; product_id: number; next_send: string }[]>(
    "GET",
    "/api/user/reminders",
    undefined,
    customer.token,
  );
  const reminder = reminders.find((row) => row.date === date.slice(5) && row.product_id === product.id);
  expect(reminder).toBeDefined();
  const nextYear = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
  expect(reminder?.next_send).toBe(addDays(nextYear, -7));

  await api("POST", "/api/dev/reminders/run", { date: reminder?.next_send });
  let orderAgain = "";
  await expect
    .poll(
      async () => {
        const { messages } = await api<{ messages: { text: string; headers: Record<string, string> }[] }>(
          "GET",
          `/api/dev/outbox?email=${encodeURIComponent(customer.email)}`,
        );
        const link = new RegExp(`https?://\\S+/zh/order/${product.id}\\?date=${nextYear}`);
        orderAgain = messages.map((message) => link.exec(message.text)?.[0] ?? "").find(Boolean) ?? "";
        return orderAgain;
      },
      { message: "the reminder e-mail with its Order again link", timeout: 20_000 },
    )
    .not.toBe("");

  const again = new URL(orderAgain);
  await page.goto(`${again.pathname}${again.search}`);
  await expect(
    page.getByRole("form", { name: zh["Order form"] }).getByLabel(zh["Or pick another date"]),
  ).toHaveValue(nextYear);
  await page.screenshot({ path: "test-results/shots/peak-day-reminder-again-zh.png", fullPage: true });
});
