// What the Worker writes to its log (worker/middleware/request-log.ts, middleware/errors.ts):
// one JSON line per request that a request id ties to its answer, one line per unexpected
// error, and never a password, a code, a token or the signing secret, through every account
// flow.
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REQUEST_ID_HEADER } from "../middleware/request-log";
import { clock } from "../services/clock";
import { call } from "./helpers";

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

const records = () =>
  lines.flatMap((line) => {
    try {
      const record = JSON.parse(line);
      return record && typeof record === "object" ? [record as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
const requestRecords = () => records().filter((record) => record.event === "request");

async function codeFor(email: string): Promise<string> {
  const { json } = await call("GET", `/api/dev/outbox?email=${encodeURIComponent(email)}`);
  return json.messages[0].code;
}

describe("the request log", () => {
  it("writes one line per request, tied to the answer by its request id", async () => {
    const answer = await call("GET", "/api/products/123456");
    expect(answer.status).toBe(404);
    const id = answer.headers.get(REQUEST_ID_HEADER);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestRecords()).toEqual([
      {
        event: "request",
        method: "GET",
        route: "/api/products/:id",
        status: 404,
        ms: expect.any(Number),
        user: null,
        request_id: id,
      },
    ]);
    // pages and the app's files carry one too
    expect((await call("GET", "/products")).headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("names the signed-in user by id, and logs an unexpected error once with the request's id", async () => {
    const email = `logged-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await call("POST", "/api/auth/register", {
      body: {
        name: "Sokha Chan",
        email,
        mobile: "+855 12 111 222",
        password: "roses-are-red",
        confirmPassword: "roses-are-red",
      },
    });
    const verified = await call("POST", "/api/auth/verify-otp", {
      body: { email, otp: await codeFor(email) },
    });
    const token = verified.json.access_token as string;
    const orders = await call("GET", "/api/user/orders", { token });
    expect(requestRecords().at(-1)).toMatchObject({ route: "/api/user/orders", user: verified.json.user.id });
    expect(orders.status).toBe(200);

    lines = [];
    vi.spyOn(clock, "now").mockImplementation(() => {
      throw new Error("the clock broke");
    });
    const failed = await call("GET", "/api/delivery/slots");
    expect(failed.status).toBe(500);
    expect(failed.text).not.toContain("the clock broke");
    const errors = records().filter((record) => record.event === "error");
    expect(errors).toEqual([
      expect.objectContaining({
        request_id: failed.headers.get(REQUEST_ID_HEADER),
        route: "/api/delivery/slots",
        error: "Error: the clock broke",
      }),
    ]);
    expect(requestRecords()).toEqual([
      expect.objectContaining({ status: 500, route: "/api/delivery/slots" }),
    ]);
  });

  it("never holds a password, a code, a token or the signing secret, through every account flow", async () => {
    const email = `secret-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const secrets: string[] = [env.TOKEN_SECRET, "first-Password-9", "second-Password-9"];
    const form = { name: "Sokha Chan", email, mobile: "+855 12 111 222" };
    await call("POST", "/api/auth/register", {
      body: { ...form, password: "first-Password-9", confirmPassword: "first-Password-9" },
    });
    await call("POST", "/api/auth/resend-otp", { body: { email } });
    const verifyCode = await codeFor(email);
    const verified = await call("POST", "/api/auth/verify-otp", { body: { email, otp: verifyCode } });
    expect(verified.status).toBe(200);
    const login = await call("POST", "/api/auth/login", { body: { email, password: "first-Password-9" } });
    expect(login.status).toBe(200);
    await call("POST", "/api/auth/login", { body: { email, password: "a-wrong-Password-9" } });
    await call("POST", "/api/auth/forgot-password", { body: { email } });
    const resetCode = await codeFor(email);
    const reset = await call("POST", "/api/auth/reset-password", {
      body: { email, otp: resetCode, new_password: "second-Password-9" },
    });
    expect(reset.status).toBe(200);
    await call("POST", "/api/auth/reset-password", {
      body: { email, otp: resetCode, new_password: "second-Password-9" },
    });
    const tokens = [verified.json.access_token, login.json.access_token] as string[];
    secrets.push(verifyCode, resetCode, "a-wrong-Password-9", ...tokens);

    expect(requestRecords().length).toBeGreaterThanOrEqual(10);
    const log = lines.join("\n");
    for (const secret of secrets) expect(log, "a secret in the log").not.toContain(secret);
  });
});
