// "Remind me next year" (docs/decisions/073): a customer lists, adds and deletes her own
// reminders; an order's gives the bouquet, the language and the day; the first e-mail is due a
// week before the day next year (29 February on the 28th, a day whose week began already a year
// on); the cap, bad input and another's reminder or order refused with nothing stored; a deleted
// account's reminders go with it.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { REMINDERS_MAX } from "../../shared/limits";
import { firstSendDay, followingSendDay } from "../../shared/reminders";
import { products, reminders, users } from "../db/schema";
import { emptyShop, seedOrder } from "../test/fixtures";
import { pinClock, restoreClockAfterEach, shopTime } from "../test/florist";
import { call, createProduct, createUser, db, type SeededUser } from "../test/helpers";

restoreClockAfterEach();

let customer: SeededUser;
beforeEach(async () => {
  await emptyShop();
  customer = await createUser();
  pinClock(shopTime("2026-11-29", "10:00"));
});

const stored = () => db().select().from(reminders);

async function orderOf(user: SeededUser, fields: Parameters<typeof seedOrder>[0]["fields"] = {}) {
  const product = await createProduct({ name: "Angkor Red Roses" });
  await db().update(products).set({ nameZh: "吴哥红玫瑰" }).where(eq(products.id, product.id));
  const order = await seedOrder({
    userId: user.id,
    fields: { productId: product.id, deliveryDate: "2026-12-01", locale: "zh", ...fields },
  });
  return { product, order };
}

const create = (body: Record<string, unknown>, token = customer.token, query = "") =>
  call("POST", `/api/user/reminders${query}`, { token, body });

describe("POST /api/user/reminders", () => {
  it("answers 201 with the reminder for an order: its bouquet, language and delivery date", async () => {
    const { product, order } = await orderOf(customer);
    const { status, json } = await create({ occasion: "birthday", order_id: order.id });
    expect(status).toBe(201);
    expect(json).toEqual({
      id: expect.any(Number),
      occasion: "birthday",
      date: "12-01",
      product_id: product.id,
      product_name: "Angkor Red Roses",
      locale: "zh",
      next_send: "2027-11-24",
    });
    const [row] = await stored();
    expect(row).toMatchObject({ userId: customer.id, monthDay: "12-01", nextSend: "2027-11-24" });
  });

  it("takes the day given over the order's, and names the bouquet in ?lang=", async () => {
    const { order } = await orderOf(customer);
    const { status, json } = await create(
      { occasion: "anniversary", date: "2026-03-08", order_id: order.id },
      customer.token,
      "?lang=zh",
    );
    expect(status).toBe(201);
    // 8 March 2026 is over: the first e-mail is a week before 8 March 2027.
    expect(json).toMatchObject({ date: "03-08", next_send: "2027-03-01", product_name: "吴哥红玫瑰" });
  });

  it("without an order keeps no bouquet, in the page's language", async () => {
    const { status, json } = await create(
      { occasion: "love", date: "2026-12-25" },
      customer.token,
      "?lang=km",
    );
    expect(status).toBe(201);
    expect(json).toMatchObject({
      product_id: null,
      product_name: null,
      locale: "km",
      next_send: "2027-12-18",
    });
  });

  it("puts 29 February on the 28th in a year without it, and on the 29th in a leap year", async () => {
    pinClock(shopTime("2028-02-29", "10:00"));
    const { json } = await create({ occasion: "birthday", date: "2028-02-29" });
    expect(json).toMatchObject({ date: "02-29", next_send: "2029-02-21" });
    // …and the e-mails after it: a week before the 28th until the next leap year's 29th.
    expect(followingSendDay("02-29", "2029-02-21")).toBe("2030-02-21");
    expect(followingSendDay("02-29", "2031-02-21")).toBe("2032-02-22");
    // A day early in January is e-mailed about in the December before it.
    expect(firstSendDay("2027-01-03", "2026-11-29")).toBe("2027-12-27");
    expect(followingSendDay("01-03", "2027-12-27")).toBe("2028-12-27");
  });

  it("reminds of next year's day when this year's week has begun (the day given is a year old)", async () => {
    // 3 December 2025's reminder, asked on 29 November 2026: 26 November 2026 is gone.
    const { json } = await create({ occasion: "birthday", date: "2025-12-03" });
    expect(json.next_send).toBe("2027-11-26");
    // 10 December 2025's: 3 December 2026 is still ahead.
    const { json: ahead } = await create({ occasion: "birthday", date: "2025-12-10" });
    expect(ahead.next_send).toBe("2026-12-03");
  });

  it("refuses another customer's order as not found, and stores nothing", async () => {
    const stranger = await createUser();
    const { order } = await orderOf(stranger);
    const { status, json } = await create({ occasion: "birthday", order_id: order.id });
    expect(status).toBe(404);
    expect(json.code).toBe("orderNotFound");
    expect(await stored()).toHaveLength(0);
  });

  it.each([
    [{ occasion: "party", date: "2026-12-01" }, "occasion"],
    [{ occasion: "birthday", date: "2026-02-30" }, "date"],
    [{ occasion: "birthday", date: "01-12" }, "date"],
    [{ occasion: "birthday" }, "date"],
    [{ occasion: "birthday", date: "2028-01-01" }, "date"],
    [{ occasion: "birthday", date: "2026-12-01", order_id: "x" }, "order_id"],
  ])("refuses %j naming %s, and stores nothing", async (body, path) => {
    const { status, json } = await create(body);
    expect(status).toBe(400);
    expect(json.path).toBe(path);
    expect(await stored()).toHaveLength(0);
  });

  it("takes no date from an order placed without one", async () => {
    const { order } = await orderOf(customer, { deliveryDate: null });
    const { status, json } = await create({ occasion: "birthday", order_id: order.id });
    expect(status).toBe(400);
    expect(json.path).toBe("date");
  });

  it(`keeps at most ${REMINDERS_MAX} per account, even asked for in parallel`, async () => {
    // as many different days (the same one twice is one reminder)
    const answers = await Promise.all(
      Array.from({ length: REMINDERS_MAX + 3 }, (_, n) =>
        create({ occasion: "birthday", date: `2026-12-${String(n + 1).padStart(2, "0")}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(REMINDERS_MAX);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json.code).toBe("tooManyReminders");
    expect(await stored()).toHaveLength(REMINDERS_MAX);
  });

  it("asked for the same occasion, day and bouquet again, answers the one it keeps and adds no twin", async () => {
    const first = await create({ occasion: "birthday", date: "2026-12-01" });
    const again = await create({ occasion: "birthday", date: "2026-12-01" });
    const other = await create({ occasion: "love", date: "2026-12-01" });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(other.status).toBe(201);
    expect(await stored()).toHaveLength(2);
  });

  it("is for signed-in customers only", async () => {
    const { status } = await call("POST", "/api/user/reminders", {
      body: { occasion: "birthday", date: "2026-12-01" },
    });
    expect(status).toBe(401);
  });
});

describe("GET /api/user/reminders", () => {
  it("lists the customer's own reminders, newest first", async () => {
    const stranger = await createUser();
    await create({ occasion: "birthday", date: "2026-12-01" });
    await create({ occasion: "wedding", date: "2026-06-20" });
    await create({ occasion: "love", date: "2026-02-14" }, stranger.token);
    const { status, json } = await call("GET", "/api/user/reminders", { token: customer.token });
    expect(status).toBe(200);
    expect(json.map((r: { occasion: string; date: string }) => `${r.occasion} ${r.date}`)).toEqual([
      "wedding 06-20",
      "birthday 12-01",
    ]);
  });
});

describe("DELETE /api/user/reminders/{id}", () => {
  it("deletes the customer's own reminder", async () => {
    const { json } = await create({ occasion: "birthday", date: "2026-12-01" });
    const { status } = await call("DELETE", `/api/user/reminders/${json.id}`, { token: customer.token });
    expect(status).toBe(204);
    expect(await stored()).toHaveLength(0);
  });

  it("answers 404 for another customer's reminder and keeps it", async () => {
    const stranger = await createUser();
    const { json } = await create({ occasion: "birthday", date: "2026-12-01" }, stranger.token);
    for (const id of [json.id, 999999, "abc"]) {
      const answer = await call("DELETE", `/api/user/reminders/${id}`, { token: customer.token });
      expect(answer.status).toBe(404);
      expect(answer.json.code).toBe("reminderNotFound");
    }
    expect(await stored()).toHaveLength(1);
  });
});

describe("a deleted account", () => {
  it("takes its reminders with it", async () => {
    const stranger = await createUser();
    await create({ occasion: "birthday", date: "2026-12-01" });
    await create({ occasion: "love", date: "2026-02-14" }, stranger.token);
    await db().delete(users).where(eq(users.id, customer.id));
    expect((await stored()).map((row) => row.userId)).toEqual([stranger.id]);
  });
});
