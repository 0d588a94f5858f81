// A second PayWay payment in the shop's chat (docs/decisions/061): the customer was charged
// twice (two tabs), or paid through PayWay after the order was paid another way. The order's
// own message stays as it is (paid once); this one says how much came in twice, which
// transaction, and where to refund it.
import { and, eq } from "drizzle-orm";
import { formatShopTime, SHOP_CLOCK_TEXT } from "../../shared/delivery-format";
import { interpolate } from "../../shared/i18n/translate";
import { formatUsd } from "../../shared/money";
import { toDollars } from "../../shared/pricing";
import type { Db } from "../db/client";
import { type OrderRow, type PaywayAttemptRow, paywayAttempts } from "../db/schema";
import { type Env, publicOrigin } from "../env";
import { escapeHtml } from "../services/pages/html";
import { sendShopText } from "./telegram";

/** The chat's text: Telegram HTML. */
function extraPaymentText(order: OrderRow, extra: PaywayAttemptRow, origin: string): string {
  const when = extra.approvedAt
    ? ` on ${interpolate(SHOP_CLOCK_TEXT, { time: formatShopTime(extra.approvedAt) })}`
    : "";
  const page = `${origin}/admin?tab=orders&order=${order.id}`;
  return [
    `<b>Order #${order.id} was paid twice</b>`,
    `PayWay approved a second payment of ${formatUsd(toDollars(extra.amountCents))} (transaction ${escapeHtml(extra.tranId)})${when}.`,
    "The order stays paid by its first payment. Refund this one to the customer from the order's page:",
    `<a href="${escapeHtml(page)}">Order #${order.id} in the dashboard</a>`,
  ].join("\n");
}

/** Tells the shop's chat about the second payment `tranId`, unless it was refunded meanwhile. */
export async function sendExtraPaymentMessage(env: Env, db: Db, order: OrderRow, tranId: string) {
  const extra = await db.query.paywayAttempts.findFirst({
    where: and(eq(paywayAttempts.tranId, tranId), eq(paywayAttempts.orderId, order.id)),
  });
  if (!extra || extra.refundedAt) {
    console.warn(JSON.stringify({ event: "telegram.extra_payment_settled", orderId: order.id, tranId }));
    return;
  }
  await sendShopText(env, db, extraPaymentText(order, extra, publicOrigin(env)));
}
