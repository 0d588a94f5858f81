// Every page route, and the panels people open on them, scanned with axe-core at 390 px
// and 1280 px: no serious or critical violation may remain. Pages are scanned once their
// data and their scroll-loaded parts have arrived, as a visitor would see them.
import type { Locator, Page } from "@playwright/test";
import { DESKTOP, PHONE, scrollToEnd, seriousA11yViolations, type Viewport } from "./browser";
import { expect, test } from "./fixtures";
import { catalogue, placeOrder, type SessionState } from "./session";

type Role = "visitor" | "customer" | "owner";
interface Screen {
  name: string;
  /** The route; ":id" becomes an in-stock product's id, ":soldout" an out-of-stock one's. */
  path: string;
  role: Role;
  /** What the page shows once it is ready; the scan waits for it. */
  ready: Shown;
  /** Panels or states opened on the ready page, each scanned in turn after the page itself. */
  opened?: { name: string; open: (page: Page) => Promise<unknown> }[];
  /** Scanned at 390 px only. */
  phoneOnly?: boolean;
}

/** What a page shows once it is ready (data loaded, not a skeleton). */
type Shown = (page: Page) => Locator;
const heading =
  (name: string): Shown =>
  (page) =>
    page.getByRole("heading", { level: 1, name });
const inMain =
  (role: "article" | "table" | "heading" | "button", name?: string): Shown =>
  (page) =>
    page.getByRole("main").getByRole(role, { name, exact: true });
const text =
  (words: string): Shown =>
  (page) =>
    page.getByText(words, { exact: true });
const click = (name: string | RegExp, then: Shown) => async (page: Page) => {
  await page
    .getByRole("button", { name, exact: typeof name === "string" })
    .first()
    .click();
  await expect(then(page).first()).toBeVisible();
};
const byId =
  (id: string): Shown =>
  (page) =>
    page.locator(`#${id}`);

const SCREENS: Screen[] = [
  { name: "home", path: "/", role: "visitor", ready: inMain("article") },
  { name: "products", path: "/products", role: "visitor", ready: inMain("article") },
  { name: "product detail", path: "/product/:id", role: "visitor", ready: inMain("button", "Order Now") },
  {
    name: "sold-out product",
    path: "/product/:soldout",
    role: "visitor",
    ready: text("This product is currently out of stock"),
  },
  {
    name: "about",
    path: "/about",
    role: "visitor",
    ready: inMain("heading"),
    opened: [{ name: "share menu", open: click("Share this page", byId("share-menu")) }],
  },
  {
    name: "contact",
    path: "/contact",
    role: "visitor",
    ready: inMain("button", "Send Message"),
    opened: [{ name: "form with errors", open: click("Send Message", text("Please enter your name")) }],
  },
  { name: "login", path: "/login", role: "visitor", ready: heading("Welcome back") },
  { name: "register", path: "/register", role: "visitor", ready: heading("Create your account") },
  {
    name: "forgot password",
    path: "/forgot-password",
    role: "visitor",
    ready: heading("Forgot your password?"),
  },
  { name: "unknown path", path: "/no-such-page", role: "visitor", ready: heading("This page has wilted") },
  { name: "order form", path: "/order/:id", role: "customer", ready: inMain("button", "Place order") },
  { name: "my orders", path: "/orders", role: "customer", ready: inMain("article") },
  { name: "profile", path: "/profile", role: "customer", ready: heading("My profile") },
  { name: "admin dashboard", path: "/admin?tab=dashboard", role: "owner", ready: text("Total products") },
  {
    name: "admin products",
    path: "/admin?tab=products",
    role: "owner",
    ready: inMain("table"),
    opened: [{ name: "product form", open: click("Add product", inMain("heading", "New product")) }],
  },
  {
    name: "admin orders",
    path: "/admin?tab=orders",
    role: "owner",
    ready: inMain("table"),
    opened: [
      {
        name: "order detail",
        open: click(/^Details of order/, inMain("button", "Back to orders")),
      },
    ],
  },
  { name: "admin users", path: "/admin?tab=users", role: "owner", ready: inMain("table") },
  {
    name: "admin add-ons",
    path: "/admin?tab=addons",
    role: "owner",
    ready: inMain("table"),
    opened: [{ name: "add-on form", open: click("Add add-on", inMain("heading", "New add-on")) }],
  },
  {
    name: "admin settings",
    path: "/admin?tab=settings",
    role: "owner",
    ready: inMain("button", "Save settings"),
  },
  {
    name: "home, signed in",
    path: "/",
    role: "owner",
    ready: inMain("article"),
    opened: [{ name: "phone menu", open: click("Open menu", byId("mobile-menu")) }],
    phoneOnly: true,
  },
];

/** Every public and customer page again in Khmer and in Chinese (docs/decisions/048): their
 *  longer words and the Khmer font must not cost contrast, labels or room. At 390 px, where
 *  room is tightest; the panels' buttons are found by their English names, so the page alone.
 *  Ready once the page's main heading (or, where the heading comes first, its cards) is shown. */
const TRANSLATED: Screen[] = SCREENS.filter(
  (screen) => screen.role !== "owner" && !screen.path.startsWith("/admin"),
).flatMap((screen) =>
  (["km", "zh"] as const).map((locale) => ({
    ...screen,
    name: `${screen.name} in ${locale === "km" ? "Khmer" : "Chinese"}`,
    path: `/${locale}${screen.path === "/" ? "/" : screen.path}`,
    ready: (page: Page) =>
      /^\/(products|orders)?$/.test(screen.path)
        ? page.getByRole("main").getByRole("article")
        : page.getByRole("main").getByRole("heading", { level: 1 }),
    opened: undefined,
    phoneOnly: true,
  })),
);
SCREENS.push(...TRANSLATED);

const ids = { id: 1, soldout: 1 };
const VIEWPORTS = [
  ["390 px", PHONE],
  ["1280 px", DESKTOP],
] as const;

test.beforeAll(async ({ customer }) => {
  const products = await catalogue();
  ids.id = products.find((p) => p.in_stock)?.id ?? 1;
  ids.soldout = products.find((p) => !p.in_stock)?.id ?? 1;
  await placeOrder(customer, ids.id); // so My orders has a card to scan
});

/** Scrolls to the end, past a public page's footer (the dashboard has none to wait for). */
async function toEnd(page: Page, screen: Screen): Promise<void> {
  if (!screen.path.startsWith("/admin")) return scrollToEnd(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Violations on one screen at one width, then on each panel opened on it, each line
 *  prefixed with the width and the state. */
async function scan(page: Page, screen: Screen, width: string): Promise<string[]> {
  await page.goto(screen.path.replace(/:(id|soldout)/, (_, key: keyof typeof ids) => String(ids[key])));
  await toEnd(page, screen);
  await expect(screen.ready(page).first()).toBeVisible();
  await toEnd(page, screen);
  const found = (await seriousA11yViolations(page)).map((line) => `${width}: ${line}`);
  for (const { name, open } of screen.opened ?? []) {
    await open(page);
    found.push(...(await seriousA11yViolations(page)).map((line) => `${width}, ${name}: ${line}`));
  }
  return found;
}

for (const screen of SCREENS) {
  test(`${screen.name}${screen.opened ? `, ${screen.opened.map((state) => state.name).join(", ")}` : ""} has no serious or critical axe violations`, async ({
    newPage,
    customerSession,
    ownerSession,
  }) => {
    const sessions: Record<Role, SessionState | undefined> = {
      visitor: undefined,
      customer: customerSession,
      owner: ownerSession,
    };
    const widths = screen.phoneOnly ? VIEWPORTS.slice(0, 1) : VIEWPORTS;
    const found = await Promise.all(
      widths.map(async ([label, viewport]) =>
        scan(
          await newPage({ session: sessions[screen.role], viewport: viewport as Viewport }),
          screen,
          label,
        ),
      ),
    );
    expect(found.flat()).toEqual([]);
  });
}
