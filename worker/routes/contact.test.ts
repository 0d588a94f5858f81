// POST /api/contact (docs/decisions/040): stored and told to the shop on both channels, the
// honeypot stores nothing, Turnstile checked on the server only when a secret is set, a
// per-address limit, and bad input refused with nothing stored or queued.
import { count, desc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHOP } from "../../shared/shop";
import { contactMessages, devOutbox, telegramOutbox } from "../db/schema";
import type { Env } from "../env";
import { contactChatText } from "../notifications/contact";
import { TELEGRAM_API } from "../notifications/telegram";
import { RESEND_URL } from "../services/mail";
import { SITEVERIFY_URL } from "../services/turnstile";
import { db } from "../test/helpers";
import { BOT_TOKEN, botEnv, CHAT_ID, callWorker, catchJobs, devEnv, runJobs } from "../test/notifications";

const SECRET = "0x4AAAAAAA-test-secret";
const SITE_KEY = "0x4AAAAAAA-test-site";
const withTurnstile: Env = { ...devEnv, TURNSTILE_SECRET: SECRET, TURNSTILE_SITE_KEY: SITE_KEY };

const MESSAGE = {
  name: "Sok <b>Dara</b>",
  email: "Dara@Example.com",
  phone: "+855 12 345 678",
  subject: "wedding",
  message: "Flowers for 120 guests in March?\nWhite & green, please.",
};

let address = 0;
/** A client address of its own per call unless one is named, so the limit never trips by accident. */
const nextIp = () => `192.0.2.${(address++ % 250) + 1}`;

async function send(body: unknown, options: { env?: Env; ip?: string } = {}) {
  const response = await callWorker(
    "/api/contact",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": options.ip ?? nextIp() },
      body: JSON.stringify(body),
    },
    options.env ?? devEnv,
  );
  return { status: response.status, json: (await response.json()) as any };
}

const stored = () => db().select().from(contactMessages).orderBy(desc(contactMessages.id));
const storedCount = async () => (await db().select({ n: count() }).from(contactMessages))[0]?.n ?? 0;

let jobs: ReturnType<typeof catchJobs>;
beforeEach(async () => {
  await db().delete(contactMessages);
  await db().delete(telegramOutbox);
  await db().delete(devOutbox).where(eq(devOutbox.to, SHOP.email));
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  jobs = catchJobs();
});
afterEach(() => vi.restoreAllMocks());

describe("a message from the contact page", () => {
  it("is stored, answered 201 with its id, and reaches the shop's chat and mailbox", async () => {
    const { status, json } = await send(MESSAGE);

    expect(status).toBe(201);
    const [row] = await stored();
    expect(json).toEqual({ ok: true, id: row?.id });
    expect(row).toMatchObject({
      name: "Sok <b>Dara</b>",
      email: "dara@example.com",
      phone: "+855 12 345 678",
      subject: "wedding",
      message: MESSAGE.message,
      read: false,
      readAt: null,
    });
    expect(jobs).toEqual([
      { kind: "telegram.contact", messageId: row?.id },
      { kind: "email.contact", messageId: row?.id },
    ]);

    const result = await runJobs(jobs);
    expect(result.retryMessages).toEqual([]);

    const chat = await callWorker("/api/dev/telegram", {});
    const { messages } = (await chat.json()) as {
      messages: { chat_id: string; text: string; buttons: [] }[];
    };
    expect(messages).toHaveLength(1);
    expect(messages[0]?.chat_id).toBe(CHAT_ID);
    expect(messages[0]?.buttons).toEqual([]);
    const text = messages[0]?.text ?? "";
    expect(text).toContain("Wedding flowers");
    expect(text).toContain("Sok &lt;b&gt;Dara&lt;/b&gt;"); // typed text never becomes markup
    expect(text).toContain("dara@example.com");
    expect(text).toContain("+855 12 345 678");
    expect(text).toContain("White &amp; green, please.");

    const mails = await db().select().from(devOutbox).where(eq(devOutbox.to, SHOP.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Contact: Wedding flowers from Sok <b>Dara</b>");
    expect(mails[0]?.text).toContain("Flowers for 120 guests in March?");
    expect(mails[0]?.html).toContain("Sok &lt;b&gt;Dara&lt;/b&gt;");
    expect(mails[0]?.html).not.toContain("<b>Dara</b>");
  });

  it("without a phone stores none and leaves the line out of the chat's message", async () => {
    const { phone: _phone, ...noPhone } = MESSAGE;
    expect((await send(noPhone)).status).toBe(201);
    const [row] = await stored();
    expect(row?.phone).toBe("");
    expect(contactChatText(row as NonNullable<typeof row>)).not.toContain("Phone");
  });

  it("with the honeypot filled answers as if all went well, and stores and sends nothing", async () => {
    const { status, json } = await send({ ...MESSAGE, website: "https://spam.example" });
    expect(status).toBe(201);
    expect(json).toEqual({ ok: true, id: null });
    expect(await storedCount()).toBe(0);
    expect(jobs).toEqual([]);
  });
});

describe("bad input", () => {
  it.each([
    [{ ...MESSAGE, name: "  " }, "name: is required"],
    [{ ...MESSAGE, email: "dara@" }, "email: must be a valid e-mail address"],
    [
      { ...MESSAGE, subject: "prices" },
      "subject: must be one of general, custom-order, wedding, event, delivery, other",
    ],
    [{ ...MESSAGE, message: "" }, "message: is required"],
    [{ ...MESSAGE, message: "x".repeat(2001) }, "message: must be at most 2000 characters"],
    [{ ...MESSAGE, name: "x".repeat(101) }, "name: must be at most 100 characters"],
    [{ ...MESSAGE, phone: "1".repeat(31) }, "phone: must be at most 30 characters"],
    [{ ...MESSAGE, website: 1 }, "website: must be text"],
    [{ ...MESSAGE, website: "x".repeat(501) }, "website: must be at most 500 characters"],
    [{ ...MESSAGE, turnstile_token: ["token"] }, "turnstile_token: must be text"],
    [{ ...MESSAGE, turnstile_token: "x".repeat(2049) }, "turnstile_token: must be at most 2048 characters"],
  ])("%j answers 400 %j, stores and sends nothing", async (body, detail) => {
    const { status, json } = await send(body);
    expect(status).toBe(400);
    expect(json.detail).toBe(detail);
    expect(await storedCount()).toBe(0);
    expect(jobs).toEqual([]);
  });
});

describe("Turnstile", () => {
  const siteverify = (success: boolean) =>
    vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(
        Response.json({ success, "error-codes": success ? [] : ["invalid-input-response"] }),
      );

  it("is not asked for without a secret", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    expect((await send(MESSAGE)).status).toBe(201);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ["the secret", { TURNSTILE_SECRET: SECRET, TURNSTILE_SITE_KEY: "" }, "TURNSTILE_SITE_KEY"],
    ["the site key", { TURNSTILE_SECRET: "", TURNSTILE_SITE_KEY: SITE_KEY }, "TURNSTILE_SECRET"],
  ])(
    "with only %s set (the page shows no widget, or nothing checks it): not asked for, and the half setup logged",
    async (_, keys, missing) => {
      const fetchSpy = vi.spyOn(globalThis, "fetch");
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      const { status, json } = await send(MESSAGE, { env: { ...devEnv, ...keys } });
      expect(status).toBe(201);
      expect(json.id).toEqual(expect.any(Number));
      expect(await storedCount()).toBe(1);
      expect(fetchSpy).not.toHaveBeenCalledWith(SITEVERIFY_URL, expect.anything());
      expect(logged.mock.calls.map(([line]) => JSON.parse(String(line)))).toContainEqual(
        expect.objectContaining({ event: "turnstile.misconfigured", missing }),
      );
    },
  );

  it("with a secret and a site key set, a message without a token is refused", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { status, json } = await send(MESSAGE, { env: withTurnstile });
    expect(status).toBe(400);
    expect(json.detail).toBe("turnstile_token: please complete the check that you are not a robot");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await storedCount()).toBe(0);
  });

  it("a token Siteverify accepts lets the message through, checked with the secret and the sender's address", async () => {
    const fetchSpy = siteverify(true);
    const { status } = await send(
      { ...MESSAGE, turnstile_token: "token-ok" },
      { env: withTurnstile, ip: "192.0.2.77" },
    );
    expect(status).toBe(201);
    expect(await storedCount()).toBe(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe("https://challenges.cloudflare.com/turnstile/v0/siteverify");
    expect(url).toBe(SITEVERIFY_URL);
    const form = init?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      secret: SECRET,
      response: "token-ok",
      remoteip: "192.0.2.77",
    });
  });

  it("a token Siteverify refuses: 400 with a clear detail, nothing stored or sent", async () => {
    siteverify(false);
    const { status, json } = await send({ ...MESSAGE, turnstile_token: "token-bad" }, { env: withTurnstile });
    expect(status).toBe(400);
    expect(json.detail).toBe("The check that you are not a robot did not pass. Please try it again.");
    expect(await storedCount()).toBe(0);
    expect(jobs).toEqual([]);
  });

  it("Siteverify out of reach: 503, the visitor may try again, nothing stored", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost"));
    const { status, json } = await send({ ...MESSAGE, turnstile_token: "token" }, { env: withTurnstile });
    expect(status).toBe(503);
    expect(json.detail).toBe("We could not run the robot check just now. Please try again shortly.");
    expect(await storedCount()).toBe(0);
  });

  it("the pages' CSP lets the widget's script and frame come from Cloudflare, and nothing else from there", async () => {
    const page = await callWorker("/contact", {});
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' https:\/\/challenges\.cloudflare\.com[ ;]/);
    expect(csp).toContain("frame-src https://challenges.cloudflare.com;");
    expect(csp).toContain("connect-src 'self';");
  });

  it("the site key is public in GET /api/shop with its secret beside it, null otherwise", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const siteKey = async (env: Record<string, string>) =>
      ((await (await callWorker("/api/shop", {}, { ...devEnv, ...env })).json()) as any).turnstile_site_key;
    expect(await siteKey({ TURNSTILE_SITE_KEY: "", TURNSTILE_SECRET: "" })).toBeNull();
    expect(await siteKey({ TURNSTILE_SITE_KEY: "0x4AAAA-site", TURNSTILE_SECRET: "" })).toBeNull();
    expect(await siteKey({ TURNSTILE_SITE_KEY: "0x4AAAA-site", TURNSTILE_SECRET: "0x4AAAA-secret" })).toBe(
      "0x4AAAA-site",
    );
    // Half a setup is logged where the contact form checks it, not on every storefront load.
    expect(logged).not.toHaveBeenCalled();
  });
});

describe("rate limit per client address", () => {
  it("answers 429 past 5 a minute from one address; another address may still send", async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await send(MESSAGE, { ip })).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    const refused = await send(MESSAGE, { ip });
    expect(refused.json).toEqual({
      detail: "Too many requests. Please try again shortly.",
      code: "tooManyRequests",
    });
    expect(await storedCount()).toBe(5);
    expect((await send(MESSAGE, { ip: "203.0.113.200" })).status).toBe(201);
  });
});

describe("the shop's channels in production", () => {
  it("Telegram: one message to the shop's chat, HTML with the typed text escaped, no buttons", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(Response.json({ ok: true, result: { message_id: 9 } }));
    await send(MESSAGE);
    const [telegram] = jobs;
    expect(
      (await runJobs([telegram as NonNullable<typeof telegram>], { env: botEnv })).retryMessages,
    ).toEqual([]);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${TELEGRAM_API}/bot${BOT_TOKEN}/sendMessage`);
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ chat_id: CHAT_ID, parse_mode: "HTML" });
    expect(body.reply_markup).toBeUndefined();
    expect(body.text).toContain("Sok &lt;b&gt;Dara&lt;/b&gt;");
  });

  it("E-mail: to the shop's address through Resend, Reply going to the sender, once per message", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ id: "email_1" }));
    await send(MESSAGE);
    const [, email] = jobs;
    const [row] = await stored();
    await runJobs([email as NonNullable<typeof email>], { env: { ...devEnv, RESEND_API_KEY: "re_test" } });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(RESEND_URL);
    expect(new Headers(init?.headers).get("Idempotency-Key")).toBe(`contact-${row?.id}`);
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ to: [SHOP.email], reply_to: ["dara@example.com"] });
  });

  it("a message deleted before its job runs has nothing to say: acked, nothing sent", async () => {
    await send(MESSAGE);
    await db().delete(contactMessages);
    const result = await runJobs(jobs);
    expect(result.retryMessages).toEqual([]);
    expect(await db().select().from(telegramOutbox)).toEqual([]);
    expect(await db().select().from(devOutbox).where(eq(devOutbox.to, SHOP.email))).toEqual([]);
  });
});
