// The dashboard reads counters kept by triggers (migrations/0006, docs/decisions/042): after any
// mix of writes its figures must equal what the order and user rows say.
import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { orders, users } from "../../db/schema";
import { emptyShop, seedOrder } from "../../test/fixtures";
import { call, createUser, db } from "../../test/helpers";

beforeEach(emptyShop);

/** The dashboard's order and customer figures, recomputed from every row. */
async function figuresFromRows() {
  const rows = await db().select().from(orders);
  const cents = (keep: (order: (typeof rows)[number]) => boolean) =>
    rows.filter(keep).reduce((total, order) => total + order.priceCents, 0) / 100;
  const customers = await db().select().from(users).where(eq(users.isAdmin, false));
  return {
    total_orders: rows.length,
    pending_orders: rows.filter((order) => order.status === "pending").length,
    total_customers: customers.length,
    revenue: cents((order) => order.status === "delivered"),
    pending_revenue: cents((order) => order.status === "pending"),
    unpaid_total: cents((order) => order.paymentStatus === "unpaid" && order.status !== "cancelled"),
  };
}

describe("GET /api/admin/dashboard figures kept by the database", () => {
  it("follow orders placed, moved, paid, repriced and deleted, and users joining, promoted and deleted", async () => {
    const admin = await createUser({ admin: true });
    const customer = await createUser();
    const dashboard = async () =>
      (await call("GET", "/api/admin/dashboard", { token: admin.token })).json.stats as Record<
        string,
        number
      >;

    const placed = [];
    for (const price of [10, 20.5, 30, 0.99, 45])
      placed.push((await seedOrder({ userId: customer.id, price })).id);
    expect(await dashboard()).toMatchObject({
      total_orders: 5,
      pending_orders: 5,
      total_customers: 1,
      pending_revenue: 106.49,
      unpaid_total: 106.49,
    });

    const [first, second, third, fourth, fifth] = placed as [number, number, number, number, number];
    await db().update(orders).set({ status: "delivered", paymentStatus: "paid" }).where(eq(orders.id, first));
    await db().update(orders).set({ status: "delivered" }).where(eq(orders.id, second));
    await db().update(orders).set({ status: "cancelled" }).where(eq(orders.id, third));
    await db().update(orders).set({ priceCents: 1234 }).where(eq(orders.id, fourth));
    await db().update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, fifth));
    await db().update(orders).set({ customerName: "Renamed" }).where(eq(orders.id, fifth)); // no figure changes
    await db().delete(orders).where(eq(orders.id, second));
    const other = await createUser();
    await createUser();
    await db().update(users).set({ isAdmin: true }).where(eq(users.id, other.id));

    const after = await dashboard();
    expect(after).toMatchObject({
      total_orders: 4,
      pending_orders: 2,
      total_customers: 2,
      revenue: 10,
      pending_revenue: 57.34,
      unpaid_total: 12.34,
    });
    expect(after).toMatchObject(await figuresFromRows());

    await db().delete(orders).where(inArray(orders.id, placed));
    await db().delete(users).where(eq(users.id, customer.id));
    expect(await dashboard()).toMatchObject({
      total_orders: 0,
      pending_orders: 0,
      total_customers: 1,
      revenue: 0,
      pending_revenue: 0,
      unpaid_total: 0,
    });
  });
});
