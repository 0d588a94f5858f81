// Add-ons: the public list, and the owner's create, edit (stock), delete
// under /api/admin/addons, admins only, validated like products.
import { beforeEach, describe, expect, it } from "vitest";
import { emptyShop } from "../test/fixtures";
import { createAddOn, emptyAddOns, resetSettings } from "../test/florist";
import { call, createUser, type SeededUser } from "../test/helpers";

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
    expect((await call("GET", "/api/addons")).json).toEqual([edited.json]);

    const deleted = await call("DELETE", `/api/admin/addons/${id}`, { token: admin.token });
    expect(deleted).toMatchObject({ status: 200, json: { ok: true } });
    expect((await call("GET", "/api/addons")).json).toEqual([]);
  });

  it("answers 404 'Add-on not found' for a missing or malformed id", async () => {
    for (const id of ["99999", "abc", "0x1", "01"]) {
      const put = await call("PUT", `/api/admin/addons/${id}`, { token: admin.token, body: form() });
      expect({ id, status: put.status, json: put.json }).toEqual({
        id,
        status: 404,
        json: { detail: "Add-on not found" },
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
        json: { detail: "Admin access required" },
      });
    }
    const listed = (await call("GET", "/api/addons")).json;
    expect(listed).toHaveLength(1);
    expect(listed[0].name).toBe("Glass vase");
  });
});
