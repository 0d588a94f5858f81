// A product picture's <img> attributes for the width it is shown at: with its 400 px copy
// offered where one exists (shared/images.ts's naming rule), the browser downloads the small
// file for a card or a thumbnail and the 800 px one only where it shows that large.
import { cardImageSrcSet } from "../../shared/images";

/** `src`, `srcSet` and `sizes` (a CSS width or media list, as on the <img>) for `url`. */
export function pictureAttributes(url: string, sizes: string) {
  const srcSet = cardImageSrcSet(url);
  return { src: url, srcSet, sizes: srcSet ? sizes : undefined };
}
