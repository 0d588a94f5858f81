// The owner's catalogue pictures at the sizes the shop shows them (issue 14): an upload (often a
// phone's 4000 px photo) is kept as it came and, through Cloudflare's Images binding, as WebP
// 400 px wide (cards on phones), 800 px (the product page, cards on wide screens) and a
// 1200 x 630 social preview, named by shared/images.ts's rule so the cards' srcset finds the
// smaller one. A picture the binding cannot read (it passed the type check on its first bytes
// only) is kept and served as it came.
import {
  CARD_IMAGE_WIDTH,
  FULL_IMAGE_WIDTH,
  SOCIAL_IMAGE,
  sizedImageName,
  socialImageName,
} from "../../shared/images";
import type { Env } from "../env";
import { type ImageKind, storeImage } from "./images";

const WEBP = { format: "image/webp", quality: 82 } as const;

/** Stores `key` as the picture `transform` makes of `bytes`, unless it is already there. */
async function storeVariant(env: Env, bytes: Uint8Array, key: string, transform: ImageTransform) {
  if (await env.IMAGES.head(key)) return;
  const result = await env.IMAGE_TRANSFORMS.input(new Blob([bytes]).stream())
    .transform(transform)
    .output(WEBP);
  const body = await result.response().arrayBuffer();
  await env.IMAGES.put(key, body, { httpMetadata: { contentType: result.contentType() } });
}

/** Keeps an uploaded catalogue picture at every size; answers the R2 key the product should
 *  name (the 800 px one, or the upload itself when it could not be resized). */
export async function storeCataloguePicture(
  env: Env,
  upload: { bytes: Uint8Array; kind: ImageKind },
): Promise<string> {
  const original = await storeImage(env.IMAGES, upload);
  const base = original.replace(/\.[a-z]+$/, "");
  try {
    await Promise.all([
      // never enlarged: a small upload keeps its own width under the same names
      ...[CARD_IMAGE_WIDTH, FULL_IMAGE_WIDTH].map((width) =>
        storeVariant(env, upload.bytes, sizedImageName(base, width), { width, fit: "scale-down" }),
      ),
      storeVariant(env, upload.bytes, socialImageName(base), { ...SOCIAL_IMAGE, fit: "cover" }),
    ]);
    return sizedImageName(base, FULL_IMAGE_WIDTH);
  } catch (error) {
    console.warn(JSON.stringify({ event: "pictures.not_resized", key: original, error: String(error) }));
    return original;
  }
}
