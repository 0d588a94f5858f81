// The owner's first screen of orders on a phone (390 × 844) and a desktop (1280): every tab's
// label readable whole on screen, the first order above the fold, and the Delivery column wide
// enough for its date, slot and "Placed" lines; a one-result search's foot, and the charts' word
// on cancelled orders.
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { DESKTOP, noSideways, PHONE, type Viewport } from "./browser";
import { expect, test } from "./fixtures";
import { type Customer, catalogue, openSlot, placeOrder } from "./session";

const SHOTS = "test-results/screens";

/** An order for tomorrow (or the day after) in its first open slot, so its Delivery cell has a
 *  day and a slot. */
async function placeSlotOrder(buyer: Customer, productId: number): Promise<number> {
  const { date, slot } = await openSlot(1);
  return placeOrder(buyer, productId, { delivery: { date, slot } });
}

/** The tabs whose label is cut: wider than its box, or not wholly inside the window. */
const cutTabs = (page: Page) =>
  page.getByRole("tab").evaluateAll((tabs) =>
    tabs
      .filter((tab) => {
        const box = tab.getBoundingClientRect();
        return (
          tab.scrollWidth > tab.clientWidth ||
          box.left < 0 ||
          box.right > document.documentElement.clientWidth
        );
      })
      .map((tab) => tab.textContent),
  );

/** How many lines of text a cell takes: the distinct bottoms of its text's line boxes. */
const linesOf = (page: Page, cell: string) =>
  page
    .locator(cell)
    .first()
    .evaluate((element) => {
      const bottoms = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width > 0) bottoms.add(Math.round(rect.bottom));
        }
      }
      return bottoms.size;
    });

for (const [name, viewport] of [
  ["390", PHONE],
  ["1280", { ...DESKTOP, height: PHONE.height }],
] as [string, Viewport][]) {
  test(`at ${name} px the tabs read whole and the first order shows on the first screen`, async ({
    newPage,
    ownerSession,
    newCustomer,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const buyer = await newCustomer(`screen${name}`);
    const [product] = await catalogue();
    if (!product) throw new Error("the seeded catalogue is empty");
    const newest = await placeSlotOrder(buyer, product.id);

    const page = await newPage({ session: ownerSession, viewport });
    await page.goto("/admin?tab=orders");
    const first = page.getByRole("rowheader").first();
    await expect(first).toHaveText(`#${newest}`);
    await page.screenshot({ path: `${SHOTS}/owner-orders-${name}.png` });

    expect(await cutTabs(page)).toEqual([]);
    const box = await first.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    // No sideways scrolling of the page itself.
    expect(await noSideways(page)).toBe(true);
    if (viewport.width >= 900)
      expect(await linesOf(page, "td[data-label='Delivery'] > div")).toBeLessThanOrEqual(3);

    // a search that leaves one order says so at the list's foot
    await page.goto(`/admin?tab=orders&q=${encodeURIComponent(buyer.email)}`);
    await expect(page.getByText("1 order found.")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/owner-orders-search-${name}.png`, fullPage: true });
    // the charts say they leave cancelled orders out, beside "Total orders" that counts them
    await page.goto("/admin?tab=dashboard");
    await expect(page.getByText("Cancelled orders are not counted in these charts.")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/owner-dashboard-${name}.png`, fullPage: true });
  });
}
