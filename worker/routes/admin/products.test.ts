import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { products } from "../../db/schema";
import { emptyShop, orderPayload } from "../../test/fixtures";
import { call, createProduct, createUser, db, type SeededUser } from "../../test/helpers";

beforeEach(emptyShop);

/** The admin product form, camelCase, as the web app sends it. */
const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Sunset Lilies",
  price: 38.5,
  originalPrice: 44,
  description: "Orange lilies with eucalyptus.",
  category: "lilies",
  image: "/api/uploads/img/abc123.webp",
  whatsIncluded: "7 lilies, Eucalyptus, Card",
  inStock: true,
  ...overrides,
});

const storedProducts = () => db().select().from(products);

let admin: SeededUser;
beforeEach(async () => {
  admin = await createUser({ admin: true });
});

describe("GET /api/admin/products", () => {
  it("lists the products, out of stock ones included", async () => {
    await createProduct({ name: "In" });
    await createProduct({ name: "Out", inStock: false });
    const { status, json } = await call("GET", "/api/admin/products", { token: admin.token });
    expect(status).toBe(200);
    expect(json.products.map((p: { name: string; in_stock: boolean }) => [p.name, p.in_stock])).toEqual([
      ["In", true],
      ["Out", false],
    ]);
  });
});

describe("POST /api/admin/products", () => {
  it("creates a product from the form and derives the discount on the server", async () => {
    const { status, json } = await call("POST", "/api/admin/products", {
      token: admin.token,
      body: { ...form(), discount_percentage: 99, rating: 1, id: 4242 },
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      name: "Sunset Lilies",
      price: 38.5,
      original_price: 44,
      discount_percentage: 13,
      category: "lilies",
      image: "/api/uploads/img/abc123.webp",
      whats_included: "7 lilies, Eucalyptus, Card",
      in_stock: true,
      rating: 4.5,
    });
    expect(json.id).not.toBe(4242);
    const [row] = await storedProducts();
    expect(row).toMatchObject({ priceCents: 3850, originalPriceCents: 4400, rating: null });
    expect((await call("GET", `/api/products/${json.id}`)).json.name).toBe("Sunset Lilies");
  });

  it("accepts an https image, no original price, no what's-included and a string price", async () => {
    const { status, json } = await call("POST", "/api/admin/products", {
      token: admin.token,
      body: form({
        image: "https://images.example.com/lily.jpg",
        originalPrice: "",
        whatsIncluded: undefined,
        price: "12.30",
        inStock: undefined,
      }),
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      price: 12.3,
      original_price: null,
      discount_percentage: 0,
      whats_included: "",
      in_stock: true,
    });
  });

  it("refuses bad input with 400 naming the field, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "name"],
      [{ name: "x".repeat(101) }, "name"],
      [{ description: " " }, "description"],
      [{ description: "x".repeat(2001) }, "description"],
      [{ price: 0 }, "price"],
      [{ price: -5 }, "price"],
      [{ price: 1.234 }, "price"],
      [{ price: "abc" }, "price"],
      [{ price: undefined }, "price"],
      [{ originalPrice: 30 }, "originalPrice"],
      [{ category: "tulips" }, "category"],
      [{ image: "" }, "image"],
      [{ image: "http://example.com/a.jpg" }, "image"],
      [{ image: "javascript:alert(1)" }, "image"],
      [{ image: "/api/uploads/../secrets" }, "image"],
      [{ image: "/etc/passwd" }, "image"],
      [{ whatsIncluded: "x".repeat(1001) }, "whatsIncluded"],
      [{ inStock: "yes" }, "inStock"],
      [{ occasions: ["graduation"] }, "occasions.0"],
      [{ occasions: "birthday" }, "occasions"],
      [{ featured: "yes" }, "featured"],
    ];
    for (const [overrides, path] of cases) {
      const { status, json } = await call("POST", "/api/admin/products", {
        token: admin.token,
        body: form(overrides),
      });
      expect(status, JSON.stringify(overrides).slice(0, 60)).toBe(400);
      expect(json.detail.startsWith(`${path}: `), json.detail).toBe(true);
    }
    expect(await storedProducts()).toHaveLength(0);
  });
});

describe("occasions and the featured pick", () => {
  it("are stored from the form and served by every product answer, admin and public", async () => {
    const created = await call("POST", "/api/admin/products", {
      token: admin.token,
      // Out of the shop's order and repeated: stored once each, in the order of OCCASIONS.
      body: form({ occasions: ["love", "birthday", "love"], featured: true }),
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ occasions: ["birthday", "love"], featured: true });
    const id = created.json.id;
    const answers = [
      (await call("GET", "/api/admin/products", { token: admin.token })).json.products[0],
      (await call("GET", "/api/products")).json[0],
      (await call("GET", `/api/products/${id}`)).json,
    ];
    for (const answer of answers)
      expect(answer).toMatchObject({ occasions: ["birthday", "love"], featured: true });
  });

  it("start empty and unpicked when the form leaves them out", async () => {
    const { json } = await call("POST", "/api/admin/products", { token: admin.token, body: form() });
    expect(json).toMatchObject({ occasions: [], featured: false });
  });

  it("are kept by an edit that leaves them out (a client that knows only the spec's fields)", async () => {
    const { json: created } = await call("POST", "/api/admin/products", {
      token: admin.token,
      body: form({ occasions: ["sympathy"], featured: true }),
    });
    const kept = await call("PUT", `/api/admin/products/${created.id}`, {
      token: admin.token,
      body: form({ name: "Renamed" }),
    });
    expect(kept.json).toMatchObject({ name: "Renamed", occasions: ["sympathy"], featured: true });
    const cleared = await call("PUT", `/api/admin/products/${created.id}`, {
      token: admin.token,
      body: form({ occasions: [], featured: false }),
    });
    expect(cleared.json).toMatchObject({ occasions: [], featured: false });
  });
});

describe("PUT /api/admin/products/:id", () => {
  it("edits a product from the form", async () => {
    const product = await createProduct({ name: "Old", price: 10 });
    const { status, json } = await call("PUT", `/api/admin/products/${product.id}`, {
      token: admin.token,
      body: form({ name: "New", price: 20, originalPrice: 25, category: "exotic" }),
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: product.id,
      name: "New",
      price: 20,
      discount_percentage: 20,
      category: "exotic",
    });
    const [row] = await storedProducts();
    expect(row).toMatchObject({ name: "New", priceCents: 2000, originalPriceCents: 2500 });
  });

  it("toggles stock from the whole product as served (snake_case) and as the client model (camelCase)", async () => {
    const product = await createProduct({ name: "Toggle Me", price: 45, originalPrice: 60 });
    // the public page's counts for peak days are not the product's own fields
    const { peak_left: _, ...served } = (await call("GET", `/api/products/${product.id}`)).json;
    // the dashboard's answer adds the owner's translations (none here)
    const asAdmin = {
      ...served,
      name_km: null,
      description_km: null,
      name_zh: null,
      description_zh: null,
      whats_included_km: null,
      whats_included_zh: null,
    };

    const off = await call("PUT", `/api/admin/products/${product.id}`, {
      token: admin.token,
      body: { ...served, in_stock: false },
    });
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ ...asAdmin, in_stock: false });

    // The web app's camelCase Product model, id as text.
    const clientModel = {
      id: String(product.id),
      name: served.name,
      price: served.price,
      originalPrice: served.original_price,
      discountPercentage: served.discount_percentage,
      image: served.image,
      description: served.description,
      category: served.category,
      rating: served.rating,
      inStock: true,
      whatsIncluded: served.whats_included,
    };
    const on = await call("PUT", `/api/admin/products/${product.id}`, {
      token: admin.token,
      body: clientModel,
    });
    expect(on.status).toBe(200);
    expect(on.json).toEqual(asAdmin);
    const [row] = await storedProducts();
    expect(row).toMatchObject({
      inStock: true,
      priceCents: 4500,
      originalPriceCents: 6000,
      name: "Toggle Me",
    });
  });

  it("answers 404 'Product not found' for an unknown id and creates nothing", async () => {
    for (const id of ["99999", "abc"]) {
      const { status, json } = await call("PUT", `/api/admin/products/${id}`, {
        token: admin.token,
        body: form(),
      });
      expect(status).toBe(404);
      expect(json).toEqual({ detail: "Product not found", code: "productNotFound" });
    }
    expect(await storedProducts()).toHaveLength(0);
  });
});

describe("DELETE /api/admin/products/:id", () => {
  it("deletes the product and answers 404 the second time", async () => {
    const product = await createProduct();
    const first = await call("DELETE", `/api/admin/products/${product.id}`, { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ ok: true });
    expect((await call("GET", `/api/products/${product.id}`)).status).toBe(404);
    const again = await call("DELETE", `/api/admin/products/${product.id}`, { token: admin.token });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ detail: "Product not found", code: "productNotFound" });
  });
});

describe("existing orders", () => {
  it("keep their name and price when the product is edited, then deleted", async () => {
    const customer = await createUser();
    const product = await createProduct({ name: "Red Roses", price: 45 });
    const placed = await call("POST", "/api/orders", {
      token: customer.token,
      body: orderPayload(product.id),
    });
    expect(placed.status).toBe(201);

    const edited = await call("PUT", `/api/admin/products/${product.id}`, {
      token: admin.token,
      body: form({ name: "Renamed", price: 99, originalPrice: null }),
    });
    expect(edited.status).toBe(200);
    const afterEdit = await call("GET", "/api/user/orders", { token: customer.token });
    // Every field as placed (the customer's list may add its own, e.g. the review).
    expect(afterEdit.json).toMatchObject([placed.json]);

    expect((await call("DELETE", `/api/admin/products/${product.id}`, { token: admin.token })).status).toBe(
      200,
    );
    const mine = await call("GET", "/api/user/orders", { token: customer.token });
    expect(mine.status).toBe(200);
    expect(mine.json).toHaveLength(1);
    expect(mine.json[0]).toMatchObject({
      id: placed.json.id,
      product_name: "Red Roses",
      price: 45,
      product_image: product.image,
      product_description: product.description,
      status: "pending",
    });
    const all = await call("GET", "/api/orders", { token: admin.token });
    expect(all.json.orders.map((o: { id: number; price: number }) => [o.id, o.price])).toEqual([
      [placed.json.id, 45],
    ]);
    const stillThere = await db().query.products.findFirst({ where: eq(products.id, product.id) });
    expect(stillThere).toBeUndefined();
  });
});
