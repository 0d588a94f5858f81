// An order as the web app reads it (florist details included), mapped from the API's
// snake_case wire shape. Its own module, so only the pages that show orders (confirmation,
// /orders, the dashboard) download it, never the home page.
import { camelKeys } from "../../shared/case";
import { type Locale, langQueryOf } from "../../shared/i18n/locales";
import { PAGE_LIMIT_DEFAULT } from "../../shared/paging";
import type { PaywayCheckout, PaywayOption } from "../../shared/payment";
import type { ReviewWire } from "../../shared/reviews";
import type { OrderWire } from "../../shared/schemas";
import type { Page } from "../hooks/usePagedList";
import { currentLocale } from "../i18n";
import type { Order } from "./models";
import { api, fileForm, read } from "./rpc";

export const toOrder = (o: OrderWire): Order => camelKeys(o);

/** One of the customer's orders and the review they wrote of it (null: none yet). */
export type ReviewedOrder = Order & { review: ReviewWire | null };

/** An order of the customer's as GET /api/user/orders lists it, with its review. */
type ReviewedOrderWire = OrderWire & { review?: ReviewWire | null };

const toReviewedOrder = (wire: ReviewedOrderWire): ReviewedOrder => ({
  ...toOrder(wire),
  review: wire.review ?? null,
});

/** GET /api/user/orders: the spec's bare array (the newest 50) without `limit` or `cursor`, a
 *  page with them; the products named in the page's language. */
async function myOrders(query: { limit?: string; cursor?: string }): Promise<Page<ReviewedOrder>> {
  const inLanguage = { ...query, ...langQueryOf(currentLocale()) };
  const answer = await (await api.user.orders.$get({ query: inLanguage })).json();
  const page = Array.isArray(answer) ? { orders: answer, next_cursor: null } : answer;
  return {
    items: page.orders.map(toReviewedOrder),
    nextCursor: page.next_cursor,
  };
}

export const ordersApi = {
  /** The signed-in customer's newest orders (at most 50), each with its review. */
  mine: async (): Promise<ReviewedOrder[]> => (await myOrders({})).items,
  /** A page of them, newest first (usePagedList's loader; the list has no filters). */
  minePage: (_filters: unknown, cursor: string | null) =>
    myOrders({ limit: String(PAGE_LIMIT_DEFAULT), ...(cursor ? { cursor } : {}) }),
  /** One of the customer's orders as the list shows it (GET /api/orders/{id}); 404 for
   *  anyone else's. The page back from PayWay asks it until the payment is confirmed. */
  one: async (id: number, lang: Locale = currentLocale()): Promise<ReviewedOrder> =>
    toReviewedOrder(
      await read(api.orders[":id"].$get({ param: { id: String(id) }, query: langQueryOf(lang) })),
    ),
  /** PayWay's purchase form for one of the customer's unpaid orders (POST /api/orders/{id}/payway):
   *  the browser posts `fields` to `action`. `lang`: the language PayWay sends the customer back in. */
  payway: (id: number, lang: Locale = currentLocale(), option?: PaywayOption): Promise<PaywayCheckout> =>
    read(
      api.orders[":id"].payway.$post({
        param: { id: String(id) },
        query: langQueryOf(lang),
        json: option ? { payment_option: option } : {},
      }),
    ),
  /** A fresh KHQR for one of the customer's orders (GET /api/orders/{id}/khqr). */
  khqr: (id: number) => read(api.orders[":id"].khqr.$get({ param: { id: String(id) } })),
  /** Sends a screenshot of the payment (multipart field `file`); answers the order as stored. */
  sendPaymentProof: async (id: number, file: File) => {
    const call = api.orders[":id"]["payment-proof"].$post(
      { param: { id: String(id) } },
      { init: fileForm(file) },
    );
    return toOrder(await read(call));
  },
};
