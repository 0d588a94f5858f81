// The customer's e-mails: what each event says in text and HTML, user text escaped in the
// HTML, the shop's contacts, and the delivery photo from R2 attached (to Resend as base64).
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHOP } from "../../shared/shop";
import { addOns, orders, products, telegramOutbox } from "../db/schema";
import { trackedOrderId } from "../services/delivery/tracking";
import { emptyShop } from "../test/fixtures";
import { createAddOn } from "../test/florist";
import { createProduct, createUser, db, type SeededUser } from "../test/helpers";
import { callWorker, devEnv, floristOrder, runJobs } from "../test/notifications";
import { orderEmail } from "./emails";
import { type OrderEmailEvent, paymentReceivedJobs, refundedJobs } from "./jobs";

/** The e-mail for an order whose account has a verified address (every test's customer). */
async function mailOf(...args: Parameters<typeof orderEmail>) {
  const mail = await orderEmail(...args);
  if (!mail) throw new Error("no e-mail for an order of a verified account");
  return mail;
}

const HOSTILE = `<img src=x onerror="alert('card')"> & <b>love</b>`;

let customer: SeededUser;
beforeEach(async () => {
  await emptyShop();
  customer = await createUser();
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("who is written to", () => {
  it("the account's verified address, never the address typed in the order form", async () => {
    const order = await floristOrder(customer.id, { customerEmail: "victim@elsewhere.example" });
    const mail = await orderEmail(devEnv, db(), order, "placed");
    expect(mail?.to).toBe(customer.email);
  });

  it("nobody when the account is not verified or is gone: the job is done and nothing is sent", async () => {
    const unverified = await createUser({ verified: false });
    const unproven = await floristOrder(unverified.id, { customerEmail: "victim@elsewhere.example" });
    const orphan = await floristOrder(customer.id, { userId: null });
    expect(await orderEmail(devEnv, db(), unproven, "placed")).toBeNull();
    expect(await orderEmail(devEnv, db(), orphan, "placed")).toBeNull();

    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ id: "email_0" }));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const result = await runJobs(
      [
        { kind: "email.order", orderId: unproven.id, event: "placed" },
        { kind: "email.order", orderId: orphan.id, event: "confirmed" },
      ],
      { env: { ...devEnv, RESEND_API_KEY: "re_test" } },
    );
    expect(result.explicitAcks).toEqual(["msg-0", "msg-1"]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

const EVERY_EVENT: OrderEmailEvent[] = [
  "placed",
  "confirmed",
  "shipped",
  "delivered",
  "cancelled",
  "paid",
  "refunded",
];

describe("the tracking link", () => {
  it.each(EVERY_EVENT)(
    "%s: carries the order's own tracking page, in the text and as a button in the HTML",
    async (event) => {
      const order = await floristOrder(customer.id);
      const shop = { ...devEnv, SHOP_URL: "https://flowers.example.com" };
      const mail = await mailOf(shop, db(), order, event);

      const link = /Track your order:\nhttps:\/\/flowers\.example\.com\/track\/([\w.-]+)/.exec(mail.text);
      const token = link?.[1] ?? "";
      expect(await trackedOrderId(shop, token)).toBe(order.id);
      expect(mail.html).toContain(`<a href="https://flowers.example.com/track/${token}"`);
      expect(mail.html).toMatch(/>Track your order<\/a>/);
    },
  );
});

describe("the receipt (placed)", () => {
  it("says what, when, to whom, the card, the total in USD and riel, and cash on delivery", async () => {
    const order = await floristOrder(customer.id);
    const mail = await mailOf(devEnv, db(), order, "placed");

    expect(mail.to).toBe(customer.email);
    expect(mail.subject).toBe(`We have your order #${order.id}`);
    for (const line of [
      "Thank you, Sokha Chan",
      "Flowers: Angkor Red Roses (Deluxe)",
      "Add-ons: Glass vase",
      "Delivery: Tuesday 1 December 2026, Afternoon, 12:00–16:00 (Siem Reap time)",
      "To: Dara Sok, +855 98 111 222",
      "Address: Sivatha Blvd 12, Near the Old Market, Siem Reap",
      "Card message: Happy birthday, Dara!",
      "Total: $57.00 · ៛233,700",
      "How to pay: cash on delivery.",
      SHOP.name,
      SHOP.phones[0],
      SHOP.email,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain("<th");
    expect(mail.html).toContain("Happy birthday, Dara!");
  });

  it("for KHQR, says how to pay with a link to the orders page on the shop's address", async () => {
    const order = await floristOrder(customer.id, { paymentMethod: "khqr" });
    const mail = await mailOf({ ...devEnv, SHOP_URL: "https://flowers.example.com" }, db(), order, "placed");
    expect(mail.text).toContain("How to pay: KHQR.");
    expect(mail.text).toContain("https://flowers.example.com/orders?via=code");
    expect(mail.html).toContain('<a href="https://flowers.example.com/orders?via=code">');
  });

  it("escapes a hostile card message, name and address in the HTML, and keeps them as written in the text", async () => {
    const order = await floristOrder(customer.id, {
      cardMessage: HOSTILE,
      customerName: "</h1><script>steal()</script>",
      address: `"><iframe src=//evil>`,
    });
    const mail = await mailOf(devEnv, db(), order, "placed");

    expect(mail.html).not.toMatch(/<img|<script|<iframe|<b>love/);
    expect(mail.html).toContain(
      "&lt;img src=x onerror=&quot;alert(&#39;card&#39;)&quot;&gt; &amp; &lt;b&gt;love&lt;/b&gt;",
    );
    expect(mail.html).toContain("Thank you, &lt;/h1&gt;&lt;script&gt;steal()&lt;/script&gt;");
    expect(mail.html).toContain("&quot;&gt;&lt;iframe src=//evil&gt;");
    expect(mail.text).toContain(`Card message: ${HOSTILE}`);
  });
});

describe("the status e-mails", () => {
  it.each([
    ["confirmed", "is confirmed", "We are preparing your flowers for Tuesday 1 December 2026"],
    ["shipped", "is out for delivery", "Our rider is taking order"],
    ["cancelled", "is cancelled", "If you did not expect this, please contact us."],
  ] as const)("%s: subject and what it says", async (event, subject, says) => {
    const order = await floristOrder(customer.id, { status: event });
    const mail = await mailOf(devEnv, db(), order, event);
    expect(mail.subject).toBe(`Order #${order.id} ${subject}`);
    expect(mail.text).toContain(says);
    expect(mail.html).toContain(says.replace("'", "&#39;"));
    expect(mail.attachments).toBeUndefined();
  });

  it("a paid, cancelled order is promised a refund", async () => {
    const order = await floristOrder(customer.id, { status: "cancelled", paymentStatus: "paid" });
    const mail = await mailOf(devEnv, db(), order, "cancelled");
    expect(mail.text).toContain("we will contact you about the refund");
  });
});

describe("paying through ABA PayWay", () => {
  const REFERENCE = "4117-k3v9x2ma";

  it.each(["placed", "confirmed"] as const)(
    "%s: an unpaid PayWay order is told to pay online from its orders page, not by KHQR or cash",
    async (event) => {
      const order = await floristOrder(customer.id, {
        paymentMethod: "payway",
        status: event === "placed" ? "pending" : event,
      });
      const mail = await mailOf({ ...devEnv, SHOP_URL: "https://flowers.example.com" }, db(), order, event);
      expect(mail.text).toContain(
        'How to pay: online by card, Alipay or WeChat Pay through ABA PayWay. If you have not paid yet, open your orders page and tap "Pay now":\nhttps://flowers.example.com/orders?via=code',
      );
      expect(mail.html).toContain('<a href="https://flowers.example.com/orders?via=code">');
      expect(mail.text).not.toMatch(/KHQR|cash on delivery/);
    },
  );

  it("paid: says the payment of the total arrived through PayWay, named as the order form names it, and that the shop will still confirm", async () => {
    const order = await floristOrder(customer.id, {
      paymentMethod: "payway",
      paymentStatus: "paid",
      paidAt: "2026-11-27T03:00:00.000Z",
      paymentReference: REFERENCE,
    });
    const mail = await mailOf(devEnv, db(), order, "paid");

    expect(mail.subject).toBe(`Payment received for order #${order.id}`);
    for (const line of [
      "Payment received, thank you",
      `We have received your payment of $57.00 for order #${order.id}, paid by card, Alipay or WeChat Pay through ABA PayWay.`,
      "We will confirm your order soon.",
      "Flowers: Angkor Red Roses (Deluxe)",
      "Delivery: Tuesday 1 December 2026, Afternoon, 12:00–16:00 (Siem Reap time)",
      "To: Dara Sok, +855 98 111 222",
      "Total: $57.00 · ៛233,700",
      `Payment reference: ${REFERENCE}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain(
      `<td style="white-space:pre-wrap;padding:4px 12px 4px 0;vertical-align:top;text-align:left">${REFERENCE}</td>`,
    );
    expect(mail.idempotencyKey).toBe(`order-${order.id}-paid`);
  });

  it("paid: an order the owner confirmed already is not promised a confirmation again", async () => {
    const order = await floristOrder(customer.id, {
      status: "confirmed",
      paymentMethod: "payway",
      paymentStatus: "paid",
      paymentReference: REFERENCE,
    });
    const mail = await mailOf(devEnv, db(), order, "paid");
    expect(mail.text).toContain("We have received your payment of $57.00");
    expect(mail.text).not.toContain("We will confirm");
  });

  it("paid: a payment that reaches an order cancelled meanwhile is said to be given back", async () => {
    const order = await floristOrder(customer.id, {
      status: "cancelled",
      paymentMethod: "payway",
      paymentStatus: "paid",
      paymentReference: REFERENCE,
    });
    const mail = await mailOf(devEnv, db(), order, "paid");
    expect(mail.text).toContain(
      `Order #${order.id} is cancelled, so this payment will be given back: we will contact you about the refund.`,
    );
  });

  it("refunded: says how much was given back and that it returns to the card or wallet, which may take days", async () => {
    const order = await floristOrder(customer.id, {
      status: "cancelled",
      paymentMethod: "payway",
      paymentStatus: "refunded",
      paymentReference: REFERENCE,
    });
    const mail = await mailOf(devEnv, db(), order, "refunded");

    expect(mail.subject).toBe(`Refund for order #${order.id}`);
    for (const line of [
      "Your payment is refunded",
      `We have given back the $57.00 you paid for order #${order.id}.`,
      "The money goes back to the card or wallet you paid with. Depending on your bank, it can take a few days to show.",
      "Refunded: $57.00 · ៛233,700",
      `Payment reference: ${REFERENCE}`,
      "Status: Cancelled",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.idempotencyKey).toBe(`order-${order.id}-refunded`);
  });

  it("refunded: a KHQR or cash payment given back says nothing of cards", async () => {
    const order = await floristOrder(customer.id, {
      status: "cancelled",
      paymentMethod: "khqr",
      paymentStatus: "refunded",
    });
    const mail = await mailOf(devEnv, db(), order, "refunded");
    expect(mail.text).toContain(`We have given back the $57.00 you paid for order #${order.id}.`);
    expect(mail.text).not.toMatch(/card or wallet|Payment reference/);
  });

  it("cancelled: a refunded order is told it was refunded, not that the shop will be in touch", async () => {
    const order = await floristOrder(customer.id, {
      status: "cancelled",
      paymentMethod: "payway",
      paymentStatus: "refunded",
      paymentReference: REFERENCE,
    });
    const mail = await mailOf(devEnv, db(), order, "cancelled");
    expect(mail.text).toContain(
      `Order #${order.id} is cancelled, and the $57.00 you paid has been refunded.`,
    );
    expect(mail.text).toContain("The money goes back to the card or wallet you paid with.");
    expect(mail.text).not.toContain("we will contact you about the refund");
  });

  it("the jobs of a PayWay payment and of a refund bring the customer each e-mail once, in the dev outbox", async () => {
    const order = await floristOrder(customer.id, {
      paymentMethod: "payway",
      paymentStatus: "paid",
      paymentReference: REFERENCE,
    });
    await runJobs(paymentReceivedJobs(order.id));
    await db()
      .update(orders)
      .set({ status: "cancelled", paymentStatus: "refunded" })
      .where(eq(orders.id, order.id));
    await runJobs(refundedJobs(order.id));

    const outbox = await callWorker(`/api/dev/outbox?email=${encodeURIComponent(customer.email)}`, {});
    const { messages } = (await outbox.json()) as { messages: { subject: string }[] };
    expect(messages.map((message) => message.subject)).toEqual([
      `Refund for order #${order.id}`,
      `Payment received for order #${order.id}`,
    ]);
  });
});

describe("delivered", () => {
  const PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 0xff, 0xd9]);

  it("attaches the delivery photo from R2, named for the order, and sends it to Resend as base64", async () => {
    const order = await floristOrder(customer.id, { status: "delivered" });
    const key = `private/delivery-photos/${order.id}/abc123.jpg`;
    await env.IMAGES.put(key, PHOTO);
    await db()
      .update(orders)
      .set({ deliveryPhotoKey: key, deliveryPhotoAt: new Date().toISOString() })
      .where(eq(orders.id, order.id));
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ id: "email_3" }));

    const result = await runJobs([{ kind: "email.order", orderId: order.id, event: "delivered" }], {
      env: { ...devEnv, RESEND_API_KEY: "re_test" },
    });

    expect(result.explicitAcks).toEqual(["msg-0"]);
    const body = JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body));
    expect(body.subject).toBe(`Order #${order.id} is delivered`);
    expect(body.text).toContain("A photo of the bouquet at the door is attached.");
    expect(body.attachments).toEqual([
      { filename: `order-${order.id}-delivery.jpg`, content: btoa(String.fromCharCode(...PHOTO)) },
    ]);
  });

  it("without a photo, says nothing of one; in the dev outbox the attachment's name is kept", async () => {
    const order = await floristOrder(customer.id, { status: "delivered" });
    const plain = await mailOf(devEnv, db(), order, "delivered");
    expect(plain.text).not.toContain("photo");
    expect(plain.attachments).toBeUndefined();

    const key = `private/delivery-photos/${order.id}/def456.png`;
    await env.IMAGES.put(key, PHOTO);
    await db().update(orders).set({ deliveryPhotoKey: key }).where(eq(orders.id, order.id));
    await runJobs([{ kind: "email.order", orderId: order.id, event: "delivered" }]);
    const outbox = await callWorker(`/api/dev/outbox?email=${encodeURIComponent(customer.email)}`, {});
    const [newest] = ((await outbox.json()) as { messages: Record<string, unknown>[] }).messages;
    expect(newest).toMatchObject({
      subject: `Order #${order.id} is delivered`,
      attachments: [`order-${order.id}-delivery.png`],
    });
    expect(String(newest?.html)).toContain("A photo of the bouquet at the door is attached.");
  });
});

describe("in the order's language", () => {
  /** A product and an add-on the owner named in Khmer and Chinese, ordered from a `locale` page. */
  async function translatedOrder(
    locale: "en" | "km" | "zh",
    changes: Parameters<typeof floristOrder>[1] = {},
  ) {
    const product = await createProduct({ name: "Angkor Red Roses" });
    await db()
      .update(products)
      .set({ nameKm: "ផ្កាកុលាបក្រហមអង្គរ", nameZh: "吴哥红玫瑰" })
      .where(eq(products.id, product.id));
    const vase = await createAddOn({ name: "Glass vase" });
    await db().update(addOns).set({ nameKm: "ថូកែវ", nameZh: "玻璃花瓶" }).where(eq(addOns.id, vase.id));
    return floristOrder(customer.id, {
      locale,
      productId: product.id,
      addOns: [{ id: vase.id, name: "Glass vase", priceCents: 1200 }],
      ...changes,
    });
  }

  const MARKS = /[\u200b\u2060]/;

  it("a Khmer order's receipt is in Khmer: subject, heading, facts, date, how to pay and the tracking button", async () => {
    const order = await translatedOrder("km");
    const mail = await mailOf(devEnv, db(), order, "placed");

    expect(mail.subject).toBe(`យើងបានទទួលការកុម្ម៉ង់ #${order.id} របស់លោកអ្នកហើយ`);
    for (const line of [
      "សូមអរគុណ Sokha Chan",
      "ផ្កា៖ ផ្កាកុលាបក្រហមអង្គរ (ពិសេស)",
      "របស់បន្ថែម៖ ថូកែវ",
      "ការដឹកជញ្ជូន៖ អង្គារ 1 ធ្នូ 2026, ពេលរសៀល, 12:00–16:00 (ម៉ោងសៀមរាប)",
      "សរុប៖ $57.00 · ៛233,700",
      "របៀបទូទាត់៖ ទូទាត់ជាសាច់ប្រាក់ពេលទទួល។",
      "តាមដានការកុម្ម៉ង់របស់លោកអ្នក៖\nhttp",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('<html lang="km">');
    expect(mail.html).toContain('<h1 style="font-size:20px">សូមអរគុណ Sokha Chan</h1>');
    expect(mail.html).toContain(">តាមដានការកុម្ម៉ង់របស់លោកអ្នក</a>");
    // a mail client is not the storefront: no line-break marks in the subject, text or HTML
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(MARKS);
  });

  it("a Chinese order's confirmation and payment e-mails are in Chinese, with riel beside dollars", async () => {
    const order = await translatedOrder("zh", {
      status: "confirmed",
      paymentMethod: "payway",
      paymentReference: "4117-k3v9x2ma",
    });
    const confirmed = await mailOf(devEnv, db(), order, "confirmed");
    expect(confirmed.subject).toBe(`订单 #${order.id} 已确认`);
    for (const line of [
      "您的订单已确认",
      "我们正在为您准备鲜花，配送时间：2026年12月1日星期二，下午，12:00–16:00（暹粒时间）。",
      "花束：吴哥红玫瑰（豪华）",
      "加购礼品：玻璃花瓶",
      "合计：$57.00 · ៛233,700",
      "付款方式：通过 ABA PayWay 在线支付",
      "跟踪您的订单：\nhttp",
    ]) {
      expect(confirmed.text).toContain(line);
    }
    expect(confirmed.text).toMatch(/https?:\/\/[^/\s]+\/zh\/orders/);
    expect(confirmed.html).toContain('<html lang="zh-Hans">');

    const paid = await mailOf(devEnv, db(), { ...order, paymentStatus: "paid" }, "paid");
    expect(paid.subject).toBe(`已收到订单 #${order.id} 的付款`);
    for (const line of [
      "付款已收到，谢谢",
      `我们已收到您为订单 #${order.id} 支付的 $57.00（通过 ABA PayWay，使用银行卡、支付宝或微信支付）。`,
      "合计：$57.00 · ៛233,700",
      "付款参考号：4117-k3v9x2ma",
    ]) {
      expect(paid.text).toContain(line);
    }
    expect(paid.html).toContain(">跟踪您的订单</a>");
  });

  it("a Chinese e-mail joins the recipient's name and phone, and the address's parts, with the full-width comma", async () => {
    const order = await translatedOrder("zh", { recipientName: "王丽", recipientPhone: "+86 138 0013 8000" });
    const placed = await mailOf(devEnv, db(), order, "placed");
    expect(placed.text).toContain("收花人：王丽，+86 138 0013 8000");
    expect(placed.text).toContain("地址：Sivatha Blvd 12，Near the Old Market，");
    expect(placed.text).not.toMatch(/王丽, |Sivatha Blvd 12, /);
    const shipped = await mailOf(devEnv, db(), { ...order, status: "shipped" }, "shipped");
    expect(shipped.text).toContain(`我们的配送员正将订单 #${order.id} 送往 王丽，+86 138 0013 8000。`);

    const english = await translatedOrder("en", {
      recipientName: "Wang Li",
      recipientPhone: "+86 138 0013 8000",
    });
    const receipt = await mailOf(devEnv, db(), english, "placed");
    expect(receipt.text).toContain("To: Wang Li, +86 138 0013 8000");
    expect(receipt.text).toContain("Address: Sivatha Blvd 12, Near the Old Market, ");
  });

  it("an English order reads as before, the owner's translations unused", async () => {
    const order = await translatedOrder("en");
    const mail = await mailOf(devEnv, db(), order, "placed");
    expect(mail.subject).toBe(`We have your order #${order.id}`);
    expect(mail.text).toContain("Flowers: Angkor Red Roses (Deluxe)");
    expect(mail.text).toContain("Add-ons: Glass vase");
    expect(mail.text).toContain("Delivery: Tuesday 1 December 2026, Afternoon, 12:00–16:00 (Siem Reap time)");
    expect(mail.html).toContain('<html lang="en">');
  });

  it("the shop's chat hears of a Chinese order in English", async () => {
    const order = await translatedOrder("zh");
    await runJobs([{ kind: "telegram.order", orderId: order.id }]);
    const [row] = await db().select().from(telegramOutbox);
    expect(row?.text).toContain("Angkor Red Roses");
    expect(row?.text).toContain("Deluxe");
    expect(row?.text).toContain("Tuesday 1 December 2026");
    expect(row?.text).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
