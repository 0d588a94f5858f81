// Image uploads: recognise an image by its own first bytes (never by its name or claimed
// type) and name it by the SHA-256 of its content, so one picture is stored once. The same
// rules serve the catalogue's public images and the private payment proofs and delivery photos.
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type IMAGE_TYPES, MAX_IMAGE_BYTES } from "../../../shared/limits";
import type { AppEnv } from "../../env";
import { fail } from "../../http/fail";
import { sha256Hex } from "../base64";

export interface ImageKind {
  contentType: (typeof IMAGE_TYPES)[number];
  extension: "jpg" | "png" | "webp" | "avif" | "gif";
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG = [0xff, 0xd8, 0xff] as const;
const AVIF_BRANDS = new Set(["avif", "avis"]);

/** AVIF is an ISO-BMFF file whose leading `ftyp` box names an AVIF brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(boxSize, bytes.length);
  if (AVIF_BRANDS.has(ascii(bytes, 8, 4))) return true;
  // Compatible brands follow the major brand (8..12) and the minor version (12..16).
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, offset, 4))) return true;
  }
  return false;
}

/** The accepted image type the bytes really are, or null (SVG, HTML and the rest). */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, JPEG)) return { contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, PNG)) return { contentType: "image/png", extension: "png" };
  const head = ascii(bytes, 0, 6);
  if (head === "GIF87a" || head === "GIF89a") return { contentType: "image/gif", extension: "gif" };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") {
    return { contentType: "image/webp", extension: "webp" };
  }
  if (isAvif(bytes)) return { contentType: "image/avif", extension: "avif" };
  return null;
}

/** The R2 key of an uploaded image: `<prefix>/<sha256>.<ext>` (public images: `img`). */
async function imageKeyFor(bytes: Uint8Array, kind: ImageKind, prefix = "img"): Promise<string> {
  return `${prefix}/${await sha256Hex(bytes)}.${kind.extension}`;
}

/** R2 keys under this prefix are never served by the public GET /api/uploads/<key>. */
export const PRIVATE_PREFIX = "private/";

/** Where an order's private pictures live in R2: `private/<kind>/<orderId>/<sha256>.<ext>`. */
export const privatePrefix = (kind: "payment-proofs" | "delivery-photos", orderId: number) =>
  `${PRIVATE_PREFIX}${kind}/${orderId}`;

/** Room for the multipart boundaries and part headers around a 5 MB file. */
const MULTIPART_SLACK_BYTES = 64 * 1024;

/** Refuses a declared Content-Length above the limit at once, and stops reading an
 *  undeclared (chunked) body as soon as it passes the limit. */
export const imageBodyLimit = bodyLimit({
  maxSize: MAX_IMAGE_BYTES + MULTIPART_SLACK_BYTES,
  onError: () => {
    throw fail(413, "imageTooLarge");
  },
});

/** The paths that take an image upload (and so their own body limit, not the JSON one). */
const IMAGE_UPLOAD_PATH =
  /^\/api\/(upload-image|orders\/[^/]+\/payment-proof|admin\/orders\/[^/]+\/delivery-photo)$/;
export const isImageUpload = (path: string) => IMAGE_UPLOAD_PATH.test(path);

/** The multipart field `file` as a checked image: 400 without one, 413 too big, 415 not an image. */
export async function readImageUpload(c: Context<AppEnv>): Promise<{ bytes: Uint8Array; kind: ImageKind }> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw fail(400, "missingFile");
  }
  const file = form.get("file");
  if (!(file instanceof File)) throw fail(400, "missingFile");
  if (file.size > MAX_IMAGE_BYTES) throw fail(413, "imageTooLarge");

  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw fail(415, "unsupportedImage");
  return { bytes, kind };
}

/** Stores the image under `<prefix>/<sha256>.<ext>` (once: same bytes, same key) and returns the key. */
export async function storeImage(
  bucket: R2Bucket,
  { bytes, kind }: { bytes: Uint8Array; kind: ImageKind },
  prefix = "img",
): Promise<string> {
  const key = await imageKeyFor(bytes, kind, prefix);
  if (!(await bucket.head(key))) {
    await bucket.put(key, bytes, { httpMetadata: { contentType: kind.contentType } });
  }
  return key;
}

/** A private image's bytes for the one person allowed to see it: never cached by anyone else,
 *  never sniffed or run as a page. Null when the object is gone. */
export async function privateImageResponse(bucket: R2Bucket, key: string): Promise<Response | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/octet-stream");
  return new Response(object.body, { headers });
}
