// Outgoing e-mail: Resend when RESEND_API_KEY is set; in development without a key the
// message is logged and kept in the dev outbox (GET /api/dev/outbox) instead.
import type { Db } from "../db/client";
import { devOutbox } from "../db/schema";
import { type Env, isDevelopment } from "../env";
import { toBase64 } from "./base64";

export const RESEND_URL = "https://api.resend.com/emails";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as simple HTML, every piece of user text escaped by the caller. */
  html?: string;
  attachments?: MailAttachment[];
  /** The one-time code the message carries, kept in the dev outbox for local testing. */
  code?: string;
  /** Names the message for the provider, so a retried send of it is not delivered twice. */
  idempotencyKey?: string;
  /** Where a reply goes instead of MAIL_FROM (a contact message: the sender). */
  replyTo?: string;
  /** Headers of the message besides the usual ones (a reminder's List-Unsubscribe, RFC 8058). */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
}

/** The message could not be handed to the provider; the cause is already logged. */
export class MailError extends Error {
  override name = "MailError";
}

/** A notice of something already done (a paused sign-in, a spent code budget, a reset
 *  password): the provider's failure is already logged, and must not undo or fail what it tells of. */
export async function sendNotice(env: Env, db: Db, message: MailMessage): Promise<void> {
  try {
    await sendMail(env, db, message);
  } catch (error) {
    if (!(error instanceof MailError)) throw error;
  }
}

/** Sends the message; `db` holds the dev outbox that stands in for the provider locally. */
export async function sendMail(env: Env, db: Db, message: MailMessage): Promise<void> {
  if (env.RESEND_API_KEY) return sendWithResend(env, env.RESEND_API_KEY, message);
  // Outside development a missing key is a deployment mistake: fail loudly rather than
  // pretend a code was sent (and never write codes to production logs).
  if (!isDevelopment(env)) {
    console.error("RESEND_API_KEY is not set: cannot send e-mail outside development");
    throw new MailError("Mail provider is not configured");
  }
  const replyTo = message.replyTo ? ` (reply to ${message.replyTo})` : "";
  // the text (a code, a reset link) goes to the dev outbox only: codes are never logged
  console.log(`[dev mail] to ${message.to}${replyTo}: ${message.subject} (GET /api/dev/outbox?email=…)`);
  await db.insert(devOutbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    code: message.code ?? null,
    html: message.html ?? null,
    attachments: (message.attachments ?? []).map((attachment) => attachment.filename),
    headers: message.headers ?? {},
  });
}

async function sendWithResend(env: Env, apiKey: string, message: MailMessage): Promise<void> {
  let response: Response;
  try {
    response = await fetch(RESEND_URL, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${apiKey}`,
        "Content-Type": "application/json",
        // Resend answers a key it has seen (for 24 hours) without sending again.
        ...(message.idempotencyKey ? { "Idempotency-Key": message.idempotencyKey } : {}),
      },
      body: JSON.stringify({
        from: env.MAIL_FROM,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { reply_to: [message.replyTo] } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((attachment) => ({
                filename: attachment.filename,
                content: toBase64(attachment.content),
              })),
            }
          : {}),
      }),
    });
  } catch (error) {
    console.error("Mail provider unreachable:", error instanceof Error ? error.message : String(error));
    throw new MailError("Mail provider unreachable");
  }
  if (!response.ok) {
    const answer = await response.text().catch(() => "");
    console.error(`Mail provider answered ${response.status}:`, answer.slice(0, 500));
    throw new MailError(`Mail provider answered ${response.status}`);
  }
}
