// The florist's public calls: the shop's settings, the slots of a date,
// the add-on catalogue, and a product with its sizes, the owner's texts in the page's
// language. Only the order pages import this, so none of it reaches the home page's entry chunk.
import { langParam, langQueryOf } from "../../shared/i18n/locales";
import type { PeakLeftWire } from "../../shared/peak-days";
import type { OrderCreateInput, ProductDetailWire } from "../../shared/schemas";
import type { SizeId } from "../../shared/sizes";
import { currentLocale } from "../i18n";
import { getJson } from "./client";
import { type Product, toProduct } from "./models";
import { toOrder } from "./orders";
import { api, read } from "./rpc";

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

/** The owner's texts in the page's language. */
const inPageLanguage = () => langQueryOf(currentLocale());

/** One product with its sizes: a plain GET. */
export async function loadProduct(id: string): Promise<ProductWithSizes> {
  const lang = langParam(currentLocale());
  return toProductWithSizes(
    await getJson<ProductDetailWire>(`/api/products/${encodeURIComponent(id)}${lang ? `?${lang}` : ""}`),
  );
}

export const floristApi = {
  product: (id: string) => loadProduct(id),
  /** The areas named in the page's language. */
  shop: () => read(api.shop.$get({ query: inPageLanguage() })),
  /** The slots of one shop date; `area` makes the same-day rule of that area count. */
  slots: (date: string, area?: number | string | null) =>
    read(
      api.delivery.slots.$get({
        query: { date, area: area === undefined || area === null || area === "" ? undefined : String(area) },
      }),
    ),
  addOns: () => read(api.addons.$get({ query: inPageLanguage() })),
  /** The server prices the order from D1; `price` is sent only because the first spec lists it.
   *  The placed order names its product in the page's language, and remembers that language
   *  (`locale`) for its e-mails and tracking page. */
  placeOrder: async (json: OrderCreateInput) =>
    toOrder(
      await read(api.orders.$post({ json: { ...json, locale: currentLocale() }, query: inPageLanguage() })),
    ),
};
