// Every error answer carries a stable `code` (a key of DETAIL) beside its `detail`, and the
// `path` of the field it names: validation, unknown rows and routes, sign-in and access,
// a refusal with a parameter, rate limits, malformed bodies and the server's own failures.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DETAIL, detailText } from "../../shared/messages";
import { clock } from "../services/clock";
import { emptyShop } from "./fixtures";
import {
  createAddOn,
  emptyAddOns,
  floristPayload,
  pinClock,
  resetSettings,
  restoreClockAfterEach,
  shopTime,
} from "./florist";
import { call, clientAddress, createProduct, createUser } from "./helpers";

afterEach(() => vi.restoreAllMocks());

describe("error answers' codes", () => {
  it("validation: code invalid, the first field's path at the top, every field in errors", async () => {
    const { status, json } = await call("POST", "/api/auth/login", { body: { email: "not an e-mail" } });
    expect(status).toBe(400);
    expect(json.code).toBe("invalid");
    expect(json.path).toBe(json.errors[0].path);
    expect(json.detail).toBe(`${json.errors[0].path}: ${json.errors[0].message}`);
    expect(json.errors.map((error: { path: string }) => error.path)).toEqual(
      expect.arrayContaining(["email", "password"]),
    );
  });

  it("an unknown row, and an id that names none", async () => {
    for (const path of ["/api/products/999999", "/api/products/abc"]) {
      const { status, json } = await call("GET", path);
      expect({ path, status, json }).toEqual({
        path,
        status: 404,
        json: { detail: DETAIL.productNotFound, code: "productNotFound" },
      });
    }
  });

  it("an unknown API route", async () => {
    const { status, json } = await call("GET", "/api/no-such-route");
    expect(status).toBe(404);
    expect(json).toEqual({ detail: DETAIL.notFound, code: "notFound" });
  });

  it("no sign-in, a refused token, a customer on an admin route, a suspended account", async () => {
    const customer = await createUser();
    const suspended = await createUser({ suspended: true });
    expect(await call("GET", "/api/user/orders")).toMatchObject({
      status: 401,
      json: { detail: DETAIL.notSignedIn, code: "notSignedIn" },
    });
    expect(await call("GET", "/api/user/orders", { token: "not-a-token" })).toMatchObject({
      status: 401,
      json: { detail: DETAIL.invalidToken, code: "invalidToken" },
    });
    expect(await call("GET", "/api/admin/dashboard", { token: customer.token })).toMatchObject({
      status: 403,
      json: { detail: DETAIL.adminOnly, code: "adminOnly" },
    });
    expect(await call("GET", "/api/user/orders", { token: suspended.token })).toMatchObject({
      status: 403,
      json: { detail: DETAIL.suspended, code: "suspended" },
    });
  });

  it("a malformed JSON body, and one not labelled JSON", async () => {
    const broken = await call("POST", "/api/auth/login", {
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(broken).toMatchObject({ status: 400, json: { detail: DETAIL.invalidJson, code: "invalidJson" } });
    const unlabelled = await call("POST", "/api/auth/login", {
      body: "{}",
      headers: { "Content-Type": "text/plain" },
    });
    expect(unlabelled).toMatchObject({
      status: 415,
      json: { detail: DETAIL.jsonContentType, code: "jsonContentType" },
    });
  });

  it("the address's rate limit on the account routes", async () => {
    const headers = { "CF-Connecting-IP": clientAddress() };
    let last = await call("POST", "/api/auth/login", { body: {}, headers });
    for (let i = 0; i < 80 && last.status !== 429; i++) {
      last = await call("POST", "/api/auth/login", { body: {}, headers });
    }
    expect(last.status).toBe(429);
    expect(last.json).toEqual({ detail: DETAIL.tooManyRequests, code: "tooManyRequests" });
  });

  it("the server's own failure: code internal, nothing more", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(clock, "now").mockImplementation(() => {
      throw new Error("the clock broke");
    });
    const { status, json } = await call("GET", "/api/delivery/slots");
    expect(status).toBe(500);
    expect(json).toEqual({ detail: DETAIL.internal, code: "internal" });
  });
});

describe("a refusal with a parameter", () => {
  restoreClockAfterEach();

  beforeEach(async () => {
    await emptyShop();
    await emptyAddOns();
    await resetSettings();
    pinClock(shopTime("2026-12-01", "09:00"));
  });

  it("a sold-out add-on: its name in the detail, the code, and the field it names", async () => {
    const customer = await createUser();
    const product = await createProduct();
    const soldOut = await createAddOn({ name: "Teddy bear", inStock: false });
    const { status, json } = await call("POST", "/api/orders", {
      token: customer.token,
      body: floristPayload(product.id, { addOns: [soldOut.id] }),
    });
    expect(status).toBe(400);
    expect(json).toEqual({
      detail: "addOns: Teddy bear is currently out of stock",
      code: "addOnUnavailable",
      path: "addOns",
    });
    expect(json.detail).toBe(detailText("addOnUnavailable", "Teddy bear"));
  });
});
