// PayWay's request signature (docs/decisions/052): the request's values concatenated in the
// order PayWay documents for that call, HMAC-SHA512 with the merchant's API key, base64.
import { toBase64 } from "../../base64";

const encoder = new TextEncoder();

export async function paywayHash(values: readonly string[], apiKey: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(apiKey),
    { name: "HMAC", hash: "SHA-512" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign("HMAC", key, encoder.encode(values.join("")));
  return toBase64(new Uint8Array(signature));
}

/** True when `hash` is the signature of `values`, compared in constant time. */
export async function paywayHashMatches(
  values: readonly string[],
  apiKey: string,
  hash: string,
): Promise<boolean> {
  const expected = encoder.encode(await paywayHash(values, apiKey));
  const given = encoder.encode(hash);
  return expected.byteLength === given.byteLength && crypto.subtle.timingSafeEqual(expected, given);
}

/** A request's time as PayWay wants it: YYYYMMDDHHmmss in UTC. */
export const paywayTime = (now: Date) => now.toISOString().replace(/\D/g, "").slice(0, 14);
