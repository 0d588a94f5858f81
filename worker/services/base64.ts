// Bytes as text. Base64 for bytes and for text (as UTF-8): password hashes, mail attachments and
// PayWay's signed fields all need it, and atob/btoa alone take only Latin-1 strings. Hex for
// digests (picture keys, the build's id, a sign-in challenge's stored hash).

/** Base64 of any number of bytes, chunked: String.fromCharCode takes its bytes as arguments,
 *  and a photo has millions. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** Base64 of a text's UTF-8 bytes (a Khmer product name included). */
export const textToBase64 = (text: string) => toBase64(new TextEncoder().encode(text));

/** The text whose UTF-8 bytes `base64` holds; throws on anything that is not base64. */
export const textFromBase64 = (base64: string) =>
  new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(fromBase64(base64));

/** Lower-case hex of the bytes. */
export const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** Lower-case hex SHA-256 of the bytes (a text as UTF-8). */
export async function sha256Hex(input: Uint8Array | string): Promise<string> {
  const bytes = typeof input === "string" ? new TextEncoder().encode(input) : input;
  return toHex(await crypto.subtle.digest("SHA-256", bytes as BufferSource));
}
