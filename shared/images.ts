// Responsive product pictures: the naming rule that says a smaller copy of a stored picture
// exists, and how wide a card shows it. The seed draws both sizes under this rule, and every
// picture the owner uploads is resized into them (worker/services/catalogue/pictures.ts), with a social
// preview beside them. A picture named `<name>-800.webp` has a 400 px twin `<name>-400.webp`;
// any other picture (an old upload, an outside address) has one size only and is served as it is.

export const FULL_IMAGE_WIDTH = 800;
export const CARD_IMAGE_WIDTH = 400;

/** `<base>-<width>.webp`: the name of one size of a picture (seed keys and files). */
export const sizedImageName = (base: string, width: number) => `${base}-${width}.webp`;

/** Link previews (Open Graph, Telegram, WhatsApp) show a 1200 x 630 picture. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
/** `<base>-1200x630.webp`: an uploaded picture's social preview. */
export const socialImageName = (base: string) => `${base}-${SOCIAL_IMAGE.width}x${SOCIAL_IMAGE.height}.webp`;

const FULL_SIZE = new RegExp(`-${FULL_IMAGE_WIDTH}\\.webp$`);

/** `srcset` offering the 400 px twin, or undefined when the picture has one size only. */
export function cardImageSrcSet(url: string): string | undefined {
  if (!FULL_SIZE.test(url)) return undefined;
  const small = url.replace(FULL_SIZE, `-${CARD_IMAGE_WIDTH}.webp`);
  return `${small} ${CARD_IMAGE_WIDTH}w, ${url} ${FULL_IMAGE_WIDTH}w`;
}

/** How wide the product page shows its picture (.product-detail in web/styles/catalog.css): the
 *  whole column on phones, half the page from 860 px, at most about 560 px. The page route's
 *  preload uses it too, so both pick the same file. */
export const DETAIL_IMAGE_SIZES = "(min-width: 1200px) 560px, (min-width: 860px) 50vw, 100vw";

/** How wide a card's picture is shown (.product-grid in web/styles/catalog.css): one column on
 *  small phones, two from 480 px (the compact catalogue grid from 340 px), three of at most
 *  ~360 px from 960 px. The server's image preload uses the same value, so the browser picks
 *  the same file for both and downloads it once. */
export const CARD_IMAGE_SIZES = {
  grid: "(min-width: 960px) 360px, (min-width: 480px) 50vw, 100vw",
  compact: "(min-width: 960px) 360px, (min-width: 340px) 50vw, 100vw",
} as const;

const STORED_FULL_SIZE = new RegExp(`^/api/uploads/(?:img|seed)/[\\w-]+-${FULL_IMAGE_WIDTH}\\.webp$`);

/** A stored picture's 1200 x 630 social preview (made beside its sizes at upload, or by the
 *  seed), or null for any other picture (an outside address), which previews show as it is. */
export function socialImageOf(url: string): string | null {
  return STORED_FULL_SIZE.test(url)
    ? url.replace(FULL_SIZE, `-${SOCIAL_IMAGE.width}x${SOCIAL_IMAGE.height}.webp`)
    : null;
}
