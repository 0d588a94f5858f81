// The demo catalogue for local development: what a Siem Reap florist would sell, in the
// order products get their ids (1..N). Images are drawn by draw-images.ts from the slug.
import { CARD_IMAGE_WIDTH, FULL_IMAGE_WIDTH, sizedImageName } from "../../shared/images.ts";
import type { Occasion } from "../../shared/occasions.ts";

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

/** The occasions a florist would tag each demo product with, so "birthday" finds something. */
export const SEED_OCCASIONS: Record<string, Occasion[]> = {
  "angkor-red-roses": ["love", "anniversary"],
  "blush-rose-hatbox": ["birthday", "love", "thank-you"],
  "sunrise-roses": ["birthday", "congratulations", "get-well"],
  "lotus-bridal-bouquet": ["wedding"],
  "jasmine-garland-set": ["wedding"],
  "temple-ceremony-centrepiece": ["wedding", "sympathy"],
  "old-market-mix": ["birthday", "thank-you", "get-well"],
  "tonle-sap-sunset": ["birthday", "congratulations"],
  "frangipani-posy": ["thank-you", "get-well"],
  "water-festival-lotus": ["congratulations"],
  "khmer-new-year-marigolds": ["congratulations", "thank-you"],
  "white-oriental-lilies": ["sympathy", "get-well"],
  "stargazer-lilies": ["birthday", "anniversary"],
  "orchid-cascade": ["anniversary", "congratulations"],
  "tropical-heliconia": ["congratulations"],
  "royal-orchid-tower": ["anniversary", "congratulations"],
};

export const CATALOGUE: SeedProduct[] = [
  {
    slug: "angkor-red-roses",
    name: "Angkor Red Rose Bouquet",
    price: 65,
    originalPrice: 78,
    description:
      "Two dozen deep red roses hand-tied with eucalyptus and wrapped in kraft paper. Our most loved way to say I love you, delivered the same day anywhere in Siem Reap.",
    category: "roses",
    whatsIncluded:
      "24 red roses, Eucalyptus sprigs, Kraft paper wrap, Satin ribbon, Handwritten message card",
    rating: 4.9,
  },
  {
    slug: "blush-rose-hatbox",
    name: "Blush Rose Hatbox",
    price: 89,
    description:
      "Soft pink roses packed tightly into a round keepsake box, arranged on fresh floral foam so they last for days without a vase.",
    category: "roses",
    whatsIncluded: "30 blush pink roses, Round keepsake hatbox, Hydrated floral foam, Message card",
    rating: 4.8,
  },
  {
    slug: "sunrise-roses",
    name: "Sunrise Over Angkor Roses",
    price: 48,
    description:
      "Golden yellow and peach roses in the colours of dawn over the temples, with leather-leaf fern in a clear glass vase.",
    category: "roses",
    whatsIncluded: "15 yellow and peach roses, Leather-leaf fern, Glass vase, Flower food sachet",
    rating: 4.6,
  },
  {
    slug: "lotus-bridal-bouquet",
    name: "Lotus Bridal Bouquet",
    price: 180,
    originalPrice: 210,
    description:
      "A cascading bridal bouquet of white lotus, ivory roses and jasmine, finished with a silk-wrapped handle. Made to order on the morning of your ceremony.",
    category: "wedding",
    whatsIncluded:
      "White lotus blooms, Ivory roses, Jasmine sprays, Silk-wrapped handle, Matching groom's boutonniere, Consultation call",
    rating: 5,
  },
  {
    slug: "jasmine-garland-set",
    name: "Jasmine Wedding Garland Set",
    price: 120,
    description:
      "Traditional Khmer jasmine garlands for the couple, strung by hand with rose buds and marigold accents. Fragrant all through the ceremony.",
    category: "wedding",
    whatsIncluded: "2 jasmine garlands, Rose bud accents, Marigold accents, Presentation tray",
    rating: 4.9,
  },
  {
    slug: "temple-ceremony-centrepiece",
    name: "Temple Ceremony Centrepiece",
    price: 150,
    description:
      "A generous low centrepiece of white roses, lilies and orchids for blessing ceremonies, reception tables and hotel lobbies.",
    category: "wedding",
    whatsIncluded:
      "White roses, White lilies, Orchid sprays, Tropical foliage, Ceramic bowl, Setup at your venue",
    rating: 4.7,
  },
  {
    slug: "old-market-mix",
    name: "Old Market Mixed Bouquet",
    price: 42,
    description:
      "A cheerful hand-tied mix of gerberas, roses and baby's breath, picked fresh each morning, just like a stroll through Psar Chas.",
    category: "mixed",
    whatsIncluded: "Gerberas, Spray roses, Baby's breath, Seasonal greenery, Paper wrap, Message card",
    rating: 4.5,
  },
  {
    slug: "tonle-sap-sunset",
    name: "Tonle Sap Sunset Mix",
    price: 58,
    originalPrice: 68,
    description:
      "Warm orange, coral and pink blooms in a woven basket, inspired by evenings on the great lake. A lovely thank-you or get-well gift.",
    category: "mixed",
    whatsIncluded: "Orange gerberas, Coral roses, Pink spray roses, Greenery, Woven rattan basket",
    rating: 4.7,
  },
  {
    slug: "frangipani-posy",
    name: "Frangipani Posy",
    price: 28,
    description:
      "Fresh white and yellow frangipani from the temple trees, gathered into a small fragrant posy. Short-lived and wonderful, best enjoyed the day it arrives.",
    category: "seasonal",
    whatsIncluded: "12 frangipani blossoms, Banana-leaf wrap, Twine tie",
    rating: 4.4,
  },
  {
    slug: "water-festival-lotus",
    name: "Water Festival Lotus Bowl",
    price: 45,
    description:
      "Pink lotus flowers and buds floating in a glazed bowl, the way they are offered during Bon Om Touk. Available in the rainy and festival season.",
    category: "seasonal",
    whatsIncluded: "3 pink lotus blooms, 2 lotus buds, Lotus leaves, Glazed ceramic bowl",
    rating: 4.6,
  },
  {
    slug: "khmer-new-year-marigolds",
    name: "Khmer New Year Marigold Basket",
    price: 38,
    originalPrice: 45,
    description:
      "Bright marigolds and chrysanthemums in a woven basket for Choul Chnam Thmey offerings and house blessings. Back in April for the new year.",
    category: "seasonal",
    whatsIncluded: "Orange and yellow marigolds, Chrysanthemums, Woven basket, Offering ribbon",
    rating: 4.5,
    inStock: false,
  },
  {
    slug: "white-oriental-lilies",
    name: "White Oriental Lily Vase",
    price: 72,
    originalPrice: 85,
    description:
      "Tall white oriental lilies with their wonderful scent, arranged with palm leaves in a tall glass vase. We remove the pollen so they will not stain.",
    category: "lilies",
    whatsIncluded: "5 stems of white oriental lilies, Palm leaves, Tall glass vase, Care guide",
    rating: 4.8,
  },
  {
    slug: "stargazer-lilies",
    name: "Stargazer Lily Bouquet",
    price: 64,
    description:
      "Pink stargazer lilies with freckled petals, hand-tied with soft greenery. The buds open over the week, so the bouquet keeps changing.",
    category: "lilies",
    whatsIncluded: "4 stems of stargazer lilies, Salal greenery, Tissue and paper wrap, Message card",
    rating: 4.6,
  },
  {
    slug: "orchid-cascade",
    name: "Phalaenopsis Orchid Cascade",
    price: 95,
    description:
      "Two arching stems of purple moth orchids in a glazed pot with moss. Orchids thrive in our climate and will flower for weeks with a weekly sip of water.",
    category: "exotic",
    whatsIncluded: "2 orchid stems, Glazed ceramic pot, Sphagnum moss, Care guide",
    rating: 4.9,
  },
  {
    slug: "tropical-heliconia",
    name: "Tropical Heliconia & Anthurium",
    price: 85,
    originalPrice: 99,
    description:
      "A bold tropical arrangement of red heliconia, anthurium and palm fronds, grown in Cambodian gardens. Striking on a reception desk or restaurant table.",
    category: "exotic",
    whatsIncluded: "Red heliconia, Red anthuriums, Palm fronds, Monstera leaf, Tall ceramic vase",
    rating: 4.7,
  },
  {
    slug: "royal-orchid-tower",
    name: "Royal Orchid Grand Arrangement",
    price: 250,
    description:
      "Our showpiece: white and magenta orchids, anthuriums and lotus in a tall arrangement for grand openings, hotels and corporate events in Siem Reap.",
    category: "exotic",
    whatsIncluded:
      "White orchid sprays, Magenta orchid sprays, Anthuriums, Lotus buds, Tropical foliage, Tall ceramic vase, Delivery and setup",
    rating: 4.8,
  },
];

/** Every product picture comes in these widths, named by the rule in shared/images.ts. */
export const IMAGE_WIDTHS = [FULL_IMAGE_WIDTH, CARD_IMAGE_WIDTH] as const;

/** R2 key of one size of a product's picture, e.g. seed/angkor-red-roses-800.webp. */
export const imageKey = (slug: string, width: number) => sizedImageName(`seed/${slug}`, width);
/** Absolute file URL of one size of a product's picture, so callers in any folder resolve it alike. */
export const imageFile = (slug: string, width: number) =>
  new URL(`./images/${sizedImageName(slug, width)}`, import.meta.url);
