// The owner's catalogue pictures at the sizes the shop shows them (docs/decisions/047): an upload (often a
// phone's 4000 px photo) is kept as it came and, through Cloudflare's Images binding, as WebP
// 400 px wide (cards on phones), 800 px (the product page, cards on wide screens) and a
// 1200 x 630 social preview, named by shared/images.ts's rule so the cards' srcset finds the
// smaller one. A picture the binding cannot read (it passed the type check on its first bytes
// only) is kept and served as it came.
import { CARD_IMAGE_WIDTH, FULL_IMAGE_WIDTH, sizedImageName } from "../../../shared/images";
import type { Env } from "../../env";
import { type ImageKind, storeImage } from "./images";
import { storePictureSize, storeSocialPreview } from "./picture-sizes";

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
        storePictureSize(env.IMAGES, env.IMAGE_TRANSFORMS, upload.bytes, sizedImageName(base, width), {
          width,
          fit: "scale-down",
        }),
      ),
      storeSocialPreview(env.IMAGES, env.IMAGE_TRANSFORMS, upload.bytes, base),
    ]);
    return sizedImageName(base, FULL_IMAGE_WIDTH);
  } catch (error) {
    console.warn(JSON.stringify({ event: "pictures.not_resized", key: original, error: String(error) }));
    return original;
  }
}
