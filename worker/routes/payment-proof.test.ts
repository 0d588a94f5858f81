// Private pictures of an order (docs/decisions/037): the customer's proof of payment and the
// shop's delivery photo live under private/ in R2, reach only the order's customer and
// admins, and are never served by the public /api/uploads/.
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DETAIL } from "../../shared/messages";
import { orders } from "../db/schema";
import { PROOF_UPLOADS_MAX } from "../services/orders/order-files";
import { emptyShop, seedOrder } from "../test/fixtures";
import { BASE, call, createUser, db, type SeededUser } from "../test/helpers";
import { bigPng, emptyBucket, PNG, sha256, storedKeys, upload } from "../test/images";
import { catchJobs } from "../test/notifications";

let customer: SeededUser;
let order: Awaited<ReturnType<typeof seedOrder>>;
beforeEach(async () => {
  await emptyShop();
  await emptyBucket();
  customer = await createUser();
  order = await seedOrder({ userId: customer.id, price: 45 });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const proofPath = (id: number | string) => `/api/orders/${id}/payment-proof`;
const storedOrder = async (id: number) => db().query.orders.findFirst({ where: eq(orders.id, id) });

describe("POST /api/orders/:id/payment-proof", () => {
  it("stores the screenshot privately under the order, answers the order, and sends the shop's chat the picture", async () => {
    const jobs = catchJobs();
    const response = await upload(proofPath(order.id), customer.token, PNG, "bank-app.png");
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({
      id: order.id,
      payment_status: "unpaid",
      payment_proof_at: expect.any(String),
    });
    expect(answer).not.toHaveProperty("payment_proof_key");

    const key = `private/payment-proofs/${order.id}/${await sha256(PNG)}.png`;
    expect(await storedKeys()).toEqual([key]);
    const object = await env.IMAGES.get(key);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    const row = await storedOrder(order.id);
    expect(row?.paymentProofKey).toBe(key);
    expect(row?.paymentProofAt).toBe(answer.payment_proof_at);
    expect(jobs).toEqual([
      { kind: "telegram.refresh", orderId: order.id },
      { kind: "telegram.proof", orderId: order.id, key },
    ]);
  });

  it("lets an admin upload it for the customer", async () => {
    catchJobs();
    const admin = await createUser({ admin: true });
    expect((await upload(proofPath(order.id), admin.token, PNG)).status).toBe(200);
    expect((await storedOrder(order.id))?.paymentProofKey).toMatch(/^private\/payment-proofs\//);
  });

  it("is 404 to another customer and for an unknown order, 401 without a sign-in, storing nothing", async () => {
    const stranger = await createUser();
    for (const [path, token, expected] of [
      [proofPath(order.id), stranger.token, 404],
      [proofPath(order.id + 1000), customer.token, 404],
      [proofPath(order.id), undefined, 401],
    ] as const) {
      const response = await upload(path, token, PNG);
      expect(response.status, path).toBe(expected);
      if (expected === 404)
        expect(await response.json()).toEqual({ detail: "Order not found", code: "orderNotFound" });
    }
    expect(await storedKeys()).toEqual([]);
    expect((await storedOrder(order.id))?.paymentProofKey).toBeNull();
  });

  it("refuses a cancelled order with 400", async () => {
    const cancelled = await seedOrder({ userId: customer.id, status: "cancelled" });
    const response = await upload(proofPath(cancelled.id), customer.token, PNG);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: "This order is cancelled", code: "orderCancelled" });
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses a file that is not an image (415), no file (400) and a file over 5 MB (413), changing nothing", async () => {
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    const cases = [
      [
        html,
        "proof.png",
        415,
        { detail: "Only JPEG, PNG, WebP, AVIF or GIF images are accepted", code: "unsupportedImage" },
      ],
      [null, "", 400, { detail: "file: an image file is required", code: "missingFile", path: "file" }],
      [
        bigPng(5 * 1024 * 1024 + 1),
        "huge.png",
        413,
        { detail: "Image is larger than 5 MB", code: "imageTooLarge" },
      ],
    ] as const;
    for (const [bytes, name, status, answer] of cases) {
      const response = await upload(proofPath(order.id), customer.token, bytes, name);
      expect(response.status, name).toBe(status);
      expect(await response.json()).toEqual(answer);
    }
    expect(await storedKeys()).toEqual([]);
    expect((await storedOrder(order.id))?.paymentProofAt).toBeNull();
  });

  it("refuses a new proof once the order is paid (409), keeping the one the owner checked", async () => {
    catchJobs();
    expect((await upload(proofPath(order.id), customer.token, PNG)).status).toBe(200);
    const checked = await storedKeys();
    await db().update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, order.id));

    const response = await upload(proofPath(order.id), customer.token, bigPng(4000));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ detail: DETAIL.proofAlreadyPaid, code: "proofAlreadyPaid" });
    expect(await storedKeys()).toEqual(checked);
    expect((await storedOrder(order.id))?.paymentProofKey).toBe(checked[0]);
  });

  it("deletes the proof it replaces, so R2 keeps one picture per order", async () => {
    const jobs = catchJobs();
    await upload(proofPath(order.id), customer.token, PNG);
    const second = bigPng(3000);
    expect((await upload(proofPath(order.id), customer.token, second)).status).toBe(200);
    const key = `private/payment-proofs/${order.id}/${await sha256(second)}.png`;
    expect(await storedKeys()).toEqual([key]);
    expect((await storedOrder(order.id))?.paymentProofKey).toBe(key);
    // The same picture again replaces nothing and deletes nothing, and the chat gets it once.
    expect((await upload(proofPath(order.id), customer.token, second)).status).toBe(200);
    expect(await storedKeys()).toEqual([key]);
    expect(jobs.filter((job) => job.kind === "telegram.proof")).toEqual([
      {
        kind: "telegram.proof",
        orderId: order.id,
        key: `private/payment-proofs/${order.id}/${await sha256(PNG)}.png`,
      },
      { kind: "telegram.proof", orderId: order.id, key },
    ]);
  });

  it(`takes at most ${PROOF_UPLOADS_MAX} proofs per order, then answers 409 and stores nothing`, async () => {
    catchJobs();
    for (let n = 1; n <= PROOF_UPLOADS_MAX; n += 1) {
      expect((await upload(proofPath(order.id), customer.token, bigPng(1000 + n))).status).toBe(200);
    }
    const kept = await storedKeys();
    const response = await upload(proofPath(order.id), customer.token, bigPng(999));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ detail: DETAIL.tooManyProofs, code: "tooManyProofs" });
    expect(await storedKeys()).toEqual(kept);
    expect(kept).toHaveLength(1);
    expect((await storedOrder(order.id))?.paymentProofUploads).toBe(PROOF_UPLOADS_MAX);
  });

  it("takes a phone screenshot of 2 MB", async () => {
    catchJobs();
    const response = await upload(proofPath(order.id), customer.token, bigPng(2 * 1024 * 1024));
    expect(response.status).toBe(200);
  });
});

describe("GET /api/orders/:id/payment-proof and /delivery-photo", () => {
  it("serves the proof's exact bytes to the customer and an admin, privately and never as a page", async () => {
    catchJobs();
    await upload(proofPath(order.id), customer.token, PNG);
    const admin = await createUser({ admin: true });
    for (const token of [customer.token, admin.token]) {
      const response = await exports.default.fetch(
        new Request(`${BASE}${proofPath(order.id)}`, { headers: { Authorization: `Bearer ${token}` } }),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    }
  });

  it("is 404 to another customer, 401 without a sign-in, and 404 while there is none", async () => {
    catchJobs();
    const stranger = await createUser();
    expect((await call("GET", proofPath(order.id), { token: customer.token })).json).toEqual({
      detail: "No proof of payment uploaded",
      code: "proofNotFound",
    });
    await upload(proofPath(order.id), customer.token, PNG);
    const other = await call("GET", proofPath(order.id), { token: stranger.token });
    expect(other.status).toBe(404);
    expect(other.json).toEqual({ detail: "Order not found", code: "orderNotFound" });
    expect((await call("GET", proofPath(order.id))).status).toBe(401);

    const photo = await call("GET", `/api/orders/${order.id}/delivery-photo`, { token: customer.token });
    expect(photo.status).toBe(404);
    expect(photo.json).toEqual({ detail: "No delivery photo uploaded", code: "deliveryPhotoNotFound" });
  });

  it("serves the delivery photo to the order's customer only", async () => {
    const key = `private/delivery-photos/${order.id}/${await sha256(PNG)}.png`;
    await env.IMAGES.put(key, PNG, { httpMetadata: { contentType: "image/png" } });
    await db().update(orders).set({ deliveryPhotoKey: key }).where(eq(orders.id, order.id));
    const stranger = await createUser();
    const mine = await call("GET", `/api/orders/${order.id}/delivery-photo`, { token: customer.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/png");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    const theirs = await call("GET", `/api/orders/${order.id}/delivery-photo`, { token: stranger.token });
    expect(theirs.status).toBe(404);
  });
});

describe("GET /api/uploads/ and private objects", () => {
  it("never serves a proof or a delivery photo, however the key is written", async () => {
    catchJobs();
    await upload(proofPath(order.id), customer.token, PNG);
    const [key] = await storedKeys("private/");
    expect(key).toBeDefined();
    const admin = await createUser({ admin: true });
    for (const path of [
      `/api/uploads/${key}`,
      `/api/uploads/img/../${key}`,
      `/api/uploads/./${key}`,
      `/api/uploads/%70rivate/${key?.slice("private/".length)}`,
    ]) {
      const response = await call("GET", path, { token: admin.token });
      expect(response.status, path).toBe(404);
      expect(response.json).toEqual({ detail: "Not found", code: "notFound" });
    }
  });
});
