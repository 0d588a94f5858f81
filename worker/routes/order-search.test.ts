// The owner's orders search (GET /api/orders?q=, docs/decisions/062): phones by their digits with
// Cambodia's 0 and +855 as one, names without accents, the products ordered, an order's number
// first, and one or two characters (most Chinese names) answered from an index.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { cambodianForm, phoneSearchDigits } from "../../shared/phone";
import { type orders, products } from "../db/schema";
import { ordersPageQuery } from "../services/admin-lists";
import { insertOrders } from "../test/bulk";
import { emptyShop } from "../test/fixtures";
import { floristPayload } from "../test/florist";
import { call, createProduct, createUser, db, type SeededUser } from "../test/helpers";

let admin: SeededUser;
beforeEach(async () => {
  await emptyShop();
  admin = await createUser({ admin: true, name: "Shop Owner" });
});

type OrderInsert = typeof orders.$inferInsert;
const addOrders = (rows: Partial<OrderInsert>[]) =>
  insertOrders(admin.id, rows.length, (index) => rows[index] ?? {});
const ids = (items: { id: number }[]) => items.map((item) => item.id);
const search = async (q: string, extra = "") => {
  const { status, json } = await call("GET", `/api/orders?q=${encodeURIComponent(q)}${extra}`, {
    token: admin.token,
  });
  expect(status, q).toBe(200);
  return ids(json.orders);
};

describe("phones are searched by their digits", () => {
  it("finds 012 345 678, 012345678 and +855 12 345 678 from one another, and 092 111 in +855 92 111 222", async () => {
    const [spaced, joined, international, recipient, other] = await addOrders([
      { customerMobile: "012 345 678" },
      { customerMobile: "012345678" },
      { customerMobile: "+855 12 345 678" },
      { customerMobile: "+33 6 12 34 56 78", recipientName: "Dara", recipientPhone: "+855 92 111 222" },
      { customerMobile: "+855 17 999 888" },
    ]);
    const all = [international?.id, joined?.id, spaced?.id];
    for (const q of [
      "012 345 678",
      "012345678",
      "+855 12 345 678",
      "+85512345678",
      "00855 12 345 678",
      "855 12 345 678",
    ]) {
      expect(await search(q), q).toEqual(all);
    }
    // any part of the digits, the French number's too
    expect(await search("345 678")).toEqual([recipient?.id, ...all]);
    for (const q of ["092 111", "+855 92 111", "92111222", "092-111-222"]) {
      expect(await search(q), q).toEqual([recipient?.id]);
    }
    // a foreign number by its own digits, written any way
    expect(await search("+33 6 12")).toEqual([recipient?.id]);
    expect(await search("06 12 34 56 78".slice(1))).toEqual([recipient?.id]);
    expect(await search("017 999")).toEqual([other?.id]);
  });

  it("reads Khmer digits as Western ones, in the phone and in the search", async () => {
    const [khmer] = await addOrders([
      { customerMobile: "០១២ ៣៤៥ ៦៧៨" },
      { customerMobile: "+855 10 000 000" },
    ]);
    expect(await search("012 345")).toEqual([khmer?.id]);
    expect(await search("+855 12 345 678")).toEqual([khmer?.id]);
    expect(await search("០១២៣៤៥")).toEqual([khmer?.id]);
  });

  it("writes the phones' digits in the index as the search writes them", async () => {
    const typed = [
      "+855 12 345 678",
      "0085512345678",
      "(012) 345.678",
      "+1 855 123 4567",
      "+855",
      "no number",
    ];
    await addOrders(typed.map((customerMobile) => ({ customerMobile })));
    const { results } = await env.DB.prepare(
      "SELECT customer_mobile, customer_mobile_digits FROM order_search ORDER BY rowid",
    ).all<{ customer_mobile: string; customer_mobile_digits: string }>();
    for (const row of results) {
      const digits = phoneSearchDigits(row.customer_mobile) ?? "";
      const expected = digits ? [...new Set([cambodianForm(digits), digits])].join(" ") : "";
      if (digits) expect(row.customer_mobile_digits, row.customer_mobile).toBe(expected);
    }
    expect(results.map((row) => row.customer_mobile_digits)).toEqual([
      "012345678 +85512345678",
      "012345678 0085512345678",
      "012345678",
      "+18551234567",
      "0 +855",
      "nonumber",
    ]);
  });
});

describe("names and products", () => {
  it("finds names without their accents, and with them", async () => {
    const [muller, chloe] = await addOrders([
      { customerName: "Anna Müller" },
      { customerName: "Someone", recipientName: "Chloé Dubois" },
      { customerName: "Nobody" },
    ]);
    expect(await search("muller")).toEqual([muller?.id]);
    expect(await search("MÜLLER")).toEqual([muller?.id]);
    expect(await search("chloe")).toEqual([chloe?.id]);
    expect(await search("Chloé")).toEqual([chloe?.id]);
  });

  it("finds the orders of a product by its name as ordered, in English, Khmer or Chinese, and of a gift", async () => {
    const hatbox = await createProduct({ name: "Blush Rose Hatbox" });
    const market = await createProduct({ name: "Old Market Mixed Bouquet" });
    await db()
      .update(products)
      .set({ nameZh: "老市场混合花束", nameKm: "ភួងផ្កាផ្សារចាស់" })
      .where(eq(products.id, market.id));
    const customer = await createUser();
    const placed = async (productId: number) => {
      const { status, json } = await call("POST", "/api/orders", {
        token: customer.token,
        body: floristPayload(productId),
      });
      expect(status).toBe(201);
      return json.id as number;
    };
    const first = await placed(hatbox.id);
    const second = await placed(market.id);
    const [gift] = await addOrders([
      { productName: "Red Roses", addOns: [{ id: 99, name: "Teddy Bear", priceCents: 500 }] },
    ]);
    expect(await search("Hatbox")).toEqual([first]);
    expect(await search("老市场")).toEqual([second]);
    expect(await search("ផ្សារចាស់")).toEqual([second]);
    expect(await search("old market mixed")).toEqual([second]);
    expect(await search("teddy")).toEqual([gift?.id]);
    // the product renamed afterwards: the order is found by the name it was ordered under
    await db().update(products).set({ name: "Pink Hatbox" }).where(eq(products.id, hatbox.id));
    expect(await search("Blush Rose")).toEqual([first]);
  });
});

describe("an order's number", () => {
  it("lists the order with that number first, then the orders whose text holds it, and pages on from there", async () => {
    await addOrders([
      { id: 3, customerName: "Dara Sok", customerEmail: "dara@example.com" },
      { id: 30, customerName: "Bopha", customerEmail: "bopha@example.com", address: "Street 3" },
      { id: 31, customerName: "Chan", customerEmail: "chan@example.com", customerMobile: "+855 12 333 444" },
      { id: 40, customerName: "Srey", customerEmail: "srey@example.com" },
    ]);
    expect(await search("3")).toEqual([3, 31, 30]);
    expect(await search("#3")).toEqual([3]);
    const pages: number[][] = [];
    let cursor: string | null = null;
    do {
      const { json } = await call("GET", `/api/orders?q=3&limit=1${cursor ? `&cursor=${cursor}` : ""}`, {
        token: admin.token,
      });
      pages.push(ids(json.orders));
      cursor = json.next_cursor;
    } while (cursor && pages.length < 10);
    expect(pages).toEqual([[3], [31], [30]]);
    // a number of three digits, from the trigram index
    await addOrders([{ id: 333, customerName: "Vanna", customerEmail: "vanna@example.com" }]);
    expect(await search("333")).toEqual([333, 31]);
    // beside a filter the numbered order must pass it too
    expect(await search("3", "&status=confirmed")).toEqual([]);
  });
});

describe("one and two characters", () => {
  it("finds a two-character Chinese name, a one-character one, and two Latin letters anywhere in a word", async () => {
    const [wang, li, kelly] = await addOrders([
      { customerName: "王丽" },
      { customerName: "李明", recipientName: "Sokha" },
      { customerName: "Kelly Ly", address: "Street 9" },
      { customerName: "Chan Dara" },
    ]);
    expect(await search("王丽")).toEqual([wang?.id]);
    expect(await search("丽")).toEqual([wang?.id]);
    expect(await search("李")).toEqual([li?.id]);
    expect(await search("ly")).toEqual([kelly?.id]);
    expect(await search("ll")).toEqual([kelly?.id]);
  });

  it("answers them from an index, never a scan of every order", async () => {
    for (const q of ["王丽", "丽", "Ly", "é"]) {
      for (const cursor of [null, 1000]) {
        const { sql, params } = ordersPageQuery(db(), { q }, cursor, 50).toSQL();
        const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...params)
          .all<{ detail: string }>();
        const plan = results.map((row) => row.detail);
        expect(plan, q).toEqual([
          expect.stringMatching(/^SCAN order_search_grams VIRTUAL TABLE INDEX \d+:M/),
          "SEARCH orders USING INTEGER PRIMARY KEY (rowid=?)",
        ]);
      }
    }
  });
});
