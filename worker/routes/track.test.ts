// The tracking link: whoever holds /track/{token} sees how the order stands (as JSON and as a
// page drawn in the order's language) and its doorstep photo; a wrong token sees nothing, and
// nobody ever sees where the flowers go, who sends them or what the card says.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TrackedOrder } from "../../shared/tracking";
import { type OrderRow, orderEvents, orders, products } from "../db/schema";
import { issueToken } from "../services/tokens";
import { trackingToken } from "../services/tracking";
import { call, createProduct, createUser, db } from "../test/helpers";
import { PNG } from "../test/images";
import { floristOrder } from "../test/notifications";

/** What must never leave the shop through a tracking link. */
const PRIVATE = {
  customerName: "Chanthou Zzyzx",
  customerEmail: "chanthou.zzyzx@example.com",
  customerMobile: "+855 77 424 242",
  address: "Zebra Lane 9981",
  landmark: "Behind the purple kiosk",
  specialInstructions: "Knock thrice quietly",
  recipientName: "Dara Qwertyname",
  recipientPhone: "+855 66 313 131",
  cardMessage: "Secret card words xyzzy",
} satisfies Partial<OrderRow>;

const PRIVATE_TEXTS = [...Object.values(PRIVATE), "424 242", "313 131", "13.3621", "103.8597"];

let order: OrderRow;
let token: string;

async function orderIn(locale: OrderRow["locale"], changes: Partial<OrderRow> = {}) {
  const user = await createUser();
  const product = await createProduct({ name: "Angkor Red Roses" });
  await db()
    .update(products)
    .set({ nameKm: "ផ្កាកុលាបក្រហមអង្គរ", nameZh: "吴哥红玫瑰" })
    .where(eq(products.id, product.id));
  const row = await floristOrder(user.id, {
    ...PRIVATE,
    productId: product.id,
    productName: "Angkor Red Roses",
    locale,
    paymentMethod: "payway",
    createdAt: "2026-11-26T02:00:00.000Z",
    ...changes,
  });
  return { row, token: await trackingToken(env, row.id) };
}

/** A token with one character changed, in the signature's middle (every bit of it counts there). */
function altered(value: string) {
  const at = value.length - 10;
  const swapped = value[at] === "A" ? "B" : "A";
  return value.slice(0, at) + swapped + value.slice(at + 1);
}

beforeAll(async () => {
  ({ row: order, token } = await orderIn("en"));
  await db()
    .insert(orderEvents)
    .values([
      {
        orderId: order.id,
        kind: "status",
        fromValue: "pending",
        toValue: "confirmed",
        actorName: "Owner Secretname",
        source: "dashboard",
        createdAt: "2026-11-26T03:30:00.000Z",
      },
      {
        orderId: order.id,
        kind: "note",
        note: "Owner note nobody else reads",
        actorName: "Owner Secretname",
        source: "dashboard",
        createdAt: "2026-11-26T03:31:00.000Z",
      },
    ]);
  await db().update(orders).set({ status: "confirmed" }).where(eq(orders.id, order.id));
});

describe("GET /api/track/:token", () => {
  it("answers how the order stands, privately", async () => {
    const { status, headers, json } = await call("GET", `/api/track/${token}`);
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("X-Robots-Tag")).toContain("noindex");
    const answer = json as TrackedOrder;
    expect(answer).toEqual({
      id: order.id,
      locale: "en",
      product_name: "Angkor Red Roses",
      size: "deluxe",
      status: "confirmed",
      placed_at: "2026-11-26T02:00:00.000Z",
      timeline: [
        { status: "pending", at: "2026-11-26T02:00:00.000Z" },
        { status: "confirmed", at: "2026-11-26T03:30:00.000Z" },
      ],
      delivery_date: "2026-12-01",
      delivery_slot_label: "Afternoon",
      delivery_start: "12:00",
      delivery_end: "16:00",
      payment_method: "payway",
      payment_status: "unpaid",
      pay_now_url: `/orders/${order.id}/placed`,
      delivery_photo_url: null,
    });
  });

  it("names the product in the order's language and offers Pay now on its page in that language", async () => {
    const km = await orderIn("km");
    const zh = await orderIn("zh", { paymentMethod: "khqr" });
    const kmAnswer = (await call("GET", `/api/track/${km.token}`)).json as TrackedOrder;
    const zhAnswer = (await call("GET", `/api/track/${zh.token}`)).json as TrackedOrder;
    expect(kmAnswer.product_name).toBe("ផ្កាកុលាបក្រហមអង្គរ");
    expect(kmAnswer.pay_now_url).toBe(`/km/orders/${km.row.id}/placed`);
    expect(zhAnswer.product_name).toBe("吴哥红玫瑰");
    expect(zhAnswer.pay_now_url).toBe(`/zh/orders/${zh.row.id}/placed`);
  });

  it("offers no Pay now on a paid, a cancelled or a cash order", async () => {
    for (const changes of [
      { paymentStatus: "paid" },
      { status: "cancelled" },
      { paymentMethod: "cash" },
    ] as const) {
      const tracked = await orderIn("en", changes);
      expect((await call("GET", `/api/track/${tracked.token}`)).json.pay_now_url).toBeNull();
    }
  });

  it("is a 404 for an altered, a foreign, a random or an orphaned token", async () => {
    const deleted = await orderIn("en");
    await db().delete(orders).where(eq(orders.id, deleted.row.id));
    const wrong = [
      altered(token),
      await issueToken(env, { id: order.id, tokenVersion: 0 }),
      "not-a-token-at-all",
      deleted.token,
    ];
    for (const value of wrong) {
      const { status, json, headers } = await call("GET", `/api/track/${value}`);
      expect(status, value).toBe(404);
      expect(json).toEqual({ detail: "Order not found" });
      expect(headers.get("Cache-Control")).toBe("private, no-store");
    }
  });
});

describe("GET /api/track/:token/photo", () => {
  it("serves the doorstep photo to the token's holder only", async () => {
    const tracked = await orderIn("en", { status: "delivered" });
    expect((await call("GET", `/api/track/${tracked.token}/photo`)).status).toBe(404);
    const key = `private/delivery-photos/${tracked.row.id}/${crypto.randomUUID()}.png`;
    await env.IMAGES.put(key, PNG, { httpMetadata: { contentType: "image/png" } });
    await db()
      .update(orders)
      .set({ deliveryPhotoKey: key, deliveryPhotoAt: new Date().toISOString() })
      .where(eq(orders.id, tracked.row.id));

    const answer = (await call("GET", `/api/track/${tracked.token}`)).json as TrackedOrder;
    expect(answer.delivery_photo_url).toBe(`/api/track/${tracked.token}/photo`);
    const photo = await call("GET", `/api/track/${tracked.token}/photo`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("Content-Type")).toBe("image/png");
    expect(photo.headers.get("Cache-Control")).toBe("private, no-store");

    for (const value of [altered(tracked.token), token, "nope"]) {
      expect((await call("GET", `/api/track/${value}/photo`)).status, value).toBe(404);
    }
  });
});

describe("nothing private leaves through the link", () => {
  it("the answer carries no the address, phones, e-mail, names or card message", async () => {
    const json = await call("GET", `/api/track/${token}`);
    for (const text of PRIVATE_TEXTS) {
      expect(json.text, text).not.toContain(text);
    }
    for (const text of ["Owner Secretname", "Owner note nobody else reads"]) {
      expect(json.text).not.toContain(text);
    }
  });
});
