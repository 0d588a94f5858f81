// The shop by keyboard alone, at 1280 and 390 px: a new visitor goes from the home page to a
// placed order with Tab, arrows, Space and Enter only, and after each page change focus is
// on the new page's heading (a screen reader reads it out; the next Tab starts in the page).
// The owner runs an order through her dashboard the same way, and after each action focus
// stays where her next key belongs: never dropped to the page's top, never on a next step that
// a second Enter would take.
import type { Locator, Page } from "@playwright/test";
import { DESKTOP, latestCode, PHONE, uniqueEmail, type Viewport } from "./browser";
import { expect, test } from "./fixtures";
import { api, catalogue, placeOrder } from "./session";

/** Tab presses enough to cross any page of the shop from its top. */
const TAB_LIMIT = 120;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has focus, as a keyboard user walks to it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < TAB_LIMIT && !(await isFocused(target)); presses++) {
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** Tabs into `group` (one stop for its radios), then arrows to `radio` and checks it. */
async function chooseRadio(page: Page, group: Locator, radio: Locator): Promise<void> {
  const inGroup = () => group.evaluate((element) => element.contains(document.activeElement));
  for (let presses = 0; presses < TAB_LIMIT && !(await inGroup()); presses++) {
    await page.keyboard.press("Tab");
  }
  for (let presses = 0; presses < 10 && !(await isFocused(radio)); presses++) {
    await page.keyboard.press("ArrowRight");
  }
  await expect(radio).toBeFocused();
  if (!(await radio.isChecked())) await page.keyboard.press("Space");
  await expect(radio).toBeChecked();
}

/** Walks to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Focus is on the page's <h1>, and it reads `name`. */
async function expectPageHeadingFocused(page: Page, name: string | RegExp): Promise<void> {
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(name);
  await expect(heading).toBeFocused();
}

/** Follows a link of the main navigation: in the phone menu at 390 px. */
async function followNavLink(page: Page, phone: boolean, name: string): Promise<void> {
  if (phone) {
    const toggle = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await tabTo(page, page.locator("#mobile-menu").getByRole("link", { name, exact: true }));
  } else {
    await tabTo(
      page,
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }),
    );
  }
  await page.keyboard.press("Enter");
}

const WIDTHS: [string, Viewport][] = [
  ["1280 px", DESKTOP],
  ["390 px", PHONE],
];

for (const [label, viewport] of WIDTHS) {
  test(`a new visitor orders by keyboard alone at ${label}, focus on each new page's heading`, async ({
    newPage,
  }) => {
    const phone = viewport.width < 600;
    const page = await newPage({ viewport });
    await page.goto("/");
    // the app has taken the drawn page over once the account links are in the navigation
    await expect(page.locator(".nav-user a[href='/login']")).toBeAttached();

    // the first Tab reaches the skip link, and it leads into the page
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();

    await followNavLink(page, phone, "Products");
    await expect(page).toHaveURL(/\/products$/);
    await expectPageHeadingFocused(page, "Our flowers");

    // the first bouquet in stock, by its card's link
    const card = page
      .locator("article.product-card")
      .filter({ hasNot: page.getByText("Out of stock") })
      .first();
    const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
    await tabTo(page, card.getByRole("link").first());
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expectPageHeadingFocused(page, name);

    await tabTo(page, page.getByRole("button", { name: "Order Now" }).first());
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/order\/\d+$/);
    await expectPageHeadingFocused(page, "Place your order");

    const form = page.getByRole("form", { name: "Order form" });
    await chooseRadio(
      page,
      form.getByRole("group", { name: "Delivery date" }),
      form.getByRole("radio", { name: /^Tomorrow/ }),
    );
    await chooseRadio(
      page,
      form.getByRole("group", { name: "Delivery time (Siem Reap time)" }),
      form.getByRole("radio", { name: /^Afternoon/ }),
    );
    const recipient = form.getByRole("checkbox", { name: "I am the recipient" });
    await tabTo(page, recipient);
    await page.keyboard.press("Space");
    await expect(recipient).toBeChecked();
    const email = uniqueEmail("keyboard");
    await typeInto(page, form.getByLabel("Full name"), "Malee Keyboard");
    await typeInto(page, form.getByLabel("Email", { exact: true }), email);
    await typeInto(page, form.getByLabel("Mobile number"), "+855 12 555 010");
    await typeInto(page, form.getByLabel("Delivery address"), "Victoria Angkor Resort, Central Park");

    await tabTo(page, form.getByRole("button", { name: "Place order" }));
    await page.keyboard.press("Enter");
    // the code's field takes focus, the only detour
    const code = page.getByLabel("Verification code");
    await expect(code).toBeFocused();
    await page.keyboard.type(await latestCode(email));
    await tabTo(page, page.getByRole("button", { name: "Confirm and place order" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/orders\/\d+\/placed$/);
    await expectPageHeadingFocused(page, "Order placed successfully!");
  });
}

for (const [label, viewport] of WIDTHS) {
  test(`the owner runs an order by keyboard alone at ${label}, focus kept after each action`, async ({
    newPage,
    ownerSession,
    newCustomer,
  }) => {
    const customer = await newCustomer("keys");
    const product = (await catalogue()).find((item) => item.in_stock);
    if (!product) throw new Error("no product in stock");
    const id = await placeOrder(customer, product.id);
    const page = await newPage({ session: ownerSession, viewport });
    await page.goto(`/admin?tab=orders&q=${encodeURIComponent(customer.email)}`);
    const tabs = page.getByRole("tablist", { name: "Admin sections" });
    const ordersTab = tabs.getByRole("tab", { name: "Orders" });
    await expect(page.getByRole("rowheader", { name: `#${id}`, exact: true })).toBeVisible();

    // the result of the search is said, not only shown
    await expect(page.getByRole("status").filter({ hasText: "1 order matches" })).toBeVisible();

    // Details opens the order with focus on its heading
    const details = page.getByRole("button", { name: `Details of order #${id}` });
    await tabTo(page, details);
    await page.keyboard.press("Enter");
    const heading = page.getByRole("heading", { name: `Order #${id}`, level: 2 });
    await expect(heading).toBeFocused();

    // Mark paid turns into Mark unpaid under the keyboard's place
    await tabTo(page, page.getByRole("button", { name: `Mark paid order #${id}` }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: `Mark unpaid order #${id}` })).toBeFocused();

    // arrowing through the tabs with the order open stays in the tab list
    await page.keyboard.down("Shift");
    await tabTo(page, ordersTab);
    await page.keyboard.up("Shift");
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.getByRole("tab", { name: "Deliveries" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(ordersTab).toBeFocused();
    await expect(ordersTab).toHaveAttribute("aria-selected", "true");

    // Back to orders returns focus to the Details button it was opened with
    await tabTo(page, page.getByRole("button", { name: "Back to orders" }));
    await page.keyboard.press("Enter");
    await expect(details).toBeFocused();

    // a step keeps focus on its row, so a second Enter takes no second step
    await tabTo(page, page.getByRole("button", { name: `Confirm order #${id}` }));
    await page.keyboard.press("Enter");
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: `#${id}`, exact: true }) });
    await expect(row.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: `#${id}`, exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    const mine = await api<{ id: number; status: string }[]>(
      "GET",
      "/api/user/orders",
      undefined,
      customer.token,
    );
    expect(mine.find((order) => order.id === id)?.status).toBe("confirmed");

    // Save settings keeps focus on its button while the outcome is said
    await page.keyboard.down("Shift");
    await tabTo(page, ordersTab);
    await page.keyboard.up("Shift");
    await page.keyboard.press("End");
    await expect(tabs.getByRole("tab", { name: "Settings" })).toBeFocused();
    const save = page.getByRole("button", { name: "Save settings" });
    await tabTo(page, save);
    await page.keyboard.press("Enter");
    await expect(page.getByText(/^Settings saved\./)).toBeVisible();
    await expect(save).toBeFocused();
  });
}
