// The shop's clock and delivery slots: GET /api/shop and
// GET /api/delivery/slots with the clock pinned around midnight in Phnom Penh and at the
// lead-time edge, closed dates, the booking window, full slots and same-day areas.

import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { addDays, shopToday, slotReason } from "../../shared/delivery";
import { deliveryAreas, orders } from "../db/schema";
import { emptyShop, seedOrder } from "../test/fixtures";
import {
  areaNamed,
  pinClock,
  resetSettings,
  restoreClockAfterEach,
  setSettings,
  shopTime,
  slotsWith,
} from "../test/florist";
import { call, createUser, db } from "../test/helpers";

restoreClockAfterEach();
beforeEach(async () => {
  await emptyShop();
  await resetSettings();
});

const reasons = (json: { slots: { id: string; reason: string | null }[] }) =>
  Object.fromEntries(json.slots.map((slot) => [slot.id, slot.reason]));

/** Puts `n` orders into a date's slot, with the given status. */
async function holdSlot(date: string, slot: string, n: number, status: "pending" | "cancelled" = "pending") {
  const customer = await createUser();
  for (let i = 0; i < n; i++) {
    const order = await seedOrder({ userId: customer.id, status });
    await db().update(orders).set({ deliveryDate: date, deliverySlot: slot }).where(eq(orders.id, order.id));
  }
}

describe("the shop's clock (shared/delivery.ts)", () => {
  it("turns the date at midnight in Phnom Penh, not at midnight UTC or on the device", () => {
    expect(shopToday(new Date("2026-12-01T16:59:59Z"))).toBe("2026-12-01");
    expect(shopToday(new Date("2026-12-01T17:00:00Z"))).toBe("2026-12-02");
    expect(shopToday(new Date("2026-12-31T17:00:00Z"))).toBe("2027-01-01");
  });

  it("keeps a slot open while it starts at least the lead time from now, and not a minute later", () => {
    const rules = { leadMinutes: 120, windowDays: 60, closedDates: [] };
    const slot = { start: "12:00", capacity: 20 };
    const at = (time: string) => new Date(shopTime("2026-12-01", time));
    expect(slotReason({ now: at("10:00"), date: "2026-12-01", slot, rules, taken: 0 })).toBeNull();
    expect(
      slotReason({ now: new Date(at("10:00").getTime() + 1000), date: "2026-12-01", slot, rules, taken: 0 }),
    ).toBe("past");
  });
});

describe("GET /api/shop", () => {
  it("answers the clock, slots, areas with riel fees, rate, languages and payment methods", async () => {
    pinClock(shopTime("2026-12-01", "23:30"));
    const { status, json } = await call("GET", "/api/shop");
    expect(status).toBe(200);
    expect(json).toMatchObject({
      timezone: "Asia/Phnom_Penh",
      today: "2026-12-01",
      exchange_rate_khr: 4100,
      languages: ["en", "km", "zh"],
      // PayWay's dev gateway offers it in development (docs/decisions/052)
      payment_methods: ["cash", "payway"],
      lead_minutes: 120,
      window_days: 60,
      closed_dates: [],
      slots: [
        { id: "morning", label: "Morning", start: "09:00", end: "12:00", capacity: 20 },
        { id: "afternoon", label: "Afternoon", start: "12:00", end: "16:00", capacity: 20 },
        { id: "evening", label: "Evening", start: "16:00", end: "20:00", capacity: 20 },
      ],
    });
    expect(json.areas.map((a: Record<string, unknown>) => [a.name, a.fee, a.fee_khr, a.same_day])).toEqual([
      ["Siem Reap town", 0, 0, true],
      ["Angkor and the temple road", 5, 20500, true],
      ["Outer Siem Reap (Puok, Roluos, Chong Kneas)", 10, 41000, false],
    ]);
    expect(json.areas.every((a: { id: unknown }) => typeof a.id === "number")).toBe(true);
  });

  it("names the areas in the asked-for language, English where the owner gave none", async () => {
    const town = await areaNamed("Siem Reap town");
    const angkor = await areaNamed("Angkor");
    await db()
      .update(deliveryAreas)
      .set({ nameKm: "ក្នុងក្រុងសៀមរាប", nameZh: "暹粒市区" })
      .where(eq(deliveryAreas.id, town.id));
    await db().update(deliveryAreas).set({ nameZh: "吴哥及寺庙沿线" }).where(eq(deliveryAreas.id, angkor.id));
    const areas = async (query: string) => {
      const { status, json } = await call("GET", `/api/shop${query}`);
      expect(status, query).toBe(200);
      return json.areas.map((area: { id: number; name: string; fee: number }) => [
        area.id,
        area.name,
        area.fee,
      ]);
    };
    const outer = await areaNamed("Outer");
    expect(await areas("?lang=zh")).toEqual([
      [town.id, "暹粒市区", 0],
      [angkor.id, "吴哥及寺庙沿线", 5],
      [outer.id, outer.name, 10],
    ]);
    expect((await areas("?lang=km")).map(([, name]: [number, string]) => name)).toEqual([
      "ក្នុងក្រុងសៀមរាប",
      angkor.name,
      outer.name,
    ]);
    expect((await areas("")).map(([, name]: [number, string]) => name)).toEqual([
      town.name,
      angkor.name,
      outer.name,
    ]);
    const refused = await call("GET", "/api/shop?lang=fr");
    expect(refused.status).toBe(400);
    expect(refused.json.detail).toMatch(/^lang: /);
  });

  it("is already tomorrow at 00:00 in Phnom Penh (17:00 UTC)", async () => {
    pinClock("2026-12-01T17:00:00Z");
    expect((await call("GET", "/api/shop")).json.today).toBe("2026-12-02");
  });

  it("lists only closed dates from today on, with their notes", async () => {
    pinClock(shopTime("2026-12-10", "08:00"));
    await setSettings({
      closed_dates: [
        { date: "2026-12-09", note: "Yesterday" },
        { date: "2026-12-10", note: "" },
        { date: "2027-04-14", note: "Khmer New Year" },
      ],
    });
    const { json } = await call("GET", "/api/shop");
    expect(json.closed_dates).toEqual([
      { date: "2026-12-10", note: "" },
      { date: "2027-04-14", note: "Khmer New Year" },
    ]);
  });
});

describe("GET /api/delivery/slots", () => {
  it("defaults to the shop's today and marks slots inside the lead time as past", async () => {
    pinClock(shopTime("2026-12-01", "09:00"));
    const { status, json } = await call("GET", "/api/delivery/slots");
    expect(status).toBe(200);
    expect(json).toEqual({
      date: "2026-12-01",
      closed: false,
      note: null,
      slots: [
        { id: "morning", label: "Morning", start: "09:00", end: "12:00", available: false, reason: "past" },
        { id: "afternoon", label: "Afternoon", start: "12:00", end: "16:00", available: true, reason: null },
        { id: "evening", label: "Evening", start: "16:00", end: "20:00", available: true, reason: null },
      ],
    });
  });

  it("offers a slot exactly the lead time away, and not one minute later", async () => {
    pinClock(shopTime("2026-12-01", "10:00"));
    expect(reasons((await call("GET", "/api/delivery/slots?date=2026-12-01")).json).afternoon).toBeNull();
    pinClock(shopTime("2026-12-01", "10:01"));
    expect(reasons((await call("GET", "/api/delivery/slots?date=2026-12-01")).json).afternoon).toBe("past");
  });

  it("follows the owner's lead time", async () => {
    pinClock(shopTime("2026-12-01", "10:00"));
    await setSettings({ lead_minutes: 30 });
    expect(reasons((await call("GET", "/api/delivery/slots?date=2026-12-01")).json)).toEqual({
      morning: "past",
      afternoon: null,
      evening: null,
    });
    await setSettings({ lead_minutes: 600 });
    expect(reasons((await call("GET", "/api/delivery/slots?date=2026-12-01")).json)).toEqual({
      morning: "past",
      afternoon: "past",
      evening: "past",
    });
  });

  it("around midnight in Phnom Penh: one second before, today's evening is past; at midnight tomorrow is today", async () => {
    pinClock(shopTime("2026-12-01", "23:59"));
    const before = await call("GET", "/api/delivery/slots");
    expect(before.json.date).toBe("2026-12-01");
    expect(Object.values(reasons(before.json))).toEqual(["past", "past", "past"]);

    pinClock("2026-12-01T17:00:00Z"); // 00:00 on 2 December in Siem Reap, still 1 December in UTC
    const after = await call("GET", "/api/delivery/slots");
    expect(after.json.date).toBe("2026-12-02");
    expect(Object.values(reasons(after.json))).toEqual([null, null, null]);
    // 1 December is now yesterday.
    const yesterday = await call("GET", "/api/delivery/slots?date=2026-12-01");
    expect(Object.values(reasons(yesterday.json))).toEqual(["past", "past", "past"]);
  });

  it("marks every slot of a closed date closed, with the owner's note", async () => {
    pinClock(shopTime("2026-12-01", "08:00"));
    await setSettings({ closed_dates: [{ date: "2026-12-05", note: "Water festival" }] });
    const { json } = await call("GET", "/api/delivery/slots?date=2026-12-05");
    expect(json).toMatchObject({ date: "2026-12-05", closed: true, note: "Water festival" });
    expect(json.slots.map((s: { available: boolean; reason: string }) => [s.available, s.reason])).toEqual([
      [false, "closed"],
      [false, "closed"],
      [false, "closed"],
    ]);
    expect((await call("GET", "/api/delivery/slots?date=2026-12-06")).json.closed).toBe(false);
  });

  it("books within the window, today counted as its first day", async () => {
    pinClock(shopTime("2026-12-01", "08:00"));
    const last = addDays("2026-12-01", 59);
    expect(Object.values(reasons((await call("GET", `/api/delivery/slots?date=${last}`)).json))).toEqual([
      null,
      null,
      null,
    ]);
    const beyond = addDays("2026-12-01", 60);
    expect(Object.values(reasons((await call("GET", `/api/delivery/slots?date=${beyond}`)).json))).toEqual([
      "out_of_window",
      "out_of_window",
      "out_of_window",
    ]);
    await setSettings({ window_days: 1 });
    expect(reasons((await call("GET", "/api/delivery/slots?date=2026-12-02")).json).morning).toBe(
      "out_of_window",
    );
    expect(reasons((await call("GET", "/api/delivery/slots?date=2026-12-01")).json).afternoon).toBeNull();
  });

  it("marks a slot full at its capacity; cancelled orders do not count", async () => {
    pinClock(shopTime("2026-12-01", "08:00"));
    await setSettings({ slots: slotsWith({ afternoon: { capacity: 2 } }) });
    await holdSlot("2026-12-02", "afternoon", 1);
    await holdSlot("2026-12-02", "afternoon", 3, "cancelled");
    expect(reasons((await call("GET", "/api/delivery/slots?date=2026-12-02")).json).afternoon).toBeNull();
    await holdSlot("2026-12-02", "afternoon", 1);
    const { json } = await call("GET", "/api/delivery/slots?date=2026-12-02");
    expect(reasons(json)).toEqual({ morning: null, afternoon: "full", evening: null });
    // Another date's slot is not affected.
    expect(reasons((await call("GET", "/api/delivery/slots?date=2026-12-03")).json).afternoon).toBeNull();
  });

  it("refuses today's slots for an area without same-day delivery", async () => {
    pinClock(shopTime("2026-12-01", "06:00"));
    const outer = await areaNamed("Outer");
    const town = await areaNamed("Siem Reap town");
    const today = await call("GET", `/api/delivery/slots?date=2026-12-01&area=${outer.id}`);
    expect(Object.values(reasons(today.json))).toEqual(["not_same_day", "not_same_day", "not_same_day"]);
    const tomorrow = await call("GET", `/api/delivery/slots?date=2026-12-02&area=${outer.id}`);
    expect(Object.values(reasons(tomorrow.json))).toEqual([null, null, null]);
    const inTown = await call("GET", `/api/delivery/slots?date=2026-12-01&area=${town.id}`);
    expect(Object.values(reasons(inTown.json))).toEqual([null, null, null]);
  });

  it("answers 400 to a malformed date or an unknown area", async () => {
    for (const date of ["2026-2-1", "tomorrow", "2026-02-30", "2026-12-01T00:00", ""]) {
      const { status, json } = await call("GET", `/api/delivery/slots?date=${encodeURIComponent(date)}`);
      expect({ date, status }).toEqual({ date, status: 400 });
      expect(json.detail).toMatch(/^date: /);
    }
    for (const area of ["99999", "abc", "0x1"]) {
      const { status, json } = await call("GET", `/api/delivery/slots?date=2026-12-01&area=${area}`);
      expect({ area, status }).toEqual({ area, status: 400 });
      expect(json.detail).toMatch(/^area: /);
    }
  });
});
