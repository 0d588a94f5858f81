// Test tools for image uploads: a real PNG and PNG-looking files of any size, multipart
// uploads to any image route, and what the bucket holds.
import { env, exports } from "cloudflare:workers";
import { BASE } from "./helpers";

/** A real 1×1 PNG. */
export const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (ch) => ch.charCodeAt(0),
);

/** A real PNG of `width` x `height` (the 1x1 one stretched by the Images binding). */
export async function pictureOf(width: number, height: number): Promise<Uint8Array> {
  const result = await env.IMAGE_TRANSFORMS.input(new Blob([PNG]).stream())
    .transform({ width, height, fit: "squeeze" })
    .output({ format: "image/png" });
  return new Uint8Array(await result.response().arrayBuffer());
}

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

/** POSTs `bytes` as the multipart field `file` to /api/upload-image. */
export const uploadImage = (token: string | undefined, bytes: Uint8Array, fileName = "photo.png") =>
  upload("/api/upload-image", token, bytes, fileName);

/** Every key in the bucket under `prefix`. */
export const storedKeys = async (prefix = "") =>
  (await env.IMAGES.list({ prefix })).objects.map((object) => object.key);

export async function emptyBucket() {
  const keys = await storedKeys();
  if (keys.length) await env.IMAGES.delete(keys);
}
