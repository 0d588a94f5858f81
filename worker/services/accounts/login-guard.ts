// Per-account password guessing limit: an exact counter in D1, beside the per-address
// rate limiter (which an attacker with many addresses walks around). After
// LOGIN_MAX_FAILURES wrong passwords within LOGIN_WINDOW_MINUTES the account's password
// sign-in pauses for LOGIN_LOCK_MINUTES, answering exactly as a wrong password does, and
// the owner gets one e-mail. Attempts during a lock are not counted, so a lock never
// extends itself: it always ends, and a password reset ends it at once. A browser with the
// account's device cookie is not held by the account's lock but by its own count, kept in
// the same table under deviceCounterKey (docs/decisions/050).
import { eq, type SQL, sql } from "drizzle-orm";
import type { Locale } from "../../../shared/i18n/locales";
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from "../../../shared/limits";
import type { Db } from "../../db/client";
import { loginFailures } from "../../db/schema";
import type { Env } from "../../env";
import { loginLockedMail } from "../../notifications/account-emails";
import { mailLanguage } from "../../notifications/order-facts";
import { sendNotice } from "../mail";

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;
const LOCK_MS = LOGIN_LOCK_MINUTES * 60_000;

/** Where a trusted device's own wrong passwords are counted (no address lacks an "@", so no account's). */
export const deviceCounterKey = (nonce: string) => `device:${nonce}`;

/**
 * The recent wrong passwords counted under `key` (an account's address, or a deviceCounterKey),
 * if any; `locked` while password sign-in under it is paused.
 */
export async function loginFailuresOf(db: Db, key: string, now = Date.now()) {
  const row = await db.query.loginFailures.findFirst({ where: eq(loginFailures.email, key) });
  return row ? { locked: row.lockedUntil > now } : null;
}

/**
 * One more under `key` in the login_failures table, in a single upsert (parallel requests each
 * count): a row whose window is `stale` starts over at 1 in a new window. With `cap`, a count
 * already at it is left alone and nothing is returned. The wrong passwords and the code guesses
 * both count this way.
 */
export async function countInWindow(db: Db, key: string, now: number, stale: SQL, cap?: number) {
  const [row] = await db
    .insert(loginFailures)
    .values({ email: key, failures: 1, windowStartedAt: now, lockedUntil: 0 })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${stale} THEN ${now} ELSE ${loginFailures.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${stale} THEN 0 ELSE ${loginFailures.lockedUntil} END`,
      },
      ...(cap === undefined ? {} : { setWhere: sql`${stale} OR ${loginFailures.failures} < ${cap}` }),
    })
    .returning({ failures: loginFailures.failures, windowStartedAt: loginFailures.windowStartedAt });
  return row;
}

/**
 * Counts one wrong password under `key` in a single upsert (parallel guesses each count). Returns
 * true when this failure started a lock. A window older than LOGIN_WINDOW_MINUTES starts over.
 */
export async function recordLoginFailure(db: Db, key: string, now = Date.now()): Promise<boolean> {
  const stale = sql`${loginFailures.windowStartedAt} <= ${now - WINDOW_MS} OR ${loginFailures.lockedUntil} > 0`;
  const row = await countInWindow(db, key, now, stale);
  if (!row || row.failures < LOGIN_MAX_FAILURES) return false;
  // Only the request that reaches the limit while unlocked starts the lock (and the e-mail).
  const locked = await db
    .update(loginFailures)
    .set({ lockedUntil: now + LOCK_MS })
    .where(sql`${loginFailures.email} = ${key} AND ${loginFailures.lockedUntil} = 0`)
    .returning({ email: loginFailures.email });
  return locked.length > 0;
}

/** A successful sign-in or password reset: the count under `key` starts over and any lock ends. */
export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, key));
}

/** The notice e-mail; a mail failure is logged and never changes the login's answer. */
export async function sendLoginLockedNotice(
  env: Env,
  db: Db,
  to: { email: string; name: string },
  locale: Locale = "en",
): Promise<void> {
  await sendNotice(env, db, { to: to.email, ...loginLockedMail(to.name, mailLanguage(locale)) });
}
