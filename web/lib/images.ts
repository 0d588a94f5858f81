// The browser's early refusal of a picture the server would refuse (worker/services/catalogue/images.ts
// checks the bytes again): the same types and size for catalogue images, delivery photos and
// payment proofs, and the same words for the rules and the refusal.
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from "../../shared/limits";
import { DETAIL } from "../../shared/messages";

/** The file field's rules, shown before anything is chosen. */
export const IMAGE_RULES_HINT = `JPEG, PNG, WebP, AVIF or GIF, up to ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`;

/** Why the file cannot be sent (the API's own `detail`), or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return DETAIL.unsupportedImage;
  if (file.size > MAX_IMAGE_BYTES) return DETAIL.imageTooLarge;
  return null;
}
