// Product sizes: the owner sets deluxe and premium prices in the product
// form; products are served with `sizes`, standard first at the product's price.
import { beforeEach, describe, expect, it } from "vitest";
import { emptyShop } from "../../test/fixtures";
import { resetSettings } from "../../test/florist";
import { call, createProduct, createUser, type SeededUser } from "../../test/helpers";

let admin: SeededUser;
beforeEach(async () => {
  await emptyShop();
  await resetSettings();
  admin = await createUser({ admin: true });
});

const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Sunset Lilies",
  price: 40,
  description: "Orange lilies.",
  category: "lilies",
  image: "/api/uploads/img/abc123.webp",
  ...overrides,
});

const sizesOf = (json: { sizes: { id: string; price: number }[] }) => json.sizes.map((s) => [s.id, s.price]);

describe("product sizes", () => {
  it("serves standard alone for a product without larger sizes, everywhere a product is served", async () => {
    const product = await createProduct({ price: 45 });
    const one = (await call("GET", `/api/products/${product.id}`)).json;
    expect(one.sizes).toEqual([{ id: "standard", label: "Standard", price: 45, price_khr: 184500 }]);
    const list = (await call("GET", "/api/products")).json;
    expect(list[0].sizes).toEqual(one.sizes);
  });

  it("creates a product with deluxe and premium prices, standard first", async () => {
    const { status, json } = await call("POST", "/api/admin/products", {
      token: admin.token,
      body: form({ deluxePrice: 55, premiumPrice: "70.50" }),
    });
    expect(status).toBe(201);
    expect(json.sizes).toEqual([
      { id: "standard", label: "Standard", price: 40, price_khr: 164000 },
      { id: "deluxe", label: "Deluxe", price: 55, price_khr: 225500 },
      { id: "premium", label: "Premium", price: 70.5, price_khr: 289100 },
    ]);
    expect(sizesOf((await call("GET", `/api/products/${json.id}`)).json)).toEqual([
      ["standard", 40],
      ["deluxe", 55],
      ["premium", 70.5],
    ]);
  });

  it("removes a size given null or empty, keeps one left out, and takes the served names", async () => {
    const created = (
      await call("POST", "/api/admin/products", {
        token: admin.token,
        body: form({ deluxePrice: 55, premiumPrice: 70 }),
      })
    ).json;
    const kept = await call("PUT", `/api/admin/products/${created.id}`, {
      token: admin.token,
      body: form({ price: 42 }),
    });
    expect(sizesOf(kept.json)).toEqual([
      ["standard", 42],
      ["deluxe", 55],
      ["premium", 70],
    ]);
    const removed = await call("PUT", `/api/admin/products/${created.id}`, {
      token: admin.token,
      body: form({ deluxePrice: "", premium_price: null }),
    });
    expect(sizesOf(removed.json)).toEqual([["standard", 40]]);
    const served = await call("PUT", `/api/admin/products/${created.id}`, {
      token: admin.token,
      body: form({ deluxe_price: 60 }),
    });
    expect(sizesOf(served.json)).toEqual([
      ["standard", 40],
      ["deluxe", 60],
    ]);
  });

  it("refuses a larger size cheaper than standard, sent or kept", async () => {
    const bad = await call("POST", "/api/admin/products", {
      token: admin.token,
      body: form({ deluxePrice: 30 }),
    });
    expect(bad).toMatchObject({
      status: 400,
      json: {
        detail: "deluxePrice: must be at least the standard price",
        code: "invalid",
        path: "deluxePrice",
      },
    });
    const badPremium = await call("POST", "/api/admin/products", {
      token: admin.token,
      body: form({ premiumPrice: "abc" }),
    });
    expect(badPremium.status).toBe(400);
    expect(badPremium.json.detail).toMatch(/^premiumPrice: /);

    const created = (
      await call("POST", "/api/admin/products", { token: admin.token, body: form({ premiumPrice: 50 }) })
    ).json;
    const raised = await call("PUT", `/api/admin/products/${created.id}`, {
      token: admin.token,
      body: form({ price: 60 }),
    });
    expect(raised).toMatchObject({
      status: 400,
      json: {
        detail: "premiumPrice: must be at least the standard price",
        code: "sizeBelowStandard",
        path: "premiumPrice",
      },
    });
    expect(sizesOf((await call("GET", `/api/products/${created.id}`)).json)).toEqual([
      ["standard", 40],
      ["premium", 50],
    ]);
  });
});
