// PayWay's purchase form for one attempt at paying an order (docs/decisions/052): the browser
// POSTs these fields to PayWay's hosted checkout, so every value the customer could change is
// in the signed hash, and the amount is the order's total as the server holds it.
import type { PaywayCheckout, PaywayOption } from "../../../../shared/payment";
import { PEAK_TEXT } from "../../../../shared/peak-days";
import { SIZE_LABELS } from "../../../../shared/sizes";
import type { OrderRow } from "../../../db/schema";
import { textToBase64 } from "../../base64";
import type { PaywayConfig } from "./config";
import { paywayHash, paywayTime } from "./sign";

/** Dollars with two decimals, as PayWay reads and answers amounts ("12.50"). */
export const paywayAmount = (cents: number) => (cents / 100).toFixed(2);

/** The fields of a purchase, in the order PayWay's hash concatenates them. */
const HASHED_FIELDS = [
  "req_time",
  "merchant_id",
  "tran_id",
  "amount",
  "items",
  "shipping",
  "firstname",
  "lastname",
  "email",
  "phone",
  "type",
  "payment_option",
  "return_url",
  "cancel_url",
  "continue_success_url",
  "return_deeplink",
  "currency",
  "custom_fields",
  "return_params",
  "payout",
  "lifetime",
  "additional_params",
  "google_pay_token",
  "skip_success_page",
] as const;
export type PurchaseField = (typeof HASHED_FIELDS)[number];

/** The values a purchase's hash is made of, from the fields (an absent one counts as ""). */
export const purchaseHashValues = (fields: Partial<Record<PurchaseField, string>>) =>
  HASHED_FIELDS.map((name) => fields[name] ?? "");

/** What the order's lines are, for PayWay's receipt: the flowers, each add-on, the delivery, a
 *  peak day's surcharge. */
function itemsOf(order: OrderRow) {
  const flowers = `${order.productName} (${SIZE_LABELS[order.size]})`;
  const extras =
    order.addOns.reduce((sum, addOn) => sum + addOn.priceCents, 0) +
    order.deliveryFeeCents +
    order.peakSurchargeCents;
  const lines = [
    // An order from before sizes kept no product price: the flowers are what the rest leaves.
    { name: flowers, cents: order.productPriceCents ?? order.priceCents - extras },
    ...order.addOns.map((addOn) => ({ name: addOn.name, cents: addOn.priceCents })),
    ...(order.deliveryFeeCents > 0 ? [{ name: "Delivery", cents: order.deliveryFeeCents }] : []),
    ...(order.peakSurchargeCents > 0 ? [{ name: PEAK_TEXT.surcharge, cents: order.peakSurchargeCents }] : []),
  ];
  return lines.map((line) => ({ name: line.name, quantity: 1, price: paywayAmount(line.cents) }));
}

/** "Sok Dara" → first "Sok", last "Dara"; a single name is the first name. */
function nameParts(name: string) {
  const words = name.trim().split(/\s+/);
  return {
    firstname: words.length > 1 ? words.slice(0, -1).join(" ") : words[0],
    lastname: words.length > 1 ? words.at(-1) : "",
  };
}

export interface PurchaseRequest {
  order: OrderRow;
  tranId: string;
  amountCents: number;
  /** The shop's pushback address, and where the browser goes back to after paying, or giving up. */
  pushbackUrl: string;
  backUrl: string;
  cancelUrl: string;
  paymentOption?: PaywayOption;
  now: Date;
}

export async function purchaseForm(config: PaywayConfig, request: PurchaseRequest): Promise<PaywayCheckout> {
  const { order } = request;
  const fields: Partial<Record<PurchaseField, string>> = {
    req_time: paywayTime(request.now),
    merchant_id: config.merchantId,
    tran_id: request.tranId,
    amount: paywayAmount(request.amountCents),
    items: textToBase64(JSON.stringify(itemsOf(order))),
    ...nameParts(order.customerName),
    email: order.customerEmail,
    phone: order.customerMobile,
    type: "purchase",
    payment_option: request.paymentOption ?? "",
    return_url: textToBase64(request.pushbackUrl),
    cancel_url: request.cancelUrl,
    continue_success_url: request.backUrl,
    currency: "USD",
  };
  const hash = await paywayHash(purchaseHashValues(fields), config.apiKey);
  const filled = Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return { action: config.purchaseUrl, fields: { ...Object.fromEntries(filled), hash } };
}
