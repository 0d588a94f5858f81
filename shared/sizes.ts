// Product sizes: every product comes in standard at its own price; the owner
// may offer deluxe and premium at prices of their own.

export const SIZE_IDS = ["standard", "deluxe", "premium"] as const;
export type SizeId = (typeof SIZE_IDS)[number];

export const SIZE_LABELS: Record<SizeId, string> = {
  standard: "Standard",
  deluxe: "Deluxe",
  premium: "Premium",
};

export interface SizeWire {
  id: SizeId;
  label: string;
  price: number;
  price_khr: number;
}
