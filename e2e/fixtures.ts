// The journeys' `test` and `expect`: Playwright Test with the shop's people as fixtures, in
// the manner of Epic Stack's tests/playwright-utils.ts. A test names what it needs:
//
//   page            a visitor (signed out) at the test's viewport
//   customerPage    a page signed in as `customer`, a verified account the worker's tests share
//   ownerPage       a page signed in as the seeded owner (admin)
//   newPage()       one more person's tab (own context, optional session and viewport)
//   newCustomer()   a fresh verified account, for tests that change or count accounts
//   customerSession / ownerSession / ownerToken   the signed-in states behind those pages
//
// Every page a fixture opens waits, after goto and reload, for the app to start
// (e2e/app-started.ts).
//
// The shared accounts are made once per worker, through the API and the login form:
// /api/auth allows 60 calls a minute from one address, so journeys do not make one per test.
// Every page a fixture opens is closed after its test; a failing test keeps its trace
// (test-results/e2e, `npx playwright show-trace …`).
import { randomBytes } from "node:crypto";
import { test as base, type Page } from "@playwright/test";
import { waitingForApp } from "./app-started";
import type { Viewport } from "./devices";
import {
  ADMIN,
  api,
  type Customer,
  createCustomer,
  type SessionState,
  signedInState,
  tokenOf,
} from "./session";

export { expect } from "@playwright/test";

interface PageOptions {
  /** Start signed in with this session (see customerSession, ownerSession, signedInState). */
  session?: SessionState;
  /** The screen size; the test's `viewport` (desktop unless `test.use` says otherwise) by default. */
  viewport?: Viewport;
}

interface TestFixtures {
  customerPage: Page;
  ownerPage: Page;
  newPage: (options?: PageOptions) => Promise<Page>;
  newCustomer: (label: string) => Promise<Customer>;
}

interface WorkerFixtures {
  customer: Customer;
  customerSession: SessionState;
  ownerSession: SessionState;
  ownerToken: string;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  customer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await use(await createCustomer("shopper"));
    },
    { scope: "worker" },
  ],
  customerSession: [
    async ({ browser, customer }, use) => {
      await use(await signedInState(browser, customer.email, customer.password));
    },
    { scope: "worker" },
  ],
  ownerSession: [
    async ({ browser }, use) => {
      await use(await signedInState(browser, ADMIN.email, ADMIN.password));
    },
    { scope: "worker" },
  ],
  ownerToken: [
    async ({ ownerSession }, use) => {
      await use(tokenOf(ownerSession));
    },
    { scope: "worker" },
  ],

  page: async ({ page }, use) => {
    await use(waitingForApp(page));
  },
  newPage: async ({ browser, baseURL, viewport, permissions }, use) => {
    const opened: Page[] = [];
    await use(async ({ session, viewport: size } = {}) => {
      const context = await browser.newContext({
        baseURL,
        viewport: size ?? viewport,
        permissions,
        storageState: session,
      });
      const page = waitingForApp(await context.newPage());
      opened.push(page);
      return page;
    });
    await Promise.all(opened.map((page) => page.context().close()));
  },
  customerPage: async ({ newPage, customerSession }, use) => {
    await use(await newPage({ session: customerSession }));
  },
  ownerPage: async ({ newPage, ownerSession }, use) => {
    await use(await newPage({ session: ownerSession }));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  newCustomer: async ({}, use) => {
    await use((label) => createCustomer(label));
  },
});

/** POST /api/contact allows 5 a minute from one address (CONTACT_LIMITER), and every journey comes
 *  from 127.0.0.1: a journey that sends the contact form calls this first, so its sends count
 *  against an address of its own (a documentation one, 2001:db8::/32), whatever else runs, or ran
 *  a minute ago against a reused server. wrangler dev keeps a CF-Connecting-IP the request carries. */
export async function ownContactAddress(page: Page) {
  const address = `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
  await page.route("**/api/contact", async (route) =>
    route.continue({ headers: { ...(await route.request().allHeaders()), "cf-connecting-ip": address } }),
  );
}

/** The owner's settings, as GET /api/admin/settings answers them. */
export interface OwnerSettings {
  peak_days: unknown[];
  payway?: unknown;
  [key: string]: unknown;
}

/** The owner's settings as a file's journeys found them, put back after them; `found()` reads
 *  them, and `withChanges` gives them with some changed, ready to PUT (without the PayWay
 *  status the PUT does not take). */
export function keepOwnerSettings() {
  let original: OwnerSettings | undefined;
  test.beforeAll(async ({ ownerToken }) => {
    original = await api<OwnerSettings>("GET", "/api/admin/settings", undefined, ownerToken);
  });
  const withChanges = (changes: Partial<OwnerSettings> = {}) => {
    if (!original) throw new Error("the owner's settings were not read");
    const { payway: _, ...settings } = original;
    return { ...settings, ...changes };
  };
  test.afterAll(async ({ ownerToken }) => {
    if (original) await api("PUT", "/api/admin/settings", withChanges(), ownerToken);
  });
  return {
    found: () => {
      if (!original) throw new Error("the owner's settings were not read");
      return original;
    },
    withChanges,
  };
}
