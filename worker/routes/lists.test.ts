// The admin lists (docs/decisions/038): pages, filters, cursors, and the no-parameter calls,
// which answer the first page like any other (no answer is unbounded).
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { orders, products, users } from "../db/schema";
import { encodeCursor } from "../services/paging";
import { insertMany, insertOrders } from "../test/bulk";
import { emptyShop } from "../test/fixtures";
import { call, createProduct, createUser, db, type SeededUser } from "../test/helpers";

let admin: SeededUser;

beforeEach(async () => {
  await emptyShop();
  admin = await createUser({ admin: true, name: "Sokha Admin" });
});

type OrderInsert = typeof orders.$inferInsert;

const addOrders = (count: number, fields?: (index: number) => Partial<OrderInsert>) =>
  insertOrders(admin.id, count, fields);

const get = (path: string, token = admin.token) => call("GET", path, { token });

/** Searches up to the 100-character limit that SQL must take as plain text. Each case runs with
 *  rows present, so SQLite compares them (D1 refused LIKE patterns over 50 bytes with a 500
 *  only then). */
const ODD_SEARCHES = [
  ["100 × a", "a".repeat(100)],
  ["30 × %", "%".repeat(30)],
  ["30 × é", "é".repeat(30)],
  ["100 × _", "_".repeat(100)],
  ["100 × \\", "\\".repeat(100)],
  // the orders search's index has a query language (FTS5): typed text must stay text
  ["FTS5 syntax", '"Sok" OR so* NEAR(a b) {name}: -x ^y'],
  ["a NUL", "a\u0000bc"],
];
const ids = (items: { id: number }[]) => items.map((item) => item.id);

/** Every page of a list, following next_cursor. */
async function allPages(path: string, key: string) {
  const pages: number[][] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes("?") ? "&" : "?";
    const { status, json } = await get(cursor ? `${path}${separator}cursor=${cursor}` : path);
    expect(status).toBe(200);
    pages.push(ids(json[key]));
    cursor = json.next_cursor;
  } while (cursor && pages.length < 20);
  return pages;
}

/** A list called without parameters: the first 50 rows and a cursor that leads to the rest. */
async function expectFirstPageOfAll(path: string, key: string, all: number[]) {
  const { status, json } = await get(path);
  expect(status).toBe(200);
  expect(Object.keys(json).sort()).toEqual([key, "next_cursor"].sort());
  expect(ids(json[key])).toEqual(all.slice(0, 50));
  expect(json.next_cursor).toEqual(expect.any(String));
  const rest = await get(`${path}?cursor=${json.next_cursor}`);
  expect(rest.json).toEqual({ [key]: expect.any(Array), next_cursor: null });
  expect(ids(rest.json[key])).toEqual(all.slice(50));
}

describe("GET /api/orders (admin list)", () => {
  it("answers the first page of 50, newest first, when called without any parameter", async () => {
    const seeded = await addOrders(51);
    await expectFirstPageOfAll("/api/orders", "orders", ids(seeded).reverse());
  });

  it("pages newest first by limit, the last page's cursor null, with no row twice or lost", async () => {
    const seeded = await addOrders(5);
    const newest = ids(seeded).reverse();
    const first = await get("/api/orders?limit=2");
    expect(first.status).toBe(200);
    expect(Object.keys(first.json).sort()).toEqual(["next_cursor", "orders"]);
    expect(ids(first.json.orders)).toEqual(newest.slice(0, 2));
    expect(first.json.orders[0]).toMatchObject({
      id: newest[0],
      customer_name: "Customer 4",
      status: "pending",
    });
    expect(await allPages("/api/orders?limit=2", "orders")).toEqual([
      newest.slice(0, 2),
      newest.slice(2, 4),
      newest.slice(4),
    ]);
  });

  it("defaults to 50 a page and takes up to 200", async () => {
    await addOrders(51);
    const page = await get("/api/orders?status=pending");
    expect(page.json.orders).toHaveLength(50);
    expect(page.json.next_cursor).toEqual(expect.any(String));
    const big = await get("/api/orders?limit=200");
    expect(big.json.orders).toHaveLength(51);
    expect(big.json.next_cursor).toBeNull();
  });

  it("ends with next_cursor null when the rows fill the last page exactly", async () => {
    await addOrders(2);
    expect((await get("/api/orders?limit=2")).json.next_cursor).toBeNull();
  });

  it("filters by status, payment status and delivery date, together and through pages", async () => {
    const seeded = await addOrders(8, (index) => ({
      status: index % 2 === 0 ? "pending" : "confirmed",
      paymentStatus: index < 4 ? "unpaid" : "paid",
      deliveryDate: index % 4 === 0 ? "2026-11-24" : "2026-11-25",
    }));
    const byIndex = (wanted: number[]) => wanted.map((index) => seeded[index]?.id).reverse();

    expect(ids((await get("/api/orders?status=pending")).json.orders)).toEqual(byIndex([0, 2, 4, 6]));
    expect(ids((await get("/api/orders?payment_status=paid")).json.orders)).toEqual(byIndex([4, 5, 6, 7]));
    expect(ids((await get("/api/orders?delivery_date=2026-11-24")).json.orders)).toEqual(byIndex([0, 4]));
    expect(
      ids(
        (await get("/api/orders?status=pending&payment_status=unpaid&delivery_date=2026-11-25")).json.orders,
      ),
    ).toEqual(byIndex([2]));
    expect(await allPages("/api/orders?status=confirmed&limit=3", "orders")).toEqual([
      byIndex([3, 5, 7]),
      byIndex([1]),
    ]);
    expect((await get("/api/orders?status=cancelled")).json).toEqual({ orders: [], next_cursor: null });
  });

  it("searches the order number, customer and recipient names, e-mail and phones", async () => {
    const [dara, bopha, chan] = await addOrders(
      3,
      (index) =>
        [
          { customerName: "Dara Sok", customerEmail: "dara@example.com", customerMobile: "+855 12 345 678" },
          { customerName: "Bopha Chea", recipientName: "Srey Mom", recipientPhone: "097-111-222" },
          { customerName: "Chan 50%_off", customerEmail: "chan@shop.test" },
        ][index] as Partial<OrderInsert>,
    );
    const search = async (q: string) =>
      ids((await get(`/api/orders?q=${encodeURIComponent(q)}`)).json.orders);

    expect(await search("sok")).toEqual([dara?.id]);
    expect(await search("DARA@EXAMPLE")).toEqual([dara?.id]);
    expect(await search("12345678")).toEqual([dara?.id]);
    expect(await search("012 345 678")).toEqual([dara?.id]); // Cambodia's 0 is its +855
    expect(await search("srey")).toEqual([bopha?.id]);
    expect(await search("097111")).toEqual([bopha?.id]);
    expect(await search(`#${chan?.id}`)).toEqual([chan?.id]);
    expect(await search(String(bopha?.id))).toContain(bopha?.id);
    expect(await search("50%_")).toEqual([chan?.id]);
    expect(await search("%")).toEqual([chan?.id]);
    expect(await search("nobody")).toEqual([]);
    // An empty search is no search.
    expect(await search("  ")).toEqual(ids([chan, bopha, dara] as { id: number }[]));
  });

  it("finds an order by where it goes (address, landmark) and by its recipient, any case", async () => {
    const [hotel, home] = await addOrders(
      2,
      (index) =>
        [
          {
            address: "Park Hyatt Siem Reap, Sivutha Blvd",
            landmark: "Opposite the Royal Gardens",
            recipientName: "Chan Lina",
            deliveryDate: "2026-11-24",
          },
          {
            address: "House 4, Street 21",
            landmark: null,
            recipientName: "Keo Mony",
            deliveryDate: "2026-11-24",
          },
        ][index] as Partial<OrderInsert>,
    );
    const search = async (q: string) =>
      ids((await get(`/api/orders?q=${encodeURIComponent(q)}`)).json.orders);

    expect(await search("park hyatt")).toEqual([hotel?.id]);
    expect(await search("SIVUTHA")).toEqual([hotel?.id]);
    expect(await search("royal gardens")).toEqual([hotel?.id]);
    expect(await search("chan lina")).toEqual([hotel?.id]);
    expect(await search("street 21")).toEqual([home?.id]);
    // beside the day's filter, as the owner narrows the list
    expect(ids((await get("/api/orders?q=park%20hyatt&delivery_date=2026-11-24")).json.orders)).toEqual([
      hotel?.id,
    ]);
    expect((await get("/api/orders?q=park%20hyatt&delivery_date=2026-11-25")).json).toEqual({
      orders: [],
      next_cursor: null,
    });
  });

  it("finds an order by any part of its text: e-mail, recipient, a phone typed with spaces, a landmark", async () => {
    const [, match] = await addOrders(2, (index) =>
      index === 0
        ? {}
        : {
            customerEmail: "sreymom.keo@gmail.com",
            customerMobile: "+855 12 888 777",
            recipientName: "Sophea Chan",
            recipientPhone: "097-555-1234",
            landmark: "Behind Wat Damnak pagoda",
          },
    );
    const search = async (q: string) =>
      ids((await get(`/api/orders?q=${encodeURIComponent(q)}`)).json.orders);

    for (const q of ["keo@gmail", "SOPHEA", "phea ch", "12 888 777", "12888777", "097 555", "0975551234"]) {
      expect(await search(q), q).toEqual([match?.id]);
    }
    expect(await search("wat damnak")).toEqual([match?.id]);
    expect(await search("Damnak pagoda")).toEqual([match?.id]);
    expect(await search("Damnak temple")).toEqual([]);
    // two characters: too short for the search index, answered all the same
    expect(await search("Da")).toEqual([match?.id]);
  });

  it("finds an order by its text as it is now: by the new text after a change, not by the old", async () => {
    const [order] = await addOrders(1, () => ({ recipientName: "Chenda Ly", address: "Sala Kamreuk Road" }));
    const id = order?.id ?? 0;
    const search = async (q: string) =>
      ids((await get(`/api/orders?q=${encodeURIComponent(q)}`)).json.orders);
    expect(await search("chenda")).toEqual([id]);

    await db()
      .update(orders)
      .set({ recipientName: "Malis Heng", address: "Svay Dangkum", recipientPhone: "+855 92 765 432" })
      .where(eq(orders.id, id));
    expect(await search("chenda")).toEqual([]);
    expect(await search("sala kamreuk")).toEqual([]);
    expect(await search("malis heng")).toEqual([id]);
    expect(await search("dangkum")).toEqual([id]);
    expect(await search("92765432")).toEqual([id]);
    // a change of status leaves the text as it was
    await db().update(orders).set({ status: "confirmed" }).where(eq(orders.id, id));
    expect(await search("malis")).toEqual([id]);
  });

  it("#123 is that order alone; 123 is that order first, then the orders whose text or phones hold 123", async () => {
    await addOrders(
      4,
      (index) =>
        [
          { id: 123, customerName: "Dara Sok" },
          { id: 1234, customerName: "Bopha Chea" },
          { id: 5000, address: "House 123, Street 5" },
          { id: 5001, customerMobile: "+855 12 31 23 99" },
        ][index] as Partial<OrderInsert>,
    );
    const search = async (q: string) =>
      ids((await get(`/api/orders?q=${encodeURIComponent(q)}`)).json.orders);

    expect(await search("#123")).toEqual([123]);
    expect(await search("# 123")).toEqual([123]);
    expect(await search("#1234")).toEqual([1234]);
    expect(await search("123")).toEqual([123, 5001, 5000]);
    expect(await allPages("/api/orders?q=123&limit=1", "orders")).toEqual([[123], [5001], [5000]]);
    expect(await allPages("/api/orders?q=123&limit=2", "orders")).toEqual([[123, 5001], [5000]]);
    expect(ids((await get("/api/orders?q=123&status=confirmed")).json.orders)).toEqual([]);
  });

  it("pages a search newest first through next_cursor, alone and beside a status", async () => {
    const seeded = await addOrders(6, (index) => ({
      customerName: index % 3 === 0 ? "Bopha Chea" : "Sokha Meas",
      status: index % 2 === 0 ? "pending" : "confirmed",
    }));
    const byIndex = (wanted: number[]) => wanted.map((index) => seeded[index]?.id).reverse();

    expect(await allPages("/api/orders?q=sokha&limit=3", "orders")).toEqual([
      byIndex([2, 4, 5]),
      byIndex([1]),
    ]);
    expect(await allPages("/api/orders?q=sokha&status=pending&limit=1", "orders")).toEqual([
      byIndex([4]),
      byIndex([2]),
    ]);
  });

  it.each(ODD_SEARCHES)("searches a long or odd text (%s) without failing", async (_, q) => {
    const [match] = await addOrders(2, (index) => (index === 0 ? { customerName: `Dara ${q} Sok` } : {}));
    const { status, json } = await get(`/api/orders?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(ids(json.orders)).toEqual([match?.id]);
  });

  it.each([
    ["limit=0", "limit: must be a whole number from 1 to 200"],
    ["limit=201", "limit: must be a whole number from 1 to 200"],
    ["limit=ten", "limit: must be a whole number from 1 to 200"],
    ["status=lost", "status: must be one of pending, confirmed, shipped, delivered, cancelled"],
    ["payment_status=maybe", "payment_status: must be one of unpaid, paid, refunded"],
    ["delivery_date=2026-02-30", "delivery_date: must be a date YYYY-MM-DD"],
    ["delivery_date=24/11/2026", "delivery_date: must be a date YYYY-MM-DD"],
    [`q=${"a".repeat(101)}`, "q: must be at most 100 characters"],
    ["cursor=not-a-cursor", "Invalid cursor"],
    [`cursor=${encodeCursor(["12"])}`, "Invalid cursor"],
    ["cursor=", "Invalid cursor"],
  ])("answers 400 with a detail for %s", async (query, detail) => {
    await addOrders(1);
    const { status, json } = await get(`/api/orders?${query}`);
    expect(status).toBe(400);
    expect(json.detail).toBe(detail);
  });

  it("is for admins only", async () => {
    const customer = await createUser();
    expect((await get("/api/orders?limit=5", customer.token)).status).toBe(403);
    expect((await call("GET", "/api/orders?limit=5")).status).toBe(401);
  });
});

describe("GET /api/admin/users", () => {
  it("answers the first page of 50, newest first, when called without parameters", async () => {
    const seeded = await insertMany(
      users,
      Array.from({ length: 50 }, (_, index) => ({
        name: `Customer ${index}`,
        email: `customer${index}@example.com`,
        mobile: "+855 12 000 000",
        passwordHash: "not-a-hash",
      })),
    );
    await expectFirstPageOfAll("/api/admin/users", "users", [...ids(seeded).reverse(), admin.id]);
  });

  it("pages newest first and searches name, e-mail and mobile", async () => {
    const dara = await createUser({ name: "Dara Sok", email: "dara@example.com" });
    const bopha = await createUser({ name: "Bopha", email: "b@shop.test" });
    expect(await allPages("/api/admin/users?limit=2", "users")).toEqual([[bopha.id, dara.id], [admin.id]]);
    expect(ids((await get("/api/admin/users?q=ara%20so")).json.users)).toEqual([dara.id]);
    expect(ids((await get("/api/admin/users?q=SHOP.TEST")).json.users)).toEqual([bopha.id]);
    // Every seeded user has the mobile +855 12 000 000.
    expect(ids((await get("/api/admin/users?q=12000000")).json.users)).toEqual([bopha.id, dara.id, admin.id]);
  });

  it.each(ODD_SEARCHES)("searches a long or odd text (%s) without failing", async (_, q) => {
    const match = await createUser({ name: `Dara ${q} Sok` });
    await createUser({ name: "Bopha" });
    const { status, json } = await get(`/api/admin/users?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(ids(json.users)).toEqual([match.id]);
  });

  it("answers 400 for a bad limit, search or cursor, and 403 to a customer", async () => {
    const customer = await createUser();
    expect(await get(`/api/admin/users?q=${"a".repeat(101)}`)).toMatchObject({
      status: 400,
      json: { detail: "q: must be at most 100 characters" },
    });
    expect(await get("/api/admin/users?limit=201")).toMatchObject({
      status: 400,
      json: { detail: "limit: must be a whole number from 1 to 200" },
    });
    expect(await get("/api/admin/users?cursor=e30")).toMatchObject({
      status: 400,
      json: { detail: "Invalid cursor", code: "invalidCursor" },
    });
    expect((await get("/api/admin/users?limit=5", customer.token)).status).toBe(403);
  });
});

describe("GET /api/admin/products", () => {
  it("answers the first page of 50, oldest first, when called without parameters", async () => {
    const seeded = await insertMany(
      products,
      Array.from({ length: 51 }, (_, index) => ({
        name: `Bouquet ${index}`,
        priceCents: 4500,
        description: "Roses.",
        category: "roses",
        image: "/api/uploads/seed/red-roses.webp",
      })),
    );
    await expectFirstPageOfAll("/api/admin/products", "products", ids(seeded));
  });

  it("pages oldest first, searches name or category and filters by category", async () => {
    const roses = await createProduct({ name: "Red Roses" });
    const lilies = await createProduct({ name: "White Lilies", category: "lilies" });
    const orchid = await createProduct({ name: "Orchid", category: "exotic", inStock: false });
    expect(await allPages("/api/admin/products?limit=2", "products")).toEqual([
      [roses.id, lilies.id],
      [orchid.id],
    ]);
    expect(ids((await get("/api/admin/products?q=lil")).json.products)).toEqual([lilies.id]);
    expect(ids((await get("/api/admin/products?q=exotic")).json.products)).toEqual([orchid.id]);
    expect(ids((await get("/api/admin/products?category=lilies")).json.products)).toEqual([lilies.id]);
    expect(await get("/api/admin/products?category=tulips")).toMatchObject({
      status: 400,
      json: { detail: "category: must be one of roses, wedding, mixed, seasonal, lilies, exotic" },
    });
    expect((await get("/api/admin/products?q=roses&limit=1")).json.products[0]).toMatchObject({
      id: roses.id,
      name: "Red Roses",
    });
  });

  it.each(ODD_SEARCHES)("searches a long or odd text (%s) without failing", async (_, q) => {
    const match = await createProduct({ name: `Roses ${q}` });
    await createProduct({ name: "White Lilies", category: "lilies" });
    const { status, json } = await get(`/api/admin/products?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(ids(json.products)).toEqual([match.id]);
  });

  it("answers 400 for a bad limit, search or cursor, and 403 to a customer", async () => {
    const customer = await createUser();
    // A row present, so a query that reached SQLite would compare it.
    await createProduct({ name: "Red Roses" });
    expect(await get(`/api/admin/products?q=${"a".repeat(101)}`)).toMatchObject({
      status: 400,
      json: { detail: "q: must be at most 100 characters" },
    });
    expect(await get("/api/admin/products?limit=-1")).toMatchObject({ status: 400 });
    expect(await get("/api/admin/products?limit=201")).toMatchObject({
      status: 400,
      json: { detail: "limit: must be a whole number from 1 to 200" },
    });
    expect(await get(`/api/admin/products?cursor=${encodeCursor([1, 2])}`)).toMatchObject({
      status: 400,
      json: { detail: "Invalid cursor", code: "invalidCursor" },
    });
    expect((await get("/api/admin/products", customer.token)).status).toBe(403);
  });
});
