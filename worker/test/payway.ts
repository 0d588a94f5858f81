// Test tools for paying through PayWay (docs/decisions/052): the Worker called in-process with a
// chosen configuration, PayWay's purchase fields read back, and an order ready to pay.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { PaywayCheckout } from "../../shared/payment";
import { devPaywayTransactions, paywayAttempts } from "../db/schema";
import type { Env } from "../env";
import worker from "../index";
import { fromBase64, textFromBase64, toBase64 } from "../services/base64";
import { emptyShop, seedOrder } from "./fixtures";
import { BASE, createUser, db, readAnswer, type SeededUser } from "./helpers";

/** A deployed shop with PayWay's sandbox credentials. */
export const MERCHANT_ID = "ec000001";
export const API_KEY = "test-api-key-from-aba";
export const SANDBOX = "https://checkout-sandbox.payway.com.kh";
export const paywayEnv: Env = {
  ...env,
  ENVIRONMENT: "production",
  SHOP_URL: "https://flowers.example",
  PAYWAY_MERCHANT_ID: MERCHANT_ID,
  PAYWAY_API_KEY: API_KEY,
  PAYWAY_RSA_PUBLIC_KEY: "",
  PAYWAY_BASE_URL: SANDBOX,
};
/** A deployed shop that has not set PayWay up. */
export const withoutPayway: Env = { ...paywayEnv, PAYWAY_MERCHANT_ID: "", PAYWAY_API_KEY: "" };

/** Calls the Worker with `withEnv`, waiting for what it left running (the queued jobs). */
export async function callWith(
  withEnv: Env,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; form?: Record<string, string> } = {},
) {
  const headers = new Headers();
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.form) body = new URLSearchParams(options.form);
  else if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers.set("Content-Type", "application/json");
  }
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${BASE}${path}`, { method, headers, body, redirect: "manual" }),
    withEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return readAnswer(response);
}

/** The purchase form for order `id`, as its customer asks it in development. */
export async function startPaying(orderId: number, token: string, query = "", body: unknown = {}) {
  const answer = await callWith(env, "POST", `/api/orders/${orderId}/payway${query}`, { token, body });
  if (answer.status !== 200) throw new Error(`payway form: ${answer.status} ${answer.text}`);
  return answer.json as PaywayCheckout;
}

/** What a purchase form's base64 fields say. */
export const decoded = (checkout: PaywayCheckout) => ({
  items: JSON.parse(textFromBase64(checkout.fields.items ?? "")) as {
    name: string;
    quantity: number;
    price: string;
  }[],
  returnUrl: textFromBase64(checkout.fields.return_url ?? ""),
});

const bytesToBigInt = (bytes: Uint8Array) => bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);
const fromBase64Url = (text: string) =>
  fromBase64(
    text
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(text.length / 4) * 4, "="),
  );

function power(base: bigint, exponent: bigint, modulus: bigint) {
  let result = 1n;
  for (let b = base % modulus, e = exponent; e > 0n; e >>= 1n, b = (b * b) % modulus)
    if (e & 1n) result = (result * b) % modulus;
  return result;
}

/** A fresh key pair: the public key as the PEM ABA hands out, the private numbers to decrypt with. */
export async function rsaKeyPair(bits: number) {
  const pair = (await crypto.subtle.generateKey(
    { name: "RSA-OAEP", modulusLength: bits, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["encrypt", "decrypt"],
  )) as CryptoKeyPair;
  const spki = new Uint8Array((await crypto.subtle.exportKey("spki", pair.publicKey)) as ArrayBuffer);
  const pem = `-----BEGIN PUBLIC KEY-----\n${toBase64(spki).replace(/.{64}/g, "$&\n")}\n-----END PUBLIC KEY-----\n`;
  const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  const n = bytesToBigInt(fromBase64Url(jwk.n ?? ""));
  const d = bytesToBigInt(fromBase64Url(jwk.d ?? ""));
  const size = bits / 8;
  /** The message in `ciphertext`, each block's padding checked. */
  const decrypt = (ciphertext: Uint8Array) => {
    const out: number[] = [];
    for (let start = 0; start < ciphertext.length; start += size) {
      let m = power(bytesToBigInt(ciphertext.subarray(start, start + size)), d, n);
      const block = new Uint8Array(size);
      for (let i = size - 1; i >= 0; i--, m >>= 8n) block[i] = Number(m & 0xffn);
      expect([block[0], block[1]]).toEqual([0, 2]);
      const separator = block.indexOf(0, 2);
      expect(separator).toBeGreaterThanOrEqual(10); // at least 8 bytes of padding, none of them zero
      out.push(...block.subarray(separator + 1));
    }
    return new TextDecoder().decode(new Uint8Array(out));
  };
  return { pem, decrypt, size };
}

/** A shop with no orders, no PayWay attempts and no dev gateway transactions; answers a fresh
 *  customer. */
export async function freshPaywayShop(): Promise<SeededUser> {
  await emptyShop();
  await db().delete(paywayAttempts);
  await db().delete(devPaywayTransactions);
  return createUser();
}

/** An order of the customer's at PayWay's checkout page (the dev gateway's), its transaction
 *  still pending there. */
export async function atCheckout(customer: SeededUser, price: number) {
  const order = await seedOrder({ userId: customer.id, price });
  const checkout = await startPaying(order.id, customer.token);
  await callWith(env, "POST", "/api/dev/payway/checkout", { form: checkout.fields });
  return { order, checkout, tran_id: checkout.fields.tran_id ?? "" };
}

/** The transaction settled at the dev gateway, its pushback not (yet) reaching the shop. */
export const settledAtPayway = (
  tranId: string,
  changes: Partial<typeof devPaywayTransactions.$inferInsert> = {},
) =>
  db()
    .update(devPaywayTransactions)
    .set({ status: "APPROVED", ...changes })
    .where(eq(devPaywayTransactions.tranId, tranId));
