import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "../../../shared/orders";
import { orders } from "../../db/schema";
import { emptyShop, seedOrder } from "../../test/fixtures";
import { call, createUser, db, type SeededUser } from "../../test/helpers";

beforeEach(emptyShop);

/** The only moves an admin can make (docs/decisions/014-order-status-transitions.md). */
const ALLOWED: [OrderStatus, OrderStatus][] = [
  ["pending", "confirmed"],
  ["confirmed", "shipped"],
  ["shipped", "delivered"],
  ["pending", "cancelled"],
  ["confirmed", "cancelled"],
  ["shipped", "cancelled"],
];
const isAllowed = (from: OrderStatus, to: OrderStatus) => ALLOWED.some(([f, t]) => f === from && t === to);

const storedStatus = async (id: number) =>
  (await db().query.orders.findFirst({ where: eq(orders.id, id) }))?.status;

const setStatus = (admin: SeededUser, id: number | string, status: unknown) =>
  call("PUT", `/api/admin/orders/${id}/status`, { token: admin.token, body: { status } });

describe("PUT /api/admin/orders/:id/status", () => {
  it("makes every allowed transition and answers the updated order", async () => {
    const admin = await createUser({ admin: true });
    for (const [from, to] of ALLOWED) {
      const order = await seedOrder({ userId: admin.id, status: from, price: 33.3 });
      const { status, json } = await setStatus(admin, order.id, to);
      expect(status, `${from} -> ${to}`).toBe(200);
      expect(json).toMatchObject({ id: order.id, status: to, price: 33.3, product_name: "Seeded Bouquet" });
      expect(await storedStatus(order.id)).toBe(to);
    }
  });

  it("refuses every other change with 400 naming both states, and changes nothing", async () => {
    const admin = await createUser({ admin: true });
    let refused = 0;
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (isAllowed(from, to)) continue;
        const order = await seedOrder({ userId: admin.id, status: from });
        const { status, json } = await setStatus(admin, order.id, to);
        expect(status, `${from} -> ${to}`).toBe(400);
        expect(json).toEqual({
          detail: `Cannot change order status from ${from} to ${to}`,
          code: "statusChange",
        });
        expect(await storedStatus(order.id)).toBe(from);
        refused += 1;
      }
    }
    expect(refused).toBe(25 - ALLOWED.length);
  });

  it("walks an order from pending to delivered one step at a time, never skipping", async () => {
    const admin = await createUser({ admin: true });
    const order = await seedOrder({ userId: admin.id });
    expect((await setStatus(admin, order.id, "shipped")).status).toBe(400);
    for (const next of ["confirmed", "shipped", "delivered"]) {
      expect((await setStatus(admin, order.id, next)).status).toBe(200);
    }
    expect((await setStatus(admin, order.id, "cancelled")).json).toEqual({
      detail: "Cannot change order status from delivered to cancelled",
      code: "statusChange",
    });
  });

  it("lets only one of two simultaneous identical clicks through", async () => {
    const admin = await createUser({ admin: true });
    const order = await seedOrder({ userId: admin.id });
    const answers = await Promise.all([
      setStatus(admin, order.id, "confirmed"),
      setStatus(admin, order.id, "confirmed"),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await storedStatus(order.id)).toBe("confirmed");
  });

  it("answers 404 for an unknown or malformed order id", async () => {
    const admin = await createUser({ admin: true });
    for (const id of ["99999", "abc", "0"]) {
      const { status, json } = await setStatus(admin, id, "confirmed");
      expect(status).toBe(404);
      expect(json).toEqual({ detail: "Order not found", code: "orderNotFound" });
    }
  });

  it("answers 400 for a status that does not exist", async () => {
    const admin = await createUser({ admin: true });
    const order = await seedOrder({ userId: admin.id });
    for (const value of ["refunded", "", null, 3]) {
      const { status, json } = await setStatus(admin, order.id, value);
      expect(status).toBe(400);
      expect(json.detail).toMatch(/^status: must be one of/);
    }
    expect(await storedStatus(order.id)).toBe("pending");
  });
});
