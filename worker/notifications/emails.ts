// The customer's e-mails about an order (docs/decisions/036): the receipt when it is placed, one per
// status it reaches, and the payment's own: received through PayWay, or given back
// (docs/decisions/052). Each is plain text plus simple HTML built from the same parts, with
// every piece of text the customer or the owner typed escaped, and the order's tracking link.
// They are written in the order's language: the English text is the catalogue's key, as on the
// storefront (shared/i18n), and carries no Khmer line-break marks (docs/decisions/051).
import { eq } from "drizzle-orm";
import { LOCALE_INFO, type Locale, localizedPath } from "../../shared/i18n/locales";
import { formatUsd } from "../../shared/money";
import { STATUS_LABELS } from "../../shared/orders";
import { PEAK_TEXT } from "../../shared/peak-days";
import { toDollars } from "../../shared/pricing";
import { SHOP } from "../../shared/shop";
import type { Db } from "../db/client";
import { type OrderRow, products, users } from "../db/schema";
import { type Env, publicOrigin } from "../env";
import { trackingUrl } from "../services/delivery/tracking";
import type { MailAttachment, MailMessage } from "../services/mail";
import { addOnNames, inCustomerLanguage } from "../services/orders/my-orders";
import { escapeHtml } from "../services/pages/html";
import { exchangeRate } from "../services/settings";
import type { OrderEmailEvent } from "./jobs";
import {
  addOnsText,
  addressText,
  deliveryText,
  ENGLISH,
  type FactsLanguage,
  mailLanguage,
  productText,
  recipientText,
  surchargeText,
  totalText,
} from "./order-facts";

export interface Paragraph {
  text: string;
  link?: string;
  /** The link's words in the HTML (the text version shows the address): for a long address. */
  label?: string;
}

export interface EmailParts {
  subject: string;
  heading: string;
  paragraphs: Paragraph[];
  /** Label and value rows: what, when, to whom… */
  facts: [string, string | null][];
  /** A picture above the paragraphs (a reminder's bouquet), at an absolute address. */
  picture?: { src: string; alt: string };
  /** The e-mail's own button (a reminder's "Order again"), drawn before the facts. */
  action?: { label: string; link: string };
  /** Small print after the shop's contacts (a reminder's unsubscribe link). */
  footnote?: Paragraph;
}

/** What every e-mail of an order carries (a contact message's reply has none). */
export interface EmailLinks {
  /** the order's private tracking page, /track/{token} */
  track: string;
}

function orderFacts(order: OrderRow, rate: number, lang: FactsLanguage): [string, string | null][] {
  const { t } = lang;
  return [
    [t("Flowers"), productText(order, lang)],
    [t("Add-ons"), addOnsText(order, lang) || null],
    [t("Delivery"), deliveryText(order, lang)],
    [t("To"), recipientText(order, lang)],
    [t("Address"), addressText(order, lang)],
    [t("Card message"), order.cardMessage],
    [t(PEAK_TEXT.surcharge), surchargeText(order, rate)],
    [t("Total"), totalText(order, rate)],
  ];
}

/** "$57.00": the amount in a sentence; the facts below it give the riel too. */
const amountText = (order: OrderRow) => formatUsd(toDollars(order.priceCents));

/** Where the customer pays online or shows the KHQR: the orders page on the shop's address, in
 *  the order's language. `?via=code`: opened signed out (another device), the sign-in page
 *  offers the e-mailed code first, then opens the orders (docs/decisions/060, web/auth/guards.tsx). */
const ordersPage = (env: Env, locale: Locale) =>
  `${publicOrigin(env)}${localizedPath("/orders", locale)}?via=code`;

function howToPay(order: OrderRow, env: Env, { t, locale }: FactsLanguage): Paragraph {
  if (order.paymentStatus === "paid") return { text: t("Payment: received, thank you.") };
  if (order.paymentStatus === "refunded") return { text: t("Payment: refunded.") };
  if (order.paymentMethod === "payway") {
    return {
      text: t(
        'How to pay: online by card, Alipay or WeChat Pay through ABA PayWay. If you have not paid yet, open your orders page and tap "Pay now":',
      ),
      link: ordersPage(env, locale),
    };
  }
  if (order.paymentMethod === "khqr") {
    return {
      text: t(
        "How to pay: KHQR. Open your orders page, scan the code with your bank app, then upload the proof of payment:",
      ),
      link: ordersPage(env, locale),
    };
  }
  return { text: t("How to pay: cash on delivery. Please have the total ready when the flowers arrive.") };
}

/** What a refund means for the customer: where the money goes (and how long it may take), for a
 *  payment made through PayWay. */
const refundNotes = (order: OrderRow, { t }: FactsLanguage): Paragraph[] =>
  order.paymentMethod === "payway"
    ? [
        {
          text: t(
            "The money goes back to the card or wallet you paid with. Depending on your bank, it can take a few days to show.",
          ),
        },
      ]
    : [];

/** What happens next once the payment arrived: paying does not confirm the order, the owner does. */
function afterPayment(order: OrderRow, number: string, { t }: FactsLanguage): Paragraph[] {
  if (order.status === "pending") return [{ text: t("We will confirm your order soon.") }];
  if (order.status === "cancelled")
    return [
      {
        text: t(
          "Order {number} is cancelled, so this payment will be given back: we will contact you about the refund.",
          { number },
        ),
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
  lang: FactsLanguage,
): EmailParts {
  const { t } = lang;
  const number = `#${order.id}`;
  const amount = amountText(order);
  const when = deliveryText(order, lang);
  switch (event) {
    case "placed":
      return {
        subject: t("We have your order {number}", { number }),
        heading: t("Thank you, {name}", { name: order.customerName }),
        paragraphs: [
          { text: t("We have your order {number} and will confirm it soon.", { number }) },
          howToPay(order, env, lang),
        ],
        facts: orderFacts(order, rate, lang),
      };
    case "confirmed":
      return {
        subject: t("Order {number} is confirmed", { number }),
        heading: t("Your order is confirmed"),
        paragraphs: [
          {
            text: when
              ? t("We are preparing your flowers for {when}.", { when })
              : t("We are preparing your flowers."),
          },
          ...(order.paymentStatus === "unpaid" ? [howToPay(order, env, lang)] : []),
        ],
        facts: orderFacts(order, rate, lang),
      };
    case "shipped":
      return {
        subject: t("Order {number} is out for delivery", { number }),
        heading: t("Your flowers are on their way"),
        paragraphs: [
          {
            text: t("Our rider is taking order {number} to {recipient}.", {
              number,
              recipient: recipientText(order, lang),
            }),
          },
        ],
        facts: [
          [t("Flowers"), productText(order, lang)],
          [t("Address"), addressText(order, lang)],
        ],
      };
    case "delivered":
      return {
        subject: t("Order {number} is delivered", { number }),
        heading: t("Your flowers are delivered"),
        paragraphs: [
          {
            text: t("Order {number} reached {recipient}. Thank you for choosing us.", {
              number,
              recipient: order.recipientName ?? order.customerName,
            }),
          },
          ...(photo ? [{ text: t("A photo of the bouquet at the door is attached.") }] : []),
        ],
        facts: [[t("Flowers"), productText(order, lang)]],
      };
    case "cancelled":
      return {
        subject: t("Order {number} is cancelled", { number }),
        heading: t("Your order is cancelled"),
        paragraphs: cancelledParagraphs(order, number, lang),
        facts: [
          [t("Flowers"), productText(order, lang)],
          [t("Status"), t(STATUS_LABELS[order.status])],
        ],
      };
    case "paid":
      return {
        subject: t("Payment received for order {number}", { number }),
        heading: t("Payment received, thank you"),
        paragraphs: [
          {
            text:
              order.paymentMethod === "payway"
                ? t(
                    "We have received your payment of {amount} for order {number}, paid by card, Alipay or WeChat Pay through ABA PayWay.",
                    { amount, number },
                  )
                : t("We have received your payment of {amount} for order {number}.", { amount, number }),
          },
          ...afterPayment(order, number, lang),
        ],
        facts: [...orderFacts(order, rate, lang), [t("Payment reference"), order.paymentReference]],
      };
    case "refunded":
      return {
        subject: t("Refund for order {number}", { number }),
        heading: t("Your payment is refunded"),
        paragraphs: [
          { text: t("We have given back the {amount} you paid for order {number}.", { amount, number }) },
          ...refundNotes(order, lang),
          { text: t("If you have a question about it, please contact us.") },
        ],
        facts: [
          [t("Flowers"), productText(order, lang)],
          [t("Refunded"), totalText(order, rate)],
          [t("Payment reference"), order.paymentReference],
          [t("Status"), t(STATUS_LABELS[order.status])],
        ],
      };
  }
}

/** A cancelled order's e-mail: whether money is owed back, or was given back already. */
function cancelledParagraphs(order: OrderRow, number: string, lang: FactsLanguage): Paragraph[] {
  const { t } = lang;
  switch (order.paymentStatus) {
    case "refunded":
      return [
        {
          text: t("Order {number} is cancelled, and the {amount} you paid has been refunded.", {
            number,
            amount: amountText(order),
          }),
        },
        ...refundNotes(order, lang),
      ];
    case "paid":
      return [
        {
          text: t(
            "Order {number} is cancelled. You have paid for it: we will contact you about the refund.",
            {
              number,
            },
          ),
        },
      ];
    case "unpaid":
      return [
        {
          text: t("Order {number} is cancelled. If you did not expect this, please contact us.", { number }),
        },
      ];
  }
}

const contacts = () => [SHOP.name, SHOP.phones.join(" · "), `WhatsApp ${SHOP.whatsapp}`, SHOP.email];

export function renderText(parts: EmailParts, links?: EmailLinks, { t } = ENGLISH): string {
  const facts = parts.facts.filter((fact): fact is [string, string] => fact[1] !== null);
  return [
    parts.heading,
    "",
    parts.paragraphs.map((p) => (p.link ? `${p.text}\n${p.link}` : p.text)).join("\n\n"),
    ...(links ? ["", `${t("{label}:", { label: t("Track your order") })}\n${links.track}`] : []),
    ...(parts.action ? ["", `${t("{label}:", { label: parts.action.label })}\n${parts.action.link}`] : []),
    ...(facts.length ? ["", ...facts.map(([label, value]) => t("{label}: {value}", { label, value }))] : []),
    "",
    "--",
    ...contacts(),
    ...(parts.footnote
      ? ["", parts.footnote.text, ...(parts.footnote.link ? [parts.footnote.link] : [])]
      : []),
  ].join("\n");
}

const LABEL_CELL = 'style="padding:4px 12px 4px 0;vertical-align:top;text-align:left"';
/** Values keep the customer's line breaks (an address, a card message). */
const VALUE_CELL = 'style="white-space:pre-wrap;padding:4px 12px 4px 0;vertical-align:top;text-align:left"';

/** A link drawn as a button, which mail clients show without styles of their own. */
const BUTTON =
  'style="display:inline-block;padding:10px 18px;background:#b0265c;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold"';

export function renderHtml(parts: EmailParts, env: Env, links?: EmailLinks, { t, locale } = ENGLISH): string {
  const facts = parts.facts
    .filter((fact): fact is [string, string] => fact[1] !== null)
    .map(
      ([label, value]) =>
        `<tr><th ${LABEL_CELL}>${escapeHtml(label)}</th><td ${VALUE_CELL}>${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const paragraph = (p: Paragraph, style = "") => {
    const link = p.link ? ` <a href="${escapeHtml(p.link)}">${escapeHtml(p.label ?? p.link)}</a>` : "";
    return `<p${style}>${escapeHtml(p.text)}${link}</p>`;
  };
  const paragraphs = parts.paragraphs.map((p) => paragraph(p)).join("");
  const footer = contacts().map(escapeHtml).join("<br>");
  return [
    `<!doctype html><html lang="${LOCALE_INFO[locale].tag}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(parts.heading)}</h1>`,
    parts.picture
      ? `<p><img src="${escapeHtml(parts.picture.src)}" alt="${escapeHtml(parts.picture.alt)}" width="280" style="max-width:100%;height:auto;border-radius:8px"></p>`
      : "",
    paragraphs,
    links
      ? `<p><a href="${escapeHtml(links.track)}" ${BUTTON}>${escapeHtml(t("Track your order"))}</a></p>`
      : "",
    parts.action
      ? `<p><a href="${escapeHtml(parts.action.link)}" ${BUTTON}>${escapeHtml(parts.action.label)}</a></p>`
      : "",
    facts ? `<table style="border-collapse:collapse">${facts}</table>` : "",
    `<p style="color:#666;font-size:13px"><a href="${escapeHtml(publicOrigin(env))}">${escapeHtml(SHOP.name)}</a><br>${footer}</p>`,
    parts.footnote ? paragraph(parts.footnote, ' style="color:#666;font-size:13px"') : "",
    "</body></html>",
  ].join("");
}

/** The order with its product's and add-ons' names in `locale` where the owner gave them, else
 *  the English copies the order kept. */
async function inOrderLanguage(db: Db, order: OrderRow, locale: Locale): Promise<OrderRow> {
  if (locale === "en") return order;
  const [product, addOns] = await Promise.all([
    order.productId
      ? db.query.products.findFirst({
          where: eq(products.id, order.productId),
          columns: { nameKm: true, nameZh: true },
        })
      : undefined,
    addOnNames(db, locale),
  ]);
  return inCustomerLanguage(order, product ?? null, locale, null, addOns);
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
  const lang = mailLanguage(order.locale);
  const shown = await inOrderLanguage(db, order, order.locale);
  const parts = partsFor(shown, event, env, await exchangeRate(db), photo !== null, lang);
  const links: EmailLinks = { track: await trackingUrl(env, order.id) };
  return {
    to,
    subject: parts.subject,
    text: renderText(parts, links, lang),
    html: renderHtml(parts, env, links, lang),
    // One e-mail per order and event, however often the job is retried.
    idempotencyKey: `order-${order.id}-${event}`,
    ...(photo ? { attachments: [photo] } : {}),
  };
}
