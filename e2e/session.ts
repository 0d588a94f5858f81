// Accounts and data for journeys: the seeded admin, customers made through the public API
// (register, code from the dev outbox, verify), orders placed the way the web app places
// them, and signing in through the login form. Every /api/auth call counts against the
// 60-a-minute limit per client address (wrangler.toml), so setup uses as few as it can.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { waitingForApp } from "./app-started";
import { latestCode, uniqueEmail } from "./browser";
import { addDays } from "./dates";
import { SHOP_URL } from "./server";

/** A signed-in browser session (local storage's `user` and `token`), reusable by new pages. */
export type SessionState = Awaited<ReturnType<BrowserContext["storageState"]>>;

export const ADMIN = { email: "admin@example.com", password: "admin-password", name: "Shop Owner" };

export interface Customer {
  id: number;
  name: string;
  email: string;
  mobile: string;
  password: string;
  token: string;
}

export interface CatalogueProduct {
  id: number;
  name: string;
  price: number;
  /** `price` in riel at the owner's rate */
  price_khr: number;
  original_price: number | null;
  category: string;
  description: string;
  image: string;
  whats_included: string | null;
  in_stock: boolean;
  occasions: string[];
  featured: boolean;
}

/** A JSON call to the shop's API (this worker's shop unless `shop` says which) that must
 *  succeed; the answer's body on success. */
export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  shop = SHOP_URL,
): Promise<T> {
  const response = await fetch(`${shop}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** An e-mail as the development outbox keeps it. */
export interface MailMessage {
  subject: string;
  text: string;
  /** The attached files' names (a delivery photo). */
  attachments?: string[];
}

/** The e-mails the shop sent to `email`, newest first (the development outbox). */
export const mailTo = async (email: string) =>
  (await api<{ messages: MailMessage[] }>("GET", `/api/dev/outbox?email=${encodeURIComponent(email)}`))
    .messages;

export const catalogue = () => api<CatalogueProduct[]>("GET", "/api/products");

/** A 1×1 PNG: a picture the server sniffs as PNG (a proof, a delivery photo). */
export const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** The first slot still open for an order placed now, `fromDays` after the shop's today or the
 *  day after that. */
export async function openSlot(fromDays = 0): Promise<{ date: string; slot: string; today: string }> {
  const { today } = await api<{ today: string }>("GET", "/api/shop");
  for (const date of [addDays(today, fromDays), addDays(today, fromDays + 1)]) {
    const answer = await api<{ slots: { id: string; available: boolean }[] }>(
      "GET",
      `/api/delivery/slots?date=${date}`,
    );
    const open = answer.slots.find((slot) => slot.available);
    if (open) return { date, slot: open.id, today };
  }
  throw new Error(`No delivery slot open ${fromDays} or ${fromDays + 1} days from today`);
}

/** A verified customer, registered through the API with the code from the dev outbox (2 auth calls). */
export async function createCustomer(label: string): Promise<Customer> {
  const email = uniqueEmail(label);
  const name = `${label[0]?.toUpperCase()}${label.slice(1)} Sok`;
  const mobile = "+855 12 000 111";
  const password = `${label}-password`;
  await api("POST", "/api/auth/register", { name, email, mobile, password, confirmPassword: password });
  const answer = await api<{ access_token: string; user: { id: number } }>("POST", "/api/auth/verify-otp", {
    email,
    otp: await latestCode(email),
  });
  return { id: answer.user.id, name, email, mobile, password, token: answer.access_token };
}

/** What a journey adds to an order: florist fields (delivery, recipient, card…) and more of the buyer's details. */
type OrderExtra = Record<string, unknown> & { customerInfo?: Record<string, unknown> };

/** An order placed by a customer, as the order form sends it (with `extra` merged in); answers the order's id. */
export async function placeOrder(
  customer: Customer,
  productId: number,
  extra: OrderExtra = {},
): Promise<number> {
  const { customerInfo, ...fields } = extra;
  const order = await api<{ id: number }>(
    "POST",
    "/api/orders",
    {
      productId: String(productId),
      productName: "ignored by the server",
      price: 1,
      customerInfo: {
        name: customer.name,
        email: customer.email,
        mobile: customer.mobile,
        address: "House 12, Street 7, Wat Bo Village",
        city: "Siem Reap",
        ...customerInfo,
      },
      ...fields,
    },
    customer.token,
  );
  return order.id;
}

/** Signs in through /login and waits until the form has let the visitor through. */
export async function logIn(page: Page, email: string, password: string, path = "/login"): Promise<void> {
  if (!page.url().includes("/login")) await page.goto(path);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  try {
    await page.waitForURL((url) => url.pathname !== "/login", { timeout: 10_000 });
  } catch (error) {
    const shown = await page.locator("main").textContent();
    throw new Error(`Login of ${email} did not go through. The page says:\n${shown}`, { cause: error });
  }
}

/** Signs in once through the login form and keeps the session (local storage) for reuse. */
export async function signedInState(
  browser: Browser,
  email: string,
  password: string,
): Promise<SessionState> {
  const context = await browser.newContext({ baseURL: SHOP_URL });
  const page = waitingForApp(await context.newPage());
  await logIn(page, email, password);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The bearer token a signed-in session keeps in local storage. */
export function tokenOf(session: SessionState): string {
  const token = session.origins
    .flatMap((origin) => origin.localStorage)
    .find((item) => item.name === "token");
  if (!token) throw new Error("The session has no token in local storage");
  return token.value;
}
