// Shared test tools: call the Worker like a client (typed with Hono's testClient, or raw
// with `call` for bodies and headers the typed client would refuse), and seed state
// through the real D1.
import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import type { Hono } from "hono";
import { testClient } from "hono/testing";
import type { ExtractSchema, MergeSchemaPath } from "hono/types";
import { getDb } from "../db/client";
import { products, users } from "../db/schema";
import type { AppEnv } from "../env";
import worker, { type AppType } from "../index";
import { hashPassword } from "../services/accounts/passwords";
import { issueToken } from "../services/accounts/tokens";
import { forgetCatalogue } from "../services/catalogue/catalogue";

export const BASE = "https://shop.test";

/** Every key of a user as served, and nothing else (no hash, no token version). */
export const USER_WIRE_KEYS = [
  "address",
  "created_at",
  "email",
  "has_password",
  "id",
  "is_admin",
  "is_suspended",
  "is_verified",
  "mobile",
  "name",
];
export const db = () => getDb(env.DB);

const hex4 = () => crypto.getRandomValues(new Uint16Array(1))[0]?.toString(16) ?? "0";
/** A client address (CF-Connecting-IP) no other test uses: the worker project's files share one
 *  runtime (vitest.config.ts), and with it the rate limiters' counts per address. */
export const clientAddress = () => `2001:db8:${hex4()}:${hex4()}::${hex4()}`;

/** The root app as the web app's client sees it: AppType's routes, mounted under /api. */
type RootApp = Hono<AppEnv, MergeSchemaPath<ExtractSchema<AppType>, "/api">, "/">;

/**
 * Hono's typed test client over the whole Worker (root middleware and error handler
 * included), `token` signing the calls in: `await api(token).user.orders.$get({ query: {} })`.
 * Its origin is http://localhost, so a test that reads the cached catalogue stays on `call`.
 */
export const api = (token?: string) =>
  testClient(worker as unknown as RootApp, env, createExecutionContext(), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).api;

type Body = Record<string, unknown> | unknown[] | string;

/** Calls the Worker. A non-string body is sent as JSON; `token` adds a bearer header. */
export async function call(
  method: string,
  path: string,
  options: { body?: Body; token?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (typeof options.body === "string") body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("Content-Type", "application/json");
  }
  return readAnswer(await exports.default.fetch(new Request(`${BASE}${path}`, { method, headers, body })));
}

/** An answer's status, headers and body, as text and (when it is) as JSON. */
export async function readAnswer(response: Response) {
  const text = await response.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, json, text };
}

let counter = 0;
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password) as Promise<string>;
};

export interface SeededUser {
  id: number;
  email: string;
  password: string;
  token: string;
}

/** Inserts a user straight into D1 and signs a token for them. */
export async function createUser(
  options: {
    admin?: boolean;
    verified?: boolean;
    suspended?: boolean;
    email?: string;
    password?: string;
    name?: string;
  } = {},
): Promise<SeededUser> {
  counter += 1;
  const email = options.email ?? `user${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = options.password ?? "secret-pass";
  const [row] = await db()
    .insert(users)
    .values({
      name: options.name ?? `Test User ${counter}`,
      email,
      mobile: "+855 12 000 000",
      address: "Street 1, Siem Reap",
      passwordHash: await hashOnce(password),
      isVerified: options.verified ?? true,
      isSuspended: options.suspended ?? false,
      isAdmin: options.admin ?? false,
    })
    .returning();
  if (!row) throw new Error("user insert failed");
  return { id: row.id, email, password, token: await issueToken(env, row) };
}

/** Inserts a product straight into D1 (prices in dollars). */
export async function createProduct(
  options: {
    name?: string;
    price?: number;
    originalPrice?: number | null;
    inStock?: boolean;
    category?: string;
  } = {},
) {
  counter += 1;
  const [row] = await db()
    .insert(products)
    .values({
      name: options.name ?? `Test Bouquet ${counter}`,
      priceCents: Math.round((options.price ?? 45) * 100),
      originalPriceCents:
        options.originalPrice === undefined || options.originalPrice === null
          ? null
          : Math.round(options.originalPrice * 100),
      description: "Twelve red roses wrapped in kraft paper.",
      category: options.category ?? "roses",
      image: "/api/uploads/seed/red-roses.webp",
      whatsIncluded: "12 red roses, Kraft wrapping, Greeting card",
      inStock: options.inStock ?? true,
    })
    .returning();
  if (!row) throw new Error("product insert failed");
  await forgetCatalogue(BASE); // seeded behind the API's back, so drop its cached list too
  return row;
}

/** A drawn page's HTML without the elements that hold Khmer words whole and let lines break
 *  between them (web/i18n/word-elements.ts), nor React's separators between two texts. */
export const withoutWordElements = (html: string) =>
  html
    .replace(/<wbr\/?>|<span class="word">([^<]*)<\/span>|<!-- -->/g, "$1")
    .replace(/<span class="words">([^<]*)<\/span>/g, "$1");
