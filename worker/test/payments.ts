// Test tools for paying: KHQR set up or not, multipart uploads to any image route, the private
// objects in R2, and an independent CRC-16 of a KHQR payload.
import { env, exports } from "cloudflare:workers";
import { DEFAULT_KHQR } from "../../shared/settings";
import { setSettings } from "./florist";
import { BASE } from "./helpers";

export const BAKONG_ACCOUNT = "siemreapflowers@aclb";

/** Sets the owner's KHQR details: an account id turns KHQR on, "" turns it off. */
export const setKhqr = (bakong_account_id: string) =>
  setSettings({ khqr: { ...DEFAULT_KHQR, bakong_account_id } });

/** A real 1×1 PNG. */
export const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (ch) => ch.charCodeAt(0),
);

/** A PNG-looking file of `size` bytes (the signature, then zeros). */
export const bigPng = (size: number) => {
  const data = new Uint8Array(size);
  data.set(PNG.subarray(0, 8));
  return data;
};

export const sha256 = async (data: Uint8Array) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", data)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");

/** POSTs `bytes` as the multipart field `file` (or a form without it when null) to `path`. */
export function upload(
  path: string,
  token: string | undefined,
  bytes: Uint8Array | null,
  fileName = "shot.png",
) {
  const form = new FormData();
  if (bytes) form.append("file", new File([bytes], fileName));
  else form.append("note", "no file here");
  const headers = new Headers();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  return exports.default.fetch(new Request(`${BASE}${path}`, { method: "POST", body: form, headers }));
}

/** Every key in the bucket under `prefix`. */
export const storedKeys = async (prefix = "") =>
  (await env.IMAGES.list({ prefix })).objects.map((object) => object.key);

export async function emptyBucket() {
  const keys = await storedKeys();
  if (keys.length) await env.IMAGES.delete(keys);
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) as EMVCo computes a QR payload's tag 63. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}
