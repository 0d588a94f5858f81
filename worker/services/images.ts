// Image uploads: recognise an image by its own first bytes (never by its name or claimed
// type) and name it by the SHA-256 of its content, so one picture is stored once.
import type { IMAGE_TYPES } from "../../shared/limits";

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

/** Lower-case hex SHA-256 of the bytes. */
async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as BufferSource));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The R2 key of an uploaded image: `img/<sha256>.<ext>`. */
export async function imageKeyFor(bytes: Uint8Array, kind: ImageKind): Promise<string> {
  return `img/${await sha256Hex(bytes)}.${kind.extension}`;
}
