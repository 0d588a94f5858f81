import { beforeEach, describe, expect, it } from "vitest";
import type { OrderStatus } from "../../../shared/orders";
import type { PaymentStatus } from "../../../shared/payment";
import { emptyShop, seedOrder } from "../../test/fixtures";
import { call, createProduct, createUser, db, USER_WIRE_KEYS } from "../../test/helpers";

beforeEach(emptyShop);

describe("GET /api/admin/dashboard", () => {
  it("answers zeros for an empty shop", async () => {
    const admin = await createUser({ admin: true });
    const { status, json } = await call("GET", "/api/admin/dashboard", { token: admin.token });
    expect(status).toBe(200);
    expect(json.stats).toEqual({
      total_orders: 0,
      pending_orders: 0,
      total_customers: 0,
      total_products: 0,
      out_of_stock_products: 0,
      revenue: 0,
      pending_revenue: 0,
      unpaid_total: 0,
    });
    expect(json.recent_orders).toEqual([]);
    expect(json.recent_users.map((u: { id: number }) => u.id)).toEqual([admin.id]);
  });

  it("gives figures equal to what the rows say, and the 5 newest orders and users", async () => {
    const admin = await createUser({ admin: true });
    await createUser({ admin: true });
    const customers = [];
    for (let i = 0; i < 6; i++) customers.push(await createUser({ suspended: i === 0, verified: i !== 1 }));
    await createProduct({ inStock: true });
    await createProduct({ inStock: false });
    await createProduct({ inStock: false });

    const placed: [OrderStatus, number, PaymentStatus][] = [
      ["delivered", 19.99, "paid"],
      ["delivered", 0.01, "unpaid"],
      ["delivered", 10.1, "unpaid"],
      ["pending", 45, "unpaid"],
      ["pending", 0.3, "unpaid"],
      ["confirmed", 100, "paid"],
      ["shipped", 7, "unpaid"],
      ["cancelled", 55, "unpaid"],
    ];
    const orderIds = [];
    for (const [index, [status, price, paymentStatus]] of placed.entries()) {
      const customer = customers[index % customers.length];
      if (!customer) throw new Error("no customer");
      orderIds.push((await seedOrder({ userId: customer.id, status, price, paymentStatus })).id);
    }

    const { status, json } = await call("GET", "/api/admin/dashboard", { token: admin.token });
    expect(status).toBe(200);
    expect(json.stats).toEqual({
      total_orders: 8,
      pending_orders: 2,
      total_customers: 6,
      total_products: 3,
      out_of_stock_products: 2,
      revenue: 30.1,
      pending_revenue: 45.3,
      // unpaid and not cancelled: 0.01 + 10.1 + 45 + 0.3 + 7
      unpaid_total: 62.41,
    });

    // The same figures straight from the rows.
    const rows = await db().query.orders.findMany();
    const sumOf = (s: OrderStatus) =>
      rows.filter((o) => o.status === s).reduce((total, o) => total + o.priceCents, 0) / 100;
    expect(json.stats.revenue).toBe(sumOf("delivered"));
    expect(json.stats.pending_revenue).toBe(sumOf("pending"));
    expect(json.stats.total_orders).toBe(rows.length);

    expect(json.recent_orders.map((o: { id: number }) => o.id)).toEqual(orderIds.slice(-5).reverse());
    expect(json.recent_orders[0]).toMatchObject({ status: "cancelled", price: 55 });
    expect(json.recent_users.map((u: { id: number }) => u.id)).toEqual(
      customers
        .slice(-5)
        .reverse()
        .map((c) => c.id),
    );
    for (const user of json.recent_users) {
      expect(Object.keys(user).sort()).toEqual(USER_WIRE_KEYS);
    }
  });
});
