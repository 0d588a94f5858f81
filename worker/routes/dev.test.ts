// GET /api/dev/outbox: the development stand-in for a mailbox, and its absence elsewhere.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../index";
import { sendMail } from "../services/mail";
import { call, db } from "../test/helpers";

afterEach(() => vi.restoreAllMocks());

async function mail(to: string, subject: string, code: string | undefined) {
  vi.spyOn(console, "log").mockImplementation(() => {});
  await sendMail(env, db(), { to, subject, text: `Body of ${subject}`, code });
}

describe("GET /api/dev/outbox in development", () => {
  it("lists the address's messages newest first, in the documented shape", async () => {
    await mail("reader@example.com", "First", "111111");
    await mail("someone-else@example.com", "Not yours", "999999");
    await mail("reader@example.com", "Second", undefined);
    await mail("reader@example.com", "Third", "333333");

    const { status, json } = await call("GET", "/api/dev/outbox?email=%20Reader@Example.com");
    expect(status).toBe(200);
    expect(json.messages.map((m: { subject: string }) => m.subject)).toEqual(["Third", "Second", "First"]);
    const [newest] = json.messages;
    expect(Object.keys(newest).sort()).toEqual([
      "attachments",
      "code",
      "created_at",
      "headers",
      "html",
      "subject",
      "text",
      "to",
    ]);
    expect(newest).toMatchObject({
      to: "reader@example.com",
      text: "Body of Third",
      code: "333333",
      html: null,
      attachments: [],
      headers: {},
    });
    expect(new Date(newest.created_at).toString()).not.toBe("Invalid Date");
    expect(json.messages[1].code).toBeNull();
  });

  it("answers an empty list for an address with no mail", async () => {
    const { status, json } = await call("GET", "/api/dev/outbox?email=quiet@example.com");
    expect(status).toBe(200);
    expect(json).toEqual({ messages: [] });
  });

  it("asks for a valid address", async () => {
    const missing = await call("GET", "/api/dev/outbox");
    expect(missing.status).toBe(400);
    expect(missing.json.detail).toMatch(/^email: /);
    const invalid = await call("GET", "/api/dev/outbox?email=not-an-address");
    expect(invalid.status).toBe(400);
    expect(invalid.json.detail).toBe("email: must be a valid e-mail address");
  });
});

describe("GET /api/dev/outbox elsewhere", () => {
  const unknownPath = async (overrides: Record<string, string>) => {
    const response = await worker.request("/api/no-such-thing", {}, { ...env, ...overrides });
    return { status: response.status, json: await response.json() };
  };

  it.each([
    ["in production", { ENVIRONMENT: "production" }],
    ["with no ENVIRONMENT set", { ENVIRONMENT: "" }],
    ["once a real mail provider is configured", { RESEND_API_KEY: "re_test_key" }],
  ])("does not exist %s: 404 JSON like any unknown path", async (_, overrides) => {
    await mail("hidden@example.com", "Secret code", "123456");
    const response = await worker.request(
      "/api/dev/outbox?email=hidden@example.com",
      {},
      { ...env, ...overrides },
    );
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json();
    expect(body).toEqual((await unknownPath(overrides)).json);
    expect(JSON.stringify(body)).not.toContain("123456");
  });
});
