// The owner's paged lists (docs/decisions/038) in a real browser: the orders' filters kept in
// the address (a reload shows the same list), the search asked of the server once typing
// pauses without a history entry per keystroke, and the toolbar at phone width.
import { DESKTOP, PHONE, seriousA11yViolations } from "./browser";
import { expect, test } from "./fixtures";
import { api, catalogue, placeOrder } from "./session";

test("the orders list keeps its filters in the address and searches on the server", async ({
  ownerPage: page,
  ownerToken,
  newCustomer,
}) => {
  const customer = await newCustomer("lister");
  const [product] = await catalogue();
  if (!product) throw new Error("the seeded catalogue is empty");
  const unpaid = await placeOrder(customer, product.id);
  const paid = await placeOrder(customer, product.id);
  await api("PUT", `/api/admin/orders/${paid}/payment`, { status: "paid" }, ownerToken);

  await page.goto(`/admin?tab=orders&payment=unpaid&q=${encodeURIComponent(customer.email)}`);
  await expect(page.getByRole("rowheader")).toHaveText([`#${unpaid}`]);
  await expect(page.getByLabel("Payment")).toHaveValue("unpaid");
  await expect(page.getByLabel("Search #, name, e-mail, phone, address or product")).toHaveValue(
    customer.email,
  );
  await expect(page.getByRole("status").filter({ hasText: "1 order matches" })).toBeVisible();

  await page.getByLabel("Payment").selectOption("paid");
  await expect(page.getByRole("rowheader")).toHaveText([`#${paid}`]);
  expect(new URL(page.url()).searchParams.get("payment")).toBe("paid");
  await page.reload();
  await expect(page.getByRole("rowheader")).toHaveText([`#${paid}`]);

  await page.getByLabel("Payment").selectOption("");
  await expect(page.getByRole("rowheader")).toHaveText([`#${paid}`, `#${unpaid}`]);
  const history = await page.evaluate(() => window.history.length);
  const search = page.getByLabel("Search #, name, e-mail, phone, address or product");
  await search.fill("");
  await search.pressSequentially(`#${unpaid}`, { delay: 40 });
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(`#${unpaid}`);
  expect(await page.evaluate(() => window.history.length)).toBe(history);
  // Retried until the search's page replaces the rows kept on screen while it loads.
  await expect(page.getByRole("rowheader")).toHaveText([`#${unpaid}`]);
  await expect(search).toBeFocused();

  await page.getByRole("button", { name: `Details of order #${unpaid}` }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`Order #${unpaid}`) })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("rowheader", { name: `#${unpaid}`, exact: true })).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.goto(`/admin?tab=orders&q=${encodeURIComponent(customer.email)}`);
  await expect(page.getByRole("rowheader")).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: "test-results/screens/lists-orders-390.png", fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: "test-results/screens/lists-orders-1280.png" });
});

test("the users and products lists search on the server and keep the search in the address", async ({
  ownerPage: page,
  newCustomer,
}) => {
  const customer = await newCustomer("finder");
  await page.goto("/admin?tab=users");
  await page.getByLabel("Search name, email or mobile").fill(customer.email);
  await expect(page.getByRole("row").filter({ hasText: customer.email })).toBeVisible();
  await expect(page.getByText("1 user", { exact: true })).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(customer.email);

  const [product] = await catalogue();
  if (!product) throw new Error("the seeded catalogue is empty");
  await page.goto(`/admin?tab=products&q=${encodeURIComponent(product.name)}`);
  await expect(page.getByRole("rowheader", { name: product.name })).toBeVisible();
  await expect(page.getByLabel("Search by name or category")).toHaveValue(product.name);
});
