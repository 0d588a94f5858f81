// The demo add-ons for local development, in the order they get their ids
// (1..N), with their Khmer and Chinese names, and the larger sizes a few demo products are offered in. Pictures are drawn by
// draw-images.ts from the slug, like the products'.
import { sizedImageName } from "../../shared/images.ts";

export interface SeedAddOn {
  slug: string;
  name: string;
  /** The name on Khmer and Chinese pages (shared/i18n/GLOSSARY.md). */
  nameKm: string;
  nameZh: string;
  price: number;
  inStock?: boolean;
}

export const ADD_ONS: SeedAddOn[] = [
  { slug: "glass-vase", name: "Glass vase", nameKm: "ថូកែវ", nameZh: "玻璃花瓶", price: 12 },
  { slug: "chocolates", name: "Box of chocolates", nameKm: "ប្រអប់សូកូឡា", nameZh: "巧克力礼盒", price: 9.5 },
  { slug: "balloon", name: "Heart balloon", nameKm: "ប៉េងប៉ោងរាងបេះដូង", nameZh: "爱心气球", price: 6 },
  { slug: "teddy-bear", name: "Teddy bear", nameKm: "តុក្កតាខ្លាឃ្មុំ", nameZh: "泰迪熊", price: 15 },
];

/** Deluxe and premium prices of some products, by the product's slug (scripts/seed/catalogue.ts). */
export const SIZES: Record<string, { deluxe: number; premium?: number }> = {
  "angkor-red-roses": { deluxe: 85, premium: 110 },
  "sunrise-roses": { deluxe: 62, premium: 80 },
  "frangipani-posy": { deluxe: 38 },
  "old-market-mix": { deluxe: 55, premium: 72 },
};

export const addOnSlug = (slug: string) => `addon-${slug}`;
/** R2 key of one size of an add-on's picture, e.g. seed/addon-glass-vase-800.webp. */
export const addOnImageKey = (slug: string, width: number) =>
  sizedImageName(`seed/${addOnSlug(slug)}`, width);
export const addOnImageFile = (slug: string, width: number) =>
  new URL(`./images/${sizedImageName(addOnSlug(slug), width)}`, import.meta.url);
