import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { deliveryAreas, orders, products, reviews, users } from "../db/schema";
import { verifyPassword } from "../services/accounts/passwords";
import { insertMany } from "../test/bulk";
import { emptyShop, seedOrder } from "../test/fixtures";
import { api, call, clientAddress, createProduct, createUser, db } from "../test/helpers";

beforeEach(emptyShop);

const storedUser = async (id: number) => {
  const row = await db().query.users.findFirst({ where: eq(users.id, id) });
  if (!row) throw new Error("user vanished");
  return row;
};

describe("GET /api/user/orders", () => {
  it("lists only the caller's orders, newest first, in the served shape", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const older = await seedOrder({ userId: alice.id, price: 12.5 });
    await seedOrder({ userId: bob.id });
    const newer = await seedOrder({ userId: alice.id, status: "confirmed" });

    const response = await api(alice.token).user.orders.$get({ query: {} });
    expect(response.status).toBe(200);
    const json = await response.json();
    if (!Array.isArray(json)) throw new Error("expected the bare array");
    expect(json.map((o) => o.id)).toEqual([newer.id, older.id]);
    expect(json[1]).toMatchObject({
      customer_name: "Seeded Customer",
      product_name: "Seeded Bouquet",
      price: 12.5,
      city: "Siem Reap",
      status: "pending",
      review: null,
    });
    const other = (await call("GET", "/api/user/orders", { token: bob.token })).json;
    expect(other).toHaveLength(1);
    expect(other[0]?.id).not.toBe(older.id);
  });

  it("answers the newest 50 as the bare array, and pages them all with limit and cursor", async () => {
    const me = await createUser();
    const someoneElse = await createUser();
    const seeded = await insertMany(
      orders,
      Array.from({ length: 51 }, (_, index) => ({
        userId: index === 25 ? someoneElse.id : me.id,
        customerName: `Customer ${index}`,
        customerEmail: "me@example.com",
        customerMobile: "+855 10 000 000",
        address: "Pub Street 1",
        city: "Siem Reap",
        productName: `Bouquet ${index}`,
        priceCents: 4500,
        productImage: "/api/uploads/seed/red-roses.webp",
        productDescription: "Roses.",
        status: "delivered" as const,
      })),
    );
    seeded.push(await seedOrder({ userId: me.id }));
    const mine = seeded.filter((order) => order.userId === me.id).map((order) => order.id);
    const newest = mine.reverse();
    expect(newest).toHaveLength(51);
    const reviewed = newest[50] as number;
    await db().insert(reviews).values({ orderId: reviewed, userId: me.id, reviewerName: "Me", rating: 5 });
    const get = (query: string) => call("GET", `/api/user/orders${query}`, { token: me.token });

    const bare = await get("");
    expect(bare.status).toBe(200);
    expect(Array.isArray(bare.json)).toBe(true);
    expect(bare.json.map((o: { id: number }) => o.id)).toEqual(newest.slice(0, 50));

    const first = await get("?limit=50");
    expect(Object.keys(first.json).sort()).toEqual(["next_cursor", "orders"]);
    expect(first.json.orders).toEqual(bare.json);
    const rest = await get(`?cursor=${first.json.next_cursor}`);
    expect(rest.json).toEqual({
      orders: [expect.objectContaining({ id: reviewed, review: expect.objectContaining({ rating: 5 }) })],
      next_cursor: null,
    });
    const pages = [await get("?limit=20")];
    while (pages.at(-1)?.json.next_cursor) {
      pages.push(await get(`?limit=20&cursor=${pages.at(-1)?.json.next_cursor}`));
    }
    expect(pages.flatMap((page) => page.json.orders.map((o: { id: number }) => o.id))).toEqual(newest);
  });

  it("names each product in the asked-for language: its translation now, else the order's English copy", async () => {
    const me = await createUser();
    const translated = await createProduct({ name: "Red Rose Bouquet" });
    await db()
      .update(products)
      .set({ nameKm: "ភួងផ្កាកុលាបក្រហម", nameZh: "红玫瑰花束" })
      .where(eq(products.id, translated.id));
    const untranslated = await createProduct({ name: "White Lily Vase" });
    const gone = await createProduct({ name: "Gone Bouquet" });
    await db().update(products).set({ nameZh: "消失的花束" }).where(eq(products.id, gone.id));
    const ordered = async (productId: number, productName: string) => {
      const order = await seedOrder({ userId: me.id });
      await db().update(orders).set({ productId, productName }).where(eq(orders.id, order.id));
    };
    await ordered(translated.id, "Red Rose Bouquet");
    await ordered(untranslated.id, "White Lily Vase");
    await ordered(gone.id, "Gone Bouquet");
    await db().delete(products).where(eq(products.id, gone.id)); // the order keeps its copy
    await seedOrder({ userId: me.id }); // no product at all

    const names = async (query: string) => {
      const { status, json } = await call("GET", `/api/user/orders${query}`, { token: me.token });
      expect(status, query).toBe(200);
      const list = Array.isArray(json) ? json : json.orders;
      return list.map((order: { product_name: string }) => order.product_name).reverse();
    };
    expect(await names("?lang=zh")).toEqual([
      "红玫瑰花束",
      "White Lily Vase",
      "Gone Bouquet",
      "Seeded Bouquet",
    ]);
    expect(await names("?lang=km&limit=10")).toEqual([
      "ភួងផ្កាកុលាបក្រហម",
      "White Lily Vase",
      "Gone Bouquet",
      "Seeded Bouquet",
    ]);
    const english = ["Red Rose Bouquet", "White Lily Vase", "Gone Bouquet", "Seeded Bouquet"];
    expect(await names("")).toEqual(english);
    expect(await names("?lang=en")).toEqual(english);
    // `lang` alone keeps the spec's bare array
    expect(Array.isArray((await call("GET", "/api/user/orders?lang=zh", { token: me.token })).json)).toBe(
      true,
    );
    const refused = await call("GET", "/api/user/orders?lang=fr", { token: me.token });
    expect(refused.status).toBe(400);
    expect(refused.json.detail).toMatch(/^lang: /);
  });

  it("names each order's delivery area in the asked-for language, as the order form showed it", async () => {
    const me = await createUser();
    const [area] = await db()
      .insert(deliveryAreas)
      .values({ name: "Lake villages", feeCents: 500, nameKm: "ភូមិបណ្តែតទឹក", nameZh: "水上村庄" })
      .returning();
    if (!area) throw new Error("area insert failed");
    const order = await seedOrder({ userId: me.id });
    await db()
      .update(orders)
      .set({ areaId: area.id, areaName: "Lake villages" })
      .where(eq(orders.id, order.id));
    const areaOf = async (query: string) =>
      (await call("GET", `/api/user/orders${query}`, { token: me.token })).json[0].area_name;
    expect(await areaOf("?lang=zh")).toBe("水上村庄");
    expect(await areaOf("?lang=km")).toBe("ភូមិបណ្តែតទឹក");
    expect(await areaOf("")).toBe("Lake villages");
    // the order keeps its English copy once the area is gone
    await db().delete(deliveryAreas).where(eq(deliveryAreas.id, area.id));
    expect(await areaOf("?lang=zh")).toBe("Lake villages");
  });

  it.each([
    ["limit=201", "limit: must be a whole number from 1 to 200"],
    ["limit=0", "limit: must be a whole number from 1 to 200"],
    ["cursor=", "Invalid cursor"],
    ["cursor=not-a-cursor", "Invalid cursor"],
  ])("answers 400 for %s", async (query, detail) => {
    const me = await createUser();
    await seedOrder({ userId: me.id });
    const { status, json } = await call("GET", `/api/user/orders?${query}`, { token: me.token });
    expect(status).toBe(400);
    expect(json.detail).toBe(detail);
  });

  it("answers 401 without a token", async () => {
    const response = await api().user.orders.$get({ query: {} });
    expect(response.status).toBe(401);
    expect(((await response.json()) as unknown as { detail: string }).detail).toBeTruthy();
  });
});

describe("PUT /api/user/profile", () => {
  it("updates name, mobile and address and ignores email, is_admin and the other flags", async () => {
    const me = await createUser({ email: "me@example.com" });
    const { status, json } = await call("PUT", "/api/user/profile", {
      token: me.token,
      body: {
        name: "  New Name ",
        mobile: "+855 99 999 999",
        address: "Wat Bo Road 7",
        email: "attacker@example.com",
        is_admin: true,
        isAdmin: true,
        is_suspended: true,
        is_verified: false,
      },
    });
    expect(status).toBe(200);
    expect(json.user).toMatchObject({
      name: "New Name",
      mobile: "+855 99 999 999",
      address: "Wat Bo Road 7",
      email: "me@example.com",
      is_admin: false,
      is_suspended: false,
      is_verified: true,
    });
    expect(json.access_token).toBeUndefined();
    expect(json.user.password_hash).toBeUndefined();
    const row = await storedUser(me.id);
    expect(row).toMatchObject({
      name: "New Name",
      email: "me@example.com",
      isAdmin: false,
      isSuspended: false,
    });
    // No password change: the token in use still works.
    expect((await call("GET", "/api/user/orders", { token: me.token })).status).toBe(200);
  });

  it("refuses a missing name with 400 and changes nothing", async () => {
    const me = await createUser({ name: "Kept Name" });
    const { status, json } = await call("PUT", "/api/user/profile", {
      token: me.token,
      body: { name: "", mobile: "1", address: "2" },
    });
    expect(status).toBe(400);
    expect(json.detail).toMatch(/^name: /);
    expect((await storedUser(me.id)).name).toBe("Kept Name");
  });

  it("refuses an emptied mobile with 400, as registration and ordering do, and changes nothing", async () => {
    const me = await createUser();
    const { status, json } = await call("PUT", "/api/user/profile", {
      token: me.token,
      body: { name: "Me", mobile: "  ", address: "" },
    });
    expect(status).toBe(400);
    expect(json.detail).toBe("mobile: is required");
    expect((await storedUser(me.id)).mobile).toBe("+855 12 000 000");
  });

  it("changes the password: the old token is void, the fresh one works", async () => {
    const me = await createUser({ password: "old-secret" });
    const { status, json } = await call("PUT", "/api/user/profile", {
      token: me.token,
      body: {
        name: "Me",
        mobile: "+855 12 000 000",
        address: "",
        current_password: "old-secret",
        new_password: "new-secret",
      },
    });
    expect(status).toBe(200);
    expect(typeof json.access_token).toBe("string");
    expect(json.access_token).not.toBe(me.token);

    const old = await call("GET", "/api/user/orders", { token: me.token });
    expect(old.status).toBe(401);
    const fresh = await call("GET", "/api/user/orders", { token: json.access_token });
    expect(fresh.status).toBe(200);

    const row = await storedUser(me.id);
    expect(await verifyPassword("new-secret", row.passwordHash)).toBe(true);
    expect(await verifyPassword("old-secret", row.passwordHash)).toBe(false);
  });

  it("answers 400 'Current password is incorrect' and changes nothing", async () => {
    const me = await createUser({ password: "old-secret", name: "Kept Name" });
    const { status, json } = await call("PUT", "/api/user/profile", {
      token: me.token,
      body: { name: "Changed", current_password: "wrong-one", new_password: "new-secret" },
    });
    expect(status).toBe(400);
    expect(json).toEqual({ detail: "Current password is incorrect", code: "wrongCurrentPassword" });
    const row = await storedUser(me.id);
    expect(row.name).toBe("Kept Name");
    expect(await verifyPassword("old-secret", row.passwordHash)).toBe(true);
    expect((await call("GET", "/api/user/orders", { token: me.token })).status).toBe(200);
  });

  it("refuses a new password shorter than 6 with 400 and changes nothing", async () => {
    const me = await createUser({ password: "old-secret" });
    const { status, json } = await call("PUT", "/api/user/profile", {
      token: me.token,
      body: { name: "Me", current_password: "old-secret", new_password: "12345" },
    });
    expect(status).toBe(400);
    expect(json.detail).toBe("new_password: must be at least 6 characters");
    const row = await storedUser(me.id);
    expect(await verifyPassword("old-secret", row.passwordHash)).toBe(true);
  });

  it("leaves the password alone unless both current and new are given", async () => {
    const me = await createUser({ password: "old-secret" });
    for (const extra of [
      { new_password: "new-secret" },
      { current_password: "old-secret", new_password: "" },
    ]) {
      const { status, json } = await call("PUT", "/api/user/profile", {
        token: me.token,
        body: { name: "Me", ...extra },
      });
      expect(status).toBe(200);
      expect(json.access_token).toBeUndefined();
    }
    const row = await storedUser(me.id);
    expect(await verifyPassword("old-secret", row.passwordHash)).toBe(true);
    expect((await call("GET", "/api/user/orders", { token: me.token })).status).toBe(200);
  });

  it("answers 401 without a token", async () => {
    const { status } = await call("PUT", "/api/user/profile", { body: { name: "Nobody" } });
    expect(status).toBe(401);
  });
});

describe("PUT /api/user/profile keeps what is not sent", () => {
  it("leaves mobile and address unchanged when the body omits them", async () => {
    const user = await createUser();
    const { status, json } = await call("PUT", "/api/user/profile", {
      token: user.token,
      body: { name: "Only The Name" },
    });
    expect(status).toBe(200);
    expect(json.user).toMatchObject({
      name: "Only The Name",
      mobile: "+855 12 000 000",
      address: "Street 1, Siem Reap",
    });
  });
});

describe("PUT /api/user/profile guessing the current password", () => {
  it("is refused with 429 once one address has made too many tries", async () => {
    const user = await createUser();
    const ip = clientAddress();
    const statuses: number[] = [];
    while (statuses.length < 100 && !statuses.includes(429)) {
      const { status } = await call("PUT", "/api/user/profile", {
        token: user.token,
        headers: { "CF-Connecting-IP": ip },
        body: { name: "Guesser", current_password: `guess-${statuses.length}`, new_password: "new-secret" },
      });
      statuses.push(status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses).toContain(429);
  });
});
