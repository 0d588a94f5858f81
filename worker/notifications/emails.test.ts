// The customer's e-mails: what each event says in text and HTML, user text escaped in the
// HTML, the shop's contacts, and the delivery photo from R2 attached (to Resend as base64).
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHOP } from "../../shared/shop";
import { orders } from "../db/schema";
import { emptyShop } from "../test/fixtures";
import { createUser, db, type SeededUser } from "../test/helpers";
import { callWorker, devEnv, floristOrder, runJobs } from "../test/notifications";
import { orderEmail } from "./emails";

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

describe("the receipt (placed)", () => {
  it("says what, when, to whom, the card, the total in USD and riel, and cash on delivery", async () => {
    const order = await floristOrder(customer.id);
    const mail = await mailOf(devEnv, db(), order, "placed");

    expect(mail.to).toBe(customer.email);
    expect(mail.subject).toBe(`We have your order #${order.id}`);
    for (const line of [
      "Thank you, Sokha Chan",
      "What: Angkor Red Roses (Deluxe)",
      "Add-ons: Glass vase",
      "When: Tuesday 1 December 2026, Afternoon, 12:00–16:00",
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
    expect(mail.text).toContain("https://flowers.example.com/orders");
    expect(mail.html).toContain('<a href="https://flowers.example.com/orders">');
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
