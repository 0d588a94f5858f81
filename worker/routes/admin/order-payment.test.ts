// The owner's side of paying (docs/decisions/037): marking an order paid or unpaid, and the
// private delivery photo of a shipped or delivered order.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { orders } from "../../db/schema";
import { clock } from "../../services/clock";
import { emptyShop, seedOrder } from "../../test/fixtures";
import { call, createUser, db, type SeededUser } from "../../test/helpers";
import { bigPng, emptyBucket, PNG, sha256, storedKeys, upload } from "../../test/images";
import { catchJobs } from "../../test/notifications";

let admin: SeededUser;
let customer: SeededUser;
beforeEach(async () => {
  await emptyShop();
  await emptyBucket();
  admin = await createUser({ admin: true });
  customer = await createUser();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const storedOrder = async (id: number) => db().query.orders.findFirst({ where: eq(orders.id, id) });
const setPayment = (token: string, id: number | string, body: unknown) =>
  call("PUT", `/api/admin/orders/${id}/payment`, { token, body: body as Record<string, unknown> });

describe("PUT /api/admin/orders/:id/payment", () => {
  it("marks an order paid now and unpaid again, answering the order and refreshing the shop's message", async () => {
    const jobs = catchJobs();
    vi.spyOn(clock, "now").mockReturnValue(new Date("2026-12-01T03:00:00.000Z"));
    const order = await seedOrder({ userId: customer.id, price: 45 });

    const paid = await setPayment(admin.token, order.id, { status: "paid" });
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({
      id: order.id,
      payment_status: "paid",
      paid_at: "2026-12-01T03:00:00.000Z",
      status: "pending",
    });
    expect(await storedOrder(order.id)).toMatchObject({
      paymentStatus: "paid",
      paidAt: "2026-12-01T03:00:00.000Z",
    });

    const unpaid = await setPayment(admin.token, order.id, { status: "unpaid" });
    expect(unpaid.json).toMatchObject({ payment_status: "unpaid", paid_at: null });
    expect(await storedOrder(order.id)).toMatchObject({ paymentStatus: "unpaid", paidAt: null });
    expect(jobs).toEqual([
      { kind: "telegram.refresh", orderId: order.id },
      { kind: "telegram.refresh", orderId: order.id },
    ]);
  });

  it("keeps the first paid_at and queues nothing when the order is already paid", async () => {
    const jobs = catchJobs();
    const order = await seedOrder({ userId: customer.id });
    vi.spyOn(clock, "now").mockReturnValue(new Date("2026-12-01T03:00:00.000Z"));
    await setPayment(admin.token, order.id, { status: "paid" });
    vi.spyOn(clock, "now").mockReturnValue(new Date("2026-12-02T03:00:00.000Z"));
    const again = await setPayment(admin.token, order.id, { status: "paid" });
    expect(again.status).toBe(200);
    expect(again.json.paid_at).toBe("2026-12-01T03:00:00.000Z");
    expect(jobs).toHaveLength(1);
  });

  it("answers 404 for an unknown order, 400 for an unknown status, 403 to a customer, changing nothing", async () => {
    const order = await seedOrder({ userId: customer.id });
    const unknown = await setPayment(admin.token, order.id + 1000, { status: "paid" });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ detail: "Order not found", code: "orderNotFound" });

    const bad = await setPayment(admin.token, order.id, { status: "settled" });
    expect(bad.status).toBe(400);
    expect(bad.json.detail).toBe("status: must be one of unpaid, paid, refunded");

    const mine = await setPayment(customer.token, order.id, { status: "paid" });
    expect(mine.status).toBe(403);
    expect(mine.json).toEqual({ detail: "Admin access required", code: "adminOnly" });
    expect((await storedOrder(order.id))?.paymentStatus).toBe("unpaid");
  });
});

describe("POST /api/admin/orders/:id/delivery-photo", () => {
  const photoPath = (id: number | string) => `/api/admin/orders/${id}/delivery-photo`;

  it("stores the photo of a shipped or delivered order privately, answers the order and refreshes the shop's message", async () => {
    const jobs = catchJobs();
    for (const status of ["shipped", "delivered"] as const) {
      const order = await seedOrder({ userId: customer.id, status });
      const response = await upload(photoPath(order.id), admin.token, PNG, "doorstep.png");
      expect(response.status, status).toBe(200);
      const answer = (await response.json()) as Record<string, unknown>;
      expect(answer).toMatchObject({ id: order.id, status, delivery_photo_at: expect.any(String) });

      const key = `private/delivery-photos/${order.id}/${await sha256(PNG)}.png`;
      expect((await storedOrder(order.id))?.deliveryPhotoKey).toBe(key);
      expect((await env.IMAGES.head(key))?.httpMetadata?.contentType).toBe("image/png");
      // The customer sees it through the order, never through /api/uploads/.
      const served = await call("GET", `/api/orders/${order.id}/delivery-photo`, { token: customer.token });
      expect(served.status).toBe(200);
      expect((await call("GET", `/api/uploads/${key}`)).status).toBe(404);
      expect(jobs.splice(0)).toEqual([{ kind: "telegram.refresh", orderId: order.id }]);
    }
  });

  it("refuses an order not yet shipped, or cancelled, with 400, storing nothing", async () => {
    for (const status of ["pending", "confirmed", "cancelled"] as const) {
      const order = await seedOrder({ userId: customer.id, status });
      const response = await upload(photoPath(order.id), admin.token, PNG);
      expect(response.status, status).toBe(400);
      expect(await response.json()).toEqual({
        detail: "A delivery photo can be added once the order is shipped",
        code: "deliveryPhotoTooEarly",
      });
      expect((await storedOrder(order.id))?.deliveryPhotoKey).toBeNull();
    }
    expect(await storedKeys()).toEqual([]);
  });

  it("is for admins only (403), 404 for an unknown order, and takes only images", async () => {
    const order = await seedOrder({ userId: customer.id, status: "delivered" });
    expect((await upload(photoPath(order.id), customer.token, PNG)).status).toBe(403);
    expect((await upload(photoPath(order.id), undefined, PNG)).status).toBe(401);
    const unknown = await upload(photoPath(order.id + 1000), admin.token, PNG);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: "Order not found", code: "orderNotFound" });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const refused = await upload(photoPath(order.id), admin.token, svg, "photo.svg");
    expect(refused.status).toBe(415);
    const missing = await upload(photoPath(order.id), admin.token, null);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      detail: "file: an image file is required",
      code: "missingFile",
      path: "file",
    });
    expect(await storedKeys()).toEqual([]);
    expect((await storedOrder(order.id))?.deliveryPhotoKey).toBeNull();
  });

  it("takes a 2 MB photo and refuses one over 5 MB with 413", async () => {
    catchJobs();
    const order = await seedOrder({ userId: customer.id, status: "delivered" });
    expect((await upload(photoPath(order.id), admin.token, bigPng(2 * 1024 * 1024))).status).toBe(200);
    const huge = await upload(photoPath(order.id), admin.token, bigPng(5 * 1024 * 1024 + 1));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ detail: "Image is larger than 5 MB", code: "imageTooLarge" });
  });
});
