// Bad input across the API: every JSON route answers malformed, mislabelled, mistyped,
// incomplete or oversized bodies with a clear 4xx `{ detail }`, changes nothing, and no
// input at all yields a 500.
import { exports } from "cloudflare:workers";
import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../shared/limits";
import {
  addOns,
  codes,
  contactMessages,
  deliveryAreas,
  devOutbox,
  orderEvents,
  orders,
  products,
  reviews,
  settings,
  users,
} from "../db/schema";
import { BASE, call, createProduct, createUser, db, type SeededUser } from "./helpers";

let admin: SeededUser;
let productId: number;
beforeAll(async () => {
  admin = await createUser({ admin: true });
  productId = (await createProduct()).id;
});

/** Every route that reads a JSON body: [method, path]. */
const jsonRoutes = (): [string, string][] => [
  ["POST", "/api/auth/register"],
  ["POST", "/api/auth/verify-otp"],
  ["POST", "/api/auth/resend-otp"],
  ["POST", "/api/auth/login"],
  ["POST", "/api/auth/forgot-password"],
  ["POST", "/api/auth/reset-password"],
  ["POST", "/api/auth/verify-and-set-password"],
  ["POST", "/api/orders"],
  ["PUT", "/api/user/profile"],
  ["POST", "/api/admin/products"],
  ["PUT", `/api/admin/products/${productId}`],
  ["PUT", "/api/admin/orders/1/status"],
  ["PUT", "/api/admin/settings"],
  ["POST", "/api/admin/addons"],
  ["PUT", "/api/admin/addons/1"],
  ["POST", "/api/contact"],
  ["PUT", "/api/admin/messages/1"],
  ["POST", "/api/orders/1/review"],
  ["PUT", "/api/admin/reviews/1"],
  ["POST", "/api/admin/orders/1/notes"],
];

/** Sends raw text as the body, signed in as the admin so guards let it reach validation. */
const send = (method: string, path: string, body: string, contentType = "application/json") =>
  call(method, path, { body, token: admin.token, headers: { "Content-Type": contentType } });

/** Row counts of every table the requests above could write to. */
async function snapshot() {
  const tables = {
    users,
    codes,
    products,
    orders,
    devOutbox,
    addOns,
    deliveryAreas,
    settings,
    contactMessages,
    reviews,
    orderEvents,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db().select({ n: count() }).from(table);
      return [name, row?.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe("malformed JSON", () => {
  it.each(["{nope", "", "{'single': 'quotes'}", '{"a":1,}', "\u00ff\u00fe", '{"email": "a@b.c"'])(
    "%j answers 400 'Request body must be valid JSON' on every JSON route",
    async (body) => {
      const before = await snapshot();
      for (const [method, path] of jsonRoutes()) {
        const { status, json } = await send(method, path, body);
        expect({ path, status, json }).toEqual({
          path,
          status: 400,
          json: { detail: "Request body must be valid JSON", code: "invalidJson" },
        });
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe("a body not labelled as JSON", () => {
  it.each([
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/jsonx",
  ])("%s answers 415 on every JSON route instead of claiming fields are missing", async (contentType) => {
    for (const [method, path] of jsonRoutes()) {
      const { status, json } = await send(method, path, '{"email":"a@example.com"}', contentType);
      expect({ path, status, detail: json.detail }).toEqual({
        path,
        status: 415,
        detail: "Request body must be JSON sent with Content-Type: application/json",
      });
    }
  });

  it("accepts JSON labelled with a charset", async () => {
    const { status } = await send(
      "POST",
      "/api/auth/forgot-password",
      '{"email":"a@example.com"}',
      "application/json; charset=UTF-8",
    );
    expect(status).toBe(200);
  });
});

describe("JSON that is not an object", () => {
  it.each(["[]", "null", '"text"', "42", "true"])("%s answers 400 on every JSON route", async (body) => {
    for (const [method, path] of jsonRoutes()) {
      const { status, json } = await send(method, path, body);
      expect({ path, status }).toEqual({ path, status: 400 });
      expect(json.detail).toMatch(/^json: .*expected object/);
    }
  });
});

describe("wrong types and missing fields", () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    [
      "POST",
      "/api/auth/register",
      { email: "a@example.com", mobile: "012345678", password: "secret1" },
      "name: ",
    ],
    [
      "POST",
      "/api/auth/register",
      { name: "A", email: 42, mobile: "012345678", password: "secret1" },
      "email: ",
    ],
    [
      "POST",
      "/api/auth/register",
      { name: "A", email: "a@example.com", mobile: "012345678", password: 123456 },
      "password: ",
    ],
    [
      "POST",
      "/api/auth/register",
      { name: "A", email: "not-an-email", mobile: "012345678", password: "secret1" },
      "email: must be a valid e-mail address",
    ],
    [
      "POST",
      "/api/auth/register",
      { name: "A".repeat(101), email: "a@example.com", mobile: "012345678", password: "secret1" },
      "name: must be at most 100 characters",
    ],
    [
      "POST",
      "/api/auth/register",
      { name: "A", email: "a@example.com", mobile: "012345678", password: "x".repeat(129) },
      "password: must be at most 128 characters",
    ],
    ["POST", "/api/auth/login", { email: "a@example.com" }, "password: "],
    ["POST", "/api/auth/login", { email: ["a@example.com"], password: "x" }, "email: "],
    ["POST", "/api/auth/verify-otp", { email: "a@example.com" }, "otp: "],
    ["POST", "/api/auth/verify-otp", { email: "a@example.com", otp: 123456 }, "otp: "],
    ["POST", "/api/auth/verify-otp", { email: "a@example.com", otp: "12345a" }, "otp: must be 6 digits"],
    ["POST", "/api/auth/verify-otp", { email: "a@example.com", otp: "1234567" }, "otp: must be 6 digits"],
    ["POST", "/api/auth/resend-otp", {}, "email: "],
    ["POST", "/api/auth/forgot-password", { email: null }, "email: "],
    ["POST", "/api/auth/reset-password", { email: "a@example.com", otp: "123456" }, "new_password: "],
    [
      "POST",
      "/api/auth/reset-password",
      { email: "a@example.com", otp: "123456", new_password: "12345" },
      "new_password: must be at least 6 characters",
    ],
    [
      "POST",
      "/api/auth/verify-and-set-password",
      { email: "a@example.com", new_password: "secret1" },
      "otp: ",
    ],
    ["POST", "/api/orders", { customerInfo: {} }, "productId: "],
    ["PUT", "/api/user/profile", { mobile: "012345678" }, "name: "],
    ["POST", "/api/admin/products", { name: "Roses", price: "cheap" }, "price: "],
    ["PUT", "/api/admin/orders/1/status", { status: 7 }, "status: "],
    [
      "POST",
      "/api/contact",
      { name: "A", email: "a@example.com", subject: "general", message: 5 },
      "message: ",
    ],
    ["POST", "/api/contact", { name: "A", email: "a@example.com", message: "Hi" }, "subject: "],
    ["PUT", "/api/admin/messages/1", { read: "yes" }, "read: "],
    ["PUT", "/api/admin/messages/1", {}, "read: "],
    ["POST", "/api/orders/1/review", { rating: "5" }, "rating: "],
    ["POST", "/api/orders/1/review", { rating: 4.5 }, "rating: "],
    ["POST", "/api/orders/1/review", { rating: 5, comment: 42 }, "comment: "],
    ["PUT", "/api/admin/reviews/1", { hidden: 1 }, "hidden: "],
    ["POST", "/api/admin/orders/1/notes", { note: 42 }, "note: "],
    ["POST", "/api/admin/orders/1/notes", { note: "   " }, "note: "],
  ];

  it.each(cases)("%s %s %j answers 400 naming %s", async (method, path, body, expected) => {
    const before = await snapshot();
    const { status, json } = await call(method, path, { body, token: admin.token });
    expect(status).toBe(400);
    expect(json.detail.startsWith(expected)).toBe(true);
    expect(json.errors?.length).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });
});

describe("numbers that are not numbers", () => {
  const product = {
    name: "Decimal Roses",
    description: "Roses.",
    category: "roses",
    image: "/api/uploads/seed/red-roses.webp",
  };

  it.each([true, [5], "0x10", "0b11", "1e3", "", " ", "Infinity", "12abc", {}])(
    "a price of %j answers 400 'price: must be a number' and stores nothing",
    async (price) => {
      const before = await snapshot();
      const { status, json } = await call("POST", "/api/admin/products", {
        body: { ...product, price },
        token: admin.token,
      });
      expect(status).toBe(400);
      expect(json.detail).toBe("price: must be a number");
      expect(await snapshot()).toEqual(before);
    },
  );

  it("takes a price as a JSON number or a decimal string, as forms send it", async () => {
    for (const [price, served] of [
      [12.5, 12.5],
      ["12.50", 12.5],
      [" 30 ", 30],
    ] as const) {
      const { status, json } = await call("POST", "/api/admin/products", {
        body: { ...product, price },
        token: admin.token,
      });
      expect({ price, status, served: json.price }).toEqual({ price, status: 201, served });
    }
  });

  it.each([true, [1], "0x1", "1e0", "+1", "1.0", " 1", "1\n", "01", -1, 1.5])(
    "an order's productId of %j answers 400 and stores nothing",
    async (productId) => {
      const before = await snapshot();
      const { status, json } = await call("POST", "/api/orders", {
        body: {
          productId,
          customerInfo: { name: "A", email: "a@example.com", mobile: "012345678", address: "Street 1" },
        },
        token: admin.token,
      });
      expect(status).toBe(400);
      expect(json.detail).toBe("productId: must be a product id");
      expect(await snapshot()).toEqual(before);
    },
  );

  it("ids in paths are digits only: hex, exponents, signs, decimals, spaces and newlines never reach a row", async () => {
    const target = await createProduct({ name: "Untouchable" });
    const id = target.id;
    const variants = [
      `0x${id.toString(16)}`,
      `${id}e0`,
      `%2B${id}`,
      `${id}.0`,
      `%20${id}`,
      `${id}%0A`,
      `0${id}`,
    ];
    const routes = (v: string): [string, string, unknown?][] => [
      ["GET", `/api/products/${v}`],
      ["PUT", `/api/admin/products/${v}`, { ...product, price: 1 }],
      ["DELETE", `/api/admin/products/${v}`],
      ["PUT", `/api/admin/orders/${v}/status`, { status: "confirmed" }],
      ["PUT", `/api/admin/users/${v}/suspend`],
    ];
    const before = await db().query.products.findFirst({ where: (p, { eq }) => eq(p.id, id) });
    for (const variant of variants) {
      for (const [method, path, body] of routes(variant)) {
        const { status } = await call(method, path, {
          body: body as Record<string, unknown>,
          token: admin.token,
        });
        expect({ method, path, refused: status === 400 || status === 404 }).toEqual({
          method,
          path,
          refused: true,
        });
      }
    }
    expect(await db().query.products.findFirst({ where: (p, { eq }) => eq(p.id, id) })).toEqual(before);
    expect((await call("GET", `/api/products/${id}`)).status).toBe(200);
  });
});

describe("bodies over 1 MB", () => {
  const oversized = JSON.stringify({ email: "a@example.com", password: "x".repeat(MAX_BODY_BYTES) });

  it("answer 413 with a detail on every JSON route", async () => {
    for (const [method, path] of jsonRoutes()) {
      const { status, json } = await send(method, path, oversized);
      expect({ path, status, json }).toEqual({
        path,
        status: 413,
        json: { detail: "Request body is too large", code: "bodyTooLarge" },
      });
    }
  });

  it("answer 413 when streamed without a Content-Length too", async () => {
    const bytes = new TextEncoder().encode(oversized);
    const body = new ReadableStream({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024)
          controller.enqueue(bytes.slice(at, at + 64 * 1024));
        controller.close();
      },
    });
    const request = new Request(`${BASE}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(request.headers.get("Content-Length")).toBeNull();
    const response = await exports.default.fetch(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: "Request body is too large", code: "bodyTooLarge" });
  });

  it("just under the limit is read and judged on its content", async () => {
    const padding = "x".repeat(MAX_BODY_BYTES - 200);
    const { status, json } = await send(
      "POST",
      "/api/auth/login",
      JSON.stringify({ email: "a@example.com", padding }),
    );
    expect(status).toBe(400);
    expect(json.detail).toMatch(/^password: /);
  });
});

describe("unknown API paths and methods", () => {
  it.each([
    ["GET", "/api/nothing-here"],
    ["GET", "/api"],
    ["POST", "/api/auth"],
    ["POST", "/api/auth/unknown"],
    ["GET", "/api/auth/login"],
    ["DELETE", "/api/products"],
    ["PATCH", "/api/user/profile"],
    ["GET", "/api/dev"],
  ])("%s %s answers 404 JSON", async (method, path) => {
    const { status, json, headers } = await call(method, path, { token: admin.token });
    expect(status).toBe(404);
    expect(headers.get("content-type")).toContain("application/json");
    expect(json).toEqual({ detail: "Not found", code: "notFound" });
  });
});

describe("no input yields a 500", () => {
  const nasty = [
    `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
    JSON.stringify({ email: "a@example.com\u0000", password: "\u0000" }),
    JSON.stringify({ email: "ünïcödé@exämple.com", otp: "١٢٣٤٥٦", password: "🌸".repeat(40) }),
    '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}, "is_admin": true}',
    JSON.stringify({
      name: {},
      email: {},
      mobile: [],
      password: {},
      confirmPassword: 1,
      otp: {},
      new_password: [],
    }),
    JSON.stringify({ productId: 1e308, price: -1, customerInfo: "x", status: "delivered" }),
    JSON.stringify({
      productId: String(productId),
      customerInfo: { name: "A", email: "a@example.com", mobile: "012345678", address: "x".repeat(501) },
    }),
  ];

  it("across every JSON route, body and auth state", async () => {
    const tokens = [admin.token, undefined, "not-a-jwt", `${admin.token}x`];
    for (const [method, path] of jsonRoutes()) {
      for (const body of nasty) {
        for (const token of tokens) {
          const { status, json } = await call(method, path, {
            body,
            token,
            headers: { "Content-Type": "application/json" },
          });
          expect({ method, path, status: status < 500 }).toEqual({ method, path, status: true });
          expect(typeof json?.detail).toBe("string");
        }
      }
    }
    // Some 700 requests: on a busy 2-core machine they outlast vitest's default 5 s.
  }, 60_000);

  it("for malformed ids and bearer headers", async () => {
    const probes: [string, string, Record<string, string>][] = [
      ["GET", "/api/products/1e999", {}],
      ["GET", "/api/products/%00", {}],
      ["PUT", "/api/admin/products/abc", {}],
      ["DELETE", "/api/admin/products/-1", {}],
      ["PUT", "/api/admin/orders/9999999999999999999999/status", {}],
      ["PUT", "/api/admin/users/abc/suspend", {}],
      ["PUT", "/api/admin/addons/abc", {}],
      ["DELETE", "/api/admin/addons/-1", {}],
      ["GET", "/api/delivery/slots?date=%00", {}],
      ["GET", "/api/delivery/slots?date=2026-01-01&area=1e999", {}],
      ["GET", "/api/delivery/slots?date=9999999-01-01", {}],
      ["GET", "/api/user/orders", { Authorization: "Bearer" }],
      ["GET", "/api/user/orders", { Authorization: "Basic YTpi" }],
      ["GET", "/api/user/orders", { Authorization: `Bearer ${"a".repeat(10_000)}` }],
      [
        "GET",
        "/api/user/orders",
        { Authorization: "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwidmVyIjowfQ." },
      ],
    ];
    for (const [method, path, headers] of probes) {
      const { status, json } = await call(method, path, {
        headers: { Authorization: `Bearer ${admin.token}`, ...headers },
        body: method === "PUT" ? { status: "confirmed" } : undefined,
      });
      expect({ path, status: status >= 400 && status < 500 }).toEqual({ path, status: true });
      expect(typeof json?.detail).toBe("string");
    }
  });
});
