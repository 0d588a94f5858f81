// Production D1 refuses a statement that binds more than 100 parameters. Every query whose
// parameter count grows with what a client sends (an IN list, the order's one-statement insert,
// a search's words, a multi-row insert) is driven here at its largest, against local D1, which
// refuses such a statement the same way ("too many SQL variables"). The census at the end
// fails when a query of that kind appears in worker/ without a case here.
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { isNotNull } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_ADD_ONS } from "../../shared/limits";
import { SEARCH_WORDS_MAX } from "../../shared/paging";
import { PEAK_LIMITS } from "../../shared/peak-days";
import { DEFAULT_SLOTS, SETTINGS_LIMITS } from "../../shared/settings";
import { paywayAttempts } from "../db/schema";
import worker from "../index";
import { PAYWAY_CRON } from "../scheduled";
import { ASK_PER_RUN } from "../services/payments/payway/unconfirmed";
import { emptyShop, seedOrder } from "./fixtures";
import {
  areaNamed,
  createAddOn,
  emptyAddOns,
  floristPayload,
  pinClock,
  resetSettings,
  restoreClockAfterEach,
  shopTime,
} from "./florist";
import { call, createProduct, createUser, db } from "./helpers";
import { runJobs } from "./notifications";

restoreClockAfterEach();

beforeEach(async () => {
  await emptyShop();
  await emptyAddOns();
  await resetSettings();
  pinClock(shopTime("2026-12-01", "09:00"));
});

const selectOf = (count: number) =>
  env.DB.prepare(`select ${Array.from({ length: count }, () => "?").join(", ")}`).bind(
    ...Array.from({ length: count }, (_, index) => index),
  );

describe("no statement binds more than 100 parameters", () => {
  it("local D1 refuses the 101st, as production does: what the cases below rely on", async () => {
    await expect(selectOf(100).all()).resolves.toMatchObject({ success: true });
    await expect(selectOf(101).all()).rejects.toThrow(/too many SQL variables/);
  });

  it("an order with every field filled and the most add-ons (the one-statement insert, the add-on list, the Chinese receipt's add-on names)", async () => {
    const customer = await createUser();
    const product = await createProduct();
    const extras = [];
    for (let n = 1; n <= MAX_ADD_ONS; n += 1) extras.push(await createAddOn({ name: `Add-on ${n}` }));
    const town = await areaNamed("Siem Reap town");
    const placed = await call("POST", "/api/orders", {
      token: customer.token,
      body: floristPayload(product.id, {
        size: "standard",
        addOns: extras.map((addOn) => addOn.id),
        delivery: { date: "2026-12-01", slot: "afternoon" },
        recipient: { name: "Dara Sok", phone: "+855 12 000 111" },
        cardMessage: "Happy birthday, with love from all of us",
        area: town.id,
        location: { lat: 13.36, lng: 103.86 },
        paymentMethod: "cash",
        locale: "zh",
      }),
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    expect(placed.json.add_ons).toHaveLength(MAX_ADD_ONS);
    // its receipt, written in Chinese, looks up every add-on's Chinese name at once
    const receipt = await runJobs([{ kind: "email.order", orderId: placed.json.id, event: "placed" }]);
    expect(receipt.explicitAcks).toEqual(["msg-0"]);
  });

  it("the settings with the most delivery areas, written new and then kept (the NOT IN and IN lists)", async () => {
    const admin = await createUser({ admin: true });
    const current = (await call("GET", "/api/admin/settings", { token: admin.token })).json;
    const areas = Array.from({ length: SETTINGS_LIMITS.areas }, (_, n) => ({
      id: null,
      name: `Area ${n + 1}`,
      fee: n,
      same_day: true,
    }));
    const fresh = await call("PUT", "/api/admin/settings", {
      token: admin.token,
      body: { ...current, slots: DEFAULT_SLOTS, areas },
    });
    expect(fresh.status, JSON.stringify(fresh.json)).toBe(200);
    expect(fresh.json.areas).toHaveLength(SETTINGS_LIMITS.areas);
    const kept = await call("PUT", "/api/admin/settings", { token: admin.token, body: fresh.json });
    expect(kept.status, JSON.stringify(kept.json)).toBe(200);
    expect(kept.json.areas.map((area: { id: number }) => area.id)).toEqual(
      fresh.json.areas.map((area: { id: number }) => area.id),
    );
  });

  it("the widest catalogue search: every word matching every category and occasion label", async () => {
    await createProduct({ name: "Rose" });
    // "e" is in every category's and most occasions' labels: each word brings its own lists;
    // in Chinese each word is also looked for in the Chinese texts, and the labels' lists stay one each
    const q = Array.from({ length: SEARCH_WORDS_MAX }, () => "e").join(" ");
    for (const query of [
      `q=${q}`,
      `q=${q}&category=roses&occasion=love&cursor=WzFd&limit=200`,
      `q=${q}&category=roses&occasion=love&cursor=WzFd&limit=200&lang=zh`,
    ]) {
      const answer = await call("GET", `/api/products?${encodeURI(query)}`);
      expect(answer.status, `${query}: ${JSON.stringify(answer.json)}`).toBe(200);
    }
  });

  it("the most peak days with the most product limits over more products than one IN list holds (settings, dashboard)", async () => {
    const admin = await createUser({ admin: true });
    const products: { id: number }[] = [];
    for (let n = 0; n < 120; n += 1) products.push(await createProduct({ name: `Bouquet ${n}` }));
    const current = (await call("GET", "/api/admin/settings", { token: admin.token })).json;
    const peakDays = Array.from({ length: PEAK_LIMITS.days }, (_, day) => ({
      date: `2026-12-${String((day % 28) + 1).padStart(2, "0")}`.replace(
        /^2026/,
        String(2026 + Math.floor(day / 28)),
      ),
      name: `Peak ${day}`,
      surcharge: 1,
      limits: Array.from({ length: PEAK_LIMITS.limits }, (_, n) => ({
        product_id: products[(day * 7 + n) % products.length]?.id,
        quantity: 5,
      })),
    }));
    const saved = await call("PUT", "/api/admin/settings", {
      token: admin.token,
      body: { ...current, peak_days: peakDays },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const dashboard = await call("GET", "/api/admin/dashboard", { token: admin.token });
    expect(dashboard.status, JSON.stringify(dashboard.json)).toBe(200);
    expect(dashboard.json.peak_days.length).toBeGreaterThan(0);
  });

  it("the PayWay Cron's fullest run: every attempt it may ask about at once marked asked", async () => {
    const customer = await createUser();
    const order = await seedOrder({ userId: customer.id, price: 30 });
    const now = new Date(shopTime("2026-12-01", "09:00"));
    const begun = new Date(now.getTime() - 20 * 60_000).toISOString();
    const attempts = Array.from({ length: ASK_PER_RUN + 5 }, (_, n) => ({
      tranId: `${order.id}-bound${String(n).padStart(3, "0")}`,
      orderId: order.id,
      amountCents: 3000,
      currency: "USD" as const,
      createdAt: begun,
    }));
    for (const attempt of attempts) await db().insert(paywayAttempts).values(attempt);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: PAYWAY_CRON }), env);
    const asked = await db().select().from(paywayAttempts).where(isNotNull(paywayAttempts.checkedAt));
    expect(asked).toHaveLength(ASK_PER_RUN);
  });

  it("knows every query whose parameters grow with the input (a new one needs a case above)", () => {
    const sources = import.meta.glob<string>(["../**/*.ts", "!../**/*.test.ts", "!./**"], {
      query: "?raw",
      import: "default",
      eager: true,
    });
    const growing =
      /\b(?:inArray|notInArray)\(|sql\.join\(|json_each\(\$\{JSON|\.values\(\s*\[|\.values\([^)]*\.map\(/g;
    const census = Object.fromEntries(
      Object.entries(sources)
        .map(([path, text]) => [path.replace(/^\.\.\//, ""), text.match(growing)?.length ?? 0] as const)
        .filter(([, count]) => count > 0),
    );
    expect(census).toEqual({
      "routes/orders.ts": 1, // the add-on ids: the order case
      "services/orders/orders.ts": 3, // the order's columns: the order case; the closed statuses: a fixed list
      "services/settings.ts": 3, // the areas kept, the ids checked, the products named (in chunks): the settings and peak days cases
      "services/peak-days.ts": 1, // the peak days' dates: at most PEAK_LIMITS.days
      "services/catalogue/catalogue-queries.ts": 2, // a search word's categories and occasions: the search case
      "services/orders/order-files.ts": 1, // the statuses a file kind may be added in: a fixed list
      "services/admin-lists.ts": 1, // the orders search's page of matches: a subquery, not a list
      "services/payments/payway/unconfirmed.ts": 1, // the attempts a Cron run asked about: the Cron case
    });
  });
});
