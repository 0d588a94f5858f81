// The customer's e-mails about an order (florist.md §6): the receipt when it is placed, then
// one per status it reaches. Each is plain text plus simple HTML built from the same parts,
// with every piece of text the customer or the owner typed escaped.
import { eq } from "drizzle-orm";
import { STATUS_LABELS } from "../../shared/orders";
import { SHOP } from "../../shared/shop";
import type { Db } from "../db/client";
import { type OrderRow, users } from "../db/schema";
import { type Env, publicOrigin } from "../env";
import { escapeHtml } from "../services/html";
import type { MailAttachment, MailMessage } from "../services/mail";
import { exchangeRate } from "../services/settings";
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

function howToPay(order: OrderRow, env: Env): Paragraph {
  if (order.paymentStatus === "paid") return { text: "Payment: received, thank you." };
  if (order.paymentMethod === "khqr") {
    return {
      text: "How to pay: KHQR. Open your orders page, scan the code with your bank app, then upload the proof of payment:",
      link: `${publicOrigin(env)}/orders`,
    };
  }
  return { text: "How to pay: cash on delivery. Please have the total ready when the flowers arrive." };
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
        paragraphs: [
          {
            text:
              order.paymentStatus === "paid"
                ? `Order ${number} is cancelled. You have paid for it: we will contact you about the refund.`
                : `Order ${number} is cancelled. If you did not expect this, please contact us.`,
          },
        ],
        facts: [
          ["What", productText(order)],
          ["Status", STATUS_LABELS[order.status]],
        ],
      };
  }
}

const contacts = () => [SHOP.name, SHOP.phones.join(" · "), `WhatsApp ${SHOP.whatsapp}`, SHOP.email];

export function renderText(parts: EmailParts): string {
  const facts = parts.facts.filter((fact): fact is [string, string] => fact[1] !== null);
  return [
    parts.heading,
    "",
    parts.paragraphs.map((p) => (p.link ? `${p.text}\n${p.link}` : p.text)).join("\n\n"),
    ...(facts.length ? ["", ...facts.map(([label, value]) => `${label}: ${value}`)] : []),
    "",
    "--",
    ...contacts(),
  ].join("\n");
}

const LABEL_CELL = 'style="padding:4px 12px 4px 0;vertical-align:top;text-align:left"';
/** Values keep the customer's line breaks (an address, a card message). */
const VALUE_CELL = 'style="white-space:pre-wrap;padding:4px 12px 4px 0;vertical-align:top;text-align:left"';

export function renderHtml(parts: EmailParts, env: Env): string {
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
  return {
    to,
    subject: parts.subject,
    text: renderText(parts),
    html: renderHtml(parts, env),
    // One e-mail per order and event, however often the job is retried.
    idempotencyKey: `order-${order.id}-${event}`,
    ...(photo ? { attachments: [photo] } : {}),
  };
}
