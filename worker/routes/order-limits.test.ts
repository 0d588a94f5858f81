// Limits on placing orders (docs/decisions/049): an account may hold only so many open unpaid
// orders (the owner's setting, counted by D1 at the insert, so parallel orders cannot pass it),
// and placing orders is rate limited per account and per client address.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DETAIL } from "../../shared/messages";
import { DEFAULT_MAX_OPEN_UNPAID_ORDERS } from "../../shared/settings";
import { orders } from "../db/schema";
import { emptyShop, seedOrder } from "../test/fixtures";
import {
  floristPayload,
  pinClock,
  resetSettings,
  restoreClockAfterEach,
  setSettings,
  shopTime,
  slotsWith,
  storedOrders,
} from "../test/florist";
import { call, createProduct, createUser, db, type SeededUser } from "../test/helpers";
import { catchJobs } from "../test/notifications";

restoreClockAfterEach();

let customer: SeededUser;
let productId: number;
beforeEach(async () => {
  await emptyShop();
  await resetSettings();
  customer = await createUser();
  productId = (await createProduct({ name: "Angkor Red Roses", price: 45 })).id;
  pinClock(shopTime("2026-12-01", "09:00"));
  catchJobs();
});

const place = (token: string, headers: Record<string, string> = {}) =>
  call("POST", "/api/orders", {
    token,
    headers,
    body: floristPayload(productId, { delivery: { date: "2026-12-02", slot: "morning" } }),
  });

describe("open unpaid orders per account", () => {
  it("refuses the order past the owner's cap with 409 and a sentence, storing nothing", async () => {
    expect(DEFAULT_MAX_OPEN_UNPAID_ORDERS).toBe(5);
    for (let n = 0; n < 5; n += 1) expect((await place(customer.token)).status).toBe(201);

    const refused = await place(customer.token);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ detail: DETAIL.tooManyUnpaidOrders, code: "tooManyUnpaidOrders" });
    expect(await storedOrders()).toHaveLength(5);
  });

  it("holds when the orders come in parallel: one account cannot book out a slot", async () => {
    // Nine: under the account's rate limit, so only the cap decides.
    const answers = await Promise.all(Array.from({ length: 9 }, () => place(customer.token)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    expect(await storedOrders()).toHaveLength(5);
  });

  it("counts only open unpaid orders: paid, delivered and cancelled ones leave room", async () => {
    await seedOrder({ userId: customer.id, paymentStatus: "paid" });
    await seedOrder({ userId: customer.id, status: "delivered" });
    await seedOrder({ userId: customer.id, status: "cancelled" });
    for (let n = 0; n < 4; n += 1) await seedOrder({ userId: customer.id });
    expect((await place(customer.token)).status).toBe(201);
    expect((await place(customer.token)).status).toBe(409);

    // Paying one makes room for the next.
    const open = (await storedOrders()).find(
      (row) => row.paymentStatus === "unpaid" && row.status === "pending",
    );
    if (!open) throw new Error("no open order");
    await db().update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, open.id));
    expect((await place(customer.token)).status).toBe(201);
  });

  it("is per account: another customer still orders", async () => {
    for (let n = 0; n < 5; n += 1) await seedOrder({ userId: customer.id });
    expect((await place(customer.token)).status).toBe(409);
    const friend = await createUser();
    expect((await place(friend.token)).status).toBe(201);
  });

  it("follows the owner's setting, and admins taking orders by phone are not capped", async () => {
    await setSettings({ max_open_unpaid_orders: 7 });
    for (let n = 0; n < 6; n += 1) await seedOrder({ userId: customer.id });
    expect((await place(customer.token)).status).toBe(201);
    expect((await place(customer.token)).status).toBe(409);

    const owner = await createUser({ admin: true });
    for (let n = 0; n < 8; n += 1) await seedOrder({ userId: owner.id });
    expect((await place(owner.token)).status).toBe(201);
  });
});

describe("the owner's setting", () => {
  it("is served and saved by the Settings API, kept when a client leaves it out, and bounded", async () => {
    const owner = await createUser({ admin: true });
    const { json: current } = await call("GET", "/api/admin/settings", { token: owner.token });
    expect(current.max_open_unpaid_orders).toBe(5);

    const saved = await call("PUT", "/api/admin/settings", {
      token: owner.token,
      body: { ...current, max_open_unpaid_orders: 12 },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.max_open_unpaid_orders).toBe(12);

    const { max_open_unpaid_orders: _, ...older } = current;
    const olderClient = await call("PUT", "/api/admin/settings", { token: owner.token, body: older });
    expect(olderClient.status).toBe(200);
    expect(olderClient.json.max_open_unpaid_orders).toBe(12);

    for (const bad of [0, 101, 2.5]) {
      const refused = await call("PUT", "/api/admin/settings", {
        token: owner.token,
        body: { ...current, max_open_unpaid_orders: bad },
      });
      expect(refused.status).toBe(400);
      expect(refused.json.detail).toMatch(/^max_open_unpaid_orders: /);
    }
    const { json: after } = await call("GET", "/api/admin/settings", { token: owner.token });
    expect(after.max_open_unpaid_orders).toBe(12);
  });
});

/** The rate limiter counts in windows aligned to the clock's minutes: a run that crosses into
 *  the next minute starts a fresh count halfway and proves nothing, so it is run again (with a
 *  fresh account and address). What happens inside one minute is what is asserted. */
async function inOneMinute<T>(attempt: () => Promise<T>): Promise<T> {
  for (;;) {
    const minute = Math.floor(Date.now() / 60_000);
    const result = await attempt();
    if (Math.floor(Date.now() / 60_000) === minute) return result;
  }
}

describe("rate limits on placing orders", () => {
  it("answers 429 with a sentence after 10 orders a minute from one account, storing nothing more", async () => {
    await setSettings({ max_open_unpaid_orders: 100 });
    const { statuses, refused, buyer } = await inOneMinute(async () => {
      const buyer = await createUser();
      const statuses: number[] = [];
      for (let n = 0; n < 11; n += 1) statuses.push((await place(buyer.token)).status);
      return { statuses, refused: await place(buyer.token), buyer };
    });
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    expect(refused.json).toEqual({ detail: DETAIL.tooManyOrders, code: "tooManyOrders" });
    expect((await storedOrders()).filter((order) => order.userId === buyer.id)).toHaveLength(10);
  });

  it("answers 429 after 30 orders a minute from one address, whichever accounts place them", async () => {
    await setSettings({ slots: slotsWith({ morning: { capacity: 100 } }), max_open_unpaid_orders: 100 });
    const accounts = await Promise.all(Array.from({ length: 8 }, () => createUser()));
    const statuses = await inOneMinute(async () => {
      // Rate limit counts outlive a test: an address of this run's own.
      const address = { "CF-Connecting-IP": `2001:db8::${crypto.randomUUID().slice(0, 4)}` };
      const placed: number[] = [];
      for (let n = 0; n < 31; n += 1) {
        const account = accounts[n % accounts.length] as SeededUser;
        placed.push((await place(account.token, address)).status);
      }
      return placed;
    });
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not held back by this one.
    const other = await createUser();
    expect(
      (await place(other.token, { "CF-Connecting-IP": `2001:db8::${crypto.randomUUID().slice(0, 4)}:1` }))
        .status,
    ).toBe(201);
  });
});
