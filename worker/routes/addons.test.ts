// Add-ons: the public list (in the asked-for language), and the owner's create, edit (stock,
// Khmer and Chinese names), delete under /api/admin/addons, admins only, validated like products.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { addOns } from "../db/schema";
import { emptyShop } from "../test/fixtures";
import { createAddOn, emptyAddOns, resetSettings } from "../test/florist";
import { call, createUser, db, type SeededUser } from "../test/helpers";

let admin: SeededUser;
beforeEach(async () => {
  await emptyShop();
  await emptyAddOns();
  await resetSettings();
  admin = await createUser({ admin: true });
});

const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Teddy bear",
  price: 15,
  image: "/api/uploads/seed/addon-teddy-bear-400.webp",
  inStock: true,
  ...overrides,
});

describe("GET /api/addons", () => {
  it("lists every add-on, oldest first, with riel prices and stock", async () => {
    const vase = await createAddOn({ name: "Glass vase", price: 12 });
    const bear = await createAddOn({ name: "Teddy bear", price: 15.5, inStock: false });
    const { status, json } = await call("GET", "/api/addons");
    expect(status).toBe(200);
    expect(json).toEqual([
      {
        id: vase.id,
        name: "Glass vase",
        price: 12,
        price_khr: 49200,
        image: "/api/uploads/seed/addon-glass-vase-400.webp",
        in_stock: true,
      },
      { id: bear.id, name: "Teddy bear", price: 15.5, price_khr: 63600, image: bear.image, in_stock: false },
    ]);
  });

  it("names them in the asked-for language, English where the owner gave none", async () => {
    const vase = await createAddOn({ name: "Glass vase" });
    const bear = await createAddOn({ name: "Teddy bear" });
    await db().update(addOns).set({ nameKm: "ថូកែវ", nameZh: "玻璃花瓶" }).where(eq(addOns.id, vase.id));
    await db().update(addOns).set({ nameZh: "泰迪熊" }).where(eq(addOns.id, bear.id));
    const names = async (query: string) => {
      const { status, json } = await call("GET", `/api/addons${query}`);
      expect(status, query).toBe(200);
      return json.map((addOn: { name: string }) => addOn.name);
    };
    expect(await names("?lang=km")).toEqual(["ថូកែវ", "Teddy bear"]);
    expect(await names("?lang=zh")).toEqual(["玻璃花瓶", "泰迪熊"]);
    expect(await names("")).toEqual(["Glass vase", "Teddy bear"]);
    expect(await names("?lang=en")).toEqual(["Glass vase", "Teddy bear"]);
    // the translations themselves are the dashboard's
    const [served] = (await call("GET", "/api/addons?lang=km")).json;
    expect(served.name_km).toBeUndefined();
    const refused = await call("GET", "/api/addons?lang=fr");
    expect(refused.status).toBe(400);
    expect(refused.json.detail).toMatch(/^lang: /);
  });
});

describe("/api/admin/addons", () => {
  it("creates, lists, edits (in_stock accepted too) and deletes an add-on", async () => {
    const created = await call("POST", "/api/admin/addons", {
      token: admin.token,
      body: { ...form(), id: 999, price_khr: 1 },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: "Teddy bear", price: 15, price_khr: 61500, in_stock: true });
    expect(created.json.id).not.toBe(999);
    const id = created.json.id;

    const listed = await call("GET", "/api/admin/addons", { token: admin.token });
    expect(listed.json).toEqual([created.json]);

    const edited = await call("PUT", `/api/admin/addons/${id}`, {
      token: admin.token,
      body: { name: "Big teddy bear", price: "18.50", image: form().image, in_stock: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ id, name: "Big teddy bear", price: 18.5, in_stock: false });
    const { name_km, name_zh, ...publicWire } = edited.json;
    expect([name_km, name_zh]).toEqual([null, null]);
    expect((await call("GET", "/api/addons")).json).toEqual([publicWire]);

    const deleted = await call("DELETE", `/api/admin/addons/${id}`, { token: admin.token });
    expect(deleted).toMatchObject({ status: 200, json: { ok: true } });
    expect((await call("GET", "/api/addons")).json).toEqual([]);
  });

  it("stores the Khmer and Chinese names, keeps them when a body omits them, clears them with ''", async () => {
    const created = await call("POST", "/api/admin/addons", {
      token: admin.token,
      body: form({ name: "Glass vase", name_km: "ថូកែវ", nameZh: "玻璃花瓶" }),
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: "Glass vase", name_km: "ថូកែវ", name_zh: "玻璃花瓶" });
    const id = created.json.id;
    expect((await call("GET", "/api/admin/addons", { token: admin.token })).json).toEqual([created.json]);
    expect((await call("GET", "/api/addons?lang=zh")).json[0].name).toBe("玻璃花瓶");

    // a client that knows only the English fields keeps the owner's translations
    const kept = await call("PUT", `/api/admin/addons/${id}`, {
      token: admin.token,
      body: form({ price: 14 }),
    });
    expect(kept.json).toMatchObject({ price: 14, name_km: "ថូកែវ", name_zh: "玻璃花瓶" });
    const cleared = await call("PUT", `/api/admin/addons/${id}`, {
      token: admin.token,
      body: form({ nameKm: "", name_zh: null }),
    });
    expect(cleared.json).toMatchObject({ name_km: null, name_zh: null });
    expect((await call("GET", "/api/addons?lang=zh")).json[0].name).toBe("Teddy bear");
    const tooLong = await call("PUT", `/api/admin/addons/${id}`, {
      token: admin.token,
      body: form({ nameKm: "ក".repeat(101) }),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.detail).toMatch(/^nameKm: /);
  });

  it("answers 404 'Add-on not found' for a missing or malformed id", async () => {
    for (const id of ["99999", "abc", "0x1", "01"]) {
      const put = await call("PUT", `/api/admin/addons/${id}`, { token: admin.token, body: form() });
      expect({ id, status: put.status, json: put.json }).toEqual({
        id,
        status: 404,
        json: { detail: "Add-on not found", code: "addOnNotFound" },
      });
      const del = await call("DELETE", `/api/admin/addons/${id}`, { token: admin.token });
      expect({ id, status: del.status }).toEqual({ id, status: 404 });
    }
  });

  it("validates the form with a detail naming the field", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: " " }, /^name: /],
      [{ name: "x".repeat(101) }, /^name: /],
      [{ price: 0 }, /^price: /],
      [{ price: "0x10" }, /^price: /],
      [{ price: true }, /^price: /],
      [{ image: "javascript:alert(1)" }, /^image: /],
      [{ image: "http://example.com/a.png" }, /^image: /],
      [{ inStock: "yes" }, /^inStock: /],
    ];
    for (const [change, detail] of cases) {
      const { status, json } = await call("POST", "/api/admin/addons", {
        token: admin.token,
        body: form(change),
      });
      expect({ change, status }).toEqual({ change, status: 400 });
      expect(json.detail).toMatch(detail);
    }
    expect((await call("GET", "/api/addons")).json).toEqual([]);
  });

  it("answers 401 without a token and 403 to a customer, and changes nothing", async () => {
    const addOn = await createAddOn();
    const customer = await createUser();
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/addons"],
      ["POST", "/api/admin/addons", form()],
      ["PUT", `/api/admin/addons/${addOn.id}`, form({ name: "Hijacked" })],
      ["DELETE", `/api/admin/addons/${addOn.id}`],
    ];
    for (const [method, path, body] of routes) {
      const anonymous = await call(method, path, { body: body as Record<string, unknown> });
      expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
      const asCustomer = await call(method, path, {
        token: customer.token,
        body: body as Record<string, unknown>,
      });
      expect({ path, status: asCustomer.status, json: asCustomer.json }).toEqual({
        path,
        status: 403,
        json: { detail: "Admin access required", code: "adminOnly" },
      });
    }
    const listed = (await call("GET", "/api/addons")).json;
    expect(listed).toHaveLength(1);
    expect(listed[0].name).toBe("Glass vase");
  });
});
