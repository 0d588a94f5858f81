// The second walkthrough, as its people meet it. A Chinese tourist on a phone finds
// a birthday bouquet by typing "生日", orders it for a friend at a hotel, choosing the day and
// the time herself, pays by KHQR and keeps the code with "Save QR" for her bank app. The owner
// prints the day's tickets: an unpaid KHQR order's ticket tells the driver it is NOT PAID.
import { readFile } from "node:fs/promises";
import jsQR from "jsqr";
import sharp from "sharp";
import { KHQR } from "ts-khqr";
import zh from "../shared/i18n/zh.json" with { type: "json" };
import { noSideways, PHONE } from "./browser";
import { addDays } from "./dates";
import { expect, test } from "./fixtures";
import { api, placeOrder } from "./session";

const HOTEL = "Park Hyatt Siem Reap, Sivutha Blvd";

test.use({ viewport: PHONE });

test("at 390 px in Chinese: '生日' finds a birthday bouquet, ordered for a hotel guest on a chosen day and time, paid by KHQR with 'Save QR'", async ({
  customerPage: page,
  customer,
}) => {
  await page.goto("/zh/products");
  const search = page.getByRole("searchbox", { name: zh.Search });
  await search.fill("生日");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/zh\/products\?.*q=/);
  const results = page.locator("main").getByRole("article");
  await expect(results.first()).toBeVisible();
  await expect(page.getByText("未找到鲜花")).toHaveCount(0);
  expect(await noSideways(page)).toBe(true);

  // What "生日" found is what "birthday" finds: the bouquets tagged for birthdays.
  const { products } = await api<{ products: { id: number }[] }>("GET", "/api/products?q=birthday&limit=50");
  await expect(results).toHaveCount(products.length);
  const first = results.first().getByRole("heading").getByRole("link");
  const productId = Number((await first.getAttribute("href"))?.match(/\/product\/(\d+)/)?.[1]);
  expect(products.map((product) => product.id)).toContain(productId);

  await first.click();
  await expect(page).toHaveURL(new RegExp(`/zh/product/${productId}$`));
  await page.getByRole("button", { name: zh["Order Now"] }).first().click();
  await expect(page).toHaveURL(new RegExp(`/zh/order/${productId}`));

  const form = page.getByRole("form", { name: zh["Order form"] });
  // Nothing is chosen for her: no day, no time, and she is not the recipient.
  await expect(form.getByRole("checkbox", { name: zh["I am the recipient"] })).not.toBeChecked();
  await expect(form.getByLabel(zh["Recipient's name"])).toHaveValue("");
  await form.getByLabel(zh["Recipient's name"]).fill("王丽");
  await form.getByLabel(zh["Recipient's phone"]).fill("+855 12 555 777");
  await form.getByLabel(zh["Delivery address"]).fill(HOTEL);
  await form.getByRole("radio", { name: new RegExp(`^${zh.Tomorrow}`) }).check();
  await form.getByRole("radio", { name: new RegExp(`^${zh.Afternoon}`) }).check();
  await form.getByRole("radio", { name: /^KHQR/ }).check();
  // The summary repeats the day, the time and the recipient before she places it.
  await expect(form).toContainText("王丽");
  expect(await noSideways(page)).toBe(true);
  await form.getByRole("button", { name: zh["Place order"] }).click();

  const confirmation = page.getByRole("region", { name: zh["Order placed: waiting for your KHQR payment"] });
  await expect(confirmation).toBeVisible();
  const id = Number(page.url().match(/\/orders\/(\d+)\/placed/)?.[1]);
  const order = (
    await api<
      { id: number; price: number; recipient_name: string; address: string; delivery_date: string }[]
    >("GET", "/api/user/orders", undefined, customer.token)
  ).find((mine) => mine.id === id);
  const { today } = await api<{ today: string }>("GET", "/api/shop");
  expect(order).toMatchObject({ recipient_name: "王丽", address: HOTEL, delivery_date: addDays(today, 1) });

  // "Save QR": a PNG her bank app can read from the gallery, the order's KHQR for its total.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    confirmation.getByRole("button", { name: zh["Save QR"] }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`order-${id}\\.png$`));
  const file = await readFile(await download.path());
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const scanned = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? "";
  expect(KHQR.verify(scanned).isValid).toBe(true);
  const payload = KHQR.parse(scanned).data;
  expect(payload?.billNumber).toBe(String(id));
  expect(Number(payload?.transactionAmount)).toBe(order?.price);
  await page.screenshot({ path: "test-results/shots/second-walk-zh-khqr.png", fullPage: true });
});

test("the owner prints the day's tickets: an unpaid KHQR order's says NOT PAID", async ({
  newPage,
  ownerSession,
  newCustomer,
}) => {
  const { today } = await api<{ today: string }>("GET", "/api/shop");
  const date = addDays(today, 1);
  const id = await placeOrder(await newCustomer("tourist"), 1, {
    delivery: { date, slot: "afternoon" },
    recipient: { name: "Sok Dara", phone: "+855 12 333 444" },
    paymentMethod: "khqr",
  });

  const page = await newPage({ session: ownerSession, viewport: PHONE });
  await page.goto(`/admin?tab=deliveries&date=${date}`);
  await expect(page.getByRole("article", { name: new RegExp(`^Order #${id}\\b`) })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  const ticket = page.locator(`.delivery-ticket[data-order-id="${id}"]`);
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText(/NOT PAID: collect \$\d+\.\d\d or call the shop .* before handing over/);
  await page.screenshot({ path: "test-results/shots/second-walk-ticket-not-paid.png", fullPage: true });
});
