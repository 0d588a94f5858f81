// POST /api/orders as a florist takes it: defaults for the first spec's
// payload, the delivery slot judged again at the insert (a race for the last place has one
// winner), recipient, card message counted in graphemes, location bounds, sizes, add-ons,
// the area's fee, a total computed from D1 only, and copies that outlive catalogue edits.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { addOns, products } from "../db/schema";
import { emptyShop } from "../test/fixtures";
import {
  areaNamed,
  createAddOn,
  emptyAddOns,
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

restoreClockAfterEach();

let customer: SeededUser;
beforeEach(async () => {
  await emptyShop();
  await emptyAddOns();
  await resetSettings();
  customer = await createUser();
  // 09:00 on Tuesday 1 December 2026 in Siem Reap: the morning slot is inside the lead time.
  pinClock(shopTime("2026-12-01", "09:00"));
});

const order = (body: Record<string, unknown>) => call("POST", "/api/orders", { token: customer.token, body });

describe("POST /api/orders?lang=", () => {
  it("answers the placed order with its product named in that language, and stores the English copy", async () => {
    const product = await createProduct({ name: "Red Rose Bouquet" });
    await db().update(products).set({ nameZh: "红玫瑰花束" }).where(eq(products.id, product.id));
    const inChinese = await call("POST", "/api/orders?lang=zh", {
      token: customer.token,
      body: floristPayload(product.id),
    });
    expect(inChinese.status).toBe(201);
    expect(inChinese.json.product_name).toBe("红玫瑰花束");
    const inKhmer = await call("POST", "/api/orders?lang=km", {
      token: customer.token,
      body: floristPayload(product.id),
    });
    expect(inKhmer.json.product_name).toBe("Red Rose Bouquet"); // none given in Khmer
    const english = await order(floristPayload(product.id));
    expect(english.json.product_name).toBe("Red Rose Bouquet");
    expect((await storedOrders()).map((row) => row.productName)).toEqual([
      "Red Rose Bouquet",
      "Red Rose Bouquet",
      "Red Rose Bouquet",
    ]);
    const refused = await call("POST", "/api/orders?lang=fr", {
      token: customer.token,
      body: floristPayload(product.id),
    });
    expect(refused.status).toBe(400);
    expect(await storedOrders()).toHaveLength(3);
  });
});

describe("the order's add-ons in the page's language", () => {
  it("names them in ?lang= on the placed order, GET /api/orders/:id and GET /api/user/orders, and stores the English copies", async () => {
    const product = await createProduct({ name: "Red Rose Bouquet" });
    const vase = await createAddOn({ name: "Glass vase" });
    await db().update(addOns).set({ nameKm: "ថូកែវ", nameZh: "玻璃花瓶" }).where(eq(addOns.id, vase.id));
    const balloon = await createAddOn({ name: "Balloon", price: 5 }); // never translated
    const placed = await call("POST", "/api/orders?lang=km", {
      token: customer.token,
      body: floristPayload(product.id, { addOns: [vase.id, balloon.id] }),
    });
    expect(placed.status).toBe(201);
    const names = (order: { add_ons: { name: string }[] }) => order.add_ons.map((addOn) => addOn.name);
    expect(names(placed.json)).toEqual(["ថូកែវ", "Balloon"]);
    expect(placed.json.add_ons[0]).toMatchObject({ id: vase.id, price: 12 });

    const one = (query: string) =>
      call("GET", `/api/orders/${placed.json.id}${query}`, { token: customer.token });
    expect(names((await one("?lang=zh")).json)).toEqual(["玻璃花瓶", "Balloon"]);
    expect(names((await one("?lang=km")).json)).toEqual(["ថូកែវ", "Balloon"]);
    expect(names((await one("")).json)).toEqual(["Glass vase", "Balloon"]);
    const mine = await call("GET", "/api/user/orders?lang=zh", { token: customer.token });
    expect(names(mine.json[0])).toEqual(["玻璃花瓶", "Balloon"]);

    expect((await storedOrders())[0]?.addOns.map((addOn) => addOn.name)).toEqual(["Glass vase", "Balloon"]);
    // the order keeps its English copy once the add-on is gone
    await db().delete(addOns).where(eq(addOns.id, vase.id));
    expect(names((await one("?lang=km")).json)).toEqual(["Glass vase", "Balloon"]);
  });
});

async function productWithSizes(
  prices: { price?: number; deluxe?: number | null; premium?: number | null } = {},
) {
  const product = await createProduct({ name: "Angkor Red Roses", price: prices.price ?? 45 });
  const [row] = await db()
    .update(products)
    .set({
      deluxePriceCents: prices.deluxe === null ? null : Math.round((prices.deluxe ?? 65) * 100),
      premiumPriceCents:
        prices.premium === null || prices.premium === undefined ? null : Math.round(prices.premium * 100),
    })
    .where(eq(products.id, product.id))
    .returning();
  if (!row) throw new Error("product update failed");
  return row;
}

describe("the first spec's payload", () => {
  it("still places an order, with the defaults: standard size, the town area, the earliest slot, the buyer receiving", async () => {
    const product = await createProduct({ name: "Red Roses", price: 45 });
    const { status, json } = await order(floristPayload(product.id));
    expect(status).toBe(201);
    const town = await areaNamed("Siem Reap town");
    expect(json).toMatchObject({
      product_name: "Red Roses",
      price: 45,
      size: "standard",
      product_price: 45,
      add_ons: [],
      delivery_fee: 0,
      area_id: town.id,
      area_name: "Siem Reap town",
      delivery_date: "2026-12-01",
      delivery_slot: "afternoon",
      delivery_slot_label: "Afternoon",
      delivery_start: "12:00",
      delivery_end: "16:00",
      recipient_name: null,
      recipient_phone: null,
      card_message: null,
      location: null,
      city: "Siem Reap",
      status: "pending",
    });
  });

  it("takes the next open date's first slot when today is closed or its slots are full", async () => {
    const product = await createProduct();
    await setSettings({ closed_dates: [{ date: "2026-12-01", note: "Closed" }] });
    expect((await order(floristPayload(product.id))).json).toMatchObject({
      delivery_date: "2026-12-02",
      delivery_slot: "morning",
    });

    await setSettings({
      closed_dates: [],
      slots: slotsWith({ afternoon: { capacity: 1 }, evening: { capacity: 1 } }),
    });
    const first = await order(floristPayload(product.id));
    const second = await order(floristPayload(product.id));
    const third = await order(floristPayload(product.id));
    expect([first, second, third].map((r) => [r.json.delivery_date, r.json.delivery_slot])).toEqual([
      ["2026-12-01", "afternoon"],
      ["2026-12-01", "evening"],
      ["2026-12-02", "morning"],
    ]);
  });

  it("gives an area without same-day delivery its first slot tomorrow, and adds its fee", async () => {
    const product = await createProduct({ price: 45 });
    const outer = await areaNamed("Outer");
    const { status, json } = await order(floristPayload(product.id, { area: String(outer.id) }));
    expect(status).toBe(201);
    expect(json).toMatchObject({
      area_id: outer.id,
      delivery_fee: 10,
      price: 55,
      delivery_date: "2026-12-02",
      delivery_slot: "morning",
    });
  });

  it("always stores the city as Siem Reap", async () => {
    const product = await createProduct();
    const body = floristPayload(product.id);
    body.customerInfo.city = "Phnom Penh";
    const { status, json } = await order(body);
    expect(status).toBe(201);
    expect(json.city).toBe("Siem Reap");
  });

  it("answers 409 when no slot is left in the whole booking window", async () => {
    const product = await createProduct();
    await setSettings({
      slots: slotsWith({ morning: { capacity: 0 }, afternoon: { capacity: 0 }, evening: { capacity: 0 } }),
    });
    const { status, json } = await order(floristPayload(product.id));
    expect(status).toBe(409);
    expect(json).toEqual({ detail: "This delivery time is no longer available", code: "slotUnavailable" });
    expect(await storedOrders()).toHaveLength(0);
  });
});

describe("a florist's order", () => {
  it("prices size + add-ons + the area's fee from D1, ignoring the client's price, and keeps every line", async () => {
    const product = await productWithSizes({ price: 45, deluxe: 65 });
    const vase = await createAddOn({ name: "Glass vase", price: 12 });
    const chocolates = await createAddOn({ name: "Chocolates", price: 8.5 });
    const angkor = await areaNamed("Angkor");
    const { status, json } = await order(
      floristPayload(product.id, {
        price: 0.01,
        productName: "Free",
        size: "deluxe",
        addOns: [chocolates.id, String(vase.id)],
        area: angkor.id,
        delivery: { date: "2026-12-02", slot: "afternoon" },
        recipient: { name: "Dara Sok", phone: "+855 17 222 333" },
        cardMessage: "សួស្តី Happy birthday! 🌸",
        location: { lat: 13.4125, lng: 103.8667 },
      }),
    );
    expect(status).toBe(201);
    expect(json).toMatchObject({
      product_name: "Angkor Red Roses",
      size: "deluxe",
      product_price: 65,
      add_ons: [
        { id: chocolates.id, name: "Chocolates", price: 8.5 },
        { id: vase.id, name: "Glass vase", price: 12 },
      ],
      delivery_fee: 5,
      price: 90.5,
      area_id: angkor.id,
      area_name: "Angkor and the temple road",
      delivery_date: "2026-12-02",
      delivery_slot: "afternoon",
      delivery_slot_label: "Afternoon",
      recipient_name: "Dara Sok",
      recipient_phone: "+855 17 222 333",
      card_message: "សួស្តី Happy birthday! 🌸",
      location: { lat: 13.4125, lng: 103.8667 },
    });
    const [stored] = await storedOrders();
    expect(stored).toMatchObject({ priceCents: 9050, productPriceCents: 6500, deliveryFeeCents: 500 });
  });

  it("keeps its copies when the product, add-ons, areas and slots change or go", async () => {
    const admin = await createUser({ admin: true });
    const product = await productWithSizes({ price: 45, deluxe: 65 });
    const vase = await createAddOn({ name: "Glass vase", price: 12 });
    const angkor = await areaNamed("Angkor");
    const placed = await order(
      floristPayload(product.id, {
        size: "deluxe",
        addOns: [vase.id],
        area: angkor.id,
        delivery: { date: "2026-12-03", slot: "evening" },
      }),
    );
    expect(placed.status).toBe(201);

    await call("PUT", `/api/admin/products/${product.id}`, {
      token: admin.token,
      body: {
        name: "Renamed",
        price: 50,
        description: "New",
        category: "roses",
        image: "https://example.com/new.jpg",
        deluxePrice: 99,
      },
    });
    await call("PUT", `/api/admin/addons/${vase.id}`, {
      token: admin.token,
      body: { name: "Crystal vase", price: 30, image: "https://example.com/v.jpg", inStock: false },
    });
    await setSettings({
      areas: [{ name: "Everywhere", fee: 20, same_day: true }],
      slots: slotsWith({ evening: { label: "Late", start: "17:00", end: "21:00" } }),
    });
    await call("DELETE", `/api/admin/products/${product.id}`, { token: admin.token });

    const { json } = await call("GET", "/api/user/orders", { token: customer.token });
    expect(json).toHaveLength(1);
    // Only the link to the deleted product is gone.
    expect(json[0]).toEqual({ ...placed.json, product_id: null, review: null });
    expect(json[0]).toMatchObject({
      product_name: "Angkor Red Roses",
      product_price: 65,
      add_ons: [{ id: vase.id, name: "Glass vase", price: 12 }],
      delivery_fee: 5,
      area_name: "Angkor and the temple road",
      delivery_slot_label: "Evening",
      delivery_start: "16:00",
      price: 82,
    });
  });
});

describe("delivery date and slot", () => {
  it("answers 409 'This delivery time is no longer available' for a slot that is past, closed, out of the window, or today for a next-day area", async () => {
    const product = await createProduct();
    await setSettings({ closed_dates: [{ date: "2026-12-05", note: "Festival" }] });
    const outer = await areaNamed("Outer");
    const cases: Record<string, unknown>[] = [
      { delivery: { date: "2026-12-01", slot: "morning" } }, // inside the lead time
      { delivery: { date: "2026-11-30", slot: "evening" } }, // yesterday
      { delivery: { date: "2026-12-05", slot: "afternoon" } }, // closed
      { delivery: { date: "2027-01-30", slot: "afternoon" } }, // day 61 of the window
      { delivery: { date: "2026-12-01", slot: "evening" }, area: outer.id }, // no same-day
    ];
    for (const extra of cases) {
      const { status, json } = await order(floristPayload(product.id, extra));
      expect({ extra, status, json }).toEqual({
        extra,
        status: 409,
        json: { detail: "This delivery time is no longer available", code: "slotUnavailable" },
      });
    }
    expect(await storedOrders()).toHaveLength(0);
    // The last day of the window and tomorrow for the outer area are fine.
    expect(
      (await order(floristPayload(product.id, { delivery: { date: "2027-01-29", slot: "morning" } }))).status,
    ).toBe(201);
    expect(
      (
        await order(
          floristPayload(product.id, { delivery: { date: "2026-12-02", slot: "morning" }, area: outer.id }),
        )
      ).status,
    ).toBe(201);
  });

  it("gives the last place in a slot to exactly one of many customers ordering at once", async () => {
    const product = await createProduct();
    await setSettings({ slots: slotsWith({ afternoon: { capacity: 1 } }) });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    const body = floristPayload(product.id, { delivery: { date: "2026-12-02", slot: "afternoon" } });
    const answers = await Promise.all(
      buyers.map((buyer) => call("POST", "/api/orders", { token: buyer.token, body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.json).toEqual({
        detail: "This delivery time is no longer available",
        code: "slotUnavailable",
      });
    }
    const held = (await storedOrders()).filter(
      (o) => o.deliveryDate === "2026-12-02" && o.deliverySlot === "afternoon",
    );
    expect(held).toHaveLength(1);
  });

  it("counts a cancelled order's place as free again", async () => {
    const admin = await createUser({ admin: true });
    const product = await createProduct();
    await setSettings({ slots: slotsWith({ afternoon: { capacity: 1 } }) });
    const body = floristPayload(product.id, { delivery: { date: "2026-12-02", slot: "afternoon" } });
    const first = await order(body);
    expect(first.status).toBe(201);
    expect((await order(body)).status).toBe(409);
    await call("PUT", `/api/admin/orders/${first.json.id}/status`, {
      token: admin.token,
      body: { status: "cancelled" },
    });
    expect((await order(body)).status).toBe(201);
  });

  it("answers 400 to a malformed date or a slot the shop does not have", async () => {
    const product = await createProduct();
    const cases: [unknown, RegExp][] = [
      [{ date: "2026-12-32", slot: "morning" }, /^delivery\.date: /],
      [{ date: "02/12/2026", slot: "morning" }, /^delivery\.date: /],
      [{ date: "2026-12-02" }, /^delivery\.slot: /],
      [{ date: "2026-12-02", slot: "midnight" }, /^delivery\.slot: /],
      ["tomorrow", /^delivery: /],
    ];
    for (const [delivery, detail] of cases) {
      const { status, json } = await order(floristPayload(product.id, { delivery }));
      expect({ delivery, status }).toEqual({ delivery, status: 400 });
      expect(json.detail).toMatch(detail);
    }
    expect(await storedOrders()).toHaveLength(0);
  });
});

describe("recipient and card message", () => {
  it("stores a recipient, and refuses one without a name or phone", async () => {
    const product = await createProduct();
    expect(
      (await order(floristPayload(product.id, { recipient: { name: "Dara", phone: "+855 12 1" } }))).json,
    ).toMatchObject({ recipient_name: "Dara", recipient_phone: "+855 12 1" });
    for (const recipient of [
      { name: "Dara" },
      { name: " ", phone: "1" },
      { name: "x".repeat(101), phone: "1" },
    ]) {
      const { status, json } = await order(floristPayload(product.id, { recipient }));
      expect(status).toBe(400);
      expect(json.detail).toMatch(/^recipient\./);
    }
  });

  it("counts the card message in graphemes: 250 emoji or Khmer syllables pass, 251 do not", async () => {
    const product = await createProduct();
    const khmerSyllable = "កុំ"; // ក with two combining signs: three code points, one grapheme
    const family = "👨‍👩‍👧"; // one grapheme of five code points
    for (const unit of ["🌸", family, khmerSyllable, "é"]) {
      const ok = await order(floristPayload(product.id, { cardMessage: unit.repeat(250) }));
      expect({ unit, status: ok.status }).toEqual({ unit, status: 201 });
      expect(ok.json.card_message).toBe(unit.repeat(250));
      const tooLong = await order(floristPayload(product.id, { cardMessage: unit.repeat(251) }));
      expect({ unit, status: tooLong.status, detail: tooLong.json.detail }).toEqual({
        unit,
        status: 400,
        detail: "cardMessage: must be at most 250 characters",
      });
    }
  });

  it("stores the message as typed in NFC, markup and all; a blank one is no message", async () => {
    const product = await createProduct();
    const decomposed = "Cafe\u0301 <b>love</b>\n— ស្រឡាញ់";
    const { json } = await order(floristPayload(product.id, { cardMessage: decomposed }));
    expect(json.card_message).toBe(decomposed.normalize("NFC"));
    expect(json.card_message).toContain("Café <b>love</b>");
    expect((await order(floristPayload(product.id, { cardMessage: "   " }))).json.card_message).toBeNull();
    expect((await order(floristPayload(product.id, { cardMessage: 42 }))).status).toBe(400);
  });
});

describe("area and location", () => {
  it("refuses an unknown area", async () => {
    const product = await createProduct();
    for (const area of [99999, "abc", 0]) {
      const { status, json } = await order(floristPayload(product.id, { area }));
      expect({ area, status }).toEqual({ area, status: 400 });
      expect(json.detail).toMatch(/^area: /);
    }
    expect(await storedOrders()).toHaveLength(0);
  });

  it("accepts a pin inside Siem Reap province, edges included, and refuses one outside", async () => {
    const product = await createProduct();
    for (const location of [
      { lat: 13.3546, lng: 103.8595 },
      { lat: 12.9, lng: 103.4 },
      { lat: 14.5, lng: 104.6 },
    ]) {
      const { status, json } = await order(floristPayload(product.id, { location }));
      expect({ location, status }).toEqual({ location, status: 201 });
      expect(json.location).toEqual(location);
    }
    for (const location of [
      { lat: 11.5564, lng: 104.9282 }, // Phnom Penh
      { lat: 12.89, lng: 103.9 },
      { lat: 13.4, lng: 104.61 },
      { lat: "13.4", lng: 103.9 },
      { lat: 13.4 },
      { lat: Number.NaN, lng: 103.9 },
    ]) {
      const { status, json } = await order(floristPayload(product.id, { location }));
      expect({ location, status }).toEqual({ location, status: 400 });
      expect(json.detail).toMatch(/^location/);
    }
  });
});

describe("sizes and add-ons", () => {
  it("charges the chosen size's price and refuses a size the product does not offer", async () => {
    const product = await productWithSizes({ price: 45, deluxe: null, premium: 90 });
    expect((await order(floristPayload(product.id, { size: "premium" }))).json).toMatchObject({
      size: "premium",
      product_price: 90,
      price: 90,
    });
    const deluxe = await order(floristPayload(product.id, { size: "deluxe" }));
    expect(deluxe.status).toBe(400);
    expect(deluxe.json.detail).toBe("size: this product is not offered in deluxe");
    const huge = await order(floristPayload(product.id, { size: "huge" }));
    expect(huge.status).toBe(400);
    expect(huge.json.detail).toMatch(/^size: /);
    expect(await storedOrders()).toHaveLength(1);
  });

  it("refuses more than 5 add-ons, the same one twice, unknown ones and ones out of stock", async () => {
    const product = await createProduct();
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push((await createAddOn({ name: `Extra ${i}`, price: 1 })).id);
    const soldOut = await createAddOn({ name: "Teddy bear", inStock: false });
    const cases: [unknown, string | RegExp][] = [
      [ids, "addOns: must be at most 5 add-ons"],
      [[ids[0], ids[0]], "addOns: must not list an add-on twice"],
      [[ids[0], String(ids[0])], "addOns: must not list an add-on twice"],
      [[99999], "addOns: one of the add-ons does not exist"],
      [[soldOut.id], "addOns: Teddy bear is currently out of stock"],
      [["0x1"], /^addOns\.0: /],
      [5, /^addOns: /],
    ];
    for (const [addOnIds, detail] of cases) {
      const { status, json } = await order(floristPayload(product.id, { addOns: addOnIds }));
      expect({ addOnIds, status }).toEqual({ addOnIds, status: 400 });
      if (typeof detail === "string") expect(json.detail).toBe(detail);
      else expect(json.detail).toMatch(detail);
    }
    expect(await storedOrders()).toHaveLength(0);
    const five = await order(floristPayload(product.id, { addOns: ids.slice(0, 5) }));
    expect(five.status).toBe(201);
    expect(five.json.price).toBe(50);
    // The add-on itself is untouched by being sold.
    expect(await db().select().from(addOns).where(eq(addOns.id, soldOut.id))).toHaveLength(1);
  });
});
