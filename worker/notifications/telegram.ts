// The shop's Telegram chat: one message per order, with buttons for what
// may happen next, edited as the order moves; "Mark paid" asks once more before it applies.
// Bot API over fetch; in development without a bot token the messages go to the
// telegram_outbox table (GET /api/dev/telegram).
import { and, eq } from "drizzle-orm";
import { TYPED_ADDRESS_MAX } from "../../shared/address";
import { nextStatuses, ORDER_STATUSES, type OrderStatus, STATUS_LABELS } from "../../shared/orders";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type PaymentStatus } from "../../shared/payment";
import { PEAK_TEXT } from "../../shared/peak-days";
import type { Db } from "../db/client";
import { type OrderRow, orders, type TelegramButton, telegramOutbox } from "../db/schema";
import { type Env, isDevelopment } from "../env";
import { escapeHtml } from "../services/pages/html";
import { exchangeRate } from "../services/settings";
import {
  addOnsText,
  addressText,
  deliveryText,
  mapsLinkOf,
  productText,
  recipientText,
  surchargeText,
  totalText,
  uploadedText,
} from "./order-facts";

export const TELEGRAM_API = "https://api.telegram.org";

/** What a status button says: the step it takes. */
const ACTIONS: Record<OrderStatus, string> = {
  pending: "Back to pending",
  confirmed: "Confirm",
  shipped: "Out for delivery",
  delivered: "Delivered",
  cancelled: "Cancel",
};

/**
 * Callback data a tap sends back (at most 64 bytes): `s:<id>:<status>`; `p:<id>:unpaid`;
 * `p:<id>:paid` ("Mark paid", on old messages too), which only asks whether the money arrived;
 * then `P:<id>:paid` ("Yes, mark paid") or `P:<id>:back` ("Not yet").
 */
export type TelegramAction =
  | { kind: "status"; orderId: number; status: OrderStatus }
  /** Never "refunded": only the dashboard refunds (docs/decisions/052). */
  | { kind: "payment"; orderId: number; status: Exclude<PaymentStatus, "refunded"> }
  | { kind: "askPaid"; orderId: number }
  | { kind: "notYet"; orderId: number };

const ACTION_PATTERN = /^([spP]):(\d{1,15}):([a-z]+)$/;

export function parseAction(data: string): TelegramAction | null {
  const match = ACTION_PATTERN.exec(data);
  if (!match) return null;
  const [, kind, id, value] = match;
  const orderId = Number(id);
  // A list, not `in` a labels object, which would take `constructor` and other inherited names.
  const status = ORDER_STATUSES.find((known) => known === value);
  if (kind === "s" && status) return { kind: "status", orderId, status };
  if (kind === "p" && value === "paid") return { kind: "askPaid", orderId };
  if (kind === "p" && value === "unpaid") return { kind: "payment", orderId, status: "unpaid" };
  if (kind === "P" && value === "paid") return { kind: "payment", orderId, status: "paid" };
  if (kind === "P" && value === "back") return { kind: "notYet", orderId };
  return null;
}

const markPaid = (id: number): TelegramButton => ({ text: "Mark paid", callback_data: `p:${id}:paid` });

/** The payment toggle: Mark paid while unpaid (a PayWay order too, should its confirmation be
 *  lost), Mark unpaid once paid; none once refunded, which only the dashboard does
 *  (docs/decisions/052) and nothing undoes. */
function paymentButton(order: OrderRow): TelegramButton | null {
  switch (order.paymentStatus) {
    case "unpaid":
      return markPaid(order.id);
    case "paid":
      return { text: "Mark unpaid", callback_data: `p:${order.id}:unpaid` };
    case "refunded":
      return null;
  }
}

/** The buttons under an order's message, as rows: its next statuses, then the payment toggle. */
function orderKeyboard(order: OrderRow): TelegramButton[][] {
  const steps = nextStatuses(order.status).map((status) => ({
    text: ACTIONS[status],
    callback_data: `s:${order.id}:${status}`,
  }));
  const payment = paymentButton(order);
  return [steps, payment ? [payment] : []].filter((row) => row.length > 0);
}

/** Under the picture of a proof: Mark paid while the order is unpaid, nothing after. */
export const proofKeyboard = (order: OrderRow): TelegramButton[][] =>
  order.paymentStatus === "unpaid" ? [[markPaid(order.id)]] : [];

/** What Mark paid turns the buttons into: the answers to "has the money arrived?". */
const askPaidKeyboard = (order: OrderRow): TelegramButton[][] => [
  [
    { text: "Yes, mark paid", callback_data: `P:${order.id}:paid` },
    { text: "Not yet", callback_data: `P:${order.id}:back` },
  ],
];

/** Telegram refuses a text over 4,096 characters, counted once the HTML is read: the budget
 *  the whole message must fit (in UTF-16 units, never fewer than Telegram's characters). */
const TEXT_BUDGET = 4096;
/** What each piece of typed text may take, so no one field crowds out the rest (each part of
 *  the address as much as the order form takes); the full text is on the dashboard. */
const FIELD_MAX = {
  customerName: 100,
  recipientName: 100,
  productName: 100,
  ...TYPED_ADDRESS_MAX,
  city: 120,
  cardMessage: 1500,
  specialInstructions: 1500,
} as const satisfies Partial<Record<keyof OrderRow, number>>;
/** Over the budget, these give way first, in this order. */
const YIELDING = ["specialInstructions", "cardMessage", "address"] as const;

/** `text` in at most `max` UTF-16 units, an ellipsis marking the cut (never half a surrogate pair). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max - 1));
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
}

/** The length Telegram counts: tags dropped, each entity one character. */
const visibleLength = (html: string) => html.replace(/<[^>]*>/g, "").replace(/&[a-z#0-9]+;/g, "_").length;

function render(order: OrderRow, rate: number): string {
  const line = (label: string, value: string | null) =>
    value ? `<b>${escapeHtml(label)}:</b> ${escapeHtml(value)}` : null;
  const maps = `<a href="${escapeHtml(mapsLinkOf(order))}">Open in Maps</a>`;
  const addOns = order.addOns.map((addOn) => ({ ...addOn, name: clip(addOn.name, FIELD_MAX.productName) }));
  return [
    // The status heads the message, where the chat's list and a notification show it.
    `<b>Order #${order.id}</b> · ${escapeHtml(STATUS_LABELS[order.status])}`,
    escapeHtml(productText(order)),
    line("Add-ons", addOnsText({ ...order, addOns })),
    line("Delivery", deliveryText(order)),
    line("To", recipientText(order)),
    line("Address", addressText(order)),
    maps,
    line("Card", order.cardMessage),
    line("Instructions", order.specialInstructions),
    line("Buyer", `${order.customerName}, ${order.customerMobile}, ${order.customerEmail}`),
    line(PEAK_TEXT.surcharge, surchargeText(order, rate)),
    line("Total", totalText(order, rate)),
    line(
      "Payment",
      `${PAYMENT_METHOD_LABELS[order.paymentMethod]} · ${PAYMENT_STATUS_LABELS[order.paymentStatus]}`,
    ),
    // The transaction to look up in PayWay's portal (docs/decisions/052).
    line("PayWay transaction", order.paymentReference),
    // An upload changes the message, so its refresh is an edit the owner sees.
    line("Proof", uploadedText(order.paymentProofAt)),
    line("Delivery photo", uploadedText(order.deliveryPhotoAt)),
  ]
    .filter((part): part is string => part !== null)
    .join("\n");
}

/** The message about an order, in Telegram's HTML with every piece of text escaped, within
 *  Telegram's length: each typed field clipped, then the long ones shortened to the budget. */
function orderMessage(order: OrderRow, rate: number): string {
  const shown = { ...order };
  for (const [field, max] of Object.entries(FIELD_MAX) as [keyof typeof FIELD_MAX, number][]) {
    const value = shown[field];
    if (value) shown[field] = clip(value, max);
  }
  let text = render(shown, rate);
  for (const field of YIELDING) {
    const over = visibleLength(text) - TEXT_BUDGET;
    if (over <= 0) break;
    const value = shown[field];
    if (!value) continue;
    shown[field] = clip(value, Math.max(1, value.length - over));
    text = render(shown, rate);
  }
  return text;
}

/** Telegram refused or could not be reached; the job is retried. */
class TelegramError extends Error {
  override name = "TelegramError";
}

interface BotAnswer {
  ok: boolean;
  result?: { message_id?: number };
  description?: string;
}

/** Calls the Bot API with JSON, or with `FormData` when a file goes along (multipart). */
async function callBot(
  token: string,
  method: string,
  body: Record<string, unknown> | FormData,
): Promise<BotAnswer> {
  let response: Response;
  try {
    response = await fetch(
      `${TELEGRAM_API}/bot${token}/${method}`,
      body instanceof FormData
        ? { method: "POST", body }
        : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
    );
  } catch (error) {
    throw new TelegramError(
      `Telegram unreachable: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const answer = (await response.json().catch(() => ({ ok: false }))) as BotAnswer;
  if (!response.ok || !answer.ok) {
    // The description never carries the token (it is only in the URL).
    const description = answer.description ?? "";
    if (description.includes("message is not modified")) return { ok: true };
    throw new TelegramError(`Telegram ${method} answered ${response.status}: ${description.slice(0, 300)}`);
  }
  return answer;
}

type Channel = { kind: "bot"; token: string; chatId: string } | { kind: "outbox"; chatId: string } | null;

/** Where messages go: the bot, the dev outbox, or nowhere (not configured: logged, not an error). */
function channelOf(env: Env): Channel {
  if (env.TELEGRAM_BOT_TOKEN) {
    if (env.TELEGRAM_CHAT_ID)
      return { kind: "bot", token: env.TELEGRAM_BOT_TOKEN, chatId: env.TELEGRAM_CHAT_ID };
  } else if (isDevelopment(env)) {
    return { kind: "outbox", chatId: env.TELEGRAM_CHAT_ID || "dev" };
  }
  console.warn(JSON.stringify({ event: "telegram.not_configured" }));
  return null;
}

/** Sends a message without buttons to the shop's chat (a contact message, the morning
 *  summary): `html` is Telegram HTML with every piece of typed text already escaped. */
export async function sendShopText(env: Env, db: Db, html: string): Promise<void> {
  const channel = channelOf(env);
  if (!channel) return;
  if (channel.kind === "outbox") {
    await db.insert(telegramOutbox).values({ chatId: channel.chatId, text: html, buttons: [] });
    return;
  }
  await callBot(channel.token, "sendMessage", {
    chat_id: channel.chatId,
    text: html,
    parse_mode: "HTML",
    link_preview_options: { is_disabled: true },
  });
}

/** Telegram shows these as a photo (sendPhoto); any other picture goes as a file (sendDocument). */
const PHOTO_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

export interface ShopPicture {
  /** Its R2 key: what the dev outbox keeps as `photo`. */
  key: string;
  bytes: ArrayBuffer;
  contentType: string;
}

/** Sends a picture to the shop's chat with `caption` (Telegram HTML, typed text escaped, at most
 *  1,024 characters) and buttons, as a reply to the order's message where there is one. */
export async function sendShopPicture(
  env: Env,
  db: Db,
  order: OrderRow,
  picture: ShopPicture,
  caption: string,
  keyboard: TelegramButton[][],
): Promise<void> {
  const channel = channelOf(env);
  if (!channel) return;
  if (channel.kind === "outbox") {
    await db
      .insert(telegramOutbox)
      .values({ chatId: channel.chatId, text: caption, buttons: keyboard.flat(), photo: picture.key });
    return;
  }
  const asPhoto = PHOTO_TYPES.has(picture.contentType);
  const form = new FormData();
  form.set("chat_id", channel.chatId);
  const name = picture.key.split("/").pop() ?? "picture";
  form.set(asPhoto ? "photo" : "document", new File([picture.bytes], name, { type: picture.contentType }));
  form.set("caption", caption);
  form.set("parse_mode", "HTML");
  if (keyboard.length > 0) form.set("reply_markup", JSON.stringify({ inline_keyboard: keyboard }));
  if (order.telegramMessageId !== null && order.telegramChatId === channel.chatId)
    form.set(
      "reply_parameters",
      JSON.stringify({ message_id: order.telegramMessageId, allow_sending_without_reply: true }),
    );
  await callBot(channel.token, asPhoto ? "sendPhoto" : "sendDocument", form);
}

/** Tells the chat about a new order once, and keeps the message's id on the order. */
export async function sendOrderMessage(env: Env, db: Db, order: OrderRow): Promise<void> {
  // Sent already (this is a retry): make sure the message shows the order as it is now.
  if (order.telegramMessageId !== null) return refreshOrderMessage(env, db, order);
  const channel = channelOf(env);
  if (!channel) return;
  const rate = await exchangeRate(db);
  const text = orderMessage(order, rate);
  const keyboard = orderKeyboard(order);
  let messageId: number;
  if (channel.kind === "outbox") {
    const [row] = await db
      .insert(telegramOutbox)
      .values({ chatId: channel.chatId, text, buttons: keyboard.flat() })
      .returning({ id: telegramOutbox.id });
    if (!row) throw new TelegramError("outbox insert failed");
    messageId = row.id;
  } else {
    const answer = await callBot(channel.token, "sendMessage", {
      chat_id: channel.chatId,
      text,
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
      reply_markup: { inline_keyboard: keyboard },
    });
    if (typeof answer.result?.message_id !== "number")
      throw new TelegramError("sendMessage gave no message_id");
    messageId = answer.result.message_id;
  }
  const [stored] = await db
    .update(orders)
    .set({ telegramChatId: channel.chatId, telegramMessageId: messageId })
    .where(eq(orders.id, order.id))
    .returning();
  // A change made while the message was on its way found no message to edit: show it now.
  if (stored && orderMessage(stored, rate) !== text) await refreshOrderMessage(env, db, stored);
}

/** Edits the order's message to show its state now (nothing to do before it was sent). */
export async function refreshOrderMessage(env: Env, db: Db, order: OrderRow): Promise<void> {
  if (order.telegramMessageId === null || order.telegramChatId === null) return;
  const channel = channelOf(env);
  if (!channel) return;
  const text = orderMessage(order, await exchangeRate(db));
  const keyboard = orderKeyboard(order);
  if (channel.kind === "outbox") {
    await db
      .update(telegramOutbox)
      .set({ text, buttons: keyboard.flat() })
      .where(eq(telegramOutbox.id, order.telegramMessageId));
    return;
  }
  await callBot(channel.token, "editMessageText", {
    chat_id: order.telegramChatId,
    message_id: order.telegramMessageId,
    text,
    parse_mode: "HTML",
    link_preview_options: { is_disabled: true },
    reply_markup: { inline_keyboard: keyboard },
  });
}

/**
 * Sets the buttons under `messageId`, one of the chat's messages about the order (the order's own
 * message or a proof's picture): the answers to "has the money arrived?" when `askPaid` and the
 * order is still unpaid, else the message's usual buttons for the order as it is now.
 */
export async function setMessageButtons(
  env: Env,
  db: Db,
  order: OrderRow,
  messageId: number,
  askPaid: boolean,
): Promise<void> {
  const channel = channelOf(env);
  if (!channel) return;
  const ownMessage = order.telegramMessageId === messageId && order.telegramChatId === channel.chatId;
  const asking = askPaid && order.paymentStatus === "unpaid";
  if (ownMessage && !asking) return refreshOrderMessage(env, db, order);
  const keyboard = asking ? askPaidKeyboard(order) : proofKeyboard(order);
  if (channel.kind === "outbox") {
    await db
      .update(telegramOutbox)
      .set({ buttons: keyboard.flat() })
      .where(and(eq(telegramOutbox.id, messageId), eq(telegramOutbox.chatId, channel.chatId)));
    return;
  }
  await callBot(channel.token, "editMessageReplyMarkup", {
    chat_id: channel.chatId,
    message_id: messageId,
    reply_markup: { inline_keyboard: keyboard },
  });
}
