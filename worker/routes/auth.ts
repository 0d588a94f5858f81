// Accounts: register, codes, login, password reset (/api/auth/*, docs/decisions/008 to 012, 050).
// Every route takes `?lang=km|zh|en`: the language of any e-mail it sends (mailLangQuery).
// Users go over the wire through userWire(): never a hash.
import { and, eq, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { Locale } from "../../shared/i18n/locales";
import { ANSWER } from "../../shared/messages";
import {
  emailBody,
  emailCodeVerifyBody,
  loginBody,
  registerBody,
  setPasswordBody,
  verifyCodeBody,
} from "../../shared/schemas";
import type { Db } from "../db/client";
import { type UserRow, users } from "../db/schema";
import { NO_PASSWORD, userWire } from "../db/wire";
import type { AppEnv, Env } from "../env";
import { fail, invalid } from "../http/fail";
import { mailLangQuery } from "../middleware/lang";
import { authRateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { passwordResetNoticeMail } from "../notifications/account-emails";
import { mailLanguage } from "../notifications/order-facts";
import { checkCode, newChallenge, sendCode } from "../services/accounts/codes";
import { trustDevice, trustedDevice } from "../services/accounts/device-cookie";
import {
  clearLoginFailures,
  deviceCounterKey,
  loginFailuresOf,
  recordLoginFailure,
  sendLoginLockedNotice,
} from "../services/accounts/login-guard";
import { hashPassword, verifyPassword } from "../services/accounts/passwords";
import { issueToken } from "../services/accounts/tokens";
import { sendNotice } from "../services/mail";

// A well-formed hash of no one's password: an unknown address costs the same time to
// refuse as a wrong password, so login timing does not tell which addresses exist.
const DUMMY_HASH =
  "pbkdf2-sha256$100000$jGSdxVPyuymnSHwxSjtkeA==$FHozfNH6W7n/42T61b0Y8XGjlPXhaOKukn2Th4qiuRk=";

const findUser = (db: Db, email: string) => db.query.users.findFirst({ where: eq(users.email, email) });

/** The answer of every sign-in: the user, a token, and this browser's device cookie (docs/decisions/050). */
const signedIn = async (c: Context<AppEnv>, user: UserRow) => {
  await trustDevice(c, user);
  return { user: userWire(user), access_token: await issueToken(c.env, user) };
};

const bumpTokenVersion = sql`${users.tokenVersion} + 1`;

/** After a code proved the address: the new password, verified, earlier tokens void. */
async function setPasswordAfterCode(db: Db, email: string, password: string): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), isVerified: true, tokenVersion: bumpTokenVersion })
    .where(eq(users.email, email))
    .returning();
  if (!user) throw fail(400, "invalidCode");
  await clearLoginFailures(db, email);
  return user;
}

/** The account a first sign-in by code makes: verified, no password. A parallel first
 *  sign-in may have made it a moment ago: then that one is signed in. */
async function createByCode(
  db: Db,
  details: { name: string; email: string; mobile: string },
): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({ ...details, passwordHash: NO_PASSWORD, isVerified: true })
    .onConflictDoNothing()
    .returning();
  const user = created ?? (await findUser(db, details.email));
  if (!user) throw fail(400, "invalidCode");
  return user;
}

/**
 * A sign-in code proves the mailbox, so an account registered on the address but never
 * verified becomes the code holder's: the password, name and mobile set before (perhaps by
 * someone else) are dropped for the holder's name and mobile, and every session issued
 * before is ended (docs/decisions/060). Only the update that still finds it unverified
 * takes it; a parallel one that lost signs in the account as the winner left it.
 */
async function takeOverByCode(
  db: Db,
  user: UserRow,
  details: { name: string; mobile: string },
): Promise<UserRow> {
  const [taken] = await db
    .update(users)
    .set({
      ...details,
      address: "",
      passwordHash: NO_PASSWORD,
      isVerified: true,
      tokenVersion: bumpTokenVersion,
    })
    .where(and(eq(users.id, user.id), eq(users.isVerified, false)))
    .returning();
  if (taken) {
    await clearLoginFailures(db, user.email);
    return taken;
  }
  const now = await findUser(db, user.email);
  if (!now) throw fail(400, "invalidCode");
  return now;
}

/** The owner's password was reset by a code: she hears of it, in case it was not her. */
async function sendPasswordResetNotice(env: Env, db: Db, user: UserRow, locale: Locale): Promise<void> {
  await sendNotice(env, db, { to: user.email, ...passwordResetNoticeMail(user, mailLanguage(locale)) });
}

export const authRoutes = new Hono<AppEnv>()
  .use(authRateLimit)

  .post("/register", mailLangQuery, validate("json", registerBody), async (c) => {
    const { name, email, mobile, password } = c.req.valid("json");
    const { lang } = c.req.valid("query");
    const db = c.var.db;
    const existing = await findUser(db, email);
    if (existing?.isVerified) throw fail(400, "alreadyVerified");

    // An address registered but not yet verified keeps the details it was registered
    // with: a second registration must not replace the password of whoever holds the
    // mailbox. It only sends the code again; the web app's code step then sets
    // the password typed there (verify-and-set-password), so the mailbox's owner always
    // ends with the password they chose.
    let created = false;
    if (!existing) {
      const inserted = await db
        .insert(users)
        .values({ name, email, mobile, passwordHash: await hashPassword(password) })
        .onConflictDoNothing()
        .returning({ id: users.id });
      created = inserted.length > 0;
    }

    // "too-soon": the code sent under a minute ago is still valid, so the answer stands.
    const greeting = existing?.name ?? name;
    if (
      (await sendCode(c.env, db, { email, purpose: "verify", name: greeting, locale: lang })) === "failed"
    ) {
      throw fail(502, "mailFailed");
    }
    return c.json({ message: ANSWER.codeSent, email }, created ? 201 : 200);
  })

  .post("/verify-otp", mailLangQuery, validate("json", verifyCodeBody), async (c) => {
    const { email, otp } = c.req.valid("json");
    await checkCode(c, email, "verify", otp, { locale: c.req.valid("query").lang });
    const [user] = await c.var.db
      .update(users)
      .set({ isVerified: true })
      .where(eq(users.email, email))
      .returning();
    if (!user) throw fail(400, "invalidCode");
    if (user.isSuspended) throw fail(403, "suspended");
    return c.json(await signedIn(c, user));
  })

  .post("/resend-otp", mailLangQuery, validate("json", emailBody), async (c) => {
    const { email } = c.req.valid("json");
    const user = await findUser(c.var.db, email);
    // Unknown and already verified addresses get the same answer and no e-mail.
    if (user && !user.isVerified) {
      const outcome = await sendCode(c.env, c.var.db, {
        email,
        purpose: "verify",
        name: user.name,
        locale: c.req.valid("query").lang,
      });
      if (outcome === "too-soon") throw fail(429, "resendTooSoon");
      if (outcome === "failed") throw fail(502, "mailFailed");
    }
    return c.json({ message: ANSWER.resendAccepted });
  })

  .post("/login", mailLangQuery, validate("json", loginBody), async (c) => {
    const { email, password } = c.req.valid("json");
    const { lang } = c.req.valid("query");
    const db = c.var.db;
    const user = await findUser(db, email);
    const failures = user ? await loginFailuresOf(db, email) : null;
    const accountLocked = failures?.locked ?? false;
    // A browser that signed in to this account before is held by its own count, not the
    // account's: strangers' guesses cannot keep its owner out (docs/decisions/050).
    const device = user ? await trustedDevice(c, user) : null;
    const deviceCounter = device ? deviceCounterKey(device.nonce) : null;
    const deviceFailures = deviceCounter ? await loginFailuresOf(db, deviceCounter) : null;
    const locked = deviceCounter ? (deviceFailures?.locked ?? false) : accountLocked;
    // The password is checked even while locked, so a lock costs the same time to refuse.
    const passwordOk =
      (await verifyPassword(password, user?.passwordHash || DUMMY_HASH)) &&
      user?.passwordHash !== NO_PASSWORD;
    if (!user || !passwordOk || locked) {
      if (user && !passwordOk) {
        if (!accountLocked && (await recordLoginFailure(db, email))) {
          await sendLoginLockedNotice(c.env, db, user, lang);
        }
        if (deviceCounter && !deviceFailures?.locked) await recordLoginFailure(db, deviceCounter);
      }
      throw fail(401, "invalidCredentials");
    }
    // A sign-in through the device during a lock leaves the lock on for everyone else.
    if (failures && !accountLocked) await clearLoginFailures(db, email);
    if (deviceCounter && deviceFailures) await clearLoginFailures(db, deviceCounter);
    if (!user.isVerified) {
      // A fresh code unless one went out under a minute ago. A failed e-mail still opens
      // the verify panel, whose Resend button can try again at once.
      await sendCode(c.env, db, { email, purpose: "verify", name: user.name, locale: lang });
      throw fail(401, "notVerified");
    }
    if (user.isSuspended) throw fail(403, "suspended");
    return c.json(await signedIn(c, user));
  })

  // Signing in (or up) by a code sent to the address, as the order form does: every
  // well-formed address gets the same answer and a code, so none is told apart.
  .post("/email-code", mailLangQuery, validate("json", emailBody), async (c) => {
    const { email } = c.req.valid("json");
    const user = await findUser(c.var.db, email);
    // The code belongs to this browser: only the challenge it alone is given can try it.
    const challenge = newChallenge();
    const outcome = await sendCode(c.env, c.var.db, {
      email,
      purpose: "sign_in",
      name: user?.name,
      challenge,
      locale: c.req.valid("query").lang,
    });
    if (outcome === "too-soon") throw fail(429, "resendTooSoon");
    if (outcome === "failed") throw fail(502, "mailFailed");
    return c.json({ message: ANSWER.codeSent, challenge });
  })

  .post("/email-code/verify", mailLangQuery, validate("json", emailCodeVerifyBody), async (c) => {
    const { email, otp, challenge, name, mobile } = c.req.valid("json");
    const db = c.var.db;
    // The code first: before it, a missing name must not tell a new address from a known one.
    let user = await checkCode(c, email, "sign_in", otp, {
      challenge,
      locale: c.req.valid("query").lang,
      beforeUse: async (found) => {
        // A code opens no admin session: the owner signs in with her password (docs/decisions/060).
        if (found?.isAdmin) throw fail(403, "adminNeedsPassword");
        // A new address, or one registered but never verified, becomes the code holder's, who
        // gives its name and mobile. Without them the right code stays unused, so the same
        // code can come again with them.
        if (!found?.isVerified && (!name || !mobile)) {
          throw invalid([{ path: name ? "mobile" : "name", message: "is required" }]);
        }
      },
    });
    if (!user?.isVerified) {
      if (!name || !mobile) throw fail(400, "invalidCode"); // for the types: beforeUse refused it
      user = user
        ? await takeOverByCode(db, user, { name, mobile })
        : await createByCode(db, { name, email, mobile });
    }
    if (user.isSuspended) throw fail(403, "suspended");
    return c.json(await signedIn(c, user));
  })

  .post("/forgot-password", mailLangQuery, validate("json", emailBody), async (c) => {
    const { email } = c.req.valid("json");
    const user = await findUser(c.var.db, email);
    // Same answer with or without an account. Within the minute after a code was sent
    // nothing new goes out (that code still works) and the answer does not change either.
    if (user) {
      const outcome = await sendCode(c.env, c.var.db, {
        email,
        purpose: "reset",
        name: user.name,
        locale: c.req.valid("query").lang,
      });
      if (outcome === "failed") throw fail(502, "mailFailed");
    }
    return c.json({ message: ANSWER.resetCodeSent });
  })

  .post("/reset-password", mailLangQuery, validate("json", setPasswordBody), async (c) => {
    const { email, otp, new_password } = c.req.valid("json");
    const { lang } = c.req.valid("query");
    await checkCode(c, email, "reset", otp, { locale: lang });
    // The reset code proves the address too, so an unverified account becomes verified.
    const user = await setPasswordAfterCode(c.var.db, email, new_password);
    if (user.isAdmin) await sendPasswordResetNotice(c.env, c.var.db, user, lang);
    return c.json({ message: ANSWER.passwordReset });
  })

  .post("/verify-and-set-password", mailLangQuery, validate("json", setPasswordBody), async (c) => {
    const { email, otp, new_password } = c.req.valid("json");
    await checkCode(c, email, "verify", otp, { locale: c.req.valid("query").lang });
    const user = await setPasswordAfterCode(c.var.db, email, new_password);
    if (user.isSuspended) throw fail(403, "suspended");
    return c.json(await signedIn(c, user));
  });
