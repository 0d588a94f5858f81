// A product with the sizes it is offered in, read by a plain GET: what the product page needs,
// without the typed client (api/rpc.ts) the order pages bring.
import { langParam } from "../../shared/i18n/locales";
import type { PeakLeftWire } from "../../shared/peak-days";
import type { ProductDetailWire } from "../../shared/schemas";
import type { SizeId } from "../../shared/sizes";
import { currentLocale } from "../i18n";
import { getJson } from "./client";
import { type Product, toProduct } from "./models";

/** One size a product is offered in, as the product page and the order form show it. */
export interface ProductSize {
  id: SizeId;
  label: string;
  price: number;
  priceKhr: number;
}

/** A product with the sizes it is offered in (standard first, always there). */
export interface ProductWithSizes extends Product {
  sizes: ProductSize[];
  /** How many may still be ordered for each coming peak day that limits it. */
  peakLeft: PeakLeftWire[];
}

export const toProductWithSizes = (wire: ProductDetailWire): ProductWithSizes => ({
  ...toProduct(wire),
  // an answer cached before peak days existed has none
  peakLeft: wire.peak_left ?? [],
  sizes: wire.sizes.map((size) => ({
    id: size.id,
    label: size.label,
    price: size.price,
    priceKhr: size.price_khr,
  })),
});

/** The size a link asks for (`?size=deluxe`) when the product offers it, else standard. */
export const offeredSize = (product: ProductWithSizes, wanted: string | null): SizeId =>
  product.sizes.find((size) => size.id === wanted)?.id ?? "standard";

/** One product with its sizes: a plain GET. */
export async function loadProduct(id: string): Promise<ProductWithSizes> {
  const lang = langParam(currentLocale());
  return toProductWithSizes(
    await getJson<ProductDetailWire>(`/api/products/${encodeURIComponent(id)}${lang ? `?${lang}` : ""}`),
  );
}
