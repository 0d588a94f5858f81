// The florist's public calls the order pages make: the shop's settings, the slots of a date,
// the add-on catalogue, and a product with its sizes (api/product.ts), the owner's texts in
// the page's language. Only the order pages import this, so none of it (nor the typed client)
// reaches the home page's entry chunk or the product page.
import { langQueryOf } from "../../shared/i18n/locales";
import type { OrderCreateInput } from "../../shared/schemas";
import { currentLocale } from "../i18n";
import { toOrder } from "./orders";
import { loadProduct } from "./product";
import { api, read } from "./rpc";

/** The owner's texts in the page's language. */
const inPageLanguage = () => langQueryOf(currentLocale());

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
