// PKCS#1 v1.5 encryption (docs/decisions/052), checked by decrypting with the private half of a
// key pair Web Crypto made: each block is 00 02, at least 8 non-zero random bytes, 00, the message.
import { describe, expect, it } from "vitest";
import { rsaKeyPair } from "../../../test/payway";
import { toBase64 } from "../../base64";
import { rsaPkcs1Encrypt } from "./rsa";

describe("rsaPkcs1Encrypt", () => {
  it("encrypts a short message in one block the private key reads back", async () => {
    const { pem, decrypt, size } = await rsaKeyPair(2048);
    const message = JSON.stringify({ mc_id: "ec000001", tran_id: "12-abcdefgh", refund_amount: "57.00" });
    const ciphertext = await rsaPkcs1Encrypt(pem, new TextEncoder().encode(message));
    expect(ciphertext.length).toBe(size);
    expect(decrypt(ciphertext)).toBe(message);
  });

  it("splits a long message into blocks of (key bytes − 11), and pads each afresh", async () => {
    const { pem, decrypt, size } = await rsaKeyPair(1024);
    const message = "ថ្ងៃកំណើត ".repeat(20); // 600 bytes of UTF-8
    const bytes = new TextEncoder().encode(message);
    const ciphertext = await rsaPkcs1Encrypt(pem, bytes);
    expect(ciphertext.length).toBe(Math.ceil(bytes.length / (size - 11)) * size);
    expect(decrypt(ciphertext)).toBe(message);
    const again = await rsaPkcs1Encrypt(pem, bytes);
    expect(toBase64(again)).not.toBe(toBase64(ciphertext));
  });

  it("refuses a key that is not a PEM public key", async () => {
    await expect(
      rsaPkcs1Encrypt(
        "-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5\n-----END PUBLIC KEY-----",
        new Uint8Array([1]),
      ),
    ).rejects.toThrow();
  });
});
