// GET /api/admin/reports: the owner's figures, from orders placed at pinned shop times. Sales
// come from rollups kept by triggers on `orders` (migrations/0013), so they are also checked
// against the order rows after a mix of writes, and each query's plan against a full scan.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { beforeEach, describe, expect, it } from "vitest";
import { addDays } from "../../../shared/delivery";
import type { OrderStatus } from "../../../shared/orders";
import type { PaymentStatus } from "../../../shared/payment";
import type { ReportSlot, ReportsAnswer } from "../../../shared/reports";
import { DEFAULT_SLOTS } from "../../../shared/settings";
import { orders, type ProductRow, products } from "../../db/schema";
import { takenQuery } from "../../services/delivery/slots";
import { dayFiguresQuery, productFiguresSql } from "../../services/reports/reports";
import { emptyShop, seedOrder } from "../../test/fixtures";
import {
  pinClock,
  resetSettings,
  restoreClockAfterEach,
  setSettings,
  shopTime,
  slotsWith,
} from "../../test/florist";
import { call, createProduct, createUser, db, type SeededUser } from "../../test/helpers";

const TODAY = "2026-12-10";

restoreClockAfterEach();

beforeEach(async () => {
  await emptyShop();
  await resetSettings();
  pinClock(shopTime(TODAY, "10:00"));
});

interface Placed {
  /** Shop date and time it was placed at. */
  at: [string, string];
  price: number;
  productId?: number | null;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  delivery?: [string, string];
}

async function place(customer: SeededUser, order: Placed) {
  return seedOrder({
    userId: customer.id,
    price: order.price,
    status: order.status ?? "pending",
    paymentStatus: order.paymentStatus ?? "unpaid",
    fields: {
      createdAt: shopTime(...order.at),
      productId: order.productId ?? null,
      deliveryDate: order.delivery?.[0] ?? null,
      deliverySlot: order.delivery?.[1] ?? null,
    },
  });
}

async function reports(admin: SeededUser, query = "") {
  const { status, json } = await call("GET", `/api/admin/reports${query}`, { token: admin.token });
  expect(status, JSON.stringify(json)).toBe(200);
  return json as ReportsAnswer;
}

describe("GET /api/admin/reports: sales per day", () => {
  it("counts each day's orders that are not cancelled, their total and the paid part, every day of the range", async () => {
    const admin = await createUser({ admin: true });
    const customer = await createUser();
    const roses = await createProduct({ name: "Red Roses" });
    for (const order of [
      { at: ["2026-11-30", "23:59"], price: 99 }, // the day before the range
      { at: ["2026-12-01", "00:00"], price: 30, paymentStatus: "paid", status: "delivered" },
      { at: ["2026-12-01", "12:00"], price: 20 },
      { at: ["2026-12-01", "14:00"], price: 55, paymentStatus: "paid", status: "cancelled" },
      // 23:30 in Siem Reap is 16:30 UTC the same day; 00:15 is 17:15 UTC the day before
      { at: ["2026-12-03", "23:30"], price: 12.5, paymentStatus: "paid" },
      { at: ["2026-12-04", "00:15"], price: 10.1, status: "confirmed" },
      { at: ["2026-12-05", "00:00"], price: 99 }, // the day after
    ] satisfies Placed[]) {
      await place(customer, { ...order, productId: roses.id });
    }
    const stored = await db().select({ createdAt: orders.createdAt }).from(orders);
    expect(stored.map((row) => row.createdAt)).toContain("2026-12-03T16:30:00.000Z");

    const answer = await reports(admin, "?from=2026-12-01&to=2026-12-04");
    expect(answer.days).toEqual([
      { date: "2026-12-01", orders: 2, revenue: 50, paid_revenue: 30 },
      { date: "2026-12-02", orders: 0, revenue: 0, paid_revenue: 0 },
      { date: "2026-12-03", orders: 1, revenue: 12.5, paid_revenue: 12.5 },
      { date: "2026-12-04", orders: 1, revenue: 10.1, paid_revenue: 0 },
    ]);
  });

  it("without dates covers the 30 days to today; with one end, 30 days from or to it", async () => {
    const admin = await createUser({ admin: true });
    const customer = await createUser();
    await place(customer, { at: [TODAY, "09:00"], price: 40 });
    await place(customer, { at: ["2026-11-10", "09:00"], price: 7 }); // 31st day back: outside

    const last30 = await reports(admin);
    expect(last30.days).toHaveLength(30);
    expect(last30.days[0]?.date).toBe("2026-11-11");
    expect(last30.days.at(-1)).toEqual({ date: TODAY, orders: 1, revenue: 40, paid_revenue: 0 });
    expect(last30.days.reduce((total, day) => total + day.orders, 0)).toBe(1);

    const ending = await reports(admin, "?to=2026-11-30");
    expect([ending.days[0]?.date, ending.days.at(-1)?.date]).toEqual(["2026-11-01", "2026-11-30"]);
    const starting = await reports(admin, "?from=2026-12-01");
    expect([starting.days[0]?.date, starting.days.at(-1)?.date]).toEqual(["2026-12-01", TODAY]);

    const year = await reports(admin, "?from=2025-01-01&to=2026-01-01");
    expect(year.days).toHaveLength(366);
  });
});

describe("GET /api/admin/reports: best sellers and categories", () => {
  it("lists the 10 products with the most revenue (current names) and the sales per category", async () => {
    const admin = await createUser({ admin: true });
    const customer = await createUser();
    const made: ProductRow[] = [];
    for (let n = 1; n <= 12; n++) {
      made.push(await createProduct({ name: `Bouquet ${n}`, category: n % 3 === 0 ? "lilies" : "roses" }));
    }
    const [first, second, third] = made as [ProductRow, ProductRow, ProductRow];
    // Bouquet n sells n × $10 on one order, plus what follows.
    for (const [index, product] of made.entries()) {
      await place(customer, { at: ["2026-12-02", "10:00"], price: (index + 1) * 10, productId: product.id });
    }
    // Bouquet 1: a cancelled order does not count; Bouquet 2 reaches $120 on three orders, ahead of
    // Bouquet 12's $120 on one; an order outside the range does not count.
    await place(customer, {
      at: ["2026-12-02", "11:00"],
      price: 500,
      productId: first.id,
      status: "cancelled",
    });
    await place(customer, { at: ["2026-12-03", "11:00"], price: 50, productId: second.id });
    await place(customer, {
      at: ["2026-12-04", "11:00"],
      price: 50,
      productId: second.id,
      paymentStatus: "paid",
    });
    await place(customer, { at: ["2026-12-06", "11:00"], price: 900, productId: third.id });
    // An order without a product (deleted before) counts per day only.
    await place(customer, { at: ["2026-12-03", "12:00"], price: 1000, productId: null });
    await db().update(products).set({ name: "Bouquet Two" }).where(eq(products.id, second.id));

    const answer = await reports(admin, "?from=2026-12-01&to=2026-12-05");
    expect(answer.top_products).toEqual([
      { product_id: second.id, name: "Bouquet Two", orders: 3, revenue: 120 },
      { product_id: made[11]?.id, name: "Bouquet 12", orders: 1, revenue: 120 },
      ...[11, 10, 9, 8, 7, 6, 5, 4].map((n) => ({
        product_id: made[n - 1]?.id,
        name: `Bouquet ${n}`,
        orders: 1,
        revenue: n * 10,
      })),
    ]);
    // roses: 1 2 4 5 7 8 10 11 → 10+20+40+50+70+80+100+110 = 480, plus Bouquet 2's 100;
    // lilies: 3 6 9 12 → 30+60+90+120 = 300
    expect(answer.by_category).toEqual([
      { category: "roses", orders: 10, revenue: 580 },
      { category: "lilies", orders: 4, revenue: 300 },
    ]);
    expect(answer.days.reduce((total, day) => total + day.revenue, 0)).toBe(780 + 100 + 1000);

    // A product deleted since: its orders leave both lists (orders keep no category), not the days.
    await db().delete(products).where(eq(products.id, second.id));
    const after = await reports(admin, "?from=2026-12-01&to=2026-12-05");
    expect(after.top_products.map((product) => product.name)).toEqual([
      "Bouquet 12",
      ...[11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Bouquet ${n}`),
    ]);
    expect(after.by_category).toEqual([
      { category: "roses", orders: 7, revenue: 460 },
      { category: "lilies", orders: 4, revenue: 300 },
    ]);
    expect(after.days).toEqual(answer.days);
  });

  it("answers empty lists and zeros for a range without orders", async () => {
    const admin = await createUser({ admin: true });
    const answer = await reports(admin, "?from=2026-12-01&to=2026-12-02");
    expect(answer.top_products).toEqual([]);
    expect(answer.by_category).toEqual([]);
    expect(answer.days).toEqual([
      { date: "2026-12-01", orders: 0, revenue: 0, paid_revenue: 0 },
      { date: "2026-12-02", orders: 0, revenue: 0, paid_revenue: 0 },
    ]);
  });
});

describe("GET /api/admin/reports: slots of the next two weeks", () => {
  it("gives each slot of today and the next 13 days its bookings against its capacity, 0 on a closed date", async () => {
    const admin = await createUser({ admin: true });
    const customer = await createUser();
    const closedDay = addDays(TODAY, 2);
    await setSettings({
      slots: slotsWith({ morning: { capacity: 2 }, evening: { capacity: 5 } }),
      closed_dates: [{ date: closedDay, note: "Pchum Ben" }],
    });
    const booked: [string, string, OrderStatus?][] = [
      [TODAY, "morning"],
      [TODAY, "morning"],
      [TODAY, "morning", "cancelled"],
      [TODAY, "evening"],
      [closedDay, "afternoon"], // booked before the owner closed the day
      [addDays(TODAY, 13), "evening"],
      [addDays(TODAY, 14), "evening"], // after the two weeks
      [addDays(TODAY, -1), "morning"], // yesterday
    ];
    for (const [date, slot, status] of booked) {
      await place(customer, { at: ["2026-12-01", "09:00"], price: 10, status, delivery: [date, slot] });
    }

    const { slots } = await reports(admin);
    const afternoon = DEFAULT_SLOTS.find((slot) => slot.id === "afternoon");
    const capacity: Record<string, number> = { morning: 2, afternoon: afternoon?.capacity ?? 0, evening: 5 };
    const label: Record<string, string> = { morning: "Morning", afternoon: "Afternoon", evening: "Evening" };
    const bookings = new Map([
      [`${TODAY} morning`, 2],
      [`${TODAY} evening`, 1],
      [`${closedDay} afternoon`, 1],
      [`${addDays(TODAY, 13)} evening`, 1],
    ]);
    const expected: ReportSlot[] = [];
    for (let day = 0; day < 14; day++) {
      const date = addDays(TODAY, day);
      for (const slot of ["morning", "afternoon", "evening"]) {
        expected.push({
          date,
          slot,
          label: label[slot] ?? "",
          booked: bookings.get(`${date} ${slot}`) ?? 0,
          capacity: date === closedDay ? 0 : (capacity[slot] ?? 0),
          closed: date === closedDay,
        });
      }
    }
    expect(slots).toEqual(expected);
  });
});

describe("GET /api/admin/reports: the rollups follow every write", () => {
  it("equal what the order rows say after orders are placed, cancelled, paid, repriced, moved and deleted", async () => {
    const admin = await createUser({ admin: true });
    const customer = await createUser();
    const [a, b, c] = [
      await createProduct({ category: "roses" }),
      await createProduct({ category: "mixed" }),
      await createProduct({ category: "exotic" }),
    ];
    const ids = [];
    for (const [index, product] of [a, b, c, a, b, c, a].entries()) {
      const placed = await place(customer, {
        at: [addDays("2026-12-01", index % 3), `${String(10 + index).padStart(2, "0")}:00`],
        price: 10 + index,
        productId: product.id,
      });
      ids.push(placed.id);
    }
    const [o1, o2, o3, o4, o5, o6] = ids as [number, number, number, number, number, number];
    await db().update(orders).set({ status: "cancelled" }).where(eq(orders.id, o1));
    await db().update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, o2));
    await db().update(orders).set({ status: "pending" }).where(eq(orders.id, o1)); // re-opened
    await db().update(orders).set({ priceCents: 4321 }).where(eq(orders.id, o3));
    await db().update(orders).set({ productId: a.id }).where(eq(orders.id, o4));
    await db()
      .update(orders)
      .set({ productId: b.id, createdAt: shopTime("2026-12-03", "22:00") })
      .where(eq(orders.id, o5));
    await db().update(orders).set({ status: "cancelled", paymentStatus: "paid" }).where(eq(orders.id, o6));
    await db().update(orders).set({ customerName: "Renamed" }).where(eq(orders.id, o2)); // no figure changes
    await db().delete(orders).where(eq(orders.id, o3));
    await db().delete(products).where(eq(products.id, c.id));

    const answer = await reports(admin, "?from=2026-12-01&to=2026-12-03");

    const rows = (await db().select().from(orders)).filter((order) => order.status !== "cancelled");
    const catalogue = new Map((await db().select().from(products)).map((product) => [product.id, product]));
    const shopDate = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 10);
    const sum = (list: typeof rows) => list.reduce((total, order) => total + order.priceCents, 0) / 100;
    expect(answer.days).toEqual(
      ["2026-12-01", "2026-12-02", "2026-12-03"].map((date) => {
        const ofDay = rows.filter((order) => shopDate(order.createdAt) === date);
        return {
          date,
          orders: ofDay.length,
          revenue: sum(ofDay),
          paid_revenue: sum(ofDay.filter((order) => order.paymentStatus === "paid")),
        };
      }),
    );
    const sold = rows.filter((order) => order.productId !== null && catalogue.has(order.productId));
    const categories = [...new Set(sold.map((order) => catalogue.get(order.productId ?? 0)?.category))];
    expect(answer.by_category.sort((x, y) => x.category.localeCompare(y.category))).toEqual(
      categories.sort().map((category) => {
        const ofCategory = sold.filter((order) => catalogue.get(order.productId ?? 0)?.category === category);
        return { category, orders: ofCategory.length, revenue: sum(ofCategory) };
      }),
    );
    expect(answer.top_products.map((product) => product.product_id).sort()).toEqual(
      [...new Set(sold.map((order) => order.productId))].sort(),
    );
  });
});

describe("GET /api/admin/reports: who may ask, and what", () => {
  it("answers 401 without a token and 403 to a customer", async () => {
    const customer = await createUser();
    expect((await call("GET", "/api/admin/reports")).status).toBe(401);
    expect((await call("GET", "/api/admin/reports", { token: customer.token })).status).toBe(403);
  });

  for (const [name, query] of [
    ["from after to", "?from=2026-12-02&to=2026-12-01"],
    ["a range over 366 days", "?from=2025-01-01&to=2026-01-02"],
    ["from alone, after today", "?from=2026-12-11"],
    ["from alone, over 366 days before today", "?from=2025-12-01"],
    ["a date that does not exist", "?from=2026-02-30&to=2026-03-02"],
  ] as const) {
    it(`answers 400 invalid (path from) for ${name}`, async () => {
      const admin = await createUser({ admin: true });
      const { status, json } = await call("GET", `/api/admin/reports${query}`, { token: admin.token });
      expect(status).toBe(400);
      expect(json).toMatchObject({ code: "invalid", path: "from" });
    });
  }
});

describe("EXPLAIN QUERY PLAN of the reports", () => {
  const range = { from: "2026-11-11", to: "2026-12-10" };
  const dialect = new SQLiteAsyncDialect();

  async function planOf(query: { sql: string; params: unknown[] }): Promise<string[]> {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .bind(...query.params)
      .all<{ detail: string }>();
    return results.map((row) => row.detail);
  }

  it("the days read report_days' primary key over the range, already in day order", async () => {
    expect(await planOf(dayFiguresQuery(db(), range).toSQL())).toEqual([
      "SEARCH report_days USING PRIMARY KEY (day>? AND day<?)",
    ]);
  });

  it("best sellers and categories read report_day_products over the range and each product by its key", async () => {
    const plan = await planOf(dialect.sqlToQuery(productFiguresSql(range)));
    const searches = plan.filter((line) => /^(SEARCH|SCAN) /.test(line));
    expect(searches).toContain("SEARCH report_day_products USING PRIMARY KEY (day>? AND day<?)");
    expect(searches).toContain("SEARCH products USING INTEGER PRIMARY KEY (rowid=?)");
    // What is scanned is the range's per-product sums (`per`), never a table.
    expect(
      searches.filter((line) => line.startsWith("SCAN")).every((line) => /^SCAN (per|\(subquery)/.test(line)),
    ).toBe(true);
    expect(plan.join(" | ")).not.toMatch(/\borders\b/);
  });

  it("the slots' bookings read the orders_delivery index alone, in date and slot order", async () => {
    expect(await planOf(takenQuery(db(), "2026-12-10", "2026-12-23").toSQL())).toEqual([
      "SEARCH orders USING COVERING INDEX orders_delivery (delivery_date>? AND delivery_date<?)",
    ]);
  });
});
