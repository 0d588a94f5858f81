import { describe, expect, it } from "vitest";
import { call, createProduct, createUser } from "../test/helpers";

describe("GET /api/products", () => {
  it("lists the catalogue oldest first in the served shape with defaults", async () => {
    const first = await createProduct({ name: "Red Roses", price: 45, originalPrice: 60 });
    await createProduct({ name: "White Lilies", price: 30, inStock: false, category: "lilies" });
    const { status, json } = await call("GET", "/api/products");
    expect(status).toBe(200);
    expect(json.map((p: { name: string }) => p.name)).toEqual(["Red Roses", "White Lilies"]);
    expect(json[0]).toMatchObject({
      id: first.id,
      price: 45,
      original_price: 60,
      discount_percentage: 25,
      rating: 4.5,
      in_stock: true,
      category: "roses",
      whats_included: "12 red roses, Kraft wrapping, Greeting card",
      occasions: [],
      featured: false,
    });
    expect(json[1].in_stock).toBe(false);
  });
});

describe("GET /api/products/:id", () => {
  it("answers one product", async () => {
    const product = await createProduct({ name: "Orchid Dream" });
    const { status, json } = await call("GET", `/api/products/${product.id}`);
    expect(status).toBe(200);
    expect(json.name).toBe("Orchid Dream");
  });

  it("answers 404 with a detail for an unknown or malformed id", async () => {
    for (const id of ["99999", "abc", "-1"]) {
      const { status, json } = await call("GET", `/api/products/${id}`);
      expect(status).toBe(404);
      expect(json).toEqual({ detail: "Product not found" });
    }
  });
});

describe("unknown API paths", () => {
  it("answer 404 JSON, never the web app", async () => {
    const { status, json, headers } = await call("GET", "/api/nothing-here");
    expect(status).toBe(404);
    expect(headers.get("content-type")).toContain("application/json");
    expect(json.detail).toBeTruthy();
  });
});

describe("the cached catalogue list", () => {
  it("shows an admin's edit on the very next list", async () => {
    const admin = await createUser({ admin: true });
    const product = await createProduct({ name: "Before Edit", price: 20 });
    const before = await call("GET", "/api/products");
    expect(before.json.find((p: { id: number }) => p.id === product.id).name).toBe("Before Edit");

    const edit = await call("PUT", `/api/admin/products/${product.id}`, {
      token: admin.token,
      body: {
        ...before.json.find((p: { id: number }) => p.id === product.id),
        name: "After Edit",
        in_stock: false,
        occasions: ["wedding"],
        featured: true,
      },
    });
    expect(edit.status).toBe(200);

    const after = await call("GET", "/api/products");
    expect(after.json.find((p: { id: number }) => p.id === product.id)).toMatchObject({
      name: "After Edit",
      in_stock: false,
      occasions: ["wedding"],
      featured: true,
    });
  });
});
