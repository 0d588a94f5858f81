// Forms as a tourist and the owner meet them, at 390 px and 1280 px:
// a message goes as soon as its field is put right; what a form says after Send or Save is in
// view, below the sticky header; the mobile is required on the profile as on registration;
// contact and the admin order detail open WhatsApp chats; the owner reads "Out for delivery",
// confirms the final step in place, and the last row of an admin table has no stray line.
// Screenshots go to test-results/forms/ for a person to look at.
import type { Page } from "@playwright/test";
import { DESKTOP, PHONE, seriousA11yViolations, type Viewport } from "./browser";
import { expect, ownContactAddress, test } from "./fixtures";
import { placeOrder, signedInState } from "./session";

const SIZES: [string, Viewport][] = [
  ["390", PHONE],
  ["1280", DESKTOP],
];
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/forms/${name}.png` });

/** The element is wholly on screen and not under the sticky header. */
async function expectInView(page: Page, text: string | RegExp): Promise<void> {
  const message = page.locator(".notice").filter({ hasText: text });
  await expect(message).toBeVisible();
  const box = await message.boundingBox();
  const header = await page.locator(".site-header").boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box && header, "message and header are laid out").toBeTruthy();
  if (!box || !header) return;
  expect(box.y, "the message starts below the sticky header").toBeGreaterThanOrEqual(
    header.y + header.height,
  );
  expect(box.y + box.height, "the message ends on screen").toBeLessThanOrEqual(height);
}

for (const [size, viewport] of SIZES) {
  test.describe(`at ${size} px`, () => {
    test.use({ viewport });

    test("contact: messages go as fields are put right, the thanks is in view, WhatsApp chat", async ({
      page,
    }) => {
      await ownContactAddress(page);
      await page.goto("/contact");
      const chat = page.getByRole("link", { name: /^Chat on WhatsApp/ });
      await expect(chat).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/85512345678\?text=Hello%20Siem%20Reap%20Flowers/,
      );
      await expect(chat).toHaveAttribute("target", "_blank");

      const form = page.getByRole("form", { name: "Send us a message" });
      const name = form.getByLabel(/^Name/);
      const email = form.getByLabel(/^Email/);
      await email.fill("dara@");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(name).toHaveAccessibleDescription("Please enter your name");
      await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
      await shot(page, `contact-errors-${size}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await name.fill("Sok Dara");
      await expect(name).not.toHaveAttribute("aria-invalid");
      await expect(form.getByText("Please enter your name")).toHaveCount(0);
      await email.pressSequentially("example.com");
      await expect(email).not.toHaveAttribute("aria-invalid");
      await form.getByLabel(/^Subject/).selectOption("wedding");
      await form.getByLabel(/^Message/).fill("Flowers for 120 guests in March?");
      await expect(form.locator(".field-error")).toHaveCount(0);

      await form.getByRole("button", { name: "Send Message" }).click();
      await expectInView(page, "Thank you for your message!");
      await shot(page, `contact-thanks-${size}`);
    });

    test("profile: the mobile is required as on registration, and Save's outcome is in view", async ({
      browser,
      newPage,
      newCustomer,
    }) => {
      const customer = await newCustomer("profile");
      const page = await newPage({
        session: await signedInState(browser, customer.email, customer.password),
      });
      await page.goto("/profile");
      const mobile = page.getByLabel("Mobile number", { exact: true });
      await expect(mobile).toHaveValue(customer.mobile);
      await expect(mobile).toHaveAttribute("required", "");

      await mobile.fill("");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(mobile).toHaveAccessibleDescription("Please enter your mobile number");
      await expect(mobile).toBeFocused();
      await shot(page, `profile-mobile-required-${size}`);

      await mobile.fill("012 345 999");
      await expect(mobile).not.toHaveAttribute("aria-invalid");
      await expect(page.getByText("Please enter your mobile number")).toHaveCount(0);
      await page.getByRole("button", { name: "Save changes" }).click();
      await expectInView(page, "Profile updated successfully");
      await shot(page, `profile-saved-${size}`);
      await page.reload();
      await expect(page.getByLabel("Mobile number", { exact: true })).toHaveValue("012 345 999");
    });

    test("admin orders: 'Out for delivery', the final step asked in place, WhatsApp with the customer", async ({
      ownerPage: page,
      newCustomer,
    }) => {
      const customer = await newCustomer("moto");
      // Typed the local way, as many customers here do.
      const orderId = await placeOrder({ ...customer, mobile: "012 345 999" }, 1);
      await page.goto("/admin?tab=orders");
      const row = page
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: `#${orderId}`, exact: true }) });
      const button = (name: string) => row.getByRole("button", { name: `${name} order #${orderId}` });

      await button("Confirm").click();
      await button("Mark out for delivery").click();
      await expect(row.getByText("Out for delivery", { exact: true })).toBeVisible();
      await expect(
        page.locator(".toasts").getByText(`Order #${orderId} is now Out for delivery`),
      ).toBeVisible();
      await expect(page.getByLabel("Status").locator("option[value=shipped]")).toHaveText("Out for delivery");
      await expect(page.getByText(/shipped/i)).toHaveCount(0);

      await button("Mark delivered").click();
      await expect(button("Yes, mark delivered")).toBeFocused();
      await expect(row.getByRole("button")).toHaveText(["Details", "Yes, mark delivered", "Keep as is"]);
      await shot(page, `admin-final-step-${size}`);
      await row.getByRole("button", { name: `Keep order #${orderId} as it is` }).click();
      await expect(row.getByText("Out for delivery", { exact: true })).toBeVisible();
      await button("Mark delivered").click();
      await button("Yes, mark delivered").click();
      await expect(row.getByText("Delivered", { exact: true })).toBeVisible();
      await expect(row.getByRole("button")).toHaveText(["Details"]);

      if (viewport === DESKTOP) {
        // The last row's cells, its row header too, draw no line under themselves (the wrap has the border).
        const lastRow = page.locator(".admin-table tbody tr").last();
        const borders = await lastRow
          .locator("th, td")
          .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).borderBottomWidth));
        expect(new Set(borders)).toEqual(new Set(["0px"]));
        await lastRow.scrollIntoViewIfNeeded();
        await shot(page, `admin-orders-last-row-${size}`);
      }

      await row.getByRole("button", { name: `Details of order #${orderId}` }).click();
      const detail = page.getByRole("article", { name: `Order #${orderId}` });
      const chat = detail.getByRole("link", { name: /^Chat on WhatsApp/ });
      const url = new URL((await chat.getAttribute("href")) ?? "");
      expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/85512345999");
      expect(url.searchParams.get("text")).toBe(
        `Hello ${customer.name}, this is Siem Reap Flowers about your order #${orderId}.`,
      );
      await expect(detail.getByText("Delivered", { exact: true })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, `admin-order-detail-${size}`);
    });
  });
}

test.describe("typed before the app took the page over", () => {
  test.use({ viewport: PHONE });

  test("a contact message filled in on the drawn page is kept and sent as typed", async ({ page }) => {
    await ownContactAddress(page);
    // the app's entry script held back, as on a slow phone where the page shows long before it
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // the drawn form is there before the script (which holds back DOMContentLoaded) has run
    await page.goto("/contact", { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel(/^Name/).fill("Early Typist");
    await form.getByLabel(/^Email/).fill("early@example.com");
    await form.getByLabel(/^Subject/).selectOption("wedding");
    await form.getByLabel(/^Message/).fill("Typed while the page was still loading.");

    release();
    // React has the form when its fields carry its fiber: from then on a render would put back
    // any value its state did not take
    await page.waitForFunction(() =>
      Object.keys(document.getElementById("contact-message") ?? {}).some((key) =>
        key.startsWith("__reactFiber$"),
      ),
    );
    const sent = page.waitForRequest(
      (request) => request.url().endsWith("/api/contact") && request.method() === "POST",
      { timeout: 15_000 },
    );
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      name: "Early Typist",
      email: "early@example.com",
      subject: "wedding",
      message: "Typed while the page was still loading.",
    });
    await expect(form.getByRole("status")).toContainText("Thank you for your message!");
  });
});
