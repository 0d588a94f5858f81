// Who may keep a copy of an answer (worker/middleware/cache-headers.ts): the catalogue and a
// product's answer for a short time at the edge, dropped when the product changes; anything
// asked with a session, and anything that changes with each order, by no one.
import { describe, expect, it } from "vitest";
import { PUBLIC_CACHE_CONTROL } from "../services/catalogue/catalogue";
import { BASE, call, createProduct, createUser } from "./helpers";

const cacheControl = async (path: string, token?: string) =>
  (await call("GET", path, { token })).headers.get("Cache-Control");

describe("Cache-Control on API answers", () => {
  it("lets shared caches keep the catalogue and a product's answer briefly, whoever asks", async () => {
    const product = await createProduct();
    const customer = await createUser();
    for (const path of ["/api/products", "/api/products?limit=24", `/api/products/${product.id}`]) {
      expect(await cacheControl(path), path).toBe(PUBLIC_CACHE_CONTROL);
      expect(await cacheControl(path, customer.token), path).toBe(PUBLIC_CACHE_CONTROL);
    }
    expect(PUBLIC_CACHE_CONTROL).toBe("public, max-age=0, s-maxage=30");
  });

  it("keeps everything asked with a session out of every cache", async () => {
    const customer = await createUser();
    const admin = await createUser({ admin: true });
    for (const [path, token] of [
      ["/api/user/orders", customer.token],
      ["/api/orders", admin.token],
      ["/api/admin/users", admin.token],
      ["/api/admin/settings", admin.token],
      ["/api/admin/dashboard", admin.token],
    ] as const) {
      const answer = await call("GET", path, { token });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    // refusals too: a copy of one must not answer the next person
    expect(await cacheControl("/api/admin/users", customer.token)).toBe("private, no-store");
    expect(await cacheControl("/api/user/orders")).toBe("no-store");
  });

  it("keeps answers that change with each order or edit out of every cache", async () => {
    for (const path of ["/api/shop", "/api/delivery/slots", "/api/addons", "/api/nothing-here"]) {
      expect(await cacheControl(path), path).toBe("no-store");
    }
  });

  it("shows a product's change at once, though its answer is kept at the edge", async () => {
    const admin = await createUser({ admin: true });
    const product = await createProduct({ name: "Red Roses", price: 45 });
    expect((await call("GET", `/api/products/${product.id}`)).json.name).toBe("Red Roses");
    const changed = await call("PUT", `/api/admin/products/${product.id}`, {
      token: admin.token,
      body: {
        name: "Angkor Red Roses",
        price: 48,
        description: "Two dozen red roses.",
        category: "roses",
        image: "/api/uploads/seed/red-roses.webp",
      },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect((await call("GET", `/api/products/${product.id}`)).json).toMatchObject({
      name: "Angkor Red Roses",
      price: 48,
    });
    const removed = await call("DELETE", `/api/admin/products/${product.id}`, { token: admin.token });
    expect(removed.status).toBeLessThan(300);
    expect((await call("GET", `/api/products/${product.id}`)).status).toBe(404);
    expect(await caches.default.match(`${BASE}/api/products/${product.id}`)).toBeUndefined();
  });
});
