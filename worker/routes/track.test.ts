// The tracking link: whoever holds /track/{token} sees how the order stands (as JSON and as a
// page drawn in the order's language) and its doorstep photo; a wrong token sees nothing, and
// nobody ever sees where the flowers go, who sends them or what the card says.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CATALOGUES } from "../../shared/i18n/catalogues";
import { translate } from "../../shared/i18n/translate";
import type { TrackedOrder } from "../../shared/tracking";
import { type OrderRow, orderEvents, orders, products } from "../db/schema";
import { issueToken } from "../services/accounts/tokens";
import { trackingToken } from "../services/delivery/tracking";
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
      pay_now_url: `/orders/${order.id}/placed?via=code`,
      delivery_photo_url: null,
    });
  });

  it("names the product in the order's language and offers Pay now on its page in that language", async () => {
    const km = await orderIn("km");
    const zh = await orderIn("zh", { paymentMethod: "khqr" });
    const kmAnswer = (await call("GET", `/api/track/${km.token}`)).json as TrackedOrder;
    const zhAnswer = (await call("GET", `/api/track/${zh.token}`)).json as TrackedOrder;
    expect(kmAnswer.product_name).toBe("ផ្កាកុលាបក្រហមអង្គរ");
    expect(kmAnswer.pay_now_url).toBe(`/km/orders/${km.row.id}/placed?via=code`);
    expect(zhAnswer.product_name).toBe("吴哥红玫瑰");
    expect(zhAnswer.pay_now_url).toBe(`/zh/orders/${zh.row.id}/placed?via=code`);
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
      expect(json).toEqual({ detail: "Order not found", code: "orderNotFound" });
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

/** The page's <html lang>, <h1>, and every <img> and <a> with their attributes, read by a real HTML parser. */
async function pageOf(path: string) {
  const answer = await call("GET", path);
  let lang: string | null = null;
  let h1 = "";
  const images: Record<string, string | null>[] = [];
  const links: string[] = [];
  const meta = new Map<string, string>();
  await new HTMLRewriter()
    .on("html", {
      element(html) {
        lang = html.getAttribute("lang");
      },
    })
    .on("h1", {
      text(chunk) {
        h1 += chunk.text;
      },
    })
    .on("img", {
      element: (img) => void images.push({ src: img.getAttribute("src"), alt: img.getAttribute("alt") }),
    })
    .on("a", { element: (a) => void links.push(a.getAttribute("href") ?? "") })
    .on("meta[name]", {
      element: (m) => void meta.set(m.getAttribute("name") ?? "", m.getAttribute("content") ?? ""),
    })
    .transform(new Response(answer.text))
    .text();
  return { ...answer, lang, h1: h1.trim(), images, links, meta };
}

describe("GET /track/:token", () => {
  it("draws the order's facts as a page of its own, with no script", async () => {
    const page = await pageOf(`/track/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(page.lang).toBe("en");
    expect(page.h1).toBe(`Order #${order.id}`);
    expect(page.text).toContain("Angkor Red Roses");
    expect(page.text).toContain("Deluxe");
    expect(page.text).toMatch(/<ol>.*Order placed.*Confirmed.*<\/ol>/s);
    expect(page.text).toContain('datetime="2026-11-26T03:30:00.000Z"');
    // 03:30 UTC is 10:30 in Siem Reap
    expect(page.text).toContain("10:30");
    expect(page.text).toContain("Tuesday 1 December 2026");
    expect(page.text).toContain("Afternoon, 12:00–16:00 (Siem Reap time)");
    expect(page.text).toContain("Unpaid");
    expect(page.text).toContain("Card, Alipay or WeChat Pay");
    expect(page.links).toContain(`/orders/${order.id}/placed?via=code`);
    expect(page.links).toContain("/");
    expect(page.text).not.toContain("<script");
    expect(page.images).toEqual([]);
  });

  it("keeps the link out of search engines, caches and referrers, and allows only its own styles", async () => {
    const page = await pageOf(`/track/${token}`);
    expect(page.meta.get("robots")).toContain("noindex");
    expect(page.meta.get("referrer")).toBe("no-referrer");
    expect(page.headers.get("X-Robots-Tag")).toContain("noindex");
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const csp = page.headers.get("Content-Security-Policy") ?? "";
    // the page's one inline style sheet by its hash; no script at all beyond the shop's own files
    expect(csp).toMatch(/style-src 'self' 'sha256-[^']+';/);
    expect(csp).not.toMatch(/script-src[^;]*sha256/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("is written in the order's language: Khmer and Chinese", async () => {
    const km = await orderIn("km");
    const zh = await orderIn("zh", { status: "shipped" });
    const kmPage = await pageOf(`/track/${km.token}`);
    expect(kmPage.lang).toBe("km");
    // Khmer lines break between words only, as on the storefront's pages: at a <wbr>, words held
    // whole by a nowrap span, and no invisible character in what a reader copies
    const shown = (html: string) => html.replace(/<[^>]*>/g, "");
    expect(kmPage.h1).toBe(translate(CATALOGUES.km, "Order #{number}", { number: km.row.id }));
    expect(shown(kmPage.text)).toContain("ផ្កាកុលាបក្រហមអង្គរ");
    expect(kmPage.text).toMatch(/<p class="product">[^\n]*<wbr>/);
    expect(kmPage.text).not.toMatch(/[\u200b\u2060]/);
    expect(kmPage.links).toContain(`/km/orders/${km.row.id}/placed?via=code`);
    expect(kmPage.links).toContain("/km/");
    expect(kmPage.text).toContain("អង្គារ 1 ធ្នូ 2026");
    expect(kmPage.text).toContain("26 វិច្ឆិកា 2026 09:00");
    expect(shown(kmPage.text)).toContain(translate(CATALOGUES.km, "Order status"));
    expect(kmPage.text).not.toContain("Order status");
    const zhPage = await pageOf(`/track/${zh.token}`);
    expect(zhPage.lang).toBe("zh-Hans");
    expect(zhPage.h1).toBe(`订单 #${zh.row.id}`);
    expect(zhPage.text).toContain("吴哥红玫瑰");
    expect(zhPage.text).toContain("配送中");
    expect(zhPage.text).toContain("未付款");
    expect(zhPage.text).toContain("2026年12月1日星期二");
    expect(zhPage.text).toContain("12:00–16:00（暹粒时间）");
    expect(zhPage.text).toContain("订单状态");
  });

  it("shows the doorstep photo once there is one", async () => {
    const tracked = await orderIn("en", { status: "delivered", paymentStatus: "paid" });
    const key = `private/delivery-photos/${tracked.row.id}/${crypto.randomUUID()}.png`;
    await env.IMAGES.put(key, PNG, { httpMetadata: { contentType: "image/png" } });
    await db().update(orders).set({ deliveryPhotoKey: key }).where(eq(orders.id, tracked.row.id));
    const page = await pageOf(`/track/${tracked.token}`);
    expect(page.images).toEqual([
      { src: `/api/track/${tracked.token}/photo`, alt: "Your flowers at the door" },
    ]);
    expect(page.links).not.toContain(`/orders/${tracked.row.id}/placed?via=code`);
  });

  it("is the shop's 404 page for an altered, a foreign, a random or an orphaned token", async () => {
    const deleted = await orderIn("en");
    await db().delete(orders).where(eq(orders.id, deleted.row.id));
    const wrong = [
      altered(token),
      await issueToken(env, { id: order.id, tokenVersion: 0 }),
      "not-a-token-at-all",
      deleted.token,
    ];
    for (const value of wrong) {
      const page = await pageOf(`/track/${value}`);
      expect(page.status, value).toBe(404);
      expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(page.text).not.toContain("Angkor Red Roses");
      expect(page.headers.get("X-Robots-Tag")).toContain("noindex");
      expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    }
  });
});

describe("nothing private leaves through the link", () => {
  it("neither the answer nor the page carries the address, phones, e-mail, names or card message", async () => {
    const json = await call("GET", `/api/track/${token}`);
    const page = await call("GET", `/track/${token}`);
    for (const text of PRIVATE_TEXTS) {
      expect(json.text, text).not.toContain(text);
      expect(page.text, text).not.toContain(text);
    }
    for (const text of ["Owner Secretname", "Owner note nobody else reads"]) {
      expect(json.text).not.toContain(text);
      expect(page.text).not.toContain(text);
    }
  });
});
