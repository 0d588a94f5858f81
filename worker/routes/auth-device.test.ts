// The trusted-device cookie (docs/decisions/050): strangers' wrong passwords pause an account's
// password sign-in, but not for a browser that signed in to that account before.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { advance, outbox, whoAmI } from "../test/accounts";
import { call, clientAddress, createUser } from "../test/helpers";

const COOKIE = "__Secure-device";
const WRONG = { detail: "Invalid email or password", code: "invalidCredentials" };

/** Each call from its own client address, as a botnet would: the per-address limiter never trips. */
function login(email: string, password: string, cookie?: string) {
  const headers: Record<string, string> = { "CF-Connecting-IP": clientAddress() };
  if (cookie !== undefined) headers.Cookie = `${COOKIE}=${cookie}`;
  return call("POST", "/api/auth/login", { body: { email, password }, headers });
}
async function guessWrong(email: string, times: number, cookie?: string) {
  for (let i = 0; i < times; i++) expect((await login(email, `wrong-${i}`, cookie)).status).toBe(401);
}

/** The Set-Cookie lines of an answer for the device cookie. */
const deviceCookies = (headers: Headers) =>
  headers.getSetCookie().filter((line) => line.startsWith(`${COOKIE}=`));
/** The device cookie's value from an answer that must set it. */
function deviceCookieOf(headers: Headers): string {
  const [line] = deviceCookies(headers);
  if (!line) throw new Error("no device cookie set");
  return line.slice(COOKIE.length + 1).split(";")[0] as string;
}

/** A verified account and the device cookie of a browser that signed in to it. */
async function signedInAccount() {
  const user = await createUser();
  const first = await login(user.email, user.password);
  expect(first.status).toBe(200);
  return { ...user, cookie: deviceCookieOf(first.headers) };
}

const bearerStatus = async (token: string) => (await whoAmI(token)).status;

const pausedNotices = async (email: string) =>
  (await outbox(email)).filter((mail) => mail.subject.includes("paused"));

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {}); // the dev mailer prints each e-mail
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the device cookie", () => {
  it("is set by a successful password sign-in: HttpOnly, Secure, SameSite=Strict, for /api/auth, a year", async () => {
    const user = await createUser();
    const { status, headers } = await login(user.email, user.password);
    expect(status).toBe(200);
    const [line, ...more] = deviceCookies(headers);
    expect(more).toHaveLength(0);
    const [pair, ...attributes] = (line as string).split("; ");
    expect(pair).toMatch(/^__Secure-device=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(attributes.sort()).toEqual(
      ["HttpOnly", "Max-Age=31536000", "Path=/api/auth", "SameSite=Strict", "Secure"].sort(),
    );
  });

  it("is set by the code sign-ins too (verify-otp, verify-and-set-password)", async () => {
    for (const path of ["/api/auth/verify-otp", "/api/auth/verify-and-set-password"]) {
      const user = await createUser({ verified: false });
      await login(user.email, user.password); // sends the verify code
      const [mail] = await outbox(user.email);
      const answer = await call("POST", path, {
        body: { email: user.email, otp: mail?.code, new_password: "panel-password" },
      });
      expect(answer.status).toBe(200);
      expect(deviceCookies(answer.headers)).toHaveLength(1);
    }
  });

  it("is not set by a refused sign-in (wrong password, unverified, suspended)", async () => {
    const user = await createUser();
    const unverified = await createUser({ verified: false });
    const suspended = await createUser({ suspended: true });
    const answers = [
      await login(user.email, "not-it"),
      await login(unverified.email, unverified.password),
      await login(suspended.email, suspended.password),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 403]);
    for (const answer of answers) expect(deviceCookies(answer.headers)).toHaveLength(0);
  });

  it("is no access token, and an access token is no device cookie", async () => {
    const user = await signedInAccount();
    expect(await bearerStatus(user.token)).toBe(200);
    expect(await bearerStatus(user.cookie)).toBe(401);

    await guessWrong(user.email, 10);
    expect((await login(user.email, user.password, user.token)).status).toBe(401);
  });
});

describe("a paused account", () => {
  it("refuses the right password without a device cookie, as a wrong one", async () => {
    const user = await signedInAccount();
    await guessWrong(user.email, 10);
    const paused = await login(user.email, user.password);
    expect(paused.status).toBe(401);
    expect(paused.json).toEqual(WRONG);
    expect(deviceCookies(paused.headers)).toHaveLength(0);
  });

  it("signs in a browser that signed in to it before, with a working token and a fresh cookie", async () => {
    const user = await signedInAccount();
    await guessWrong(user.email, 10);
    const { status, json, headers } = await login(user.email, user.password, user.cookie);
    expect(status).toBe(200);
    expect(json.user.id).toBe(user.id);
    expect(await bearerStatus(json.access_token)).toBe(200);
    const fresh = deviceCookieOf(headers);
    expect(fresh).not.toBe(user.cookie);
    expect((await login(user.email, user.password, fresh)).status).toBe(200);
  });

  it("stays paused for everyone else after its owner signs in through the device", async () => {
    const user = await signedInAccount();
    await guessWrong(user.email, 10);
    expect((await login(user.email, user.password, user.cookie)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(401);
  });

  it("answers a wrong password from the device 401, and counts it: 10 pause the device too", async () => {
    const user = await signedInAccount();
    await guessWrong(user.email, 10);
    const wrong = await login(user.email, "not-it", user.cookie);
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual(WRONG);
    await guessWrong(user.email, 9, user.cookie);
    const pausedDevice = await login(user.email, user.password, user.cookie);
    expect(pausedDevice.status).toBe(401);
    expect(pausedDevice.json).toEqual(WRONG);

    advance(15 * 60_000 + 1000); // both pauses end
    expect((await login(user.email, user.password, user.cookie)).status).toBe(200);
  });

  it("refuses another account's device cookie", async () => {
    const user = await signedInAccount();
    const other = await signedInAccount();
    await guessWrong(user.email, 10);
    const answer = await login(user.email, user.password, other.cookie);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(WRONG);
  });

  it("refuses an altered device cookie", async () => {
    const user = await signedInAccount();
    await guessWrong(user.email, 10);
    const [header, payload, signature] = user.cookie.split(".") as [string, string, string];
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    const altered = [
      `${header}.${payload}.${flip(signature, 5)}`,
      `${header}.${flip(payload, 5)}.${signature}`,
      `${header}.${payload}.`,
      "garbage",
    ];
    for (const cookie of altered) expect((await login(user.email, user.password, cookie)).status).toBe(401);
  });

  it("takes a device cookie for a year, not longer", async () => {
    const user = await signedInAccount();
    advance(364 * 24 * 3600_000);
    await guessWrong(user.email, 10);
    expect((await login(user.email, user.password, user.cookie)).status).toBe(200);
    advance(2 * 24 * 3600_000); // that pause is over: a new one
    await guessWrong(user.email, 10);
    expect((await login(user.email, user.password, user.cookie)).status).toBe(401);
  });

  it("keeps trusting the device after a password change: the cookie still needs the password", async () => {
    const user = await signedInAccount();
    await call("POST", "/api/auth/forgot-password", { body: { email: user.email } });
    const [mail] = await outbox(user.email);
    const reset = await call("POST", "/api/auth/reset-password", {
      body: {
        email: user.email,
        otp: mail?.code,
        new_password: "a-new-password",
      },
    });
    expect(reset.status).toBe(200);
    await guessWrong(user.email, 10);
    expect((await login(user.email, user.password, user.cookie)).status).toBe(401);
    expect((await login(user.email, "a-new-password", user.cookie)).status).toBe(200);
  });

  it("e-mails the owner once, when the 10th wrong password starts the pause, saying a known browser still works", async () => {
    const user = await signedInAccount();
    await guessWrong(user.email, 9);
    expect(await pausedNotices(user.email)).toHaveLength(0);
    await guessWrong(user.email, 1);
    const notices = await pausedNotices(user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain("A browser you have signed in with before can still sign in");
    await guessWrong(user.email, 5);
    await guessWrong(user.email, 3, user.cookie);
    expect((await login(user.email, user.password, user.cookie)).status).toBe(200);
    expect(await pausedNotices(user.email)).toHaveLength(1);
  });
});
