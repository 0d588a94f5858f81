// Outgoing mail: the exact request Resend receives, failures that never leak the key,
// and the development outbox.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { devOutbox } from "../db/schema";
import { db } from "../test/helpers";
import { MailError, RESEND_URL, sendMail } from "./mail";

const KEY = "re_live_secret_key_123";
const withProvider = { ...env, RESEND_API_KEY: KEY };
const message = { to: "guest@example.com", subject: "Your code", text: "Hello,\n\n123456", code: "123456" };
const outboxFor = (to: string) => db().select().from(devOutbox).where(eq(devOutbox.to, to));

afterEach(() => vi.restoreAllMocks());

describe("sendMail with RESEND_API_KEY", () => {
  it("POSTs the message to Resend with the bearer key and JSON body, and keeps no outbox copy", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ id: "email_123" }));
    await sendMail(withProvider, db(), { ...message, to: "provider@example.com" });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe("https://api.resend.com/emails");
    expect(url).toBe(RESEND_URL);
    expect(init?.method).toBe("POST");
    const headers = new Headers(init?.headers);
    expect(headers.get("Authorization")).toBe(`Bearer ${KEY}`);
    expect(headers.get("Content-Type")).toBe("application/json");
    // A sign-in code is new each time: nothing to deduplicate.
    expect(headers.has("Idempotency-Key")).toBe(false);
    expect(JSON.parse(String(init?.body))).toEqual({
      from: env.MAIL_FROM,
      to: ["provider@example.com"],
      subject: "Your code",
      text: "Hello,\n\n123456",
    });
    expect(await outboxFor("provider@example.com")).toHaveLength(0);
  });

  it("throws MailError on a non-2xx answer and logs it without the key", async () => {
    const errorLog = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({ message: "domain not verified" }, { status: 403 }),
    );
    await expect(sendMail(withProvider, db(), message)).rejects.toBeInstanceOf(MailError);
    expect(errorLog).toHaveBeenCalled();
    const logged = JSON.stringify(errorLog.mock.calls);
    expect(logged).toContain("403");
    expect(logged).not.toContain(KEY);
  });

  it("throws MailError when the provider cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("fetch failed"));
    await expect(sendMail(withProvider, db(), message)).rejects.toBeInstanceOf(MailError);
  });
});

describe("sendMail without a key", () => {
  it("in development logs the message and keeps it in the dev outbox", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await sendMail(env, db(), { ...message, to: "dev@example.com" });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(JSON.stringify(log.mock.calls)).toContain("dev@example.com");
    const [row] = await outboxFor("dev@example.com");
    expect(row).toMatchObject({ subject: "Your code", text: message.text, code: "123456" });
  });

  it("outside development refuses to pretend: MailError, nothing logged or stored with the code", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const production = { ...env, ENVIRONMENT: "production" };
    await expect(sendMail(production, db(), { ...message, to: "prod@example.com" })).rejects.toBeInstanceOf(
      MailError,
    );
    expect(log).not.toHaveBeenCalled();
    expect(await outboxFor("prod@example.com")).toHaveLength(0);
  });
});
