// The home page's hero picture (drawn by scripts/seed/draw-images.ts into web/public/images):
// the page's <img> and the server's preload of it read the same values. Plain string
// constants in their own module, so the home page's first download stays as it was.
export const HERO_SRC = "/images/hero-1280.webp";
export const HERO_SRCSET = "/images/hero-640.webp 640w, /images/hero-1280.webp 1280w";
export const HERO_SIZES = "100vw";
