import { beforeEach, describe, expect, it } from "vitest";
import { orders } from "../db/schema";
import { emptyShop, orderPayload, seedOrder } from "../test/fixtures";
import { call, createProduct, createUser, db } from "../test/helpers";

const ordersInDb = () => db().select().from(orders);

beforeEach(emptyShop);

describe("POST /api/orders", () => {
  it("places a pending order with name, price, image and description taken from D1", async () => {
    const customer = await createUser();
    const product = await createProduct({ name: "Red Roses", price: 45, originalPrice: 60 });
    const { status, json } = await call("POST", "/api/orders", {
      token: customer.token,
      body: orderPayload(product.id),
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      customer_name: "Sokha Chan",
      customer_email: "sokha@example.com",
      customer_mobile: "+855 12 345 678",
      address: "Sivatha Blvd 12",
      landmark: "Near the Old Market",
      city: "Siem Reap",
      postal_code: "17252",
      special_instructions: "Ring twice",
      product_name: "Red Roses",
      price: 45,
      product_image: product.image,
      product_description: product.description,
      status: "pending",
    });
    expect(typeof json.id).toBe("number");
    expect(json.created_at).toBeTruthy();
    const [stored] = await ordersInDb();
    expect(stored).toMatchObject({ userId: customer.id, productId: product.id, priceCents: 4500 });
  });

  it("ignores a client-sent price of 0.01 and a made-up product name", async () => {
    const customer = await createUser();
    const product = await createProduct({ name: "Orchid Dream", price: 80 });
    const body = { ...orderPayload(product.id), price: 0.01, productName: "Free flowers" };
    const { status, json } = await call("POST", "/api/orders", { token: customer.token, body });
    expect(status).toBe(201);
    expect(json.price).toBe(80);
    expect(json.product_name).toBe("Orchid Dream");
    const [stored] = await ordersInDb();
    expect(stored?.priceCents).toBe(8000);
  });

  it("defaults the city to Siem Reap and stores absent optional fields as null", async () => {
    const customer = await createUser();
    const product = await createProduct();
    const body = orderPayload(product.id, {
      city: "",
      landmark: undefined,
      postalCode: "",
      specialInstructions: undefined,
    });
    const { status, json } = await call("POST", "/api/orders", { token: customer.token, body });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      city: "Siem Reap",
      landmark: null,
      postal_code: null,
      special_instructions: null,
    });
  });

  it("answers 404 'Product not found' for an unknown product and stores nothing", async () => {
    const customer = await createUser();
    const { status, json } = await call("POST", "/api/orders", {
      token: customer.token,
      body: orderPayload(99999),
    });
    expect(status).toBe(404);
    expect(json).toEqual({ detail: "Product not found", code: "productNotFound" });
    expect(await ordersInDb()).toHaveLength(0);
  });

  it("answers 400 'This product is currently out of stock' and stores nothing", async () => {
    const customer = await createUser();
    const product = await createProduct({ inStock: false });
    const { status, json } = await call("POST", "/api/orders", {
      token: customer.token,
      body: orderPayload(product.id),
    });
    expect(status).toBe(400);
    expect(json).toEqual({ detail: "This product is currently out of stock", code: "outOfStock" });
    expect(await ordersInDb()).toHaveLength(0);
  });

  it("refuses missing or oversized customer fields with a detail naming the field", async () => {
    const customer = await createUser();
    const product = await createProduct();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "  " }, "customerInfo.name"],
      [{ email: "not-an-email" }, "customerInfo.email"],
      [{ mobile: undefined }, "customerInfo.mobile"],
      [{ address: "" }, "customerInfo.address"],
      [{ address: "x".repeat(501) }, "customerInfo.address"],
      [{ specialInstructions: "x".repeat(2001) }, "customerInfo.specialInstructions"],
    ];
    for (const [info, path] of cases) {
      const { status, json } = await call("POST", "/api/orders", {
        token: customer.token,
        body: orderPayload(product.id, info),
      });
      expect(status, path).toBe(400);
      expect(json.detail).toMatch(new RegExp(`^${path.replace(".", "\\.")}: `));
    }
    const noProduct = await call("POST", "/api/orders", {
      token: customer.token,
      body: { customerInfo: orderPayload(product.id).customerInfo },
    });
    expect(noProduct.status).toBe(400);
    expect(await ordersInDb()).toHaveLength(0);
  });

  it("answers 401 without a token", async () => {
    const product = await createProduct();
    const { status, json } = await call("POST", "/api/orders", { body: orderPayload(product.id) });
    expect(status).toBe(401);
    expect(json.detail).toBeTruthy();
    expect(await ordersInDb()).toHaveLength(0);
  });
});

describe("GET /api/orders", () => {
  it("gives an admin the orders, newest first (the first page)", async () => {
    const admin = await createUser({ admin: true });
    const alice = await createUser();
    const bob = await createUser();
    const first = await seedOrder({ userId: alice.id });
    const second = await seedOrder({ userId: bob.id });
    const { status, json } = await call("GET", "/api/orders", { token: admin.token });
    expect(status).toBe(200);
    expect(json.orders.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
  });

  it("answers 403 to a customer and 401 without a token", async () => {
    const customer = await createUser();
    await seedOrder({ userId: customer.id });
    const asCustomer = await call("GET", "/api/orders", { token: customer.token });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.json).toEqual({ detail: "Admin access required", code: "adminOnly" });
    expect((await call("GET", "/api/orders")).status).toBe(401);
  });
});
