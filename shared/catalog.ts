// Product categories and catalogue defaults shared by the API and the web app.

export const CATEGORIES = ["roses", "wedding", "mixed", "seasonal", "lilies", "exotic"] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  roses: "Roses",
  wedding: "Wedding",
  mixed: "Mixed Bouquets",
  seasonal: "Seasonal",
  lilies: "Lilies",
  exotic: "Exotic",
};

export const DEFAULT_RATING = 4.5;
export const FEATURED_PRODUCT_COUNT = 3;
export const UPLOADS_PREFIX = "/api/uploads/";

/** The home page's picks: the owner's featured products in catalogue order, or the first
 *  products of the catalogue when none is featured. */
export function featuredOf<T extends { featured?: boolean }>(products: readonly T[]): T[] {
  const picked = products.filter((product) => product.featured);
  return (picked.length > 0 ? picked : products).slice(0, FEATURED_PRODUCT_COUNT);
}

/** Whole-number percent off, or 0 when there is no real discount. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** The comma-separated "what's included" text as a clean list. */
export function splitIncluded(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}
