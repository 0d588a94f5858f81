// "Remind me next year" (docs/decisions/073) on a phone, in Chinese: a customer orders a bouquet
// and ticks the box; the development route runs the day a week before next year's date, and the
// reminder e-mail comes in Chinese with RFC 8058's unsubscribe headers; its "Order again" opens
// the order form for that bouquet with next year's date in it; its unsubscribe link, opened
// signed out, asks once and stops the reminder, which leaves the profile's list.
import zh from "../shared/i18n/zh.json" with { type: "json" };
import { dayMonthIn } from "../shared/localized-dates";
import { noSideways, PHONE, seriousA11yViolations } from "./browser";
import { expect, test } from "./fixtures";
import { api, catalogue, openSlot } from "./session";

test.use({ viewport: PHONE });

interface Reminder {
  id: number;
  occasion: string;
  date: string;
  product_id: number | null;
  next_send: string;
}

interface OutboxMail {
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}

/** A sentence of the Chinese catalogue with its placeholders filled. */
const zhText = (key: keyof typeof zh, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), zh[key] as string);

/** The path and query of an address in an e-mail (its origin is the shop's public one). */
const localPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

test("orders in Chinese with a reminder, gets it a week before next year's day, orders again from it and unsubscribes signed out", async ({
  customer,
  customerPage: page,
  newPage,
}) => {
  const product = (await catalogue()).find((item) => item.in_stock);
  if (!product) throw new Error("no product in stock");
  const { date, slot } = await openSlot(1);

  // The order form, with "Remind me next year" ticked and the occasion chosen.
  await page.goto(`/zh/order/${product.id}`);
  const form = page.getByRole("form", { name: zh["Order form"] });
  await form.getByLabel(zh["Or pick another date"]).fill(date);
  await form.locator(`input[name="slot"][value="${slot}"]`).check();
  await form.getByRole("checkbox", { name: zh["I am the recipient"] }).check();
  await form.getByLabel(zh["Delivery address"]).fill("Sokha Angkor Resort, Sivatha Blvd");
  await form.getByRole("checkbox", { name: zh["Remind me next year"] }).check();
  await form.getByLabel(zh.Occasion).selectOption({ label: zh.Birthday });
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await noSideways(page)).toBe(true);
  await form.getByRole("button", { name: zh["Place order"] }).click();

  // The confirmation says when she will hear from the shop.
  await expect(page).toHaveURL(/\/zh\/orders\/\d+\/placed/);
  await expect(
    page.getByText(
      zhText("We will e-mail you a week before {date} next year.", { date: dayMonthIn("zh", date.slice(5)) }),
    ),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // this order's reminder (the worker's customer may have others, from other journeys)
  const reminder = (await api<Reminder[]>("GET", "/api/user/reminders", undefined, customer.token)).find(
    (row) => row.date === date.slice(5) && row.product_id === product.id,
  );
  expect(reminder).toMatchObject({ occasion: "birthday", date: date.slice(5), product_id: product.id });
  const nextYear = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;

  // A week before next year's day, the morning's reminders run (here through the development route).
  const run = await api<{ queued: number }>("POST", "/api/dev/reminders/run", { date: reminder?.next_send });
  expect(run.queued).toBeGreaterThanOrEqual(1);
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = await api<{ messages: OutboxMail[] }>(
          "GET",
          `/api/dev/outbox?email=${encodeURIComponent(customer.email)}`,
        );
        mail = messages.find((message) => message.headers?.["List-Unsubscribe"]);
        return mail?.subject ?? "";
      },
      { timeout: 20_000 },
    )
    .toBe(
      zhText("{occasion} on {date}: time to send flowers", {
        occasion: zh.Birthday,
        date: dayMonthIn("zh", date.slice(5)),
      }),
    );
  expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail?.html).toContain("<img src=");
  const orderAgain = mail?.text.match(/https?:\/\/\S+\/zh\/order\/\d+\?date=\S+/)?.[0] ?? "";
  expect(localPath(orderAgain)).toBe(`/zh/order/${product.id}?date=${nextYear}`);
  const unsubscribe = /<(.+)>/.exec(mail?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";

  // "Order again" opens the form for that bouquet with next year's date in it.
  await page.goto(localPath(orderAgain));
  const again = page.getByRole("form", { name: zh["Order form"] });
  await expect(again.getByLabel(zh["Or pick another date"])).toHaveValue(nextYear);
  await page.screenshot({ path: "test-results/shots/reminders-order-again.png", fullPage: true });

  // The profile lists the reminder.
  const inChinese = (
    await api<(Reminder & { product_name: string })[]>(
      "GET",
      "/api/user/reminders?lang=zh",
      undefined,
      customer.token,
    )
  ).find((row) => row.id === reminder?.id);
  await page.goto("/zh/profile");
  const list = page.getByRole("region", { name: zh["My reminders"] });
  await expect(list.getByText(inChinese?.product_name ?? product.name)).toBeVisible();
  await expect(list.getByText(dayMonthIn("zh", date.slice(5)))).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The unsubscribe link, signed out: one question, one button, then it is done.
  const stranger = await newPage();
  await stranger.goto(localPath(unsubscribe));
  await expect(stranger.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText(zh["Stop this reminder?"]);
  expect(await seriousA11yViolations(stranger)).toEqual([]);
  await stranger.getByRole("button", { name: zh["Stop the reminder"] }).click();
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText(zh["The reminder is stopped"]);
  await stranger.screenshot({ path: "test-results/shots/reminders-unsubscribed.png", fullPage: true });
  const left = await api<Reminder[]>("GET", "/api/user/reminders", undefined, customer.token);
  expect(left.map((row) => row.id)).not.toContain(reminder?.id);
});
