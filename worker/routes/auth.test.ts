// The account API end to end through the Worker: registration, codes, login, password
// reset, the tokens it hands out, and what never leaves the server.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { codes, users } from "../db/schema";
import worker from "../index";
import { advance, outbox, whoAmI } from "../test/accounts";
import { call, clientAddress, createUser, db, USER_WIRE_KEYS } from "../test/helpers";

const INVALID_CODE = "Invalid or expired verification code";
const TOO_MANY_TRIES = "Too many wrong codes. Please request a new code.";

let seq = 0;
const newEmail = () => `shopper${++seq}-${crypto.randomUUID().slice(0, 6)}@example.com`;
const form = (email: string, password = "roses-are-red") => ({
  name: "Sokha Chan",
  email,
  mobile: "+855 12 111 222",
  password,
  confirmPassword: password,
});

async function latestCode(email: string): Promise<string> {
  const [message] = await outbox(email);
  if (!message) throw new Error(`no mail for ${email}`);
  return message.code;
}
const storedUser = (email: string) => db().query.users.findFirst({ where: eq(users.email, email) });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {}); // the dev mailer prints each e-mail
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function registerAndVerify(email = newEmail(), password = "roses-are-red") {
  await call("POST", "/api/auth/register", { body: form(email, password) });
  const { json } = await call("POST", "/api/auth/verify-otp", {
    body: { email, otp: await latestCode(email) },
  });
  return { email, password, token: json.access_token as string, id: json.user.id as number };
}

describe("POST /api/auth/register", () => {
  it("creates an unverified account, stores only a hash, and e-mails a 6-digit code", async () => {
    const email = newEmail();
    const { status, json, text } = await call("POST", "/api/auth/register", { body: form(email) });
    expect(status).toBe(201);
    expect(json.message).toBeTruthy();
    expect(text).not.toContain("roses-are-red");

    const row = await storedUser(email);
    expect(row).toMatchObject({ name: "Sokha Chan", mobile: "+855 12 111 222", isVerified: false });
    expect(row?.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$/);

    const [mail, ...older] = await outbox(email);
    expect(older).toHaveLength(0);
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.subject).toContain("Siem Reap Flowers");
    expect(mail?.text).toContain(mail?.code);
    expect(mail?.text).toContain("10 minutes");
    const stored = await db().query.codes.findFirst({ where: eq(codes.email, email) });
    expect(stored?.codeHash).not.toContain(mail?.code);
  });

  it("trims and lower-cases the address", async () => {
    const email = newEmail();
    const { status } = await call("POST", "/api/auth/register", {
      body: form(`  ${email.toUpperCase()} `),
    });
    expect(status).toBe(201);
    expect(await storedUser(email)).toBeTruthy();
  });

  it("re-registering an unverified address sends a new code but never replaces the first password or name", async () => {
    const email = newEmail();
    await call("POST", "/api/auth/register", { body: form(email, "owners-password") });
    const firstCode = await latestCode(email);

    // A stranger registers the same address with his own password, once the minute has passed.
    advance(61_000);
    const again = await call("POST", "/api/auth/register", {
      body: { ...form(email, "strangers-password"), name: "Stranger", mobile: "+855 99 000 111" },
    });
    expect(again.status).toBe(200);
    expect(await storedUser(email)).toMatchObject({ name: "Sokha Chan", mobile: "+855 12 111 222" });
    const mails = await outbox(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain("Hello Sokha Chan,");
    const secondCode = await latestCode(email);
    if (secondCode !== firstCode) {
      const stale = await call("POST", "/api/auth/verify-otp", { body: { email, otp: firstCode } });
      expect(stale.json.detail).toBe(INVALID_CODE);
    }

    // The mailbox's owner enters the code: the account opens with the owner's password only.
    const ok = await call("POST", "/api/auth/verify-otp", { body: { email, otp: secondCode } });
    expect(ok.status).toBe(200);
    const stranger = await call("POST", "/api/auth/login", {
      body: { email, password: "strangers-password" },
    });
    expect(stranger.status).toBe(401);
    const owner = await call("POST", "/api/auth/login", { body: { email, password: "owners-password" } });
    expect(owner.status).toBe(200);
  });

  it("a squatter who registered first gains nothing: the code step sets the password typed with it", async () => {
    const email = newEmail();
    await call("POST", "/api/auth/register", { body: form(email, "squatters-password") });
    advance(61_000);
    await call("POST", "/api/auth/register", { body: form(email, "owners-password") });
    const verified = await call("POST", "/api/auth/verify-and-set-password", {
      body: { email, otp: await latestCode(email), new_password: "owners-password" },
    });
    expect(verified.status).toBe(200);
    const squatter = await call("POST", "/api/auth/login", {
      body: { email, password: "squatters-password" },
    });
    expect(squatter.status).toBe(401);
    const owner = await call("POST", "/api/auth/login", { body: { email, password: "owners-password" } });
    expect(owner.status).toBe(200);
  });

  it("within the minute changes nothing and sends no second e-mail; the first code still works", async () => {
    const email = newEmail();
    await call("POST", "/api/auth/register", { body: form(email) });
    const again = await call("POST", "/api/auth/register", { body: { ...form(email), name: "New Name" } });
    expect(again.status).toBe(200);
    expect(await outbox(email)).toHaveLength(1);
    expect((await storedUser(email))?.name).toBe("Sokha Chan");
    const ok = await call("POST", "/api/auth/verify-otp", { body: { email, otp: await latestCode(email) } });
    expect(ok.status).toBe(200);
  });

  it("refuses a verified address with the exact detail and changes nothing", async () => {
    const existing = await createUser({ verified: true });
    const before = await storedUser(existing.email);
    const { status, json } = await call("POST", "/api/auth/register", { body: form(existing.email) });
    expect(status).toBe(400);
    expect(json).toEqual({ detail: "Email already registered and verified", code: "alreadyVerified" });
    expect(await storedUser(existing.email)).toEqual(before);
    expect(await outbox(existing.email)).toHaveLength(0);
  });

  it("refuses mismatched or short passwords, naming the field, and stores nothing", async () => {
    const email = newEmail();
    const mismatch = await call("POST", "/api/auth/register", {
      body: { ...form(email), confirmPassword: "something-else" },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.detail).toBe("confirmPassword: Passwords do not match");
    const short = await call("POST", "/api/auth/register", { body: form(email, "12345") });
    expect(short.status).toBe(400);
    expect(short.json.detail).toBe("password: must be at least 6 characters");
    expect(await storedUser(email)).toBeUndefined();
  });
});

describe("POST /api/auth/verify-otp", () => {
  it("verifies the account and signs the user in", async () => {
    const email = newEmail();
    await call("POST", "/api/auth/register", { body: form(email) });
    const { status, json } = await call("POST", "/api/auth/verify-otp", {
      body: { email, otp: await latestCode(email) },
    });
    expect(status).toBe(200);
    expect(Object.keys(json.user).sort()).toEqual(USER_WIRE_KEYS);
    expect(json.user).toMatchObject({ email, is_verified: true, is_admin: false, is_suspended: false });
    expect((await whoAmI(json.access_token)).json.id).toBe(json.user.id);
    expect((await storedUser(email))?.isVerified).toBe(true);
  });

  it("refuses a wrong code and leaves the account unverified", async () => {
    const email = newEmail();
    await call("POST", "/api/auth/register", { body: form(email) });
    const { status, json } = await call("POST", "/api/auth/verify-otp", {
      body: { email, otp: wrongCodeFor(await latestCode(email)) },
    });
    expect(status).toBe(400);
    expect(json.detail).toBe(INVALID_CODE);
    expect((await storedUser(email))?.isVerified).toBe(false);
  });

  it("accepts a code only once", async () => {
    const email = newEmail();
    await call("POST", "/api/auth/register", { body: form(email) });
    const otp = await latestCode(email);
    expect((await call("POST", "/api/auth/verify-otp", { body: { email, otp } })).status).toBe(200);
    const reuse = await call("POST", "/api/auth/verify-otp", { body: { email, otp } });
    expect(reuse.status).toBe(400);
    expect(reuse.json.detail).toBe(INVALID_CODE);
  });

  it("refuses a code older than 10 minutes", async () => {
    const email = newEmail();
    await call("POST", "/api/auth/register", { body: form(email) });
    const otp = await latestCode(email);
    advance(10 * 60_000 + 1000);
    const { status, json } = await call("POST", "/api/auth/verify-otp", { body: { email, otp } });
    expect(status).toBe(400);
    expect(json.detail).toBe(INVALID_CODE);
    expect((await storedUser(email))?.isVerified).toBe(false);
  });

  it("still takes the right code on the 5th try", async () => {
    const email = newEmail();
    await call("POST", "/api/auth/register", { body: form(email) });
    const otp = await latestCode(email);
    for (let i = 0; i < 4; i++) {
      await call("POST", "/api/auth/verify-otp", { body: { email, otp: wrongCodeFor(otp) } });
    }
    expect((await call("POST", "/api/auth/verify-otp", { body: { email, otp } })).status).toBe(200);
  });

  it("kills the code on the 5th wrong try; a new code works again", async () => {
    const email = newEmail();
    await call("POST", "/api/auth/register", { body: form(email) });
    const otp = await latestCode(email);
    const details: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { status, json } = await call("POST", "/api/auth/verify-otp", {
        body: { email, otp: wrongCodeFor(otp) },
      });
      expect(status).toBe(400);
      details.push(json.detail);
    }
    expect(details).toEqual([INVALID_CODE, INVALID_CODE, INVALID_CODE, INVALID_CODE, TOO_MANY_TRIES]);
    const late = await call("POST", "/api/auth/verify-otp", { body: { email, otp } });
    expect(late.status).toBe(400);
    expect(late.json.detail).toBe(TOO_MANY_TRIES);
    expect((await storedUser(email))?.isVerified).toBe(false);

    advance(61_000);
    expect((await call("POST", "/api/auth/resend-otp", { body: { email } })).status).toBe(200);
    const fresh = await call("POST", "/api/auth/verify-otp", {
      body: { email, otp: await latestCode(email) },
    });
    expect(fresh.status).toBe(200);
  });

  it("does not take a password-reset code", async () => {
    const user = await createUser({ verified: false });
    await call("POST", "/api/auth/forgot-password", { body: { email: user.email } });
    const resetCode = await latestCode(user.email);
    const { status, json } = await call("POST", "/api/auth/verify-otp", {
      body: { email: user.email, otp: resetCode },
    });
    expect(status).toBe(400);
    expect(json.detail).toBe(INVALID_CODE);
    expect((await storedUser(user.email))?.isVerified).toBe(false);
  });
});

describe("POST /api/auth/resend-otp", () => {
  it("sends a new code to an unverified address, at most once a minute (429 otherwise)", async () => {
    const email = newEmail();
    await call("POST", "/api/auth/register", { body: form(email) });
    const tooSoon = await call("POST", "/api/auth/resend-otp", { body: { email } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.json.detail).toBe("Please wait a minute before requesting another code");
    expect(await outbox(email)).toHaveLength(1);

    advance(61_000);
    const ok = await call("POST", "/api/auth/resend-otp", { body: { email } });
    expect(ok.status).toBe(200);
    expect(await outbox(email)).toHaveLength(2);
  });

  it("answers unknown and verified addresses alike and sends them nothing", async () => {
    const verified = await createUser({ verified: true });
    const unknown = await call("POST", "/api/auth/resend-otp", { body: { email: "nobody@example.com" } });
    const known = await call("POST", "/api/auth/resend-otp", { body: { email: verified.email } });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
    expect(await outbox("nobody@example.com")).toHaveLength(0);
    expect(await outbox(verified.email)).toHaveLength(0);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in a verified user with the snake_case user and a working token", async () => {
    const user = await createUser({ verified: true, email: newEmail() });
    const { status, json } = await call("POST", "/api/auth/login", {
      body: { email: ` ${user.email.toUpperCase()}`, password: user.password },
    });
    expect(status).toBe(200);
    expect(json.user).toMatchObject({ id: user.id, email: user.email, is_suspended: false, is_admin: false });
    expect((await whoAmI(json.access_token)).status).toBe(200);
  });

  it("answers the same 401 for a wrong password and an unknown address", async () => {
    const user = await createUser({ verified: true });
    const wrong = await call("POST", "/api/auth/login", { body: { email: user.email, password: "not-it" } });
    const unknown = await call("POST", "/api/auth/login", {
      body: { email: "ghost@example.com", password: "whatever" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ detail: "Invalid email or password", code: "invalidCredentials" });
    expect(unknown.json).toEqual(wrong.json);
  });

  it("checks the password before telling an unverified or suspended account apart", async () => {
    const unverified = await createUser({ verified: false });
    const suspended = await createUser({ suspended: true });
    for (const user of [unverified, suspended]) {
      const { status, json } = await call("POST", "/api/auth/login", {
        body: { email: user.email, password: "wrong-password" },
      });
      expect(status).toBe(401);
      expect(json.detail).toBe("Invalid email or password");
    }
    expect(await outbox(unverified.email)).toHaveLength(0);
  });

  it("answers an unverified account 401 'Email not verified' and sends a code, once a minute", async () => {
    const user = await createUser({ verified: false });
    const first = await call("POST", "/api/auth/login", {
      body: { email: user.email, password: user.password },
    });
    expect(first.status).toBe(401);
    expect(first.json).toEqual({ detail: "Email not verified", code: "notVerified" });
    expect(await outbox(user.email)).toHaveLength(1);

    const second = await call("POST", "/api/auth/login", {
      body: { email: user.email, password: user.password },
    });
    expect(second.status).toBe(401);
    expect(second.json).toEqual({ detail: "Email not verified", code: "notVerified" });
    expect(await outbox(user.email)).toHaveLength(1);

    advance(61_000);
    await call("POST", "/api/auth/login", { body: { email: user.email, password: user.password } });
    expect(await outbox(user.email)).toHaveLength(2);
  });

  it("answers a suspended account 403 'User is suspended' with no token", async () => {
    const user = await createUser({ suspended: true });
    const { status, json } = await call("POST", "/api/auth/login", {
      body: { email: user.email, password: user.password },
    });
    expect(status).toBe(403);
    expect(json).toEqual({ detail: "User is suspended", code: "suspended" });
  });
});

describe("POST /api/auth/forgot-password", () => {
  it("answers the same 200 with or without an account, and e-mails only real accounts", async () => {
    const user = await createUser({ verified: true });
    const known = await call("POST", "/api/auth/forgot-password", { body: { email: user.email } });
    const unknown = await call("POST", "/api/auth/forgot-password", {
      body: { email: "nobody2@example.com" },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    const [mail] = await outbox(user.email);
    expect(mail?.subject).toContain("password reset");
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(await outbox("nobody2@example.com")).toHaveLength(0);
  });

  it("sends no second code within the minute, and still answers 200", async () => {
    const user = await createUser({ verified: true });
    await call("POST", "/api/auth/forgot-password", { body: { email: user.email } });
    const again = await call("POST", "/api/auth/forgot-password", { body: { email: user.email } });
    expect(again.status).toBe(200);
    expect(await outbox(user.email)).toHaveLength(1);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, voids older tokens, and uses the code once", async () => {
    const user = await createUser({ verified: true });
    expect((await whoAmI(user.token)).status).toBe(200);
    await call("POST", "/api/auth/forgot-password", { body: { email: user.email } });
    const otp = await latestCode(user.email);

    const { status } = await call("POST", "/api/auth/reset-password", {
      body: { email: user.email, otp, new_password: "brand-new-pass" },
    });
    expect(status).toBe(200);

    const old = await whoAmI(user.token);
    expect(old.status).toBe(401);
    expect(old.json.detail).toBe("Invalid or expired token");
    const oldLogin = await call("POST", "/api/auth/login", {
      body: { email: user.email, password: user.password },
    });
    expect(oldLogin.status).toBe(401);
    const login = await call("POST", "/api/auth/login", {
      body: { email: user.email, password: "brand-new-pass" },
    });
    expect(login.status).toBe(200);
    expect((await whoAmI(login.json.access_token)).status).toBe(200);

    const reuse = await call("POST", "/api/auth/reset-password", {
      body: { email: user.email, otp, new_password: "third-password" },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.json.detail).toBe(INVALID_CODE);
  });

  it("refuses a wrong code and keeps the old password and tokens", async () => {
    const user = await createUser({ verified: true });
    await call("POST", "/api/auth/forgot-password", { body: { email: user.email } });
    const { status, json } = await call("POST", "/api/auth/reset-password", {
      body: {
        email: user.email,
        otp: wrongCodeFor(await latestCode(user.email)),
        new_password: "brand-new-pass",
      },
    });
    expect(status).toBe(400);
    expect(json.detail).toBe(INVALID_CODE);
    expect((await whoAmI(user.token)).status).toBe(200);
    const login = await call("POST", "/api/auth/login", {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
  });

  it("does not take a verification code", async () => {
    const email = newEmail();
    await call("POST", "/api/auth/register", { body: form(email) });
    const { status, json } = await call("POST", "/api/auth/reset-password", {
      body: { email, otp: await latestCode(email), new_password: "hijacked-pass" },
    });
    expect(status).toBe(400);
    expect(json.detail).toBe(INVALID_CODE);
  });

  it("refuses a short new password, naming the field", async () => {
    const { status, json } = await call("POST", "/api/auth/reset-password", {
      body: { email: "a@example.com", otp: "123456", new_password: "12345" },
    });
    expect(status).toBe(400);
    expect(json.detail).toBe("new_password: must be at least 6 characters");
  });

  it("also verifies an unverified account: the code proved the address", async () => {
    const user = await createUser({ verified: false });
    await call("POST", "/api/auth/forgot-password", { body: { email: user.email } });
    await call("POST", "/api/auth/reset-password", {
      body: { email: user.email, otp: await latestCode(user.email), new_password: "brand-new-pass" },
    });
    const login = await call("POST", "/api/auth/login", {
      body: { email: user.email, password: "brand-new-pass" },
    });
    expect(login.status).toBe(200);
  });
});

describe("POST /api/auth/verify-and-set-password", () => {
  it("verifies, sets the password, voids older tokens and signs in (the login verify panel)", async () => {
    const user = await createUser({ verified: false });
    await call("POST", "/api/auth/login", { body: { email: user.email, password: user.password } });
    const { status, json } = await call("POST", "/api/auth/verify-and-set-password", {
      body: { email: user.email, otp: await latestCode(user.email), new_password: "panel-password" },
    });
    expect(status).toBe(200);
    expect(json.user).toMatchObject({ id: user.id, is_verified: true });
    expect((await whoAmI(json.access_token)).status).toBe(200);
    expect((await whoAmI(user.token)).status).toBe(401);
    const login = await call("POST", "/api/auth/login", {
      body: { email: user.email, password: "panel-password" },
    });
    expect(login.status).toBe(200);
  });

  it("does not take a password-reset code", async () => {
    const user = await createUser({ verified: false });
    await call("POST", "/api/auth/forgot-password", { body: { email: user.email } });
    const { status, json } = await call("POST", "/api/auth/verify-and-set-password", {
      body: { email: user.email, otp: await latestCode(user.email), new_password: "panel-password" },
    });
    expect(status).toBe(400);
    expect(json.detail).toBe(INVALID_CODE);
    expect((await storedUser(user.email))?.isVerified).toBe(false);
  });
});

describe("access tokens", () => {
  it("refuse a token with one byte flipped", async () => {
    const { token } = await registerAndVerify();
    expect((await whoAmI(token)).status).toBe(200);
    for (const at of [10, token.indexOf(".") + 5, token.length - 3]) {
      const flipped = token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
      const { status, json } = await whoAmI(flipped);
      expect(status).toBe(401);
      expect(json.detail).toBe("Invalid or expired token");
    }
  });

  it("expire after 7 days", async () => {
    const { token } = await registerAndVerify();
    advance(7 * 24 * 3600_000 + 60_000);
    const { status } = await whoAmI(token);
    expect(status).toBe(401);
  });

  it("refuse a validly signed token without an expiry or an issue time", async () => {
    const { id } = await registerAndVerify();
    const key = new TextEncoder().encode(env.TOKEN_SECRET);
    const noExpiry = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(id));
    expect((await whoAmI(await noExpiry.setIssuedAt().sign(key))).status).toBe(401);
    const noIssuedAt = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(id))
      .setExpirationTime("1d")
      .sign(key);
    expect((await whoAmI(noIssuedAt)).status).toBe(401);
    const complete = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(id))
      .setIssuedAt()
      .setExpirationTime("1d")
      .sign(key);
    expect((await whoAmI(complete)).status).toBe(200);
  });

  it("refuse a token signed with another secret", async () => {
    const { id } = await registerAndVerify();
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(id))
      .setExpirationTime("1d")
      .sign(new TextEncoder().encode("an-attacker-secret-of-32-characters!!"));
    expect((await whoAmI(forged)).status).toBe(401);
  });
});

describe("per-account limit on password guessing", () => {
  /** Each guess from its own client address, as a botnet would: the per-address limiter never trips. */
  const login = (email: string, password: string) =>
    call("POST", "/api/auth/login", {
      body: { email, password },
      headers: { "CF-Connecting-IP": clientAddress() },
    });
  const guessWrong = async (email: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await login(email, `wrong-${i}`)).status).toBe(401);
  };

  it("after 10 wrong passwords from 10 addresses pauses sign-in 15 minutes with the wrong-password answer, and e-mails the owner once", async () => {
    const user = await createUser({ email: newEmail() });
    await guessWrong(user.email, 10);
    const paused = await login(user.email, user.password);
    expect(paused.status).toBe(401);
    expect(paused.json).toEqual({ detail: "Invalid email or password", code: "invalidCredentials" });
    await guessWrong(user.email, 5); // guesses during the pause are refused, not counted
    const notices = (await outbox(user.email)).filter((mail) => mail.subject.includes("paused"));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('"Forgot your password?"');

    advance(15 * 60_000 + 1000);
    const after = await login(user.email, user.password);
    expect(after.status).toBe(200);
  });

  it("a password reset ends the pause at once", async () => {
    const user = await createUser({ email: newEmail() });
    await guessWrong(user.email, 10);
    await call("POST", "/api/auth/forgot-password", { body: { email: user.email } });
    const reset = await call("POST", "/api/auth/reset-password", {
      body: { email: user.email, otp: await latestCode(user.email), new_password: "a-new-password" },
    });
    expect(reset.status).toBe(200);
    expect((await login(user.email, "a-new-password")).status).toBe(200);
  });

  it("a successful sign-in starts the count over, and so does a quiet quarter of an hour", async () => {
    const user = await createUser({ email: newEmail() });
    await guessWrong(user.email, 9);
    expect((await login(user.email, user.password)).status).toBe(200);
    await guessWrong(user.email, 9);
    advance(16 * 60_000);
    await guessWrong(user.email, 9);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it("wrong passwords for one account never pause another", async () => {
    const target = await createUser({ email: newEmail() });
    const bystander = await createUser({ email: newEmail() });
    await guessWrong(target.email, 12);
    expect((await login(bystander.email, bystander.password)).status).toBe(200);
  });
});

describe("rate limit per client address", () => {
  it("answers 429 once one address makes too many account calls, other addresses unaffected", async () => {
    const ip = clientAddress();
    const statuses: number[] = [];
    // wrangler.toml allows 60 a minute; stop at the first refusal.
    while (statuses.length < 100 && !statuses.includes(429)) {
      const { status, json } = await call("POST", "/api/auth/forgot-password", {
        body: { email: "nobody3@example.com" },
        headers: { "CF-Connecting-IP": ip },
      });
      statuses.push(status);
      if (status === 429) expect(json.detail).toBe("Too many requests. Please try again shortly.");
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses).toContain(429);
    const other = await call("POST", "/api/auth/forgot-password", {
      body: { email: "nobody3@example.com" },
      headers: { "CF-Connecting-IP": clientAddress() },
    });
    expect(other.status).toBe(200);
  });
});

describe("when the mail provider fails", () => {
  const withProvider = { ...env, RESEND_API_KEY: "re_test_key" };
  const post = (path: string, body: unknown) =>
    worker.request(
      path,
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
      withProvider,
    );

  it("registration answers 502 and can be retried at once without a cooldown", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const email = newEmail();
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("down", { status: 500 }));
    const failed = await post("/api/auth/register", form(email));
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      detail: "We could not send the e-mail just now. Please try again shortly.",
      code: "mailFailed",
    });

    fetchSpy.mockResolvedValue(Response.json({ id: "email_1" }));
    const retried = await post("/api/auth/register", form(email));
    expect(retried.status).toBe(200);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it("login still opens the verify panel (401 'Email not verified')", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = await createUser({ verified: false });
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("network down"));
    const response = await post("/api/auth/login", { email: user.email, password: user.password });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: "Email not verified", code: "notVerified" });
  });
});

describe("secrets", () => {
  it("no answer of a whole account journey contains a password hash or a stored code", async () => {
    const email = newEmail();
    const texts: string[] = [];
    const record = async (method: string, path: string, body?: Record<string, unknown>, token?: string) => {
      const answer = await call(method, path, { body, token });
      texts.push(answer.text);
      return answer;
    };
    await record("POST", "/api/auth/register", form(email));
    await record("POST", "/api/auth/register", form(email));
    await record("POST", "/api/auth/login", { email, password: "roses-are-red" });
    await record("POST", "/api/auth/verify-otp", { email, otp: await latestCode(email) });
    await record("POST", "/api/auth/login", { email, password: "roses-are-red" });
    await record("POST", "/api/auth/forgot-password", { email });
    await record("POST", "/api/auth/reset-password", {
      email,
      otp: await latestCode(email),
      new_password: "x-123456",
    });
    await record("POST", "/api/auth/login", { email, password: "x-123456" });

    const row = await storedUser(email);
    expect(row?.passwordHash).toBeTruthy();
    for (const text of texts) {
      expect(text).not.toContain(row?.passwordHash);
      expect(text).not.toMatch(/pbkdf2|password_?hash|token_?version|code_?hash/i);
    }
  });
});
