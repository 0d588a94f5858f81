// One identity, with or without a password (docs/decisions/060): `has_password`,
// a first password from the profile, a code taking over an address nobody verified, and no
// admin session from a code alone.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { users } from "../db/schema";
import { outbox, whoAmI } from "../test/accounts";
import { call, createUser, db, USER_WIRE_KEYS } from "../test/helpers";

const SEND = "/api/auth/email-code";
const VERIFY = "/api/auth/email-code/verify";
const VICTIM = { name: "Sreymom Chan", mobile: "+855 17 222 333" };
const STRANGER = { name: "Not Her", mobile: "+855 99 888 777" };

let seq = 0;
const newEmail = () => `identity${++seq}-${crypto.randomUUID().slice(0, 6)}@example.com`;
const storedUser = (email: string) => db().query.users.findFirst({ where: eq(users.email, email) });

/** Asks for a sign-in code: the code from the outbox, and the challenge when the answer has one. */
async function askCode(email: string): Promise<{ otp: string; challenge?: string }> {
  const sent = await call("POST", SEND, { body: { email } });
  expect(sent.status).toBe(200);
  const [message] = await outbox(email);
  if (!message) throw new Error(`no mail for ${email}`);
  return { otp: message.code, challenge: sent.json.challenge };
}

async function signUpByCode(email: string) {
  const answer = await call("POST", VERIFY, { body: { email, ...(await askCode(email)), ...VICTIM } });
  expect(answer.status).toBe(200);
  return answer.json as { user: Record<string, unknown>; access_token: string };
}

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {}); // the dev mailer prints each e-mail
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("has_password on the user", () => {
  it("is false for an account made by a code, true for one with a password", async () => {
    const email = newEmail();
    const made = await signUpByCode(email);
    expect(Object.keys(made.user).sort()).toEqual(USER_WIRE_KEYS);
    expect(made.user.has_password).toBe(false);

    const known = await createUser();
    const login = await call("POST", "/api/auth/login", {
      body: { email: known.email, password: known.password },
    });
    expect(login.status).toBe(200);
    expect(login.json.user.has_password).toBe(true);

    const profile = await call("PUT", "/api/user/profile", {
      token: made.access_token,
      body: { name: "Sreymom" },
    });
    expect(profile.status).toBe(200);
    expect(profile.json.user.has_password).toBe(false);
  });
});

describe("PUT /api/user/profile without a password yet", () => {
  it("sets a first password without a current one; the session goes on with the answer's token", async () => {
    const email = newEmail();
    const made = await signUpByCode(email);
    const { status, json } = await call("PUT", "/api/user/profile", {
      token: made.access_token,
      body: { name: VICTIM.name, new_password: "jasmine-tea" },
    });
    expect(status).toBe(200);
    expect(json.user.has_password).toBe(true);
    expect((await whoAmI(json.access_token)).status).toBe(200);
    expect((await call("GET", "/api/user/orders", { token: json.access_token })).status).toBe(200);

    const login = await call("POST", "/api/auth/login", { body: { email, password: "jasmine-tea" } });
    expect(login.status).toBe(200);
    expect(login.json.user.has_password).toBe(true);
  });

  it("takes no current password it does not have, and still refuses a short new one", async () => {
    const made = await signUpByCode(newEmail());
    const short = await call("PUT", "/api/user/profile", {
      token: made.access_token,
      body: { name: VICTIM.name, new_password: "12345" },
    });
    expect(short.status).toBe(400);
    expect(short.json.detail).toBe("new_password: must be at least 6 characters");

    const withAnyCurrent = await call("PUT", "/api/user/profile", {
      token: made.access_token,
      body: { name: VICTIM.name, current_password: "whatever", new_password: "jasmine-tea" },
    });
    expect(withAnyCurrent.status).toBe(200);
    expect(withAnyCurrent.json.user.has_password).toBe(true);
  });

  it("still needs the right current password once there is one", async () => {
    const me = await createUser({ password: "old-secret" });
    const wrong = await call("PUT", "/api/user/profile", {
      token: me.token,
      body: { name: "Me", current_password: "not-it", new_password: "new-secret" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe("wrongCurrentPassword");
    const login = await call("POST", "/api/auth/login", {
      body: { email: me.email, password: "old-secret" },
    });
    expect(login.status).toBe(200);
  });
});

describe("POST /api/auth/email-code/verify on an address registered but never verified", () => {
  it("gives the account to the code's holder: the stranger's password, name and sessions are gone", async () => {
    const email = newEmail();
    const registered = await call("POST", "/api/auth/register", {
      body: { ...STRANGER, email, password: "strangers-pass", confirmPassword: "strangers-pass" },
    });
    expect(registered.status).toBe(201);
    const before = await storedUser(email);
    if (!before) throw new Error("not registered");
    // A token issued before (as if the stranger had held one) must stop working.
    const { issueToken } = await import("../services/accounts/tokens");
    const { env } = await import("cloudflare:workers");
    const oldToken = await issueToken(env, before);
    expect((await whoAmI(oldToken)).status).toBe(200);

    const { status, json } = await call("POST", VERIFY, {
      body: { email, ...(await askCode(email)), ...VICTIM },
    });
    expect(status).toBe(200);
    expect(json.user).toMatchObject({ id: before.id, ...VICTIM, is_verified: true, has_password: false });

    const strangerLogin = await call("POST", "/api/auth/login", {
      body: { email, password: "strangers-pass" },
    });
    expect(strangerLogin.status).toBe(401);
    expect((await whoAmI(oldToken)).status).toBe(401);
    expect((await whoAmI(json.access_token)).status).toBe(200);
    const after = await storedUser(email);
    expect(after).toMatchObject({
      name: VICTIM.name,
      mobile: VICTIM.mobile,
      passwordHash: "",
      isVerified: true,
    });
  });

  it("needs name and mobile, and keeps the right code for the answer that brings them", async () => {
    const email = newEmail();
    await call("POST", "/api/auth/register", {
      body: { ...STRANGER, email, password: "strangers-pass", confirmPassword: "strangers-pass" },
    });
    const code = await askCode(email);
    const bare = await call("POST", VERIFY, { body: { email, ...code } });
    expect(bare.status).toBe(400);
    expect(bare.json).toMatchObject({ code: "invalid", path: "name" });
    const noMobile = await call("POST", VERIFY, { body: { email, ...code, name: VICTIM.name } });
    expect(noMobile.status).toBe(400);
    expect(noMobile.json).toMatchObject({ code: "invalid", path: "mobile" });
    expect((await storedUser(email))?.name).toBe(STRANGER.name);

    const again = await call("POST", VERIFY, { body: { email, ...code, ...VICTIM } });
    expect(again.status).toBe(200);
    expect(again.json.user).toMatchObject({ ...VICTIM, has_password: false });
  });
});

describe("POST /api/auth/email-code/verify for a new address without name or mobile", () => {
  it("answers 400 naming the field without using up the right code", async () => {
    const email = newEmail();
    const code = await askCode(email);
    const bare = await call("POST", VERIFY, { body: { email, ...code } });
    expect(bare.status).toBe(400);
    expect(bare.json).toMatchObject({ code: "invalid", path: "name" });
    expect(await storedUser(email)).toBeUndefined();

    const again = await call("POST", VERIFY, { body: { email, ...code, ...VICTIM } });
    expect(again.status).toBe(200);
    expect(again.json.user).toMatchObject({ email, ...VICTIM });
    const reuse = await call("POST", VERIFY, { body: { email, ...code, ...VICTIM } });
    expect(reuse.status).toBe(400);
    expect(reuse.json.code).toBe("invalidCode");
  });

  it("answers a wrong code 400 invalidCode before asking for a name, known address or not", async () => {
    const known = await createUser();
    for (const email of [newEmail(), known.email]) {
      const { otp, challenge } = await askCode(email);
      const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, "0");
      const answer = await call("POST", VERIFY, { body: { email, otp: wrong, challenge } });
      expect(answer.status).toBe(400);
      expect(answer.json.code).toBe("invalidCode");
    }
  });
});

describe("no admin session from a code alone", () => {
  it("answers an admin's right code 403 adminNeedsPassword, with no token", async () => {
    const admin = await createUser({ admin: true });
    const { status, json } = await call("POST", VERIFY, {
      body: { email: admin.email, ...(await askCode(admin.email)) },
    });
    expect(status).toBe(403);
    expect(json).toEqual({
      detail: "The shop owner's account signs in with its password.",
      code: "adminNeedsPassword",
    });
    expect(json.access_token).toBeUndefined();
  });

  it("still resets the admin's password by code, and e-mails her that it happened", async () => {
    const admin = await createUser({ admin: true, name: "Owner" });
    expect((await call("POST", "/api/auth/forgot-password", { body: { email: admin.email } })).status).toBe(
      200,
    );
    const [resetMail] = await outbox(admin.email);
    if (!resetMail) throw new Error("no reset code");
    const reset = await call("POST", "/api/auth/reset-password", {
      body: { email: admin.email, otp: resetMail.code, new_password: "orchid-house" },
    });
    expect(reset.status).toBe(200);
    const [notice] = await outbox(admin.email);
    expect(notice?.subject).toMatch(/password was reset/);
    expect(notice?.text).toContain(admin.email);
    const login = await call("POST", "/api/auth/login", {
      body: { email: admin.email, password: "orchid-house" },
    });
    expect(login.status).toBe(200);
    expect(login.json.user.is_admin).toBe(true);
  });

  it("sends no such notice for a customer's reset", async () => {
    const customer = await createUser();
    await call("POST", "/api/auth/forgot-password", { body: { email: customer.email } });
    const [resetMail] = await outbox(customer.email);
    if (!resetMail) throw new Error("no reset code");
    const reset = await call("POST", "/api/auth/reset-password", {
      body: { email: customer.email, otp: resetMail.code, new_password: "orchid-house" },
    });
    expect(reset.status).toBe(200);
    expect(await outbox(customer.email)).toHaveLength(1);
  });
});
