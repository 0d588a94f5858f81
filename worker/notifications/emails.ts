// The customer's e-mails about an order (florist.md §6): the receipt when it is placed, one per
// status it reaches, and the payment's own: received through PayWay, or given back
// (docs/decisions/052). Each is plain text plus simple HTML built from the same parts, with
// every piece of text the customer or the owner typed escaped.
import { eq } from "drizzle-orm";
import { formatUsd } from "../../shared/money";
import { STATUS_LABELS } from "../../shared/orders";
import { toDollars } from "../../shared/pricing";
import { SHOP } from "../../shared/shop";
import type { Db } from "../db/client";
import { type OrderRow, users } from "../db/schema";
import { type Env, publicOrigin } from "../env";
import { escapeHtml } from "../services/html";
import type { MailAttachment, MailMessage } from "../services/mail";
import { exchangeRate } from "../services/settings";
import { trackingUrl } from "../services/tracking";
import type { OrderEmailEvent } from "./jobs";
import { addOnsText, addressText, deliveryText, productText, recipientText, totalText } from "./order-facts";

export interface Paragraph {
  text: string;
  link?: string;
}

export interface EmailParts {
  subject: string;
  heading: string;
  paragraphs: Paragraph[];
  /** Label and value rows: what, when, to whom… */
  facts: [string, string | null][];
}

/** What every e-mail of an order carries (a contact message's reply has none). */
export interface EmailLinks {
  /** the order's private tracking page, /track/{token} */
  track: string;
}

function orderFacts(order: OrderRow, rate: number): [string, string | null][] {
  return [
    ["What", productText(order)],
    ["Add-ons", addOnsText(order) || null],
    ["When", deliveryText(order)],
    ["To", recipientText(order)],
    ["Address", addressText(order)],
    ["Card message", order.cardMessage],
    ["Total", totalText(order, rate)],
  ];
}

/** "$57.00": the amount in a sentence; the facts below it give the riel too. */
const amountText = (order: OrderRow) => formatUsd(toDollars(order.priceCents));

/** Where the customer pays online or shows the KHQR: the orders page on the shop's address. */
const ordersPage = (env: Env) => `${publicOrigin(env)}/orders`;

function howToPay(order: OrderRow, env: Env): Paragraph {
  if (order.paymentStatus === "paid") return { text: "Payment: received, thank you." };
  if (order.paymentStatus === "refunded") return { text: "Payment: refunded." };
  if (order.paymentMethod === "payway") {
    return {
      text: 'How to pay: online by card, Alipay or WeChat Pay through ABA PayWay. If you have not paid yet, open your orders page and tap "Pay now":',
      link: ordersPage(env),
    };
  }
  if (order.paymentMethod === "khqr") {
    return {
      text: "How to pay: KHQR. Open your orders page, scan the code with your bank app, then upload the proof of payment:",
      link: ordersPage(env),
    };
  }
  return { text: "How to pay: cash on delivery. Please have the total ready when the flowers arrive." };
}

/** Where money given back through PayWay goes, and how long it may take. */
const PAYWAY_REFUND_NOTE: Paragraph = {
  text: "The money goes back to the card or wallet you paid with. Depending on your bank, it can take a few days to show.",
};

/** What a refund means for the customer: where the money goes, for a payment made through PayWay. */
const refundNotes = (order: OrderRow): Paragraph[] =>
  order.paymentMethod === "payway" ? [PAYWAY_REFUND_NOTE] : [];

/** What happens next once the payment arrived: paying does not confirm the order, the owner does. */
function afterPayment(order: OrderRow, number: string): Paragraph[] {
  if (order.status === "pending") return [{ text: "We will confirm your order soon." }];
  if (order.status === "cancelled")
    return [
      {
        text: `Order ${number} is cancelled, so this payment will be given back: we will contact you about the refund.`,
      },
    ];
  return [];
}

function partsFor(
  order: OrderRow,
  event: OrderEmailEvent,
  env: Env,
  rate: number,
  photo: boolean,
): EmailParts {
  const number = `#${order.id}`;
  const when = deliveryText(order);
  switch (event) {
    case "placed":
      return {
        subject: `We have your order ${number}`,
        heading: `Thank you, ${order.customerName}`,
        paragraphs: [
          { text: `We have your order ${number} and will confirm it soon.` },
          howToPay(order, env),
        ],
        facts: orderFacts(order, rate),
      };
    case "confirmed":
      return {
        subject: `Order ${number} is confirmed`,
        heading: "Your order is confirmed",
        paragraphs: [
          { text: `We are preparing your flowers${when ? ` for ${when}` : ""}.` },
          ...(order.paymentStatus === "unpaid" ? [howToPay(order, env)] : []),
        ],
        facts: orderFacts(order, rate),
      };
    case "shipped":
      return {
        subject: `Order ${number} is out for delivery`,
        heading: "Your flowers are on their way",
        paragraphs: [{ text: `Our rider is taking order ${number} to ${recipientText(order)}.` }],
        facts: [
          ["What", productText(order)],
          ["Address", addressText(order)],
        ],
      };
    case "delivered":
      return {
        subject: `Order ${number} is delivered`,
        heading: "Your flowers are delivered",
        paragraphs: [
          {
            text: `Order ${number} reached ${order.recipientName ?? order.customerName}. Thank you for choosing us.`,
          },
          ...(photo ? [{ text: "A photo of the bouquet at the door is attached." }] : []),
        ],
        facts: [["What", productText(order)]],
      };
    case "cancelled":
      return {
        subject: `Order ${number} is cancelled`,
        heading: "Your order is cancelled",
        paragraphs: cancelledParagraphs(order, number),
        facts: [
          ["What", productText(order)],
          ["Status", STATUS_LABELS[order.status]],
        ],
      };
    case "paid":
      return {
        subject: `Payment received for order ${number}`,
        heading: "Payment received, thank you",
        paragraphs: [
          {
            text:
              order.paymentMethod === "payway"
                ? `We have received your payment of ${amountText(order)} for order ${number}, paid by card or wallet through ABA PayWay.`
                : `We have received your payment of ${amountText(order)} for order ${number}.`,
          },
          ...afterPayment(order, number),
        ],
        facts: [...orderFacts(order, rate), ["Payment reference", order.paymentReference]],
      };
    case "refunded":
      return {
        subject: `Refund for order ${number}`,
        heading: "Your payment is refunded",
        paragraphs: [
          { text: `We have given back the ${amountText(order)} you paid for order ${number}.` },
          ...refundNotes(order),
          { text: "If you have a question about it, please contact us." },
        ],
        facts: [
          ["What", productText(order)],
          ["Refunded", totalText(order, rate)],
          ["Payment reference", order.paymentReference],
          ["Status", STATUS_LABELS[order.status]],
        ],
      };
  }
}

/** A cancelled order's e-mail: whether money is owed back, or was given back already. */
function cancelledParagraphs(order: OrderRow, number: string): Paragraph[] {
  switch (order.paymentStatus) {
    case "refunded":
      return [
        { text: `Order ${number} is cancelled, and the ${amountText(order)} you paid has been refunded.` },
        ...refundNotes(order),
      ];
    case "paid":
      return [
        { text: `Order ${number} is cancelled. You have paid for it: we will contact you about the refund.` },
      ];
    case "unpaid":
      return [{ text: `Order ${number} is cancelled. If you did not expect this, please contact us.` }];
  }
}

const contacts = () => [SHOP.name, SHOP.phones.join(" · "), `WhatsApp ${SHOP.whatsapp}`, SHOP.email];

const TRACK_LABEL = "Track your order";

export function renderText(parts: EmailParts, links?: EmailLinks): string {
  const facts = parts.facts.filter((fact): fact is [string, string] => fact[1] !== null);
  return [
    parts.heading,
    "",
    parts.paragraphs.map((p) => (p.link ? `${p.text}\n${p.link}` : p.text)).join("\n\n"),
    ...(links ? ["", `${TRACK_LABEL}:\n${links.track}`] : []),
    ...(facts.length ? ["", ...facts.map(([label, value]) => `${label}: ${value}`)] : []),
    "",
    "--",
    ...contacts(),
  ].join("\n");
}

const LABEL_CELL = 'style="padding:4px 12px 4px 0;vertical-align:top;text-align:left"';
/** Values keep the customer's line breaks (an address, a card message). */
const VALUE_CELL = 'style="white-space:pre-wrap;padding:4px 12px 4px 0;vertical-align:top;text-align:left"';

/** A link drawn as a button, which mail clients show without styles of their own. */
const BUTTON =
  'style="display:inline-block;padding:10px 18px;background:#b0265c;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold"';

export function renderHtml(parts: EmailParts, env: Env, links?: EmailLinks): string {
  const facts = parts.facts
    .filter((fact): fact is [string, string] => fact[1] !== null)
    .map(
      ([label, value]) =>
        `<tr><th ${LABEL_CELL}>${escapeHtml(label)}</th><td ${VALUE_CELL}>${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const paragraphs = parts.paragraphs
    .map((p) => {
      const link = p.link ? ` <a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a>` : "";
      return `<p>${escapeHtml(p.text)}${link}</p>`;
    })
    .join("");
  const footer = contacts().map(escapeHtml).join("<br>");
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(parts.heading)}</h1>`,
    paragraphs,
    links ? `<p><a href="${escapeHtml(links.track)}" ${BUTTON}>${escapeHtml(TRACK_LABEL)}</a></p>` : "",
    facts ? `<table style="border-collapse:collapse">${facts}</table>` : "",
    `<p style="color:#666;font-size:13px"><a href="${escapeHtml(publicOrigin(env))}">${escapeHtml(SHOP.name)}</a><br>${footer}</p>`,
    "</body></html>",
  ].join("");
}

/** The delivery photo as an attachment, when the owner uploaded one and it is still in R2. */
async function deliveryPhoto(env: Env, order: OrderRow): Promise<MailAttachment | null> {
  if (!order.deliveryPhotoKey) return null;
  const object = await env.IMAGES.get(order.deliveryPhotoKey);
  if (!object) return null;
  const extension = order.deliveryPhotoKey.split(".").pop() ?? "jpg";
  return {
    filename: `order-${order.id}-delivery.${extension}`,
    content: new Uint8Array(await object.arrayBuffer()),
  };
}

/** The account's address if it is verified: the address typed in the order form was never
 *  proven, and the shop must not mail a stranger the customer's words. */
async function verifiedAddressOf(db: Db, order: OrderRow): Promise<string | null> {
  if (order.userId === null) return null;
  const account = await db.query.users.findFirst({
    where: eq(users.id, order.userId),
    columns: { email: true, isVerified: true },
  });
  return account?.isVerified ? account.email : null;
}

/** The e-mail the customer gets for `event`, ready for sendMail; null when the order's account
 *  is gone or has no verified address, so there is nobody to write to. */
export async function orderEmail(
  env: Env,
  db: Db,
  order: OrderRow,
  event: OrderEmailEvent,
): Promise<MailMessage | null> {
  const to = await verifiedAddressOf(db, order);
  if (to === null) return null;
  const photo = event === "delivered" ? await deliveryPhoto(env, order) : null;
  const parts = partsFor(order, event, env, await exchangeRate(db), photo !== null);
  const links: EmailLinks = { track: await trackingUrl(env, order.id) };
  return {
    to,
    subject: parts.subject,
    text: renderText(parts, links),
    html: renderHtml(parts, env, links),
    // One e-mail per order and event, however often the job is retried.
    idempotencyKey: `order-${order.id}-${event}`,
    ...(photo ? { attachments: [photo] } : {}),
  };
}
