// The demo catalogue for local development (placeholder; the real one is being written).
export interface SeedProduct {
  slug: string;
  name: string;
  price: number;
  originalPrice?: number;
  description: string;
  category: "roses" | "wedding" | "mixed" | "seasonal" | "lilies" | "exotic";
  whatsIncluded: string;
  rating: number;
  inStock?: boolean;
}

export const CATALOGUE: SeedProduct[] = [];

export const imageKey = (slug: string) => `seed/${slug}.webp`;
export const imageFile = (slug: string) => `./images/${slug}.webp`;
