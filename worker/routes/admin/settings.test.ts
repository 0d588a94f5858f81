// The owner's settings: GET/PUT /api/admin/settings for admins only, one
// schema validating every field, areas added, renamed and removed, and the shop's public
// answers following at once.
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SLOTS } from "../../../shared/settings";
import { emptyShop } from "../../test/fixtures";
import { pinClock, resetSettings, restoreClockAfterEach, shopTime } from "../../test/florist";
import { call, createUser, type SeededUser } from "../../test/helpers";

restoreClockAfterEach();

let admin: SeededUser;
beforeEach(async () => {
  await emptyShop();
  await resetSettings();
  admin = await createUser({ admin: true });
});

const current = async () => (await call("GET", "/api/admin/settings", { token: admin.token })).json;
const put = (body: Record<string, unknown>, token = admin.token) =>
  call("PUT", "/api/admin/settings", { token, body });

describe("GET /api/admin/settings", () => {
  it("gives the admin every setting with the seeded defaults", async () => {
    const { status, json } = await call("GET", "/api/admin/settings", { token: admin.token });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      slots: DEFAULT_SLOTS,
      lead_minutes: 120,
      window_days: 60,
      closed_dates: [],
      exchange_rate_khr: 4100,
      khqr: {
        merchant_name: "Siem Reap Flowers",
        merchant_city: "Siem Reap",
        bakong_account_id: "",
        phone: "",
      },
    });
    expect(json.areas.map((a: Record<string, unknown>) => [a.name, a.fee, a.same_day])).toEqual([
      ["Siem Reap town", 0, true],
      ["Angkor and the temple road", 5, true],
      ["Outer Siem Reap (Puok, Roluos, Chong Kneas)", 10, false],
    ]);
  });

  it("answers 401 without a token and 403 to a customer, for reading and writing, and changes nothing", async () => {
    const before = await current();
    const customer = await createUser();
    expect((await call("GET", "/api/admin/settings")).status).toBe(401);
    const asCustomer = await call("GET", "/api/admin/settings", { token: customer.token });
    expect(asCustomer).toMatchObject({
      status: 403,
      json: { detail: "Admin access required", code: "adminOnly" },
    });
    expect((await put({ ...before, lead_minutes: 5 }, "")).status).toBe(401);
    expect((await put({ ...before, lead_minutes: 5 }, customer.token)).status).toBe(403);
    expect(await current()).toEqual(before);
  });
});

describe("PUT /api/admin/settings", () => {
  it("saves slots, lead time, window, closed dates, rate and KHQR details, and answers what it saved", async () => {
    const before = await current();
    const body = {
      ...before,
      slots: [
        { id: "early", label: "Early morning", start: "07:00", end: "09:00", capacity: 3 },
        { id: "afternoon", label: "Afternoon", start: "13:00", end: "17:00", capacity: 10 },
      ],
      lead_minutes: 90,
      window_days: 30,
      closed_dates: [
        { date: "2027-04-15", note: "Khmer New Year" },
        { date: "2027-04-14", note: "Khmer New Year" },
      ],
      exchange_rate_khr: 4050,
      khqr: {
        merchant_name: "Siem Reap Flowers",
        merchant_city: "Siem Reap",
        bakong_account_id: "flowers@aclb",
        phone: "+855 12 345 678",
      },
    };
    const { status, json } = await put(body);
    expect(status).toBe(200);
    expect(json).toEqual({
      ...body,
      // Dates are kept in calendar order.
      closed_dates: [
        { date: "2027-04-14", note: "Khmer New Year" },
        { date: "2027-04-15", note: "Khmer New Year" },
      ],
    });
    expect(await current()).toEqual(json);
  });

  it("adds areas without ids, updates listed ones and removes the rest, in the given order", async () => {
    const before = await current();
    const [town, angkor] = before.areas;
    const { status, json } = await put({
      ...before,
      areas: [
        { id: angkor.id, name: "Angkor Wat area", fee: 6.5, same_day: false },
        { name: "Kampong Phluk", fee: 15, same_day: false },
        { ...town },
      ],
    });
    expect(status).toBe(200);
    expect(json.areas.map((a: Record<string, unknown>) => [a.name, a.fee, a.same_day])).toEqual([
      ["Angkor Wat area", 6.5, false],
      ["Kampong Phluk", 15, false],
      ["Siem Reap town", 0, true],
    ]);
    expect(json.areas[0].id).toBe(angkor.id);
    expect(json.areas[2].id).toBe(town.id);
    expect(typeof json.areas[1].id).toBe("number");
    const shop = (await call("GET", "/api/shop")).json;
    expect(shop.areas.map((a: { name: string; fee_khr: number }) => [a.name, a.fee_khr])).toEqual([
      ["Angkor Wat area", 26700],
      ["Kampong Phluk", 61500],
      ["Siem Reap town", 0],
    ]);
  });

  it("stores an area's Khmer and Chinese names, keeps them when a row omits them, clears them with ''", async () => {
    const before = await current();
    expect(before.areas.map((a: Record<string, unknown>) => [a.name_km, a.name_zh])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    const [town, angkor, outer] = before.areas;
    const named = await put({
      ...before,
      areas: [
        { ...town, name_km: "ក្នុងក្រុងសៀមរាប", name_zh: "暹粒市区" },
        { ...angkor, name_zh: "吴哥及寺庙沿线" },
        outer,
        { name: "Kampong Phluk", name_km: "កំពង់ភ្លុក", fee: 15, same_day: false },
      ],
    });
    expect(named.status).toBe(200);
    expect(named.json.areas.map((a: Record<string, unknown>) => [a.name, a.name_km, a.name_zh])).toEqual([
      ["Siem Reap town", "ក្នុងក្រុងសៀមរាប", "暹粒市区"],
      ["Angkor and the temple road", null, "吴哥及寺庙沿线"],
      [outer.name, null, null],
      ["Kampong Phluk", "កំពង់ភ្លុក", null],
    ]);
    expect((await call("GET", "/api/shop?lang=km")).json.areas[3].name).toBe("កំពង់ភ្លុក");

    // rows without the fields (a client that predates them) keep the owner's names
    const strip = ({ name_km, name_zh, ...row }: Record<string, unknown>) => row;
    const kept = await put({ ...named.json, areas: named.json.areas.map(strip) });
    expect(kept.json.areas).toEqual(named.json.areas);
    const cleared = await put({
      ...named.json,
      areas: named.json.areas.map((area: Record<string, unknown>, index: number) =>
        index === 0 ? { ...area, name_km: "", name_zh: null } : area,
      ),
    });
    expect(cleared.json.areas[0]).toMatchObject({ name: "Siem Reap town", name_km: null, name_zh: null });
    expect((await call("GET", "/api/shop?lang=zh")).json.areas[0].name).toBe("Siem Reap town");
    const tooLong = await put({
      ...named.json,
      areas: [{ ...town, name_zh: "区".repeat(101) }],
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.detail).toMatch(/^areas\.0\.name_zh: /);
  });

  it("refuses an area id that does not exist, and changes nothing", async () => {
    const before = await current();
    const { status, json } = await put({
      ...before,
      lead_minutes: 10,
      areas: [{ id: 99999, name: "X", fee: 0, same_day: true }],
    });
    expect(status).toBe(400);
    expect(json.detail).toBe("areas: an area id does not exist");
    expect(await current()).toEqual(before);
  });

  it("validates every field with a detail naming it, and changes nothing", async () => {
    const before = await current();
    const slot = before.slots[0];
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ slots: [] }, /^slots: /],
      [{ slots: [{ ...slot, start: "12:00", end: "09:00" }] }, /^slots\.0\.end: must be after the start/],
      [{ slots: [{ ...slot, start: "9:00" }] }, /^slots\.0\.start: /],
      [{ slots: [{ ...slot, start: "24:00" }] }, /^slots\.0\.start: /],
      [{ slots: [slot, { ...slot }] }, /^slots: slot ids must be different/],
      [{ slots: [{ ...slot, id: "Morning Slot" }] }, /^slots\.0\.id: /],
      [{ slots: [{ ...slot, capacity: -1 }] }, /^slots\.0\.capacity: /],
      [{ slots: [{ ...slot, capacity: 2.5 }] }, /^slots\.0\.capacity: /],
      [{ slots: [{ ...slot, label: "" }] }, /^slots\.0\.label: /],
      [{ lead_minutes: -5 }, /^lead_minutes: /],
      [{ lead_minutes: "abc" }, /^lead_minutes: /],
      [{ lead_minutes: true }, /^lead_minutes: /],
      [{ window_days: 0 }, /^window_days: /],
      [{ window_days: 400 }, /^window_days: /],
      [{ closed_dates: [{ date: "2027-02-30", note: "" }] }, /^closed_dates\.0\.date: /],
      [
        { closed_dates: [{ date: "2027-01-01" }, { date: "2027-01-01" }] },
        /^closed_dates: each date may be listed once/,
      ],
      [{ closed_dates: [{ date: "2027-01-01", note: "x".repeat(201) }] }, /^closed_dates\.0\.note: /],
      [{ areas: [] }, /^areas: /],
      [{ areas: [{ name: "Far", fee: -1, same_day: true }] }, /^areas\.0\.fee: /],
      [{ areas: [{ name: "Far", fee: 1.234, same_day: true }] }, /^areas\.0\.fee: /],
      [{ areas: [{ name: "Far", fee: 1, same_day: "yes" }] }, /^areas\.0\.same_day: /],
      [{ areas: [{ name: "", fee: 1, same_day: true }] }, /^areas\.0\.name: /],
      [{ exchange_rate_khr: 0 }, /^exchange_rate_khr: /],
      [{ exchange_rate_khr: "0x10" }, /^exchange_rate_khr: /],
      [{ khqr: { ...before.khqr, bakong_account_id: "not an account" } }, /^khqr\.bakong_account_id: /],
      [{ khqr: { ...before.khqr, merchant_name: "x".repeat(26) } }, /^khqr\.merchant_name: /],
      [{ khqr: undefined }, /^khqr: /],
    ];
    for (const [change, detail] of cases) {
      const { status, json } = await put({ ...before, ...change });
      expect({ change, status }).toEqual({ change, status: 400 });
      expect(json.detail).toMatch(detail);
    }
    expect(await current()).toEqual(before);
  });

  it("drives the public slots at once: a closed date, a new lead time and a new slot", async () => {
    pinClock(shopTime("2026-12-01", "08:00"));
    const before = await current();
    await put({
      ...before,
      lead_minutes: 0,
      closed_dates: [{ date: "2026-12-24", note: "Christmas Eve" }],
      slots: [...before.slots, { id: "late", label: "Late", start: "20:00", end: "22:00", capacity: 2 }],
    });
    const today = (await call("GET", "/api/delivery/slots")).json;
    expect(today.slots.map((s: { id: string; reason: string | null }) => [s.id, s.reason])).toEqual([
      ["morning", null],
      ["afternoon", null],
      ["evening", null],
      ["late", null],
    ]);
    const closed = (await call("GET", "/api/delivery/slots?date=2026-12-24")).json;
    expect(closed).toMatchObject({ closed: true, note: "Christmas Eve" });
    expect((await call("GET", "/api/shop")).json.closed_dates).toEqual([
      { date: "2026-12-24", note: "Christmas Eve" },
    ]);
  });

  it("puts the new riel rate on products, sizes and add-ons", async () => {
    const before = await current();
    await put({ ...before, exchange_rate_khr: 4000 });
    expect((await call("GET", "/api/shop")).json.exchange_rate_khr).toBe(4000);
    const created = await call("POST", "/api/admin/addons", {
      token: admin.token,
      body: { name: "Balloon", price: 4.99, image: "https://example.com/b.png" },
    });
    expect(created.json.price_khr).toBe(20000);
  });
});
