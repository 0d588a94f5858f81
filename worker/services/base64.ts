// Base64 for bytes and for text (as UTF-8): password hashes, mail attachments and PayWay's
// signed fields all need it, and atob/btoa alone take only Latin-1 strings.

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
