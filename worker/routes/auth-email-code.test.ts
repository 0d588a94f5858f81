// Signing in (or up) by a code e-mailed to the address, as the order form does: one answer for
// every address, the code rules of the other account codes, and accounts made without a password.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { codes, users } from "../db/schema";
import { advance, outbox, whoAmI } from "../test/accounts";
import { call, clientAddress, createUser, db, USER_WIRE_KEYS } from "../test/helpers";

const INVALID_CODE = "Invalid or expired verification code";
const TOO_MANY_TRIES = "Too many wrong codes. Please request a new code.";
const SEND = "/api/auth/email-code";
const VERIFY = "/api/auth/email-code/verify";
const NEWCOMER = { name: "Dara Keo", mobile: "+855 12 345 678" };

let seq = 0;
const newEmail = () => `visitor${++seq}-${crypto.randomUUID().slice(0, 6)}@example.com`;
const storedUsers = (email: string) => db().query.users.findMany({ where: eq(users.email, email) });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function latestCode(email: string): Promise<string> {
  const [message] = await outbox(email);
  if (!message) throw new Error(`no mail for ${email}`);
  return message.code;
}

/** The challenge POST /api/auth/email-code last answered for each address (this "browser"'s). */
const challenges = new Map<string, string>();

async function sendAndRead(email: string) {
  const sent = await call("POST", SEND, { body: { email } });
  expect(sent.status).toBe(200);
  challenges.set(email, sent.json.challenge);
  return latestCode(email);
}

/** POST …/verify from the browser that asked for the code: its challenge unless `body` has one. */
const verify = (init: { body: Record<string, unknown>; headers?: Record<string, string> }) =>
  call("POST", VERIFY, {
    ...init,
    body: { challenge: challenges.get(String(init.body.email)) ?? "never-asked", ...init.body },
  });

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {}); // the dev mailer prints each e-mail
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("POST /api/auth/email-code", () => {
  it("answers unknown, known and suspended addresses alike, and e-mails each a 6-digit code", async () => {
    const known = await createUser();
    const suspended = await createUser({ suspended: true });
    const answers = [];
    for (const email of [newEmail(), known.email, suspended.email]) {
      const { status, json } = await call("POST", SEND, { body: { email } });
      const { challenge, ...rest } = json;
      // A challenge of its own for each: 256 random bits, base64url.
      expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      answers.push({ status, json: rest });
      expect(await latestCode(email)).toMatch(/^\d{6}$/);
    }
    expect(Object.keys(answers[0]?.json ?? {})).toEqual(["message"]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(200);
  });

  it("creates no account by sending a code", async () => {
    const email = newEmail();
    await sendAndRead(email);
    expect(await storedUsers(email)).toHaveLength(0);
  });

  it("answers 429 to a second request within the minute, for any address, and sends again after it", async () => {
    const known = await createUser();
    for (const email of [newEmail(), known.email]) {
      await sendAndRead(email);
      const again = await call("POST", SEND, { body: { email } });
      expect(again.status).toBe(429);
      expect(again.json.detail).toBe("Please wait a minute before requesting another code");
      expect(await outbox(email)).toHaveLength(1);
    }
    advance(61_000);
    const email = newEmail();
    await sendAndRead(email);
    advance(61_000);
    expect((await call("POST", SEND, { body: { email } })).status).toBe(200);
    expect(await outbox(email)).toHaveLength(2);
  });

  it("refuses a malformed body with 400 naming the field", async () => {
    for (const body of [{}, { email: "not-an-address" }, { email: 42 }]) {
      const { status, json } = await call("POST", SEND, { body });
      expect(status).toBe(400);
      expect(json.detail).toMatch(/^email: /);
    }
  });

  it("shares the account routes' per-address rate limit", async () => {
    const ip = clientAddress();
    const statuses: number[] = [];
    while (statuses.length < 100 && !statuses.includes(429)) {
      const { status, json } = await verify({
        body: { email: "nobody-code@example.com", otp: "000000" },
        headers: { "CF-Connecting-IP": ip },
      });
      statuses.push(status);
      if (status === 429) expect(json.detail).toBe("Too many requests. Please try again shortly.");
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses).toContain(429);
    const elsewhere = await call("POST", SEND, {
      body: { email: newEmail() },
      headers: { "CF-Connecting-IP": clientAddress() },
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe("POST /api/auth/email-code/verify", () => {
  it("takes the code only with the challenge of the browser that asked: others' guesses spend none of its tries", async () => {
    const email = newEmail();
    const otp = await sendAndRead(email);
    const mine = challenges.get(email);
    const theirs = (await call("POST", SEND, { body: { email: newEmail() } })).json.challenge;
    for (const challenge of [theirs, "forged-challenge", theirs, `${mine}x`, theirs]) {
      const guess = await verify({ body: { email, otp: wrongCodeFor(otp), challenge } });
      expect(guess).toMatchObject({ status: 400, json: { detail: INVALID_CODE, code: "invalidCode" } });
    }
    // Even the right code is refused without the asker's challenge, and that spends nothing either.
    expect((await verify({ body: { email, otp, challenge: theirs, ...NEWCOMER } })).status).toBe(400);
    const [row] = await db().select().from(codes).where(eq(codes.email, email));
    expect(row?.tries).toBe(0);
    expect(row?.challengeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.challengeHash).not.toContain(String(mine));
    const right = await verify({ body: { email, otp, challenge: mine, ...NEWCOMER } });
    expect(right.status).toBe(200);
    expect(right.json.user.email).toBe(email);
  });

  it("refuses a guess without a challenge (400) before it touches the code", async () => {
    const email = newEmail();
    const otp = await sendAndRead(email);
    const bare = await call("POST", VERIFY, { body: { email, otp, ...NEWCOMER } });
    expect(bare.status).toBe(400);
    expect(bare.json.detail).toMatch(/^challenge: /);
    const [row] = await db().select().from(codes).where(eq(codes.email, email));
    expect(row?.tries).toBe(0);
  });

  it("gives a resend a new challenge: the earlier one no longer opens the new code", async () => {
    const email = newEmail();
    await sendAndRead(email);
    const first = challenges.get(email);
    advance(61_000);
    const otp = await sendAndRead(email);
    expect(challenges.get(email)).not.toBe(first);
    expect((await verify({ body: { email, otp, challenge: first, ...NEWCOMER } })).status).toBe(400);
    expect((await verify({ body: { email, otp, ...NEWCOMER } })).status).toBe(200);
  });

  it("creates a verified account from name and mobile, with no password, and signs it in", async () => {
    const email = newEmail();
    const otp = await sendAndRead(email);
    const { status, json, headers } = await verify({ body: { email, otp, ...NEWCOMER } });
    expect(status).toBe(200);
    expect(Object.keys(json.user).sort()).toEqual([...USER_WIRE_KEYS].sort());
    expect(json.user).toMatchObject({ email, ...NEWCOMER, is_verified: true, is_admin: false });
    expect((await whoAmI(json.access_token)).json.id).toBe(json.user.id);
    expect(headers.get("Set-Cookie")).toContain("__Secure-device=");

    const [row] = await storedUsers(email);
    expect(row?.isVerified).toBe(true);
    for (const password of ["", "secret-pass", " "]) {
      const login = await call("POST", "/api/auth/login", { body: { email, password } });
      expect(login.status).toBe(password ? 401 : 400);
      if (password) expect(login.json.detail).toBe("Invalid email or password");
    }
  });

  it("lets an account made by a code choose a password through Forgot password", async () => {
    const email = newEmail();
    await verify({ body: { email, otp: await sendAndRead(email), ...NEWCOMER } });
    expect((await call("POST", "/api/auth/forgot-password", { body: { email } })).status).toBe(200);
    const reset = await call("POST", "/api/auth/reset-password", {
      body: { email, otp: await latestCode(email), new_password: "lotus-petals" },
    });
    expect(reset.status).toBe(200);
    const login = await call("POST", "/api/auth/login", { body: { email, password: "lotus-petals" } });
    expect(login.status).toBe(200);
  });

  it("signs an existing account in without making a second one or changing its details", async () => {
    const known = await createUser({ name: "Chanthou" });
    const otp = await sendAndRead(known.email);
    const { status, json } = await verify({
      body: { email: known.email, otp, name: "Someone Else", mobile: "+855 99 999 999" },
    });
    expect(status).toBe(200);
    expect(json.user).toMatchObject({ id: known.id, name: "Chanthou", mobile: "+855 12 000 000" });
    expect(await storedUsers(known.email)).toHaveLength(1);
    // Its password still works.
    const login = await call("POST", "/api/auth/login", {
      body: { email: known.email, password: "secret-pass" },
    });
    expect(login.status).toBe(200);
  });

  it("signs an existing account in without name or mobile", async () => {
    const known = await createUser();
    const otp = await sendAndRead(known.email);
    const { status, json } = await verify({ body: { email: known.email, otp } });
    expect(status).toBe(200);
    expect(json.user.id).toBe(known.id);
  });

  it("verifies an account registered but never verified, since the code proves the address", async () => {
    const email = newEmail();
    await call("POST", "/api/auth/register", {
      body: { ...NEWCOMER, email, password: "roses-are-red", confirmPassword: "roses-are-red" },
    });
    const otp = await sendAndRead(email);
    // The code's holder gives name and mobile (docs/decisions/060; auth-one-identity.test.ts).
    const { status, json } = await verify({ body: { email, otp, ...NEWCOMER } });
    expect(status).toBe(200);
    expect(json.user.is_verified).toBe(true);
  });

  it("opens no admin session from a code alone (docs/decisions/060)", async () => {
    const admin = await createUser({ admin: true });
    const { status, json } = await verify({
      body: { email: admin.email, otp: await sendAndRead(admin.email) },
    });
    expect(status).toBe(403);
    expect(json.code).toBe("adminNeedsPassword");
    expect(json.access_token).toBeUndefined();
  });

  it("answers a suspended account 403 with its message, and issues no token", async () => {
    const suspended = await createUser({ suspended: true });
    const { status, json } = await verify({
      body: { email: suspended.email, otp: await sendAndRead(suspended.email) },
    });
    expect(status).toBe(403);
    expect(json).toEqual({ detail: "User is suspended", code: "suspended" });
  });

  it("requires name and mobile for a new address once the code is right, naming the field", async () => {
    const email = newEmail();
    const noName = await verify({
      body: { email, otp: await sendAndRead(email), mobile: NEWCOMER.mobile },
    });
    expect(noName.status).toBe(400);
    expect(noName.json).toEqual({
      detail: "name: is required",
      code: "invalid",
      path: "name",
      errors: [{ path: "name", message: "is required" }],
    });
    advance(61_000);
    const noMobile = await verify({
      body: { email, otp: await sendAndRead(email), name: "Dara" },
    });
    expect(noMobile.status).toBe(400);
    expect(noMobile.json.detail).toBe("mobile: is required");
    expect(await storedUsers(email)).toHaveLength(0);
  });

  it("answers a wrong code 400 as verify-otp does, and voids the code after 5 wrong tries", async () => {
    const email = newEmail();
    const otp = await sendAndRead(email);
    for (let i = 0; i < 4; i++) {
      const wrong = await verify({ body: { email, otp: wrongCodeFor(otp), ...NEWCOMER } });
      expect(wrong.status).toBe(400);
      expect(wrong.json.detail).toBe(INVALID_CODE);
    }
    const fifth = await verify({ body: { email, otp: wrongCodeFor(otp), ...NEWCOMER } });
    expect(fifth.json.detail).toBe(TOO_MANY_TRIES);
    const right = await verify({ body: { email, otp, ...NEWCOMER } });
    expect(right.status).toBe(400);
    expect(right.json.detail).toBe(TOO_MANY_TRIES);
    expect(await storedUsers(email)).toHaveLength(0);
  });

  it("refuses a code older than 10 minutes, and a code used once", async () => {
    const email = newEmail();
    const otp = await sendAndRead(email);
    advance(10 * 60_000 + 1000);
    const late = await verify({ body: { email, otp, ...NEWCOMER } });
    expect(late.status).toBe(400);
    expect(late.json.detail).toBe(INVALID_CODE);

    const fresh = await sendAndRead(email);
    expect((await verify({ body: { email, otp: fresh, ...NEWCOMER } })).status).toBe(200);
    const reuse = await verify({ body: { email, otp: fresh, ...NEWCOMER } });
    expect(reuse.status).toBe(400);
    expect(reuse.json.detail).toBe(INVALID_CODE);
  });

  it("does not take a registration or password-reset code", async () => {
    const email = newEmail();
    await call("POST", "/api/auth/register", {
      body: { ...NEWCOMER, email, password: "roses-are-red", confirmPassword: "roses-are-red" },
    });
    const registrationCode = await latestCode(email);
    const { status, json } = await verify({ body: { email, otp: registrationCode } });
    expect(status).toBe(400);
    expect(json.detail).toBe(INVALID_CODE);
  });

  it("refuses malformed bodies with 400 naming the field", async () => {
    const email = newEmail();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ email, otp: "123456", challenge: undefined }, /^challenge: /],
      [{ email, otp: "123456", challenge: "" }, /^challenge: /],
      [{ otp: "123456" }, /^email: /],
      [{ email, otp: "12345" }, /^otp: /],
      [{ email, otp: "abcdef" }, /^otp: /],
      [{ email, otp: "123456", name: "   " }, /^name: /],
      [{ email, otp: "123456", mobile: 12 }, /^mobile: /],
    ];
    for (const [body, detail] of cases) {
      const { status, json } = await verify({ body });
      expect(status).toBe(400);
      expect(json.detail).toMatch(detail);
    }
  });
});
