// The florist's public calls: the shop's settings, the slots of a date,
// the add-on catalogue, and a product with its sizes. Only the order pages import this,
// so none of it reaches the home page's entry chunk.
import { DEFAULT_LOCALE } from "../../shared/i18n/locales";
import type { OrderCreateInput, ProductWire } from "../../shared/schemas";
import type { SizeId } from "../../shared/sizes";
import { currentLocale } from "../i18n";
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
}

export const toProductWithSizes = (wire: ProductWire): ProductWithSizes => ({
  ...toProduct(wire),
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

export const floristApi = {
  product: async (id: string) =>
    toProductWithSizes(
      await read(
        api.products[":id"].$get({
          param: { id: encodeURIComponent(id) },
          // in the page's language; the same address as the Worker's preload of it
          query: { lang: currentLocale() === DEFAULT_LOCALE ? undefined : currentLocale() },
        }),
      ),
    ),
  shop: () => read(api.shop.$get()),
  /** The slots of one shop date; `area` makes the same-day rule of that area count. */
  slots: (date: string, area?: number | string | null) =>
    read(
      api.delivery.slots.$get({
        query: { date, area: area === undefined || area === null || area === "" ? undefined : String(area) },
      }),
    ),
  addOns: () => read(api.addons.$get()),
  /** The server prices the order from D1; `price` is sent only because the first spec lists it. */
  placeOrder: async (json: OrderCreateInput) => toOrder(await read(api.orders.$post({ json }))),
};
