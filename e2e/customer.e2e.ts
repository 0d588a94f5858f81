// Journeys of a customer: registering with the e-mailed code, logging out and in, ordering
// and finding the order in My orders, editing the profile and password, resetting a
// forgotten password, and the guards around signed-in and admin pages.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  latestCode,
  launch,
  openPage,
  PHONE,
  type SessionState,
  scrollToEnd,
  storedSession,
  uniqueEmail,
  waitForToast,
} from "./browser";
import {
  api,
  type CatalogueProduct,
  type Customer,
  catalogue,
  createCustomer,
  logIn,
  signedInState,
} from "./session";

let browser: Browser;
let products: CatalogueProduct[];
let customer: Customer;
let customerSession: SessionState;
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launch();
  products = await catalogue();
  customer = await createCustomer("shopper");
  customerSession = await signedInState(browser, customer.email, customer.password);
});
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await browser.close();
});

async function open(path: string, session?: SessionState, viewport?: typeof PHONE): Promise<Page> {
  const page = await openPage(browser, viewport, session);
  pages.push(page);
  await page.goto(path);
  return page;
}

const usd = (amount: number) => `$${amount.toFixed(2)}`;
const accountMenu = (page: Page) => page.getByRole("button", { name: /account menu/ });

async function logOutFromMenu(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.locator("#user-menu").getByRole("button", { name: "Logout" }).click();
  await waitForToast(page, "Logged out successfully");
  await page.waitForURL((url) => url.pathname === "/");
}

describe("registration", () => {
  it("registers with the e-mailed code, logs out, and logs back in", async () => {
    const email = uniqueEmail("newcomer");
    const page = await open("/register");
    await page.getByLabel("Full name").fill("Sreymom Chea");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mobile number").fill("+855 17 222 333");
    await page.getByLabel("Password", { exact: true }).fill("lotus-petal");
    await page.getByLabel("Confirm password", { exact: true }).fill("lotus-petel");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Passwords do not match", { exact: true }).waitFor();

    await page.getByLabel("Confirm password", { exact: true }).fill("lotus-petal");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    expect(await page.getByText("OTP sent to your email!", { exact: true }).isVisible()).toBe(true);

    const verify = page.getByRole("button", { name: "Verify", exact: true });
    const code = await latestCode(email);
    await page.getByLabel("Verification code").fill(code.slice(0, 5));
    expect(await verify.isDisabled()).toBe(true);
    await page.getByLabel("Verification code").fill(code);
    expect(await verify.isEnabled()).toBe(true);
    await verify.click();
    await waitForToast(page, "Registration completed successfully!");
    await page.waitForURL((url) => url.pathname === "/");
    expect(await accountMenu(page).textContent()).toContain("Sreymom Chea");
    await scrollToEnd(page);
    await page.getByRole("link", { name: "Browse All Products" }).waitFor();

    await logOutFromMenu(page);
    expect(await storedSession(page)).toEqual({ user: null, token: null });
    await scrollToEnd(page);
    await page.getByRole("link", { name: "Get Started Now" }).waitFor();

    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("Invalid email or password", { exact: true }).waitFor();

    await logIn(page, email, "lotus-petal");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await accountMenu(page).textContent()).toContain("Sreymom Chea");
    const stored = await storedSession(page);
    expect(JSON.parse(stored.user ?? "{}").email).toBe(email);
    expect(stored.token).toBeTruthy();
  });
});

describe("unfinished and repeated registrations", () => {
  it("an address registered and verified already is told to log in instead", async () => {
    const page = await open("/register");
    await page.getByLabel("Full name").fill(customer.name);
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Mobile number").fill(customer.mobile);
    await page.getByLabel("Password", { exact: true }).fill("another-password");
    await page.getByLabel("Confirm password", { exact: true }).fill("another-password");
    await page.getByRole("button", { name: "Create account" }).click();
    await page
      .getByRole("alert")
      .getByText("Email already registered and verified. Please login instead.", { exact: true })
      .waitFor();
  });

  it("an unverified account logging in verifies with the e-mailed code and a new password", async () => {
    const email = uniqueEmail("unfinished");
    await api("POST", "/api/auth/register", {
      name: "Vanna Unfinished",
      email,
      mobile: "+855 16 444 555",
      password: "first-password",
      confirmPassword: "first-password",
    });
    const page = await open("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("first-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("heading", { name: "Verify your email" }).waitFor();
    await page.getByText("OTP sent to your email for verification", { exact: true }).waitFor();

    await page.getByLabel("Verification code").fill(await latestCode(email));
    await page.getByLabel(/^New password/).fill("short");
    await page.getByLabel(/^Confirm new password/).fill("short");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.getByText("Password must be at least 6 characters long", { exact: true }).waitFor();
    await page.getByLabel(/^New password/).fill("second-password");
    await page.getByLabel(/^Confirm new password/).fill("second-passwort");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.getByText("Passwords do not match", { exact: true }).waitFor();
    await page.getByLabel(/^Confirm new password/).fill("second-password");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await waitForToast(page, "Account verified successfully!");
    await page.waitForURL((url) => url.pathname === "/");
    expect(await accountMenu(page).textContent()).toContain("Vanna Unfinished");
  });
});

describe("ordering", () => {
  it("orders a bouquet with the delivery details and finds it in My orders", async () => {
    const product = products.find((p) => p.in_stock) as CatalogueProduct;
    const page = await open(`/product/${product.id}`, customerSession);
    await page.getByRole("button", { name: "Order Now" }).click();
    await page.waitForURL(`**/order/${product.id}`);
    await page.getByRole("heading", { name: "Place your order" }).waitFor();

    const form = page.getByRole("form", { name: "Order form" });
    expect(await form.getByLabel("Full name").inputValue()).toBe(customer.name);
    expect(await form.getByLabel("Email").inputValue()).toBe(customer.email);
    expect(await form.getByLabel("Mobile number").inputValue()).toBe(customer.mobile);
    expect(await form.getByLabel("Delivery area").locator("option:checked").textContent()).toContain(
      "Siem Reap town",
    );
    expect(await form.getByTestId("order-total").textContent()).toBe(usd(product.price));

    await form.getByRole("button", { name: "Place order" }).click();
    await form.getByText("Please enter the delivery address", { exact: true }).waitFor();
    await form.getByLabel("Delivery address").fill("Angkor Village Hotel, room 12");
    await form.getByLabel(/^Landmark/).fill("Near Wat Bo pagoda");
    await form.getByLabel(/^Notes for the driver/).fill("Please call on arrival");
    await form.getByRole("button", { name: "Place order" }).click();

    await page.getByRole("heading", { name: "Order placed successfully!" }).waitFor();
    const placed = (await page.getByText(/^Order number #\d+$/).textContent()) ?? "";
    const number = placed.replace("Order number ", "");

    await page.getByRole("link", { name: "View my orders" }).click();
    await page.waitForURL("**/orders");
    const card = page.getByRole("article").filter({ hasText: number });
    await card.waitFor();
    expect(await card.getByRole("heading").textContent()).toBe(product.name);
    await card.getByText("Pending", { exact: true }).waitFor();
    await card.getByText(usd(product.price), { exact: true }).waitFor();
    expect(await card.textContent()).toContain("Angkor Village Hotel, room 12, Near Wat Bo pagoda");
    expect(await page.getByRole("complementary", { name: "Delivery offer" }).count()).toBe(0);
  });

  it("does not offer the order form for a flower that is out of stock", async () => {
    const product = products.find((p) => !p.in_stock) as CatalogueProduct;
    const page = await open(`/order/${product.id}`, customerSession);
    await page.getByRole("alert").getByText("This product is currently out of stock").waitFor();
    expect(await page.getByRole("button", { name: "Place order" }).count()).toBe(0);
  });
});

describe("profile", () => {
  it("saves new details and a new password that replaces the old one", async () => {
    const member = await createCustomer("member");
    const session = await signedInState(browser, member.email, member.password);
    const page = await open("/profile", session);
    await page.getByRole("heading", { name: "My profile" }).waitFor();
    const fact = (term: string) => page.locator(`dt:text-is("${term}") + dd`);
    expect(await fact("Email").textContent()).toBe(member.email);
    expect(await fact("Account type").textContent()).toBe("Customer");
    expect(await page.getByRole("textbox", { name: "Email" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Admin panel" }).count()).toBe(0);
    expect(await page.getByRole("complementary", { name: "Delivery offer" }).count()).toBe(0);

    await page.getByLabel("Full name").fill("Member Renamed");
    await page.getByLabel("Delivery address").fill("Street 26, Sala Kamreuk");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Profile updated successfully", { exact: true }).waitFor();
    expect(await accountMenu(page).textContent()).toContain("Member Renamed");
    await page.reload();
    expect(await page.getByLabel("Full name").inputValue()).toBe("Member Renamed");
    expect(await page.getByLabel("Delivery address").inputValue()).toBe("Street 26, Sala Kamreuk");

    const fill = async (current: string, next: string, confirm: string) => {
      await page.getByLabel(/^Current password/).fill(current);
      await page.getByLabel(/^New password/).fill(next);
      await page.getByLabel(/^Confirm new password/).fill(confirm);
      await page.getByRole("button", { name: "Save changes" }).click();
    };
    await fill(member.password, "fresh-orchid", "fresh-orchids");
    await page.getByText("New passwords do not match", { exact: true }).waitFor();
    await fill(member.password, "short", "short");
    await page.getByText("New password must be at least 6 characters", { exact: true }).waitFor();
    await fill(member.password, "fresh-orchid", "fresh-orchid");
    await page.getByText("Profile updated successfully", { exact: true }).waitFor();
    expect(await page.getByLabel(/^Current password/).inputValue()).toBe("");

    // still signed in with the fresh token the change handed out
    await page.reload();
    expect(await page.getByLabel("Full name").inputValue()).toBe("Member Renamed");
    await page.getByRole("link", { name: "My orders" }).click();
    await page.getByRole("heading", { name: "No orders yet" }).waitFor();

    await logOutFromMenu(page);
    await page.goto("/login");
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("Invalid email or password", { exact: true }).waitFor();
    await logIn(page, member.email, "fresh-orchid");
    expect(await accountMenu(page).textContent()).toContain("Member Renamed");
  });
});

describe("forgotten password", () => {
  it("resets the password with the e-mailed code, then logs in with the new one", async () => {
    const forgetful = await createCustomer("forgetful");
    const page = await open("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL("**/forgot-password");
    await page.getByRole("button", { name: "Send reset code" }).click();
    await page.getByText("Please enter your email address", { exact: true }).waitFor();

    await page.getByLabel("Email").fill(forgetful.email);
    await page.getByRole("button", { name: "Send reset code" }).click();
    await page.getByText("Password reset code sent to your email", { exact: true }).waitFor();
    await page.getByText("Step 2 of 3", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Please enter the verification code", { exact: true }).waitFor();
    await page.getByLabel("Verification code").fill(await latestCode(forgetful.email));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.getByText("Step 3 of 3", { exact: true }).waitFor();

    await page.getByLabel(/^New password/).fill("jasmine-tea");
    await page.getByLabel(/^Confirm new password/).fill("jasmine-tee");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByText("Passwords do not match", { exact: true }).waitFor();
    await page.getByLabel(/^Confirm new password/).fill("jasmine-tea");
    await page.getByRole("button", { name: "Reset password" }).click();
    await waitForToast(page, "Password reset successfully! Please login with your new password.");
    await page.waitForURL("**/login");

    await logIn(page, forgetful.email, "jasmine-tea");
    expect(await accountMenu(page).textContent()).toContain(forgetful.name);
  });
});

describe("guards", () => {
  it("sends signed-out visitors to log in and back to the page they asked for", async () => {
    const page = await open("/profile");
    await page.waitForURL("**/login");
    for (const path of ["/admin", "/order/1"]) {
      await page.goto(path);
      await page.waitForURL("**/login");
    }
    await page.goto("/orders");
    await page.waitForURL("**/login");
    await logIn(page, customer.email, customer.password);
    expect(new URL(page.url()).pathname).toBe("/orders");
    await page.getByRole("heading", { name: "My orders" }).waitFor();
  });

  it("keeps a customer out of the admin panel, and the phone menu greets them without it", async () => {
    const page = await open("/admin", customerSession, PHONE);
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.waitFor();
    await menu.getByText(`Hello, ${customer.name}`, { exact: true }).waitFor();
    expect(await menu.getByRole("link", { name: "Admin Panel" }).count()).toBe(0);
    await menu.getByRole("button", { name: "Logout" }).click();
    await waitForToast(page, "Logged out successfully");
    expect(await storedSession(page)).toEqual({ user: null, token: null });
  });
});
