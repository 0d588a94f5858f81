// One picture at one more size, made by Cloudflare's Images binding and kept in R2 beside it.
// Shared by the owner's uploads (worker/services/catalogue/pictures.ts) and the seed (scripts/seed.ts),
// so the demo catalogue's pictures go the same way; plain imports, so Node runs it too.
// The binding types by import, not as globals: Node type-checks this file with the seed.
import type { ImagesBinding, ImageTransform, R2Bucket } from "@cloudflare/workers-types/index.ts";
import { SOCIAL_IMAGE, socialImageName } from "../../../shared/images.ts";

const WEBP = { format: "image/webp", quality: 82 } as const;

/** Stores `key` as the WebP `transform` makes of `bytes`, unless it is already there. */
export async function storePictureSize(
  bucket: R2Bucket,
  transforms: ImagesBinding,
  bytes: Uint8Array,
  key: string,
  transform: ImageTransform,
): Promise<void> {
  if (await bucket.head(key)) return;
  // the stream is the runtime's own (Workers or Node); typed as the binding's imported types say
  const input = new Blob([bytes.slice()]).stream() as unknown as Parameters<ImagesBinding["input"]>[0];
  const result = await transforms.input(input).transform(transform).output(WEBP);
  const body = await result.response().arrayBuffer();
  await bucket.put(key, body, { httpMetadata: { contentType: result.contentType() } });
}

/** The 1200 x 630 social preview of the picture named `<base>-800.webp`, cropped to fill. */
export const storeSocialPreview = (
  bucket: R2Bucket,
  transforms: ImagesBinding,
  bytes: Uint8Array,
  base: string,
): Promise<void> =>
  storePictureSize(bucket, transforms, bytes, socialImageName(base), { ...SOCIAL_IMAGE, fit: "cover" });
