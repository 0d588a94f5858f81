// One-time e-mail codes (docs/decisions/009-one-time-codes.md): 6 digits from a CSPRNG,
// stored as an HMAC bound to address and purpose, valid 10 minutes, single use, void after
// 5 wrong tries, and (re)sent at most once a minute per address and purpose.
import { and, eq, gt, lt, lte, sql } from "drizzle-orm";
import { CODE_LENGTH, CODE_MAX_TRIES, CODE_RESEND_SECONDS, CODE_TTL_MINUTES } from "../../../shared/limits";
import { SHOP } from "../../../shared/shop";
import type { Db } from "../../db/client";
import { codes } from "../../db/schema";
import type { Env } from "../../env";
import { fail } from "../../http/fail";
import { MailError, sendMail } from "../mail";
import { timingSafeEqual } from "./passwords";
import { secretKey } from "./tokens";

/** "sign_in": the order form's code, which signs in or creates an account (docs/decisions/009). */
export type CodePurpose = "verify" | "reset" | "sign_in";

const CODE_SPACE = 10 ** CODE_LENGTH;
// The largest multiple of CODE_SPACE below 2^32: draws at or above it are rejected, so
// every code is equally likely (no modulo bias).
const UNBIASED_LIMIT = Math.floor(2 ** 32 / CODE_SPACE) * CODE_SPACE;
const TTL_MS = CODE_TTL_MINUTES * 60_000;
const RESEND_MS = CODE_RESEND_SECONDS * 1000;

const encoder = new TextEncoder();

export function generateCode(): string {
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    const value = word[0] ?? UNBIASED_LIMIT;
    if (value < UNBIASED_LIMIT) return String(value % CODE_SPACE).padStart(CODE_LENGTH, "0");
  }
}

/** HMAC-SHA256 keyed with the server secret: a leaked table cannot be brute-forced offline. */
export async function hashCode(env: Env, email: string, purpose: CodePurpose, code: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    secretKey(env) as BufferSource,
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`code:${purpose}:${email}:${code}`));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Stores a fresh code for (email, purpose), replacing any earlier one, unless the earlier
 * one was sent less than a minute ago: then null and nothing changes. One conditional
 * upsert, so two simultaneous requests cannot both pass the cooldown.
 */
export async function issueCode(
  env: Env,
  db: Db,
  email: string,
  purpose: CodePurpose,
  now = Date.now(),
): Promise<{ id: number; code: string; codeHash: string } | null> {
  const code = generateCode();
  const codeHash = await hashCode(env, email, purpose, code);
  const fresh = { codeHash, tries: 0, expiresAt: now + TTL_MS, sentAt: now };
  const [row] = await db
    .insert(codes)
    .values({ email, purpose, ...fresh })
    .onConflictDoUpdate({
      target: [codes.email, codes.purpose],
      set: fresh,
      setWhere: lte(codes.sentAt, now - RESEND_MS),
    })
    .returning({ id: codes.id });
  return row ? { id: row.id, code, codeHash } : null;
}

/** Removes a code that never reached its owner, so the cooldown does not block a retry. */
async function withdrawCode(db: Db, issued: { id: number; codeHash: string }): Promise<void> {
  await db.delete(codes).where(and(eq(codes.id, issued.id), eq(codes.codeHash, issued.codeHash)));
}

/**
 * Accepts the code once or throws 400. Each try is counted before the comparison, in one
 * conditional UPDATE, so even parallel guesses get at most CODE_MAX_TRIES comparisons.
 */
export async function consumeCode(
  env: Env,
  db: Db,
  email: string,
  purpose: CodePurpose,
  code: string,
  now = Date.now(),
): Promise<void> {
  const [claimed] = await db
    .update(codes)
    .set({ tries: sql`${codes.tries} + 1` })
    .where(
      and(
        eq(codes.email, email),
        eq(codes.purpose, purpose),
        lt(codes.tries, CODE_MAX_TRIES),
        gt(codes.expiresAt, now),
      ),
    )
    .returning({ id: codes.id, codeHash: codes.codeHash, tries: codes.tries });

  if (!claimed) {
    const row = await db.query.codes.findFirst({
      where: and(eq(codes.email, email), eq(codes.purpose, purpose)),
    });
    const exhausted = row && row.expiresAt > now && row.tries >= CODE_MAX_TRIES;
    throw fail(400, exhausted ? "tooManyCodeTries" : "invalidCode");
  }

  const given = await hashCode(env, email, purpose, code);
  if (!timingSafeEqual(encoder.encode(given), encoder.encode(claimed.codeHash))) {
    throw fail(400, claimed.tries >= CODE_MAX_TRIES ? "tooManyCodeTries" : "invalidCode");
  }

  // Single use: only the request that deletes the row may go on (a parallel one, or a
  // resend that replaced the row in between, leaves nothing to delete).
  const [used] = await db
    .delete(codes)
    .where(and(eq(codes.id, claimed.id), eq(codes.codeHash, claimed.codeHash)))
    .returning({ id: codes.id });
  if (!used) throw fail(400, "invalidCode");
}

export type SendOutcome = "sent" | "too-soon" | "failed";

/** Issues a code and e-mails it. A failed e-mail withdraws the code, so a retry works at once. */
export async function sendCode(
  env: Env,
  db: Db,
  to: { email: string; purpose: CodePurpose; name?: string },
): Promise<SendOutcome> {
  const issued = await issueCode(env, db, to.email, to.purpose);
  if (!issued) return "too-soon";
  try {
    await sendMail(env, db, {
      to: to.email,
      code: issued.code,
      ...codeMail(to.purpose, issued.code, to.name),
    });
    return "sent";
  } catch (error) {
    await withdrawCode(db, issued);
    if (error instanceof MailError) return "failed";
    throw error;
  }
}

const CODE_MAIL: Record<CodePurpose, { reason: string; subject: string }> = {
  verify: {
    reason: `Welcome to ${SHOP.name}! Use this code to verify your e-mail address:`,
    subject: `Your ${SHOP.name} verification code`,
  },
  reset: {
    reason: `Use this code to choose a new password for your ${SHOP.name} account:`,
    subject: `Your ${SHOP.name} password reset code`,
  },
  sign_in: {
    reason: `Use this code to confirm your e-mail address and place your order with ${SHOP.name}:`,
    subject: `Your ${SHOP.name} order confirmation code`,
  },
};

/** The short, friendly e-mail that carries a one-time code. */
export function codeMail(purpose: CodePurpose, code: string, name?: string) {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const { reason, subject } = CODE_MAIL[purpose];
  const text = [
    greeting,
    "",
    reason,
    "",
    `    ${code}`,
    "",
    `The code expires in ${CODE_TTL_MINUTES} minutes and works once.`,
    "If you did not ask for it, you can ignore this e-mail.",
    "",
    `${SHOP.name}, ${SHOP.address.city}`,
  ].join("\n");
  return { subject, text };
}
