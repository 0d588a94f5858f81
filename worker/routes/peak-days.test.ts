// Peak days (docs/decisions/072): the owner's settings and their checks, what the shop, the
// slots and a product's page are told, the surcharge in an order's price, and a product's limit
// for the day decided at the insert: a refusal that names the product and the day, a cancelled
// order's place freed, and exactly the limit sold to many customers ordering at once.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { PeakDaySetting } from "../../shared/peak-days";
import { products } from "../db/schema";
import { emptyShop } from "../test/fixtures";
import {
  emptyAddOns,
  floristPayload,
  pinClock,
  resetSettings,
  restoreClockAfterEach,
  shopTime,
  storedOrders,
} from "../test/florist";
import { call, clientAddress, createProduct, createUser, db, type SeededUser } from "../test/helpers";

restoreClockAfterEach();

const VALENTINE = "2026-12-24"; // a peak day inside the booking window of 1 December
const LATE = "2027-02-14"; // beyond the 60-day window

let owner: SeededUser;
let customer: SeededUser;
beforeEach(async () => {
  await emptyShop();
  await emptyAddOns();
  await resetSettings();
  owner = await createUser({ admin: true });
  customer = await createUser();
  // 09:00 on Tuesday 1 December 2026 in Siem Reap
  pinClock(shopTime("2026-12-01", "09:00"));
});

const peakDay = (over: Partial<PeakDaySetting> = {}): PeakDaySetting => ({
  date: VALENTINE,
  name: "Valentine's Day",
  name_km: "ទិវានៃក្តីស្រឡាញ់",
  name_zh: "情人节",
  lead_minutes: null,
  surcharge: 5,
  slots: [],
  limits: [],
  ...over,
});

/** PUT /api/admin/settings with the stored settings and `peak_days` (left out when undefined). */
async function savePeakDays(peakDays: unknown, token = owner.token) {
  const { json: current } = await call("GET", "/api/admin/settings", { token });
  const { payway: _, peak_days: __, ...rest } = current;
  return call("PUT", "/api/admin/settings", {
    token,
    body: peakDays === undefined ? rest : { ...rest, peak_days: peakDays },
  });
}

const order = (body: Record<string, unknown>, who = customer, lang = "") =>
  call("POST", `/api/orders${lang}`, {
    token: who.token,
    body,
    headers: { "CF-Connecting-IP": clientAddress() },
  });

const onPeakDay = (productId: number, slot = "afternoon") =>
  floristPayload(productId, { delivery: { date: VALENTINE, slot } });

describe("peak days in the owner's settings", () => {
  it("are saved, served sorted by date, and kept by a PUT that leaves them out", async () => {
    const rose = await createProduct({ name: "Red Roses" });
    const saved = await savePeakDays([
      peakDay({ date: "2027-01-08", name: "Later day", name_km: "", name_zh: null, surcharge: 0 }),
      peakDay({ slots: [{ id: "morning", capacity: 40 }], limits: [{ product_id: rose.id, quantity: 30 }] }),
    ]);
    expect(saved.status).toBe(200);
    expect(saved.json.peak_days).toEqual([
      peakDay({ slots: [{ id: "morning", capacity: 40 }], limits: [{ product_id: rose.id, quantity: 30 }] }),
      peakDay({ date: "2027-01-08", name: "Later day", name_km: null, name_zh: null, surcharge: 0 }),
    ]);
    const kept = await savePeakDays(undefined);
    expect(kept.status).toBe(200);
    expect(kept.json.peak_days.map((day: PeakDaySetting) => day.date)).toEqual([VALENTINE, "2027-01-08"]);
  });

  it.each([
    [
      "a date that is not one",
      [peakDay({ date: "2026-02-30" })],
      "peak_days.0.date",
      "must be a date YYYY-MM-DD",
    ],
    [
      "the same date twice",
      [peakDay(), peakDay({ name: "Again" })],
      "peak_days",
      "each date may be listed once",
    ],
    [
      "a slot the shop does not have",
      [peakDay({ slots: [{ id: "midnight", capacity: 3 }] })],
      "peak_days.0.slots.0.id",
      "must be one of the delivery slots",
    ],
    ["a surcharge below 0", [peakDay({ surcharge: -1 })], "peak_days.0.surcharge", "must be 0 or more"],
    [
      "a surcharge with a fraction of a cent",
      [peakDay({ surcharge: 2.005 })],
      "peak_days.0.surcharge",
      "must have at most 2 decimals",
    ],
    [
      "a limit of 0",
      [peakDay({ limits: [{ product_id: 1, quantity: 0 }] })],
      "peak_days.0.limits.0.quantity",
      "must be at least 1",
    ],
    [
      "a limit that is not whole",
      [peakDay({ limits: [{ product_id: 1, quantity: 2.5 }] })],
      "peak_days.0.limits.0.quantity",
      "must be a whole number",
    ],
    ["a day without a name", [peakDay({ name: " " })], "peak_days.0.name", "is required"],
  ])("refuses %s with a 400 naming the field, and changes nothing", async (_, days, path, message) => {
    await savePeakDays([peakDay({ date: "2027-01-08", name: "Kept" })]);
    const refused = await savePeakDays(days);
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toContainEqual({ path, message });
    const { json } = await call("GET", "/api/admin/settings", { token: owner.token });
    expect(json.peak_days.map((day: PeakDaySetting) => day.name)).toEqual(["Kept"]);
  });

  it("refuses a limit on a product that does not exist, naming the limit", async () => {
    const rose = await createProduct();
    const refused = await savePeakDays([
      peakDay({
        limits: [
          { product_id: rose.id, quantity: 3 },
          { product_id: rose.id + 999, quantity: 3 },
        ],
      }),
    ]);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      code: "invalid",
      detail: "peak_days.0.limits.1.product_id: must be one of the shop's products",
    });
    const { json } = await call("GET", "/api/admin/settings", { token: owner.token });
    expect(json.peak_days).toEqual([]);
  });

  it("are the owner's only", async () => {
    expect((await savePeakDays([peakDay()], customer.token)).status).toBe(403);
  });
});

describe("what the storefront is told", () => {
  it("GET /api/shop lists the peak days inside the booking window, named in ?lang=", async () => {
    await savePeakDays([
      peakDay(),
      peakDay({ date: LATE, name: "Too far" }),
      peakDay({ date: "2026-11-20", name: "Past" }),
    ]);
    const english = await call("GET", "/api/shop");
    expect(english.json.peak_days).toEqual([{ date: VALENTINE, name: "Valentine's Day", surcharge: 5 }]);
    const chinese = await call("GET", "/api/shop?lang=zh");
    expect(chinese.json.peak_days).toEqual([{ date: VALENTINE, name: "情人节", surcharge: 5 }]);
  });

  it("GET /api/delivery/slots uses a peak day's capacity and lead time on its date only", async () => {
    const rose = await createProduct();
    await savePeakDays([
      peakDay({ date: "2026-12-02", lead_minutes: 28 * 60, slots: [{ id: "evening", capacity: 1 }] }),
    ]);
    // 28 hours ahead of 09:00 on 1 December: the morning and the afternoon of the 2nd are too close
    const slots = await call("GET", "/api/delivery/slots?date=2026-12-02");
    expect(
      slots.json.slots.map((slot: { id: string; reason: string | null }) => [slot.id, slot.reason]),
    ).toEqual([
      ["morning", "past"],
      ["afternoon", "past"],
      ["evening", null],
    ]);
    expect(
      (await order(floristPayload(rose.id, { delivery: { date: "2026-12-02", slot: "evening" } }))).status,
    ).toBe(201);
    const full = await call("GET", "/api/delivery/slots?date=2026-12-02");
    expect(full.json.slots[2]).toMatchObject({ id: "evening", available: false, reason: "full" });
    // the day after keeps the shop's own rules
    const next = await call("GET", "/api/delivery/slots?date=2026-12-03");
    expect(next.json.slots.every((slot: { available: boolean }) => slot.available)).toBe(true);
  });

  it("GET /api/products/{id} says how many are left for each coming peak day that limits it, fresh after an order", async () => {
    const rose = await createProduct();
    const lily = await createProduct();
    await savePeakDays([
      peakDay({ limits: [{ product_id: rose.id, quantity: 12 }] }),
      peakDay({
        date: LATE,
        limits: [
          { product_id: rose.id, quantity: 40 },
          { product_id: lily.id, quantity: 5 },
        ],
      }),
      peakDay({ date: "2026-11-20", limits: [{ product_id: rose.id, quantity: 1 }] }),
    ]);
    // read (and kept in the edge cache) before the order, then read again after it
    expect((await call("GET", `/api/products/${rose.id}?lang=zh`)).json.peak_left[0]).toEqual({
      date: VALENTINE,
      left: 12,
    });
    expect((await order(onPeakDay(rose.id))).status).toBe(201);
    const answer = await call("GET", `/api/products/${rose.id}?lang=zh`);
    expect(answer.json.peak_left).toEqual([
      { date: VALENTINE, left: 11 },
      { date: LATE, left: 40 },
    ]);
    const unlimited = await createProduct();
    expect((await call("GET", `/api/products/${unlimited.id}`)).json.peak_left).toEqual([]);
  });
});

describe("an order on a peak day", () => {
  it("carries the surcharge inside its price, whatever price the client sends", async () => {
    const rose = await createProduct({ price: 45 });
    await savePeakDays([peakDay({ surcharge: 7.5 })]);
    const placed = await order({ ...onPeakDay(rose.id), price: 1 });
    expect(placed.status).toBe(201);
    expect(placed.json).toMatchObject({ price: 52.5, peak_surcharge: 7.5, product_price: 45 });
    const other = await order(
      floristPayload(rose.id, { delivery: { date: "2026-12-23", slot: "afternoon" } }),
    );
    expect(other.json).toMatchObject({ price: 45, peak_surcharge: 0 });
    const stored = await storedOrders();
    expect(stored.map((row) => [row.deliveryDate, row.priceCents, row.peakSurchargeCents])).toEqual([
      [VALENTINE, 5250, 750],
      ["2026-12-23", 4500, 0],
    ]);
  });

  it("past the product's limit is 409 naming the product and the day, in the page's language", async () => {
    const rose = await createProduct({ name: "Red Roses" });
    await db().update(products).set({ nameZh: "红玫瑰" }).where(eq(products.id, rose.id));
    await savePeakDays([peakDay({ limits: [{ product_id: rose.id, quantity: 1 }] })]);
    expect((await order(onPeakDay(rose.id))).status).toBe(201);
    const refused = await order(onPeakDay(rose.id, "evening"), await createUser());
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      code: "peakSoldOut",
      detail: "Red Roses is sold out for Valentine's Day, 24 December. Please choose another day.",
    });
    const inChinese = await order(onPeakDay(rose.id, "morning"), await createUser(), "?lang=zh");
    expect(inChinese.status).toBe(409);
    expect(inChinese.json.detail).toBe("红玫瑰已售罄：情人节（12月24日）。请选择其他日期。");
    // another bouquet, and the same one on another day, are still sold
    const lily = await createProduct();
    expect((await order(onPeakDay(lily.id), await createUser())).status).toBe(201);
    const dayAfter = floristPayload(rose.id, { delivery: { date: "2026-12-25", slot: "afternoon" } });
    expect((await order(dayAfter, await createUser())).status).toBe(201);
    expect(
      (await storedOrders()).filter((row) => row.productId === rose.id && row.deliveryDate === VALENTINE),
    ).toHaveLength(1);
  });

  it("frees its place when it is cancelled", async () => {
    const rose = await createProduct();
    await savePeakDays([peakDay({ limits: [{ product_id: rose.id, quantity: 1 }] })]);
    const first = await order(onPeakDay(rose.id));
    expect((await order(onPeakDay(rose.id), await createUser())).status).toBe(409);
    await call("PUT", `/api/admin/orders/${first.json.id}/status`, {
      token: owner.token,
      body: { status: "cancelled" },
    });
    expect((await order(onPeakDay(rose.id), await createUser())).status).toBe(201);
    expect((await call("GET", `/api/products/${rose.id}`)).json.peak_left).toEqual([
      { date: VALENTINE, left: 0 },
    ]);
  });

  it("without a delivery takes the earliest slot on a day the bouquet is not sold out for", async () => {
    const rose = await createProduct();
    // today is a peak day with no room left for this bouquet
    await savePeakDays([peakDay({ date: "2026-12-01", limits: [{ product_id: rose.id, quantity: 1 }] })]);
    const first = await order(floristPayload(rose.id));
    expect(first.json.delivery_date).toBe("2026-12-01");
    const second = await order(floristPayload(rose.id), await createUser());
    expect(second.status).toBe(201);
    expect(second.json.delivery_date).toBe("2026-12-02");
  });

  it("sells exactly the limit to many customers ordering at once", async () => {
    const rose = await createProduct({ name: "Red Roses" });
    await savePeakDays([peakDay({ limits: [{ product_id: rose.id, quantity: 2 }] })]);
    const buyers = await Promise.all(Array.from({ length: 16 }, () => createUser()));
    const slots = ["morning", "afternoon", "evening"];
    const answers = await Promise.all(
      buyers.map((buyer, index) => order(onPeakDay(rose.id, slots[index % 3]), buyer)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(14);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.json.detail).toBe(
        "Red Roses is sold out for Valentine's Day, 24 December. Please choose another day.",
      );
    }
    const sold = (await storedOrders()).filter(
      (row) => row.productId === rose.id && row.deliveryDate === VALENTINE,
    );
    expect(sold).toHaveLength(2);
  });
});

describe("the owner's Dashboard", () => {
  it("reads a peak day's own capacities in the slots' fullness", async () => {
    await savePeakDays([peakDay({ date: "2026-12-03", slots: [{ id: "evening", capacity: 5 }] })]);
    const { json } = await call("GET", "/api/admin/reports", { token: owner.token });
    const capacity = (date: string, slot: string) =>
      json.slots.find((row: { date: string; slot: string }) => row.date === date && row.slot === slot)
        ?.capacity;
    expect([
      capacity("2026-12-03", "evening"),
      capacity("2026-12-03", "morning"),
      capacity("2026-12-04", "evening"),
    ]).toEqual([5, 20, 20]);
  });

  it("shows each coming peak day's bookings against its limits", async () => {
    const rose = await createProduct({ name: "Red Roses" });
    const lily = await createProduct({ name: "Lilies" });
    await savePeakDays([
      peakDay({
        limits: [
          { product_id: rose.id, quantity: 3 },
          { product_id: lily.id, quantity: 10 },
        ],
      }),
      peakDay({ date: "2026-11-20", name: "Past", limits: [{ product_id: rose.id, quantity: 3 }] }),
    ]);
    await order(onPeakDay(rose.id));
    const cancelled = await order(onPeakDay(rose.id), await createUser());
    await call("PUT", `/api/admin/orders/${cancelled.json.id}/status`, {
      token: owner.token,
      body: { status: "cancelled" },
    });
    const { json } = await call("GET", "/api/admin/dashboard", { token: owner.token });
    expect(json.peak_days).toEqual([
      {
        date: VALENTINE,
        name: "Valentine's Day",
        surcharge: 5,
        limits: [
          { product_id: rose.id, product_name: "Red Roses", quantity: 3, booked: 1 },
          { product_id: lily.id, product_name: "Lilies", quantity: 10, booked: 0 },
        ],
      },
    ]);
  });
});
