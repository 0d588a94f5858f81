// Journeys of a customer: registering with the e-mailed code, logging out and in, ordering
// and finding the order in My orders, editing the profile and password, resetting a
// forgotten password, and the guards around signed-in and admin pages.
import type { Page } from "@playwright/test";
import { formatUsdAndKhr, formatUsd as usd } from "../web/lib/format";
import { expectToast, latestCode, PHONE, scrollToEnd, storedSession, uniqueEmail } from "./browser";
import { expect, test } from "./fixtures";
import { api, type CatalogueProduct, catalogue, logIn, signedInState } from "./session";

let products: CatalogueProduct[];

test.beforeAll(async () => {
  products = await catalogue();
});

const accountMenu = (page: Page) => page.getByRole("button", { name: /account menu/ });

async function logOutFromMenu(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.locator("#user-menu").getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "Logged out successfully");
  await expect(page).toHaveURL((url) => url.pathname === "/");
}

test.describe("registration", () => {
  test("registers with the e-mailed code, logs out, and logs back in", async ({ page }) => {
    const email = uniqueEmail("newcomer");
    await page.goto("/register");
    await page.getByLabel("Full name").fill("Sreymom Chea");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mobile number").fill("+855 17 222 333");
    await page.getByLabel("Password", { exact: true }).fill("lotus-petal");
    await page.getByLabel("Confirm password", { exact: true }).fill("lotus-petel");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Passwords do not match", { exact: true })).toBeVisible();

    await page.getByLabel("Confirm password", { exact: true }).fill("lotus-petal");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText("OTP sent to your email!", { exact: true })).toBeVisible();

    const verify = page.getByRole("button", { name: "Verify", exact: true });
    const code = await latestCode(email);
    await page.getByLabel("Verification code").fill(code.slice(0, 5));
    await expect(verify).toBeDisabled();
    await page.getByLabel("Verification code").fill(code);
    await expect(verify).toBeEnabled();
    await verify.click();
    await expectToast(page, "Registration completed successfully!");
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(accountMenu(page)).toContainText("Sreymom Chea");
    await scrollToEnd(page);
    await expect(page.getByRole("link", { name: "Browse All Products" })).toBeVisible();

    await logOutFromMenu(page);
    expect(await storedSession(page)).toEqual({ user: null, token: null });
    await scrollToEnd(page);
    await expect(page.getByText(/^No account needed:/)).toBeVisible();

    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Invalid email or password", { exact: true })).toBeVisible();

    await logIn(page, email, "lotus-petal");
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(accountMenu(page)).toContainText("Sreymom Chea");
    const stored = await storedSession(page);
    expect(JSON.parse(stored.user ?? "{}").email).toBe(email);
    expect(stored.token).toBeTruthy();
  });
});

test.describe("unfinished and repeated registrations", () => {
  test("an address registered and verified already is told to log in instead", async ({ page, customer }) => {
    await page.goto("/register");
    await page.getByLabel("Full name").fill(customer.name);
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Mobile number").fill(customer.mobile);
    await page.getByLabel("Password", { exact: true }).fill("another-password");
    await page.getByLabel("Confirm password", { exact: true }).fill("another-password");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page
        .getByRole("alert")
        .getByText("Email already registered and verified. Please login instead.", { exact: true }),
    ).toBeVisible();
  });

  test("an unverified account logging in verifies with the e-mailed code and a new password", async ({
    page,
  }) => {
    const email = uniqueEmail("unfinished");
    await api("POST", "/api/auth/register", {
      name: "Vanna Unfinished",
      email,
      mobile: "+855 16 444 555",
      password: "first-password",
      confirmPassword: "first-password",
    });
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("first-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
    await expect(page.getByText("OTP sent to your email for verification", { exact: true })).toBeVisible();

    await page.getByLabel("Verification code").fill(await latestCode(email));
    await page.getByLabel(/^New password/).fill("short");
    await page.getByLabel(/^Confirm new password/).fill("short");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(
      page.getByText("Password must be at least 6 characters long", { exact: true }),
    ).toBeVisible();
    await page.getByLabel(/^New password/).fill("second-password");
    await page.getByLabel(/^Confirm new password/).fill("second-passwort");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page.getByText("Passwords do not match", { exact: true })).toBeVisible();
    await page.getByLabel(/^Confirm new password/).fill("second-password");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expectToast(page, "Account verified successfully!");
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(accountMenu(page)).toContainText("Vanna Unfinished");
  });
});

test.describe("ordering", () => {
  test("orders a bouquet with the delivery details and finds it in My orders", async ({
    customerPage: page,
    customer,
  }) => {
    const product = products.find((p) => p.in_stock) as CatalogueProduct;
    await page.goto(`/product/${product.id}`);
    await page.getByRole("button", { name: "Order Now" }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${product.id}$`));
    await expect(page.getByRole("heading", { name: "Place your order" })).toBeVisible();

    const form = page.getByRole("form", { name: "Order form" });
    await expect(form.getByLabel("Full name")).toHaveValue(customer.name);
    await expect(form.getByLabel("Email")).toHaveValue(customer.email);
    await expect(form.getByLabel("Mobile number")).toHaveValue(customer.mobile);
    await expect(form.getByLabel("Delivery area").locator("option:checked")).toContainText("Siem Reap town");
    await expect(form.getByTestId("order-total")).toHaveText(usd(product.price));

    await form.getByRole("button", { name: "Place order" }).click();
    await expect(form.getByText("Please enter the delivery address", { exact: true })).toBeVisible();
    await form.getByLabel("Delivery address").fill("Angkor Village Hotel, room 12");
    await form.getByLabel(/^Landmark/).fill("Near Wat Bo pagoda");
    await form.getByLabel(/^Notes for the driver/).fill("Please call on arrival");
    // Nothing is chosen for her: the day, the time, and who receives.
    await form.getByRole("radio", { name: /^Tomorrow/ }).check();
    await form.getByRole("radio", { name: /^Afternoon/ }).check();
    await form.getByRole("checkbox", { name: "I am the recipient" }).check();
    await form.getByRole("button", { name: "Place order" }).click();

    await expect(page.getByRole("heading", { name: "Order placed successfully!" })).toBeVisible();
    const placed = (await page.getByText(/^Order number #\d+$/).textContent()) ?? "";
    const number = placed.replace("Order number ", "");

    await page.getByRole("link", { name: "View my orders" }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const card = page.getByRole("article").filter({ hasText: number });
    await expect(card.getByRole("heading")).toHaveText(product.name);
    await expect(card.getByText("Pending", { exact: true })).toBeVisible();
    await expect(
      card.getByText(formatUsdAndKhr(product.price, product.price_khr), { exact: true }),
    ).toBeVisible();
    await expect(card).toContainText("Angkor Village Hotel, room 12, Near Wat Bo pagoda");
    await expect(page.getByRole("complementary", { name: "Delivery offer" })).toHaveCount(0);
  });

  test("does not offer the order form for a flower that is out of stock", async ({ customerPage: page }) => {
    const product = products.find((p) => !p.in_stock) as CatalogueProduct;
    await page.goto(`/order/${product.id}`);
    await expect(page.getByRole("alert").getByText("This product is currently out of stock")).toBeVisible();
    await expect(page.getByRole("button", { name: "Place order" })).toHaveCount(0);
  });
});

test.describe("profile", () => {
  test("saves new details and a new password that replaces the old one", async ({
    browser,
    newCustomer,
    newPage,
  }) => {
    const member = await newCustomer("member");
    const page = await newPage({ session: await signedInState(browser, member.email, member.password) });
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
    const fact = (term: string) => page.locator(`dt:text-is("${term}") + dd`);
    await expect(fact("Email")).toHaveText(member.email);
    await expect(fact("Account type")).toHaveText("Customer");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Admin panel" })).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Delivery offer" })).toHaveCount(0);

    await page.getByLabel("Full name").fill("Member Renamed");
    await page.getByLabel("Delivery address").fill("Street 26, Sala Kamreuk");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Profile updated successfully", { exact: true })).toBeVisible();
    await expect(accountMenu(page)).toContainText("Member Renamed");
    await page.reload();
    await expect(page.getByLabel("Full name")).toHaveValue("Member Renamed");
    await expect(page.getByLabel("Delivery address")).toHaveValue("Street 26, Sala Kamreuk");

    const fill = async (current: string, next: string, confirm: string) => {
      await page.getByLabel(/^Current password/).fill(current);
      await page.getByLabel(/^New password/).fill(next);
      await page.getByLabel(/^Confirm new password/).fill(confirm);
      await page.getByRole("button", { name: "Save changes" }).click();
    };
    await fill(member.password, "fresh-orchid", "fresh-orchids");
    await expect(page.getByText("New passwords do not match", { exact: true })).toBeVisible();
    await fill(member.password, "short", "short");
    await expect(page.getByText("New password must be at least 6 characters", { exact: true })).toBeVisible();
    await fill(member.password, "fresh-orchid", "fresh-orchid");
    await expect(page.getByText("Profile updated successfully", { exact: true })).toBeVisible();
    await expect(page.getByLabel(/^Current password/)).toHaveValue("");

    // still signed in with the fresh token the change handed out
    await page.reload();
    await expect(page.getByLabel("Full name")).toHaveValue("Member Renamed");
    await page.getByRole("link", { name: "My orders" }).click();
    await expect(page.getByRole("heading", { name: "No orders yet" })).toBeVisible();

    await logOutFromMenu(page);
    await page.goto("/login");
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Invalid email or password", { exact: true })).toBeVisible();
    await logIn(page, member.email, "fresh-orchid");
    await expect(accountMenu(page)).toContainText("Member Renamed");
  });
});

test.describe("forgotten password", () => {
  test("resets the password with the e-mailed code, then logs in with the new one", async ({
    page,
    newCustomer,
  }) => {
    const forgetful = await newCustomer("forgetful");
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole("button", { name: "Send reset code" }).click();
    await expect(page.getByText("Please enter your email address", { exact: true })).toBeVisible();

    await page.getByLabel("Email").fill(forgetful.email);
    await page.getByRole("button", { name: "Send reset code" }).click();
    await expect(page.getByText("Password reset code sent to your email", { exact: true })).toBeVisible();
    await expect(page.getByText("Step 2 of 3", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Please enter the verification code", { exact: true })).toBeVisible();
    await page.getByLabel("Verification code").fill(await latestCode(forgetful.email));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expect(page.getByText("Step 3 of 3", { exact: true })).toBeVisible();

    await page.getByLabel(/^New password/).fill("jasmine-tea");
    await page.getByLabel(/^Confirm new password/).fill("jasmine-tee");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText("Passwords do not match", { exact: true })).toBeVisible();
    await page.getByLabel(/^Confirm new password/).fill("jasmine-tea");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expectToast(page, "Password reset successfully! Please login with your new password.");
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, forgetful.email, "jasmine-tea");
    await expect(accountMenu(page)).toContainText(forgetful.name);
  });
});

test.describe("guards", () => {
  test("sends signed-out visitors to log in and back to the page they asked for, but lets them fill the order form", async ({
    page,
    customer,
  }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
    // The order form is open to visitors: a code at "Place order" signs them in (docs/decisions/053).
    await page.goto("/order/1");
    await expect(page.getByRole("form", { name: "Order form" })).toBeVisible();
    await expect(page).toHaveURL(/\/order\/1$/);
    await page.goto("/orders");
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, customer.email, customer.password);
    expect(new URL(page.url()).pathname).toBe("/orders");
    await expect(page.getByRole("heading", { name: "My orders" })).toBeVisible();
  });

  test("keeps a customer out of the admin panel, and the phone menu greets them without it", async ({
    newPage,
    customer,
    customerSession,
  }) => {
    const page = await newPage({ session: customerSession, viewport: PHONE });
    await page.goto("/admin");
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByText(`Hello, ${customer.name}`, { exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
    await menu.getByRole("button", { name: "Logout" }).click();
    await expectToast(page, "Logged out successfully");
    expect(await storedSession(page)).toEqual({ user: null, token: null });
  });
});
