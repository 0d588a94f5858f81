// Journeys of the frame (docs/decisions/034), at 390 px, 1280 px and 200% zoom of a 1280 px screen
// (640 × 400 CSS px): the share button covers nothing (card titles, opening hours, form
// fields), the dashboard has neither share button nor public footer, toasts drop down just
// under the header (off the form below) and leave with their page unless they came with it,
// My orders is in both menus, and a suspended account that is still signed in meets the
// suspended panel, not "check your connection". Screenshots: test-results/frame/.
import type { Locator, Page } from "@playwright/test";
import { DESKTOP, expectToast, PHONE, scrollToEnd, seriousA11yViolations, storedSession } from "./browser";
import { expect, test } from "./fixtures";
import { api, signedInState } from "./session";

const SHOTS = "test-results/frame";
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** 1280 × 800 at 200% zoom: what the page lays out in. */
const ZOOM_200 = { width: 640, height: 400 };
const SIZES = [
  ["390 px", PHONE],
  ["1280 px", DESKTOP],
  ["200% zoom", ZOOM_200],
] as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not laid out");
  return box;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/**
 * Brings each of `targets` to the middle and to the bottom edge of the screen (where a
 * floating button sat) and expects the share button to cover none of it, while the
 * button itself stays whole inside the header, beside (not over) the other header controls.
 */
async function expectShareClearOf(page: Page, targets: Locator) {
  const share = page.getByRole("button", { name: "Share this page" });
  const header = page.locator("header.site-header");
  const count = await targets.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const target = targets.nth(index);
    for (const block of ["center", "end"] as const) {
      await target.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
      const button = await boxOf(share);
      expect(inside(button, await boxOf(header))).toBe(true);
      const label = `${(await target.textContent())?.trim() || (await target.getAttribute("name"))} (${block})`;
      expect(overlaps(await boxOf(target), button), label).toBe(false);
    }
  }
  for (const other of await header.locator("a.brand, .nav-toggle:visible, .nav-user > *:visible").all()) {
    expect(overlaps(await boxOf(other), await boxOf(share))).toBe(false);
  }
}

test.describe("share button", () => {
  for (const [label, viewport] of SIZES) {
    test(`covers no card title, opening hours or form field at ${label}`, async ({ newPage }) => {
      const page = await newPage({ viewport });

      await page.goto("/products");
      const titles = page.getByRole("main").getByRole("article").getByRole("heading");
      await expect(titles.first()).toBeVisible();
      await expectShareClearOf(page, titles);

      await page.goto("/contact");
      await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
      await expectShareClearOf(page, page.getByRole("main").locator("input, textarea, select, button"));
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `contact-${viewport.width}`);

      await scrollToEnd(page);
      const hours = page.getByRole("contentinfo").getByText(/Monday to Friday/);
      await expectShareClearOf(page, hours);
      await shot(page, `footer-hours-${viewport.width}`);
    });
  }

  test("opens its menu below it, inside the screen, at 390 px and 200% zoom", async ({ newPage }) => {
    for (const viewport of [PHONE, ZOOM_200]) {
      const page = await newPage({ viewport });
      await page.goto("/about");
      await page.getByRole("button", { name: "Share this page" }).click();
      const menu = page.locator("#share-menu");
      await expect(menu.getByRole("button", { name: "Copy Link" })).toBeVisible();
      const box = await boxOf(menu);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y).toBeGreaterThanOrEqual((await boxOf(page.locator("header.site-header"))).y);
      await shot(page, `share-menu-${viewport.width}`);
    }
  });
});

test.describe("dashboard frame", () => {
  for (const [label, viewport] of [SIZES[0], SIZES[1]]) {
    test(`has no share button and no public footer at ${label}`, async ({ newPage, ownerSession }) => {
      const page = await newPage({ session: ownerSession, viewport });
      await page.goto("/admin?tab=products");
      await expect(page.getByRole("tablist")).toBeVisible();
      await expect(page.getByRole("main").getByRole("table")).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole("button", { name: "Share this page" })).toHaveCount(0);
      await expect(page.locator(".site-footer")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await shot(page, `admin-${viewport.width}`);

      // and the public pages still have both
      await page.goto("/about");
      await expect(page.getByRole("button", { name: "Share this page" })).toBeVisible();
      await scrollToEnd(page);
    });
  }
});

test.describe("toasts", () => {
  for (const [label, viewport] of [SIZES[0], SIZES[1]]) {
    test(`drop down just under the header and follow no one to the next page at ${label}`, async ({
      newPage,
      customerSession,
    }) => {
      const page = await newPage({ viewport, session: customerSession });
      // A session the server has ended: the next page that asks for the customer's orders says
      // so and moves to /login.
      await page.goto("/");
      await page.evaluate(() => localStorage.setItem("token", "a-token-the-server-refuses"));
      await page.goto("/orders");

      // raised with the move to /login, so it belongs there
      await expect(page).toHaveURL(/\/login$/);
      await expectToast(page, "Your session has expired. Please log in again.");
      // where it comes to rest: it drops in from half a line higher, over the header's edge
      await page
        .locator(".toast")
        .evaluate((toast) => Promise.all(toast.getAnimations().map((a) => a.finished)));
      const toast = await boxOf(page.locator(".toast"));
      const header = await boxOf(page.locator("header.site-header"));
      expect(overlaps(toast, header)).toBe(false);
      // right under the header, clear of the form the visitor fills in below
      expect(toast.y - (header.y + header.height)).toBeLessThan(16);
      expect(overlaps(toast, await boxOf(page.getByLabel("Email")))).toBe(false);
      await shot(page, `toast-login-${viewport.width}`);

      // but not on /register after it
      await page.getByRole("link", { name: "Create an account" }).click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
      await expect(page.locator(".toast")).toHaveCount(0);
    });
  }

  test("keep clear of the dashboard's tabs, one at a time", async ({ newPage, ownerSession }) => {
    const page = await newPage({ session: ownerSession, viewport: PHONE });
    await page.goto("/admin?tab=users");
    const tabs = page.getByRole("tablist");
    await expect(page.getByRole("main").getByRole("table")).toBeVisible();
    await page.getByRole("tab", { name: "Products" }).click();
    await expect(page.getByRole("main").getByRole("table")).toBeVisible();
    const stock = page.getByRole("main").getByRole("button", { name: /stock/i });
    await stock.first().click();
    await expect(page.locator(".toast")).toHaveCount(1);
    await stock.first().click();
    await expect(page.locator(".toast")).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    // the second toast takes the first one's place: measured once it is laid out
    await expect
      .poll(async () => {
        const [toast, bar] = await Promise.all([page.locator(".toast").boundingBox(), tabs.boundingBox()]);
        return toast && bar ? overlaps(toast, bar) : "not laid out";
      })
      .toBe(false);
    await shot(page, "toast-admin-390");
  });
});

test.describe("My orders", () => {
  test("is in the account menu at 1280 px and in the phone menu at 390 px", async ({
    newPage,
    customerSession,
  }) => {
    const desk = await newPage({ session: customerSession, viewport: DESKTOP });
    await desk.goto("/products");
    await desk.getByRole("button", { name: /account menu/ }).click();
    await expect(desk.locator("#user-menu").getByRole("link").first()).toHaveText("My orders");
    await shot(desk, "account-menu-1280");
    await desk.locator("#user-menu").getByRole("link", { name: "My orders" }).click();
    await expect(desk).toHaveURL(/\/orders$/);
    await expect(desk.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();

    const phone = await newPage({ session: customerSession, viewport: PHONE });
    await phone.goto("/products");
    await phone.getByRole("button", { name: "Open menu" }).click();
    await expect(phone.locator("#mobile-menu").getByRole("link", { name: "My orders" })).toBeVisible();
    await shot(phone, "phone-menu-390");
    await phone.locator("#mobile-menu").getByRole("link", { name: "My orders" }).click();
    await expect(phone).toHaveURL(/\/orders$/);
    await expect(phone.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
  });
});

test.describe("suspended while signed in", () => {
  test("the next call ends the session and shows the suspended panel, not 'check your connection'", async ({
    browser,
    newCustomer,
    newPage,
    ownerToken,
  }) => {
    const shopper = await newCustomer("suspended");
    const session = await signedInState(browser, shopper.email, shopper.password);
    await api("PUT", `/api/admin/users/${shopper.id}/suspend`, undefined, ownerToken);

    const page = await newPage({ session, viewport: PHONE });
    await page.goto("/orders");
    await expect(page.getByRole("heading", { name: "Account suspended" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Your account has been suspended");
    await expect(page.getByText(/check your connection/i)).toHaveCount(0);
    expect(await storedSession(page)).toEqual({ user: null, token: null });
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, "suspended-390");

    await page.getByRole("button", { name: "Back to login" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  });
});
