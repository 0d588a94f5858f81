// Contact-page messages to the shop (docs/decisions/040): one Telegram message to the shop's chat
// (no buttons: the Inbox is where it is marked read) and one e-mail to the shop's address
// whose Reply goes to the sender. A message deleted meanwhile has nothing to say.
import { eq } from "drizzle-orm";
import { subjectLabel } from "../../shared/contact";
import { SHOP } from "../../shared/shop";
import type { Db } from "../db/client";
import { type ContactMessageRow, contactMessages } from "../db/schema";
import type { Env } from "../env";
import { sendMail } from "../services/mail";
import { escapeHtml } from "../services/pages/html";
import { type EmailParts, renderHtml, renderText } from "./emails";
import { sendShopText } from "./telegram";

async function messageOf(db: Db, messageId: number): Promise<ContactMessageRow | null> {
  const row = await db.query.contactMessages.findFirst({ where: eq(contactMessages.id, messageId) });
  if (!row) console.warn(JSON.stringify({ event: "notifications.message_gone", messageId }));
  return row ?? null;
}

/** The facts both channels give, every one typed by the sender (phone only when given). */
const facts = (row: ContactMessageRow): [string, string | null][] => [
  ["From", row.name],
  ["E-mail", row.email],
  ["Phone", row.phone || null],
  ["Subject", subjectLabel(row.subject)],
];

/** The chat's text: Telegram HTML with everything the sender typed escaped. */
export function contactChatText(row: ContactMessageRow): string {
  return [
    `<b>Message #${row.id}</b> · ${escapeHtml(subjectLabel(row.subject))}`,
    ...facts(row)
      .filter((fact): fact is [string, string] => fact[1] !== null)
      .map(([label, value]) => `<b>${escapeHtml(label)}:</b> ${escapeHtml(value)}`),
    "",
    escapeHtml(row.message),
  ].join("\n");
}

export async function sendContactMessage(env: Env, db: Db, messageId: number): Promise<void> {
  const row = await messageOf(db, messageId);
  if (row) await sendShopText(env, db, contactChatText(row));
}

export async function sendContactEmail(env: Env, db: Db, messageId: number): Promise<void> {
  const row = await messageOf(db, messageId);
  if (!row) return;
  const parts: EmailParts = {
    // A subject is one line, whatever the sender typed into their name.
    subject: `Contact: ${subjectLabel(row.subject)} from ${row.name.replace(/\s+/g, " ")}`,
    heading: `Message from ${row.name}`,
    paragraphs: [{ text: "Reply to this e-mail to answer the sender." }],
    facts: [...facts(row), ["Message", row.message]],
  };
  await sendMail(env, db, {
    to: SHOP.email,
    replyTo: row.email,
    subject: parts.subject,
    text: renderText(parts),
    html: renderHtml(parts, env),
    // One e-mail per message, however often the job is retried.
    idempotencyKey: `contact-${row.id}`,
  });
}
