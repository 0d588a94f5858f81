// GET /api/admin/deliveries (docs/decisions/039): one shop date's orders by slot, the settings'
// slots with their capacity first, then slots only old orders still name; cancelled orders and
// other dates left out; the shop's today by default; bad dates 400; admins only.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeliveriesAnswer } from "../../../shared/deliveries";
import type { OrderRow } from "../../db/schema";
import { emptyShop } from "../../test/fixtures";
import { pinClock, resetSettings, setSettings, shopTime, slotsWith } from "../../test/florist";
import { call, createUser, type SeededUser } from "../../test/helpers";
import { floristOrder } from "../../test/notifications";

let admin: SeededUser;
let customer: SeededUser;
beforeEach(async () => {
  await emptyShop();
  await resetSettings();
  admin = await createUser({ admin: true });
  customer = await createUser();
  pinClock(shopTime("2026-12-01", "08:00"));
});
afterEach(() => vi.restoreAllMocks());

const board = async (query = "", token = admin.token) => {
  const answer = await call("GET", `/api/admin/deliveries${query}`, { token });
  return { ...answer, board: answer.json as DeliveriesAnswer };
};

const MORNING = {
  deliverySlot: "morning",
  deliverySlotLabel: "Morning",
  deliveryStart: "09:00",
  deliveryEnd: "12:00",
};
const EVENING = {
  deliverySlot: "evening",
  deliverySlotLabel: "Evening",
  deliveryStart: "16:00",
  deliveryEnd: "20:00",
};

const order = (changes: Partial<OrderRow>) =>
  floristOrder(customer.id, { deliveryDate: "2026-12-01", ...changes });
const idsBySlot = (answer: DeliveriesAnswer) =>
  answer.slots.map((slot) => [slot.id, slot.booked, slot.orders.map((o) => o.id)]);

describe("GET /api/admin/deliveries", () => {
  it("gives today's orders by slot in the settings' order, with capacity and booked, cancelled and other dates left out", async () => {
    const evening = await order({ ...EVENING, recipientName: "Evening One" });
    const morningA = await order({ ...MORNING, recipientName: "Morning A" });
    const afternoon = await order({}); // floristOrder's afternoon slot
    const morningB = await order({ ...MORNING, status: "confirmed", paymentStatus: "paid" });
    await order({ ...MORNING, status: "cancelled" });
    await order({ ...MORNING, deliveryDate: "2026-12-02" });
    await order({ ...MORNING, deliveryDate: "2026-11-30" });
    const delivered = await order({ ...EVENING, status: "delivered" });

    const { status, board: answer } = await board();

    expect(status).toBe(200);
    expect(answer).toMatchObject({
      date: "2026-12-01",
      today: "2026-12-01",
      previous_date: "2026-11-30",
      next_date: "2026-12-02",
    });
    expect(answer.slots.map(({ orders: _, ...slot }) => slot)).toEqual([
      { id: "morning", label: "Morning", start: "09:00", end: "12:00", capacity: 20, booked: 2 },
      { id: "afternoon", label: "Afternoon", start: "12:00", end: "16:00", capacity: 20, booked: 1 },
      { id: "evening", label: "Evening", start: "16:00", end: "20:00", capacity: 20, booked: 2 },
    ]);
    expect(idsBySlot(answer)).toEqual([
      ["morning", 2, [morningA.id, morningB.id]],
      ["afternoon", 1, [afternoon.id]],
      ["evening", 2, [evening.id, delivered.id]],
    ]);
    // Each order in full, as the order list serves it.
    expect(answer.slots[0]?.orders[0]).toMatchObject({
      id: morningA.id,
      recipient_name: "Morning A",
      recipient_phone: "+855 98 111 222",
      card_message: "Happy birthday, Dara!",
      address: "Sivatha Blvd 12",
      landmark: "Near the Old Market",
      add_ons: [{ id: 1, name: "Glass vase", price: 12 }],
      payment_status: "unpaid",
      status: "pending",
      delivery_date: "2026-12-01",
      delivery_slot: "morning",
    });
  });

  it("takes each slot's capacity, label and times from the settings as they are now", async () => {
    await setSettings({ slots: slotsWith({ morning: { capacity: 3, label: "Early", start: "08:00" } }) });
    await order(MORNING);

    const { board: answer } = await board();

    expect(answer.slots[0]).toMatchObject({
      id: "morning",
      label: "Early",
      start: "08:00",
      capacity: 3,
      booked: 1,
    });
  });

  it("lists a slot the settings no longer have after theirs, from the orders' copy, capacity null, by start", async () => {
    const late = await order({
      deliverySlot: "late",
      deliverySlotLabel: "Late",
      deliveryStart: "20:00",
      deliveryEnd: "22:00",
    });
    const dawn = await order({
      deliverySlot: "dawn",
      deliverySlotLabel: "Dawn",
      deliveryStart: "06:00",
      deliveryEnd: "08:00",
    });
    const lateToo = await order({
      deliverySlot: "late",
      deliverySlotLabel: "Late",
      deliveryStart: "20:00",
      deliveryEnd: "22:00",
    });

    const { board: answer } = await board();

    expect(answer.slots.map(({ orders: _, ...slot }) => slot)).toEqual([
      { id: "morning", label: "Morning", start: "09:00", end: "12:00", capacity: 20, booked: 0 },
      { id: "afternoon", label: "Afternoon", start: "12:00", end: "16:00", capacity: 20, booked: 0 },
      { id: "evening", label: "Evening", start: "16:00", end: "20:00", capacity: 20, booked: 0 },
      { id: "dawn", label: "Dawn", start: "06:00", end: "08:00", capacity: null, booked: 1 },
      { id: "late", label: "Late", start: "20:00", end: "22:00", capacity: null, booked: 2 },
    ]);
    expect(idsBySlot(answer).slice(3)).toEqual([
      ["dawn", 1, [dawn.id]],
      ["late", 2, [late.id, lateToo.id]],
    ]);
  });

  it("a removed slot whose orders are all cancelled is not listed", async () => {
    await order({
      deliverySlot: "late",
      deliverySlotLabel: "Late",
      deliveryStart: "20:00",
      status: "cancelled",
    });
    const { board: answer } = await board();
    expect(answer.slots.map((slot) => slot.id)).toEqual(["morning", "afternoon", "evening"]);
  });

  it("gives the date asked for, its neighbours across a month and a year", async () => {
    const next = await order({ ...MORNING, deliveryDate: "2026-12-31" });

    const { status, board: answer } = await board("?date=2026-12-31");

    expect(status).toBe(200);
    expect(answer).toMatchObject({
      date: "2026-12-31",
      today: "2026-12-01",
      previous_date: "2026-12-30",
      next_date: "2027-01-01",
    });
    expect(idsBySlot(answer)[0]).toEqual(["morning", 1, [next.id]]);
    expect((await board("?date=2026-03-01")).board.previous_date).toBe("2026-02-28");
  });

  it("defaults to the shop's date, not UTC's: 00:30 in Siem Reap is the day before in UTC", async () => {
    pinClock(shopTime("2026-12-01", "00:30"));
    const early = await order(MORNING);

    const { board: answer } = await board();

    expect(answer).toMatchObject({ date: "2026-12-01", today: "2026-12-01" });
    expect(idsBySlot(answer)[0]).toEqual(["morning", 1, [early.id]]);
  });

  it("an empty day still lists every slot, none booked", async () => {
    const { board: answer } = await board("?date=2027-01-15");
    expect(idsBySlot(answer)).toEqual([
      ["morning", 0, []],
      ["afternoon", 0, []],
      ["evening", 0, []],
    ]);
  });

  it.each(["2026-02-30", "tomorrow", "2026-1-5", "2026-12-01T00:00", ""])(
    "refuses the date %j with 400",
    async (date) => {
      const { status, json } = await board(`?date=${encodeURIComponent(date)}`);
      expect(status).toBe(400);
      expect(json).toEqual({
        detail: "date: must be a date YYYY-MM-DD",
        code: "invalid",
        path: "date",
        errors: [{ path: "date", message: "must be a date YYYY-MM-DD" }],
      });
    },
  );

  it.each(["0000-01-01", "1999-12-31", "3000-01-01", "9999-12-31"])(
    "refuses the date %j, whose neighbours would not be dates, with 400",
    async (date) => {
      const { status, json } = await board(`?date=${date}`);
      expect(status).toBe(400);
      expect(json.detail).toBe("date: must be a date from 2000-01-01 to 2999-12-31");
    },
  );

  it("takes the first and last dates of the range, their neighbours still dates", async () => {
    const first = await board("?date=2000-01-01");
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      date: "2000-01-01",
      previous_date: "1999-12-31",
      next_date: "2000-01-02",
    });
    const last = await board("?date=2999-12-31");
    expect(last.status).toBe(200);
    expect(last.json).toMatchObject({
      date: "2999-12-31",
      previous_date: "2999-12-30",
      next_date: "3000-01-01",
    });
  });

  it("is for admins only", async () => {
    expect((await board("", customer.token)).status).toBe(403);
    expect((await call("GET", "/api/admin/deliveries")).status).toBe(401);
  });
});
