// The owner's day on a phone: an order placed for today (or the first day with an open slot,
// late in the shop's evening) shows on the Deliveries board at 390 px with a tap to call and
// a Maps link, takes its next status step in place, and prints as a half-A4 (A5) ticket whose PDF
// (Chromium's own, page.pdf) carries the card message; one ticket prints alone.
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { DESKTOP, noSideways, PHONE, seriousA11yViolations } from "./browser";
import { addDays } from "./dates";
import { expect, test } from "./fixtures";
import { pdfPages } from "./pdf-text";
import { ADMIN, type Customer, openSlot, placeOrder } from "./session";

/** Pictures for a person to look at, kept across runs (test-results/screens). */
const SHOTS = "test-results/screens";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/deliveries-${name}.png`, fullPage: true });

const CARD = "Happy birthday, Lina! Love from Dara and the kids";

/** Text without its spaces and line breaks: a PDF's wrapped lines lose the space they broke at. */
const squashed = (text = "") => text.replace(/\s+/g, "");

test.use({ viewport: PHONE });

/** An order for today (or the first day with an open slot) to Chan Lina with CARD on its card. */
async function placeDayOrder(buyer: Customer): Promise<{ id: number; date: string; today: string }> {
  const { date, slot, today } = await openSlot();
  const id = await placeOrder(buyer, 1, {
    customerInfo: { landmark: "Blue gate opposite the school" },
    delivery: { date, slot },
    recipient: { name: "Chan Lina", phone: "+855 12 999 888" },
    cardMessage: CARD,
  });
  return { id, date, today };
}

test("the board at 390 px: call, Maps, the next status step, and the day's tickets as a half-A4 PDF", async ({
  newPage,
  ownerSession,
  newCustomer,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const { id, date, today } = await placeDayOrder(await newCustomer("giver"));

  const page = await newPage({ session: ownerSession, viewport: PHONE });
  await page.goto(date === today ? "/admin?tab=deliveries" : `/admin?tab=deliveries&date=${date}`);
  const card = page.getByRole("article", { name: new RegExp(`^Order #${id}\\b`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Chan Lina");
  await expect(card).toContainText(CARD);
  await expect(card.getByRole("link", { name: "+855 12 999 888" })).toHaveAttribute(
    "href",
    "tel:+85512999888",
  );
  await expect(card.getByRole("link", { name: /^Open in Maps/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=House%2012/,
  );
  const slotSection = page.getByRole("region").filter({ has: card }).last();
  await expect(slotSection.getByText(/\d+ \/ \d+ booked/)).toBeVisible();
  expect(await noSideways(page)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header stays on top in a full-page shot
  await shot(page, "board-390");

  // the next step in place, and the one after it offered
  await card.getByRole("button", { name: `Confirm order #${id}` }).click();
  await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: `Mark out for delivery order #${id}` })).toBeEnabled();
  // the keyboard's place stays on the card, not on the next step's button (a second Enter would
  // take it) and not back at the top of the page
  await expect(card.getByRole("heading", { level: 4 })).toBeFocused();

  // print emulation: only the tickets, ours with its card message
  await page.emulateMedia({ media: "print" });
  const ticket = page.locator(`.delivery-ticket[data-order-id="${id}"]`);
  await expect(ticket).toBeVisible();
  await expect(ticket.locator(".delivery-ticket-card")).toHaveText(CARD);
  await expect(page.getByRole("tablist")).toBeHidden();
  const cardSize = await ticket
    .locator(".delivery-ticket-card")
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  expect(cardSize).toBeGreaterThanOrEqual(24); // 18pt = 24px
  await shot(page, "print-emulation");
  await page.emulateMedia({ media: null });

  // the whole day (page.pdf prints with the print stylesheet): one half-A4 (A5) page a ticket, ours among them with its card message and order number
  const ticketCount = await page.locator(".delivery-ticket").count();
  const allPdf = await page.pdf({ path: `${SHOTS}/deliveries-all.pdf`, preferCSSPageSize: true });
  const allPages = pdfPages(allPdf);
  expect(allPages.map((p) => p.size)).toEqual(Array(ticketCount).fill("420x595"));
  const ours = allPages.find((p) => new RegExp(`Order#${id}(?!\\d)`).test(squashed(p.text)));
  expect(squashed(ours?.text)).toContain(squashed(CARD));
  expect(ours?.text).toContain("Chan Lina");

  // "Print ticket": that ticket alone is what the print dialog would get
  await page.evaluate(() => {
    window.print = () => undefined; // the dialog stays "open": no afterprint yet
  });
  await card.getByRole("button", { name: `Print ticket for order #${id}` }).click();
  await expect(page.locator(".delivery-ticket")).toHaveCount(1);
  const onePdf = pdfPages(await page.pdf({ path: `${SHOTS}/deliveries-one.pdf`, preferCSSPageSize: true }));
  expect(onePdf).toHaveLength(1);
  expect(squashed(onePdf[0]?.text)).toContain(squashed(CARD));
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await expect(page.locator(".delivery-ticket")).toHaveCount(ticketCount);

  // on a desktop too: two columns of cards, nothing sideways
  await page.setViewportSize(DESKTOP);
  await expect(card).toBeVisible();
  expect(await noSideways(page)).toBe(true);
  await shot(page, "board-desktop");
  await page.setViewportSize(PHONE);

  // by keyboard: Tab goes from step to step, with a ring to see where focus is
  await page.getByRole("button", { name: "Previous day" }).focus();
  await page.keyboard.press("Tab");
  const next = page.getByRole("button", { name: "Next day" });
  await expect(next).toBeFocused();
  expect(await next.evaluate((button) => getComputedStyle(button).boxShadow)).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`date=${addDays(date, 1)}`));
  await expect(page.getByRole("button", { name: "Today" })).toBeVisible();
  expect(await noSideways(page)).toBe(true);
  await shot(page, "next-day-390");
});

test("the order's history: placed, the step taken on the board with who and from where, then a note", async ({
  newPage,
  ownerSession,
  newCustomer,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const { id, date } = await placeDayOrder(await newCustomer("noter"));
  const page = await newPage({ session: ownerSession, viewport: PHONE });
  await page.goto(`/admin?tab=deliveries&date=${date}`);
  const card = page.getByRole("article", { name: new RegExp(`^Order #${id}\\b`) });
  await card.getByRole("button", { name: `Confirm order #${id}` }).click();
  await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();

  await card.getByRole("link", { name: `Details of order #${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`tab=orders&order=${id}$`));
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("Placed · by Noter Sok");
  await expect(history.getByRole("listitem").last()).toContainText(
    `Status: Pending → Confirmed · by ${ADMIN.name} via Dashboard`,
  );

  const note = history.getByLabel("Add a note");
  await note.fill("Recipient asked for 5 pm.\nCall first.");
  await expect(history.getByText("37 / 1000 characters")).toBeVisible();
  await history.getByRole("button", { name: "Add note" }).click();
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await expect(history.getByRole("listitem").last()).toContainText("Recipient asked for 5 pm.");
  await expect(note).toHaveValue("");

  // a step taken in the detail shows in its history at once
  await page.getByRole("button", { name: `Mark paid order #${id}` }).click();
  await expect(history.getByRole("listitem").last()).toContainText(
    `Payment: Unpaid → Paid · by ${ADMIN.name} via Dashboard`,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await noSideways(page)).toBe(true);
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/deliveries-history-390.png` });

  // opened from the board, the detail's Back returns to the board and its day
  await page.getByRole("button", { name: "Back to deliveries" }).click();
  await expect(page).toHaveURL(new RegExp(`tab=deliveries&date=${date}$`));
  await expect(card).toBeVisible();
});
