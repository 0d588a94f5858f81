// Paying and hearing about orders (docs/decisions/036, 037), as the customer and the owner meet it.
// A tourist on a phone pays a bouquet by KHQR: the QR on the confirmation is decoded from the
// picture on screen and is the order's payload; the screenshot they upload is theirs and the
// owner's only; the owner marks the order paid. The owner's Telegram (the dev outbox) gets
// each new order with buttons; a "Confirm" tap through the webhook moves the order, edits the
// message and e-mails the customer, and a replayed tap changes nothing twice. A delivery photo
// attached before "Delivered" goes out with the customer's e-mail and shows on /orders.
import { randomInt } from "node:crypto";
import jsQR from "jsqr";
import sharp from "sharp";
import { KHQR } from "ts-khqr";
import { PHONE } from "./browser";
import { expect, test } from "./fixtures";
import { SHOP_URL } from "./server";
import { api, catalogue, logIn, mailTo, ONE_PIXEL_PNG, placeOrder } from "./session";

interface TelegramMessage {
  message_id: number;
  chat_id: string;
  text: string;
  buttons: { text: string; callback_data: string }[];
}
interface OrderWire {
  id: number;
  status: string;
  payment_status: string;
  payment_proof_at: string | null;
}

const WEBHOOK_SECRET = "local-telegram-webhook-secret";
const SHOP_CHAT = "-1001234567890";
/** The shop chat's dev-outbox message about order `id`, once the queue has delivered it. */
async function chatMessage(id: number): Promise<TelegramMessage> {
  let found: TelegramMessage | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = await api<{ messages: TelegramMessage[] }>("GET", "/api/dev/telegram");
        found = messages.find((message) => message.text.includes(`Order #${id}<`));
        return found?.text ?? "";
      },
      { message: `the Telegram message about order #${id}`, timeout: 15_000 },
    )
    .toContain(`#${id}`);
  return found as TelegramMessage;
}

/** A tap on one of the message's buttons, as Telegram posts it to the webhook. */
function tap(message: TelegramMessage, data: string, updateId: number) {
  return fetch(`${SHOP_URL}/api/telegram/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Telegram-Bot-Api-Secret-Token": WEBHOOK_SECRET },
    body: JSON.stringify({
      update_id: updateId,
      callback_query: {
        id: `tap-${updateId}`,
        from: { id: 42, is_bot: false, first_name: "Owner" },
        message: { message_id: message.message_id, chat: { id: Number(SHOP_CHAT), type: "supergroup" } },
        data,
      },
    }),
  });
}

/** A fresh Telegram update_id: the webhook drops any id it has seen, in this run or an earlier one. */
const newUpdateId = () => randomInt(1, 2 ** 47);

test.describe("paying by KHQR on a phone", () => {
  test.use({ viewport: PHONE });

  test("the confirmation's QR is the order's KHQR, the proof is private, and the owner marks it paid", async ({
    customerPage: page,
    customer,
    newPage,
    newCustomer,
    ownerSession,
  }) => {
    const product = (await catalogue()).find((p) => p.in_stock);
    if (!product) throw new Error("no product in stock");

    await page.goto(`/order/${product.id}`);
    const form = page.getByRole("form", { name: "Order form" });
    await form.getByLabel("Delivery address").fill("Golden Temple Hotel, room 4");
    await form.getByRole("radio", { name: /^Tomorrow/ }).check();
    await form.getByRole("radio", { name: /^Afternoon/ }).check();
    await form.getByRole("checkbox", { name: "I am the recipient" }).check();
    await form.getByRole("radio", { name: /^KHQR/ }).check();
    await form.getByRole("button", { name: "Place order" }).click();

    await expect(
      page.getByRole("heading", { name: "Order placed: waiting for your KHQR payment" }),
    ).toBeVisible();
    // headed by its payment state, which the proof below moves on to "we are checking your payment"
    const confirmation = page.getByRole("region", { name: /^Order placed: / });
    const id = Number(page.url().match(/\/orders\/(\d+)\/placed/)?.[1]);
    const order = (
      await api<(OrderWire & { price: number })[]>("GET", "/api/user/orders", undefined, customer.token)
    ).find((mine) => mine.id === id);
    const code = confirmation.getByRole("img", { name: /^KHQR code to pay/ });
    await expect(code).toBeVisible();
    await page.screenshot({ path: "test-results/shots/khqr-confirmation.png", fullPage: true });

    // What a banking app reads from the picture: a valid KHQR (its CRC included) to the shop's
    // account for this order's total, with the order's number as the bill number.
    const { data, info } = await sharp(await code.screenshot())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const scanned = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? "";
    expect(KHQR.verify(scanned).isValid).toBe(true);
    const scannedData = KHQR.parse(scanned).data;
    expect(scannedData).toMatchObject({ bakongAccountID: "siemreapflowers@aclb", billNumber: String(id) });
    expect(Number(scannedData?.transactionAmount)).toBe(order?.price);

    // The screenshot of the payment: sent at once, and only its customer and the owner see it.
    await confirmation.getByLabel("Upload proof of payment").setInputFiles({
      name: "aba-receipt.png",
      mimeType: "image/png",
      buffer: ONE_PIXEL_PNG,
    });
    await expect(
      confirmation.getByText(
        "Thank you, we have your screenshot. We check our bank account and mark your order paid once the money has arrived.",
      ),
    ).toBeVisible();
    const stranger = await newCustomer("stranger");
    const proofFor = (token?: string) =>
      fetch(`${SHOP_URL}/api/orders/${id}/payment-proof`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    expect((await proofFor(customer.token)).status).toBe(200);
    expect((await proofFor(stranger.token)).status).toBe(404);
    expect((await proofFor()).status).toBe(401);

    // The owner sees the proof beside Mark paid, and one click settles it.
    const owner = await newPage({ session: ownerSession, viewport: PHONE });
    await owner.goto(`/admin?tab=orders&order=${id}`);
    const detail = owner.getByRole("article", { name: `Order #${id}` });
    await expect(detail.getByRole("img", { name: /proof/i })).toBeVisible();
    await detail.getByRole("button", { name: `Mark paid order #${id}` }).click();
    await expect(detail.getByText(/^Paid · KHQR$/)).toBeVisible();
    await owner.screenshot({ path: "test-results/shots/khqr-owner-paid.png", fullPage: true });

    await page.goto("/orders");
    const card = page.getByRole("article").filter({ has: page.getByText(`#${id}`, { exact: true }) });
    await expect(card.getByText(/^Paid · KHQR$/)).toBeVisible();
    await expect(card.getByRole("button", { name: /Pay with KHQR/ })).toHaveCount(0);
  });
});

test.describe("the owner's Telegram and the customer's e-mails", () => {
  test("a new order reaches the chat with buttons; Confirm moves it, edits the message and e-mails the customer, once", async ({
    customer,
    customerPage: page,
  }) => {
    const product = (await catalogue()).find((p) => p.in_stock);
    if (!product) throw new Error("no product in stock");
    const id = await placeOrder(customer, product.id);

    const message = await chatMessage(id);
    expect(message.chat_id).toBe(SHOP_CHAT);
    expect(message.text).toContain(product.name);
    expect(message.buttons.map((button) => button.text)).toEqual(
      expect.arrayContaining(["Confirm", "Cancel", "Mark paid"]),
    );
    const confirm = message.buttons.find((button) => button.text === "Confirm");
    expect(confirm?.callback_data).toBe(`s:${id}:confirmed`);
    expect(new TextEncoder().encode(confirm?.callback_data).length).toBeLessThanOrEqual(64);
    await expect
      .poll(async () => (await mailTo(customer.email)).map((m) => m.subject))
      .toContain(`We have your order #${id}`);

    // A tap without the secret is refused; the owner's tap answers the callback and moves the order.
    const forged = await fetch(`${SHOP_URL}/api/telegram/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ update_id: 1, callback_query: { id: "x", data: `s:${id}:cancelled` } }),
    });
    expect(forged.status).toBe(401);
    const update = newUpdateId();
    const answer = await tap(message, `s:${id}:confirmed`, update);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      method: "answerCallbackQuery",
      callback_query_id: `tap-${update}`,
    });

    await expect
      .poll(async () => (await chatMessage(id)).buttons.map((button) => button.text), { timeout: 15_000 })
      .not.toContain("Confirm");
    expect((await chatMessage(id)).text).toContain("Confirmed");
    await expect
      .poll(async () => (await mailTo(customer.email)).map((m) => m.subject), { timeout: 15_000 })
      .toContain(`Order #${id} is confirmed`);

    // Telegram delivering the same update again changes nothing and sends nothing twice.
    // The empty answer (no answerCallbackQuery) says the webhook dropped it before queueing any job.
    const replay = await tap(message, `s:${id}:confirmed`, update);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({});
    const orders = await api<OrderWire[]>("GET", "/api/user/orders", undefined, customer.token);
    expect(orders.find((order) => order.id === id)?.status).toBe("confirmed");
    const confirmed = (await mailTo(customer.email)).filter((m) => m.subject === `Order #${id} is confirmed`);
    expect(confirmed).toHaveLength(1);

    await page.goto("/orders");
    const card = page.getByRole("article").filter({ has: page.getByText(`#${id}`, { exact: true }) });
    await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
  });

  test("a delivery photo attached before 'Delivered' goes with the e-mail and shows on /orders", async ({
    ownerPage: owner,
    ownerToken,
    newCustomer,
    newPage,
  }) => {
    const customer = await newCustomer("photo");
    const product = (await catalogue()).find((p) => p.in_stock);
    if (!product) throw new Error("no product in stock");
    const id = await placeOrder(customer, product.id);
    for (const status of ["confirmed", "shipped"]) {
      await api("PUT", `/api/admin/orders/${id}/status`, { status }, ownerToken);
    }

    await owner.goto(`/admin?tab=orders&order=${id}`);
    const detail = owner.getByRole("article", { name: `Order #${id}` });
    await detail.getByLabel(`Photo file for order #${id}`).setInputFiles({
      name: "at-the-door.png",
      mimeType: "image/png",
      buffer: ONE_PIXEL_PNG,
    });
    // seen before it is sent
    await expect(detail.getByRole("img", { name: /chosen, not sent yet/ })).toBeVisible();
    await detail.getByRole("button", { name: "Send photo" }).click();
    await expect(detail.getByRole("img", { name: `Delivery photo of order #${id}` })).toBeVisible();
    await detail.getByRole("button", { name: `Mark delivered order #${id}` }).click();
    await detail.getByRole("button", { name: `Yes, mark delivered order #${id}` }).click();
    await expect(detail.getByText("Delivered", { exact: true })).toBeVisible();

    await expect
      .poll(
        async () => (await mailTo(customer.email)).find((m) => m.subject === `Order #${id} is delivered`),
        {
          timeout: 15_000,
        },
      )
      .toMatchObject({ attachments: [expect.stringMatching(/\.png$/)] });

    const mine = await newPage();
    await logIn(mine, customer.email, customer.password);
    await mine.goto("/orders");
    const card = mine.getByRole("article").filter({ has: mine.getByText(`#${id}`, { exact: true }) });
    await expect(card.getByRole("img", { name: /delivery photo/i })).toBeVisible();
  });
});
