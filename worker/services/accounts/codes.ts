// One-time e-mail codes (docs/decisions/009-one-time-codes.md): 6 digits from a CSPRNG,
// stored as an HMAC bound to address and purpose, valid 10 minutes, single use, void after
// 5 wrong tries, and (re)sent at most once a minute per address and purpose. A sign-in code
// belongs to the browser that asked for it (a challenge only it was given), and every address
// has a budget of wrong codes of all kinds per day (docs/decisions/060).
import { and, eq, gt, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { base64url } from "jose";
import type { Locale } from "../../../shared/i18n/locales";
import {
  CODE_GUESS_BUDGET,
  CODE_GUESS_WINDOW_HOURS,
  CODE_LENGTH,
  CODE_MAX_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_MINUTES,
} from "../../../shared/limits";
import type { Db } from "../../db/client";
import { codes, loginFailures, type UserRow, users } from "../../db/schema";
import type { AppEnv, Env } from "../../env";
import { fail } from "../../http/fail";
import { codeMail, guessesSpentMail } from "../../notifications/account-emails";
import { mailLanguage } from "../../notifications/order-facts";
import { sha256Hex, toHex } from "../base64";
import { MailError, sendMail, sendNotice } from "../mail";
import { trustedDevice } from "./device-cookie";
import { countInWindow } from "./login-guard";
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
const GUESS_WINDOW_MS = CODE_GUESS_WINDOW_HOURS * 3_600_000;

const encoder = new TextEncoder();

/** What POST /api/auth/email-code hands the asking browser: 256 random bits, base64url. */
export const newChallenge = () => base64url.encode(crypto.getRandomValues(new Uint8Array(32)));

/** Only this is stored: a table leak does not hand out challenges (256 random bits need no key). */
const hashChallenge = (challenge: string) => sha256Hex(challenge);

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
  return toHex(mac);
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
  challengeHash: string | null = null,
): Promise<{ id: number; code: string; codeHash: string } | null> {
  const code = generateCode();
  const codeHash = await hashCode(env, email, purpose, code);
  const fresh = { codeHash, tries: 0, expiresAt: now + TTL_MS, sentAt: now, challengeHash };
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

/** Where an address's wrong codes are counted, in login_failures beside its wrong passwords
 *  (no address has a ":", so no account's password count). */
const codeGuessKey = (email: string) => `codes:${email}`;
/** Where a trusted device's own wrong codes are counted (docs/decisions/050). */
const deviceCodeGuessKey = (nonce: string) => `codes-device:${nonce}`;

interface GuessSlot {
  key: string;
  failures: number;
  windowStartedAt: number;
}

/**
 * Takes one of the CODE_GUESS_BUDGET guesses under `key` before a code is compared, in one
 * conditional upsert (parallel guesses each take their own), or null when the budget is spent.
 * A window CODE_GUESS_WINDOW_HOURS after its first guess starts over.
 */
async function takeGuess(db: Db, key: string, now: number): Promise<GuessSlot | null> {
  const stale = sql`${loginFailures.windowStartedAt} <= ${now - GUESS_WINDOW_MS}`;
  const row = await countInWindow(db, key, now, stale, CODE_GUESS_BUDGET);
  return row ? { key, ...row } : null;
}

/** Gives back a guess that compared no wrong code (a right one, or nothing to compare). */
async function returnGuess(db: Db, slot: GuessSlot): Promise<void> {
  const same = and(
    eq(loginFailures.email, slot.key),
    eq(loginFailures.windowStartedAt, slot.windowStartedAt),
  );
  await db.batch([
    db
      .update(loginFailures)
      .set({ failures: sql`${loginFailures.failures} - 1` })
      .where(and(same, gt(loginFailures.failures, 0))),
    // An empty window is no window: the next wrong code starts the 24 hours.
    db.delete(loginFailures).where(and(same, lte(loginFailures.failures, 0))),
  ]);
}

/** After a wrong code spent the budget: the one request that marks it sends the notice. */
async function noticeSpentBudget(
  env: Env,
  db: Db,
  email: string,
  slot: GuessSlot,
  locale: Locale = "en",
): Promise<void> {
  if (slot.failures < CODE_GUESS_BUDGET) return;
  const marked = await db
    .update(loginFailures)
    .set({ lockedUntil: slot.windowStartedAt + GUESS_WINDOW_MS })
    .where(
      and(
        eq(loginFailures.email, slot.key),
        eq(loginFailures.windowStartedAt, slot.windowStartedAt),
        eq(loginFailures.lockedUntil, 0),
        sql`${loginFailures.failures} >= ${CODE_GUESS_BUDGET}`,
      ),
    )
    .returning({ key: loginFailures.email });
  if (marked.length === 0) return;
  const user = await db.query.users.findFirst({ columns: { name: true }, where: eq(users.email, email) });
  await sendNotice(env, db, { to: email, ...guessesSpentMail(user?.name, mailLanguage(locale)) });
}

export interface CodeCheck {
  /** The challenge POST /api/auth/email-code handed the browser: required for sign_in codes. */
  challenge?: string;
  /** Where this guess is budgeted: the address (default) or a trusted device's own count. */
  guessKey?: string;
  /** Runs once the code is found right, before it is used up: if it throws, the code stays
   *  (e.g. the details a new account needs are missing, and the same code comes again). */
  beforeUse?: () => Promise<void>;
  /** The language of the page that sent the code: a notice this guess causes is written in it. */
  locale?: Locale;
}

/**
 * Accepts the code once or throws 400 (429 once the address's budget of wrong codes is spent).
 * Each try is counted before the comparison, in one conditional UPDATE, so even parallel
 * guesses get at most CODE_MAX_TRIES comparisons; so is each guess against the budget, given
 * back unless a wrong code was compared. A sign_in code is tried only with its challenge: a
 * guess without it, or with another, spends nothing of the code's tries.
 */
export async function consumeCode(
  env: Env,
  db: Db,
  email: string,
  purpose: CodePurpose,
  code: string,
  now = Date.now(),
  check: CodeCheck = {},
): Promise<void> {
  let challengeMatch: SQL | undefined;
  if (purpose === "sign_in") {
    if (!check.challenge) throw fail(400, "invalidCode");
    challengeMatch = eq(codes.challengeHash, await hashChallenge(check.challenge));
  }
  const guessKey = check.guessKey ?? codeGuessKey(email);
  const slot = await takeGuess(db, guessKey, now);
  if (!slot) throw fail(429, "tooManyCodeGuesses");
  let wrong = false;
  try {
    const [claimed] = await db
      .update(codes)
      .set({ tries: sql`${codes.tries} + 1` })
      .where(
        and(
          eq(codes.email, email),
          eq(codes.purpose, purpose),
          challengeMatch,
          lt(codes.tries, CODE_MAX_TRIES),
          gt(codes.expiresAt, now),
        ),
      )
      .returning({ id: codes.id, codeHash: codes.codeHash, tries: codes.tries });

    if (!claimed) {
      const row = await db.query.codes.findFirst({
        where: and(eq(codes.email, email), eq(codes.purpose, purpose), challengeMatch),
      });
      const exhausted = row && row.expiresAt > now && row.tries >= CODE_MAX_TRIES;
      throw fail(400, exhausted ? "tooManyCodeTries" : "invalidCode");
    }

    const given = await hashCode(env, email, purpose, code);
    if (!timingSafeEqual(encoder.encode(given), encoder.encode(claimed.codeHash))) {
      wrong = true;
      if (guessKey === codeGuessKey(email)) await noticeSpentBudget(env, db, email, slot, check.locale);
      throw fail(400, claimed.tries >= CODE_MAX_TRIES ? "tooManyCodeTries" : "invalidCode");
    }
    await check.beforeUse?.();

    // Single use: only the request that deletes the row may go on (a parallel one, or a
    // resend that replaced the row in between, leaves nothing to delete).
    const [used] = await db
      .delete(codes)
      .where(and(eq(codes.id, claimed.id), eq(codes.codeHash, claimed.codeHash)))
      .returning({ id: codes.id });
    if (!used) throw fail(400, "invalidCode");
  } finally {
    if (!wrong) await returnGuess(db, slot);
  }
}

/**
 * consumeCode for a route: a browser carrying the account's device cookie is budgeted on its
 * own count, not the address's, so strangers' guesses cannot keep the owner out (ADR 050).
 * Answers the address's account as it read it (or undefined), which `beforeUse` is handed too.
 */
export async function checkCode(
  c: Context<AppEnv>,
  email: string,
  purpose: CodePurpose,
  code: string,
  check: Omit<CodeCheck, "guessKey" | "beforeUse"> & {
    beforeUse?: (user: UserRow | undefined) => Promise<void>;
  } = {},
): Promise<UserRow | undefined> {
  const db = c.var.db;
  const user = await db.query.users.findFirst({ where: eq(users.email, email) });
  const device = user ? await trustedDevice(c, user) : null;
  const { beforeUse } = check;
  await consumeCode(c.env, db, email, purpose, code, Date.now(), {
    ...check,
    beforeUse: beforeUse && (() => beforeUse(user)),
    guessKey: device ? deviceCodeGuessKey(device.nonce) : undefined,
  });
  return user;
}

export type SendOutcome = "sent" | "too-soon" | "failed";

/** Issues a code and e-mails it, in `locale`. A failed e-mail withdraws the code, so a retry works at once. */
export async function sendCode(
  env: Env,
  db: Db,
  to: { email: string; purpose: CodePurpose; name?: string; challenge?: string; locale?: Locale },
): Promise<SendOutcome> {
  const challengeHash = to.challenge ? await hashChallenge(to.challenge) : null;
  const issued = await issueCode(env, db, to.email, to.purpose, Date.now(), challengeHash);
  if (!issued) return "too-soon";
  try {
    await sendMail(env, db, {
      to: to.email,
      code: issued.code,
      ...codeMail(to.purpose, issued.code, to.name, mailLanguage(to.locale ?? "en")),
    });
    return "sent";
  } catch (error) {
    await withdrawCode(db, issued);
    if (error instanceof MailError) return "failed";
    throw error;
  }
}
