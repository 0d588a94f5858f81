// RSA encryption with PKCS#1 v1.5 padding (RFC 8017 §7.2.1), which PayWay's refund API asks
// for and Web Crypto does not offer (it encrypts with OAEP only): docs/decisions/052. The key is
// still read by Web Crypto (SPKI in, JWK out), so only the padding and the modular power are
// ours. Each block holds at most (key bytes − 11) bytes of the message.
import { fromBase64 } from "../../base64";

const base64UrlToBytes = (text: string) =>
  fromBase64(
    text
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(text.length / 4) * 4, "="),
  );

const toBigInt = (bytes: Uint8Array) => bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);

function toBytes(value: bigint, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = length - 1, rest = value; i >= 0; i--, rest >>= 8n) bytes[i] = Number(rest & 0xffn);
  return bytes;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  for (let b = base % modulus, e = exponent; e > 0n; e >>= 1n, b = (b * b) % modulus) {
    if (e & 1n) result = (result * b) % modulus;
  }
  return result;
}

/** `length` random bytes, none of them zero (the padding string PS). */
function nonZeroRandom(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let filled = 0;
  while (filled < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length - filled))) {
      if (byte !== 0) bytes[filled++] = byte;
    }
  }
  return bytes;
}

/** The modulus and public exponent of a PEM "PUBLIC KEY" (SPKI), read by Web Crypto. */
async function publicNumbers(pem: string) {
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, "").replace(/\s+/g, "");
  const key = await crypto.subtle.importKey(
    "spki",
    fromBase64(body),
    { name: "RSA-OAEP", hash: "SHA-256" },
    true,
    ["encrypt"],
  );
  const jwk = (await crypto.subtle.exportKey("jwk", key)) as JsonWebKey;
  if (!jwk.n || !jwk.e) throw new Error("not an RSA public key");
  const modulus = base64UrlToBytes(jwk.n);
  return {
    n: toBigInt(modulus),
    e: toBigInt(base64UrlToBytes(jwk.e)),
    size: modulus.length - (modulus[0] === 0 ? 1 : 0),
  };
}

/** `message` encrypted with the public key `pem`, block after block, concatenated. */
export async function rsaPkcs1Encrypt(pem: string, message: Uint8Array): Promise<Uint8Array> {
  const { n, e, size } = await publicNumbers(pem);
  const room = size - 11;
  const blocks: Uint8Array[] = [];
  for (let start = 0; start < Math.max(message.length, 1); start += room) {
    const chunk = message.subarray(start, start + room);
    const padded = new Uint8Array(size);
    padded.set([0x00, 0x02]);
    padded.set(nonZeroRandom(size - chunk.length - 3), 2);
    padded.set(chunk, size - chunk.length);
    blocks.push(toBytes(modPow(toBigInt(padded), e, n), size));
  }
  const out = new Uint8Array(blocks.length * size);
  for (const [i, block] of blocks.entries()) out.set(block, i * size);
  return out;
}
