// The daily budget of wrong codes per address, across every kind of code (docs/decisions/060):
// after 20 wrong codes within 24 hours every code for the address is refused (429) until 24
// hours after the first of them, the address hears of it once, and a browser carrying the
// account's device cookie is not held (docs/decisions/050).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { advance, outbox } from "../test/accounts";
import { call, createUser } from "../test/helpers";

const COOKIE = "__Secure-device";
const TOO_MANY = {
  detail: "Too many wrong codes for this address today. Please try again in 24 hours.",
  code: "tooManyCodeGuesses",
};
const HOUR = 3_600_000;

/** Without CF-Connecting-IP, as from many addresses: the per-IP limiter (shared by the suite) stays out. */
function post(path: string, body: Record<string, unknown>, cookie?: string) {
  const headers: Record<string, string> = {};
  if (cookie !== undefined) headers.Cookie = `${COOKIE}=${cookie}`;
  return call("POST", path, { body, headers });
}
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function latestCode(email: string): Promise<string> {
  const [message] = await outbox(email);
  if (!message?.code) throw new Error(`no code for ${email}`);
  return message.code;
}

/** A sign-in code sent to `email`, with the challenge of the browser that asked. */
async function signInCode(email: string, cookie?: string) {
  const sent = await post("/api/auth/email-code", { email }, cookie);
  expect(sent.status).toBe(200);
  return { otp: await latestCode(email), challenge: sent.json.challenge as string };
}
async function resetCode(email: string) {
  expect((await post("/api/auth/forgot-password", { email })).status).toBe(200);
  return latestCode(email);
}

const resetGuess = (email: string, otp: string, query = "") =>
  post(`/api/auth/reset-password${query}`, { email, otp, new_password: "new-secret-pass" });

/** 5 wrong guesses at one fresh code of each kind in turn (sign-in, reset), `rounds` times,
 *  from a page whose `?lang=` is `query`. */
async function spendWrong(email: string, rounds: number, query = "") {
  for (let round = 0; round < rounds; round++) {
    advance(61_000); // past the resend cooldown
    if (round % 2 === 0) {
      const { otp, challenge } = await signInCode(email);
      for (let i = 0; i < 5; i++) {
        const answer = await post(`/api/auth/email-code/verify${query}`, {
          email,
          otp: wrongCodeFor(otp),
          challenge,
        });
        expect(answer.status).toBe(400);
      }
    } else {
      const otp = await resetCode(email);
      for (let i = 0; i < 5; i++)
        expect((await resetGuess(email, wrongCodeFor(otp), query)).status).toBe(400);
    }
  }
}

const budgetNotices = async (email: string) =>
  (await outbox(email)).filter((mail) => mail.subject.includes("Codes for your"));

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {}); // the dev mailer prints each e-mail
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the address's budget of wrong codes", () => {
  it("writes its one notice in the language of the page the wrong codes came from", async () => {
    const user = await createUser({ name: "Wang Li" });
    await spendWrong(user.email, 4, "?lang=zh");
    const [notice] = await outbox(user.email);
    expect(notice?.subject).toBe("您邮箱的 Siem Reap Flowers 验证码已暂停使用");
    expect(notice?.text).toMatch(/^Wang Li，您好：\n/);
    expect(notice?.text).toContain("已达 20 次");
    expect(notice?.text).toContain("24 小时内");
  });

  it("refuses every code for the address after 20 wrong ones of any kind, until 24 hours after the first, with one e-mail", async () => {
    const user = await createUser();
    const firstWrong = Date.now() + 61_000;
    await spendWrong(user.email, 4);
    expect(await budgetNotices(user.email)).toHaveLength(1);
    const [notice] = await budgetNotices(user.email);
    expect(notice?.text).toContain("20 times");

    // The right code of each kind: 429, and nothing checked (the code still works later).
    advance(61_000);
    const signIn = await signInCode(user.email);
    const refused = await post("/api/auth/email-code/verify", { email: user.email, ...signIn });
    expect(refused).toMatchObject({ status: 429, json: TOO_MANY });
    advance(61_000);
    const reset = await resetCode(user.email);
    expect(await resetGuess(user.email, reset)).toMatchObject({ status: 429, json: TOO_MANY });
    expect(await budgetNotices(user.email)).toHaveLength(1);

    // Still refused just before the 24 hours are up, accepted after.
    vi.setSystemTime(firstWrong + 24 * HOUR - 60_000);
    const late = await signInCode(user.email);
    expect((await post("/api/auth/email-code/verify", { email: user.email, ...late })).status).toBe(429);
    vi.setSystemTime(firstWrong + 24 * HOUR + 1000);
    const accepted = await post("/api/auth/email-code/verify", { email: user.email, ...late });
    expect(accepted.status).toBe(200);
    expect(await budgetNotices(user.email)).toHaveLength(1);
  });

  it("does not count right codes, nor guesses that compared nothing", async () => {
    const user = await createUser();
    await spendWrong(user.email, 3); // 15 wrong
    for (let i = 0; i < 6; i++) {
      advance(61_000);
      const code = await signInCode(user.email);
      expect((await post("/api/auth/email-code/verify", { email: user.email, ...code })).status).toBe(200);
      // With the code gone (used), guesses compare nothing.
      expect((await post("/api/auth/email-code/verify", { email: user.email, ...code })).status).toBe(400);
    }
    advance(61_000);
    const reset = await resetCode(user.email);
    expect((await resetGuess(user.email, reset)).status).toBe(200);
    expect(await budgetNotices(user.email)).toHaveLength(0);
  });

  it("counts parallel wrong guesses exactly: of 15 at once after 10, 10 are compared and 5 refused, one e-mail", async () => {
    const user = await createUser({ verified: false });
    await spendWrong(user.email, 2); // 10 wrong
    advance(61_000);
    const signIn = await signInCode(user.email);
    const reset = await resetCode(user.email);
    expect((await post("/api/auth/resend-otp", { email: user.email })).status).toBe(200);
    const verifyCode = await latestCode(user.email);
    const guesses = Array.from({ length: 5 }, () => [
      post("/api/auth/email-code/verify", { email: user.email, ...signIn, otp: wrongCodeFor(signIn.otp) }),
      resetGuess(user.email, wrongCodeFor(reset)),
      post("/api/auth/verify-otp", { email: user.email, otp: wrongCodeFor(verifyCode) }),
    ]).flat();
    const statuses = (await Promise.all(guesses)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(await budgetNotices(user.email)).toHaveLength(1);
  });

  it("does not hold a browser carrying the account's device cookie", async () => {
    const user = await createUser();
    const login = await post("/api/auth/login", { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    const cookieLine = login.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`)) ?? "";
    const cookie = cookieLine.slice(COOKIE.length + 1).split(";")[0] as string;
    await spendWrong(user.email, 4);

    advance(61_000);
    const code = await signInCode(user.email, cookie);
    const stranger = await post("/api/auth/email-code/verify", { email: user.email, ...code });
    expect(stranger.status).toBe(429);
    const owner = await post("/api/auth/email-code/verify", { email: user.email, ...code }, cookie);
    expect(owner.status).toBe(200);
    // Another account's cookie is no pass.
    const other = await createUser();
    const otherLogin = await post("/api/auth/login", { email: other.email, password: other.password });
    const otherCookie = (otherLogin.headers.getSetCookie()[0] ?? "").slice(COOKIE.length + 1).split(";")[0];
    advance(61_000);
    const again = await signInCode(user.email);
    const foreign = await post("/api/auth/email-code/verify", { email: user.email, ...again }, otherCookie);
    expect(foreign.status).toBe(429);
  });
});
