// A customer's proof of payment in the shop's chat: the picture itself, with the
// order's number and amount and a Mark paid button, so the owner compares it with the bank app
// before marking the order paid. A proof replaced or gone by the time the job runs is not sent.
import type { Db } from "../db/client";
import type { OrderRow } from "../db/schema";
import type { Env } from "../env";
import { escapeHtml } from "../services/pages/html";
import { exchangeRate } from "../services/settings";
import { totalText } from "./order-facts";
import { clip, proofKeyboard, sendShopPicture } from "./telegram";

/** Room for the buyer's name in a caption (Telegram takes 1,024 characters). */
const NAME_MAX = 100;

/** "Proof of payment for order #12: $45.00 · ៛184,500", who sent it, and what to check. */
export function proofCaption(order: OrderRow, rate: number): string {
  return [
    `<b>Proof of payment for order #${order.id}:</b> ${escapeHtml(totalText(order, rate))}`,
    `<b>Buyer:</b> ${escapeHtml(clip(order.customerName, NAME_MAX))}`,
    "Check that the money arrived in your bank app before you mark it paid.",
  ].join("\n");
}

/** Sends the order's proof stored at `key` to the shop's chat. */
export async function sendProofPicture(env: Env, db: Db, order: OrderRow, key: string): Promise<void> {
  if (order.paymentProofKey !== key) {
    console.warn(JSON.stringify({ event: "telegram.proof_replaced", orderId: order.id, key }));
    return;
  }
  const object = await env.IMAGES.get(key);
  if (!object) {
    console.warn(JSON.stringify({ event: "telegram.proof_missing", orderId: order.id, key }));
    return;
  }
  const picture = {
    key,
    bytes: await object.arrayBuffer(),
    contentType: object.httpMetadata?.contentType ?? "application/octet-stream",
  };
  const caption = proofCaption(order, await exchangeRate(db));
  await sendShopPicture(env, db, order, picture, caption, proofKeyboard(order));
}
