// One-time codes at the service level: unbiased digits, keyed hashes, the resend
// cooldown, expiry to the millisecond, and limits that hold under parallel requests, and the
// wording of the code e-mails.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { codes, devOutbox } from "../../db/schema";
import { codeMail } from "../../notifications/account-emails";
import { db } from "../../test/helpers";
import { consumeCode, generateCode, hashCode, issueCode, sendCode } from "./codes";

const TEN_MINUTES = 10 * 60_000;
let seq = 0;
const newEmail = () => `codes${++seq}-${crypto.randomUUID().slice(0, 6)}@example.com`;
const row = (email: string, purpose: "verify" | "reset") =>
  db().query.codes.findFirst({ where: and(eq(codes.email, email), eq(codes.purpose, purpose)) });

/** The detail of the 400 a refused code throws, or "accepted". */
async function attempt(email: string, code: string, now?: number, purpose: "verify" | "reset" = "verify") {
  try {
    await consumeCode(env, db(), email, purpose, code, now);
    return "accepted";
  } catch (error: any) {
    expect(error.status).toBe(400);
    return (await error.getResponse().json()).detail as string;
  }
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

afterEach(() => vi.restoreAllMocks());

describe("generateCode", () => {
  it("gives 6 digits, leading zeros kept, spread over the whole range", () => {
    const drawn = Array.from({ length: 3000 }, generateCode);
    for (const code of drawn) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(drawn).size).toBeGreaterThan(2950);
    expect(drawn.some((code) => code.startsWith("0"))).toBe(true);
    expect(drawn.some((code) => code.startsWith("9"))).toBe(true);
  });

  it("rejects random words from the biased top of the range instead of folding them", () => {
    const words = [0xffffffff, 4_294_000_000, 123];
    vi.spyOn(crypto, "getRandomValues").mockImplementation((array: any) => {
      array[0] = words.shift() ?? 0;
      return array;
    });
    expect(generateCode()).toBe("000123");
    expect(words).toHaveLength(0);
  });
});

describe("hashCode", () => {
  it("is keyed and bound to address and purpose, and never shows the code", async () => {
    const a = await hashCode(env, "a@example.com", "verify", "123456");
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain("123456");
    expect(await hashCode(env, "a@example.com", "verify", "123456")).toBe(a);
    expect(await hashCode(env, "a@example.com", "reset", "123456")).not.toBe(a);
    expect(await hashCode(env, "b@example.com", "verify", "123456")).not.toBe(a);
    expect(
      await hashCode(
        { ...env, TOKEN_SECRET: "another-secret-of-at-least-32-chars!" },
        "a@example.com",
        "verify",
        "123456",
      ),
    ).not.toBe(a);
  });
});

describe("issueCode", () => {
  it("keeps one row per address and purpose and refuses a resend within 60 seconds", async () => {
    const email = newEmail();
    const t0 = Date.now();
    const first = await issueCode(env, db(), email, "verify", t0);
    expect(first?.code).toMatch(/^\d{6}$/);
    expect(await issueCode(env, db(), email, "verify", t0 + 59_999)).toBeNull();
    expect((await row(email, "verify"))?.codeHash).toBe(first?.codeHash);

    // The other purpose has its own row and its own cooldown.
    expect(await issueCode(env, db(), email, "reset", t0 + 1000)).not.toBeNull();

    const second = await issueCode(env, db(), email, "verify", t0 + 60_000);
    expect(second).not.toBeNull();
    const stored = await row(email, "verify");
    expect(stored).toMatchObject({
      id: first?.id,
      codeHash: second?.codeHash,
      tries: 0,
      sentAt: t0 + 60_000,
    });
    expect(stored?.expiresAt).toBe(t0 + 60_000 + TEN_MINUTES);
  });

  it("lets only one of many simultaneous requests through the cooldown", async () => {
    const email = newEmail();
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => issueCode(env, db(), email, "verify", now)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe("consumeCode", () => {
  it("accepts until the last millisecond of the 10 minutes, not after", async () => {
    const t0 = Date.now();
    const early = newEmail();
    const late = newEmail();
    const a = await issueCode(env, db(), early, "verify", t0);
    const b = await issueCode(env, db(), late, "verify", t0);
    expect(await attempt(early, a?.code ?? "", t0 + TEN_MINUTES - 1)).toBe("accepted");
    expect(await attempt(late, b?.code ?? "", t0 + TEN_MINUTES)).toBe("Invalid or expired verification code");
  });

  it("is single use and bound to its purpose", async () => {
    const email = newEmail();
    const issued = await issueCode(env, db(), email, "reset");
    const code = issued?.code ?? "";
    expect(await attempt(email, code, undefined, "verify")).toBe("Invalid or expired verification code");
    expect(await attempt(email, code, undefined, "reset")).toBe("accepted");
    expect(await attempt(email, code, undefined, "reset")).toBe("Invalid or expired verification code");
    expect(await row(email, "reset")).toBeUndefined();
  });

  it("counts parallel wrong guesses too: after 8 at once the right code is refused", async () => {
    const email = newEmail();
    const issued = await issueCode(env, db(), email, "verify");
    const code = issued?.code ?? "";
    const details = await Promise.all(Array.from({ length: 8 }, () => attempt(email, wrong(code))));
    expect(
      details.filter((d) => d === "Too many wrong codes. Please request a new code.").length,
    ).toBeGreaterThan(0);
    expect(await attempt(email, code)).toBe("Too many wrong codes. Please request a new code.");
    expect((await row(email, "verify"))?.tries).toBe(5);
  });

  it("lets exactly one of two simultaneous right answers through", async () => {
    const email = newEmail();
    const issued = await issueCode(env, db(), email, "verify");
    const results = await Promise.all([
      attempt(email, issued?.code ?? ""),
      attempt(email, issued?.code ?? ""),
    ]);
    expect(results.filter((r) => r === "accepted")).toHaveLength(1);
  });

  it("refuses when no code was ever sent", async () => {
    expect(await attempt(newEmail(), "123456")).toBe("Invalid or expired verification code");
  });
});

describe("sendCode", () => {
  it("e-mails the code it stored (dev outbox here)", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const email = newEmail();
    expect(await sendCode(env, db(), { email, purpose: "verify", name: "Dara" })).toBe("sent");
    const [mail] = await db().select().from(devOutbox).where(eq(devOutbox.to, email));
    expect(mail?.text).toContain("Hello Dara,");
    expect(await attempt(email, mail?.code ?? "")).toBe("accepted");
    expect(await sendCode(env, db(), { email, purpose: "verify" })).toBe("sent");
    expect(await sendCode(env, db(), { email, purpose: "verify" })).toBe("too-soon");
  });

  it("withdraws the code when the e-mail fails, so a retry is not blocked by the cooldown", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const email = newEmail();
    const withProvider = { ...env, RESEND_API_KEY: "re_test_key" };
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("nope", { status: 503 }));
    expect(await sendCode(withProvider, db(), { email, purpose: "reset" })).toBe("failed");
    expect(await row(email, "reset")).toBeUndefined();
    fetchSpy.mockResolvedValue(Response.json({ id: "ok" }));
    expect(await sendCode(withProvider, db(), { email, purpose: "reset" })).toBe("sent");
    expect(await row(email, "reset")).toBeTruthy();
  });
});

describe("codeMail", () => {
  it("is short, friendly, names the shop, carries the code and says it expires in 10 minutes", () => {
    const verify = codeMail("verify", "042917", "Sokha");
    expect(verify.subject).toBe("Your Siem Reap Flowers verification code");
    expect(verify.text).toContain("Hello Sokha,");
    expect(verify.text).toContain("042917");
    expect(verify.text).toContain("expires in 10 minutes");
    expect(verify.text.split("\n").length).toBeLessThan(15);

    const reset = codeMail("reset", "555000");
    expect(reset.subject).toBe("Your Siem Reap Flowers password reset code");
    expect(reset.text).toContain("Hello,");
    expect(reset.text).toContain("new password");
    expect(reset.text).toContain("555000");
  });
});
