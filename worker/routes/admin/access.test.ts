import { beforeEach, describe, expect, it } from "vitest";
import { emptyShop, seedOrder } from "../../test/fixtures";
import { call, createProduct, createUser, db } from "../../test/helpers";
import { uploadImage } from "../../test/images";

beforeEach(emptyShop);

const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

const productForm = {
  name: "Hijacked",
  price: 1,
  description: "x",
  category: "roses",
  image: "https://example.com/a.jpg",
};

/** Every admin-only route, with a body where it takes one. */
async function adminCalls() {
  const customer = await createUser();
  const product = await createProduct({ name: "Untouched" });
  const order = await seedOrder({ userId: customer.id });
  const other = await createUser();
  return {
    customer,
    routes: [
      ["GET", "/api/admin/dashboard"],
      ["GET", "/api/admin/users"],
      ["PUT", `/api/admin/users/${other.id}/suspend`],
      ["GET", "/api/admin/products"],
      ["POST", "/api/admin/products", productForm],
      ["PUT", `/api/admin/products/${product.id}`, productForm],
      ["DELETE", `/api/admin/products/${product.id}`],
      ["GET", "/api/orders"],
      ["GET", "/api/admin/orders.csv"],
      ["PUT", `/api/admin/orders/${order.id}/status`, { status: "confirmed" }],
      ["GET", "/api/admin/settings"],
      ["PUT", "/api/admin/settings", { lead_minutes: 0 }],
      ["GET", "/api/admin/addons"],
      ["POST", "/api/admin/addons", { name: "Hijacked", price: 1, image: "https://example.com/a.jpg" }],
    ] as [string, string, Record<string, unknown>?][],
  };
}

describe("admin routes", () => {
  it("answer 403 'Admin access required' to a customer and change nothing", async () => {
    const { customer, routes } = await adminCalls();
    for (const [method, path, body] of routes) {
      const { status, json } = await call(method, path, { token: customer.token, body });
      expect(status, `${method} ${path}`).toBe(403);
      expect(json).toEqual({ detail: "Admin access required", code: "adminOnly" });
    }
    const upload = await uploadImage(customer.token, JPEG_START);
    expect(upload.status).toBe(403);

    const products = await db().query.products.findMany();
    expect(products.map((p) => p.name)).toEqual(["Untouched"]);
    const orders = await db().query.orders.findMany();
    expect(orders.map((o) => o.status)).toEqual(["pending"]);
    const users = await db().query.users.findMany();
    expect(users.every((u) => !u.isSuspended)).toBe(true);
  });

  it("answer 401 without a token", async () => {
    const { routes } = await adminCalls();
    for (const [method, path, body] of routes) {
      const { status } = await call(method, path, { body });
      expect(status, `${method} ${path}`).toBe(401);
    }
    expect((await uploadImage(undefined, JPEG_START)).status).toBe(401);
  });

  it("answer 401 to a forged token", async () => {
    const { status } = await call("GET", "/api/admin/dashboard", { token: "not.a.token" });
    expect(status).toBe(401);
  });
});
