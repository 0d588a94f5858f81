// "Order again": an earlier order laid out as a draft for the order form (the same bouquet,
// size, gifts, recipient, card, address and way to pay; never its day or time), judged against
// what the shop sells now, with whatever it no longer sells named so the customer is told. A way
// to pay the shop no longer offers falls back to cash when the form resumes the draft.

import type { AddOnWire } from "../../../shared/addons";
import { type TypedPart, typedAddressOf } from "../../../shared/address";
import type { SizeId } from "../../../shared/sizes";
import type { Order } from "../../api/models";
import type { ProductWithSizes } from "../../api/product";
import type { OrderDraft } from "../../pages/order/draft";

/** The fields of the form's draft an earlier order fills; the rest start afresh. */
export type RepeatedDraft = Pick<
  OrderDraft,
  | "size"
  | "addOns"
  | "selfRecipient"
  | "recipientName"
  | "recipientPhone"
  | "cardMessage"
  | TypedPart
  | "location"
  | "paymentMethod"
> &
  Partial<Pick<OrderDraft, "area">>;

export type OrderAgainPlan =
  | { available: false }
  | {
      available: true;
      productId: string;
      /** The order form's address (the size in it), without the language prefix. */
      path: string;
      draft: RepeatedDraft;
      /** The order's size when the bouquet no longer comes in it (standard is chosen). */
      sizeLeftOut: string | null;
      /** The names of the order's gifts no longer sold or out of stock. */
      addOnsLeftOut: string[];
    };

/**
 * `product`: the bouquet as sold now, null when it is gone. Out of stock, it cannot be
 * ordered again; a size or gift no longer offered is left out and named.
 */
export function planOrderAgain(
  order: Order,
  product: ProductWithSizes | null,
  addOns: AddOnWire[],
): OrderAgainPlan {
  if (!product?.inStock) return { available: false };
  const offered = product.sizes.find((size) => size.id === order.size);
  const size: SizeId = offered?.id ?? "standard";
  const inStock = new Set(addOns.filter((addOn) => addOn.in_stock).map((addOn) => addOn.id));
  const kept = order.addOns.filter((addOn) => inStock.has(addOn.id));
  const draft: RepeatedDraft = {
    size,
    addOns: kept.map((addOn) => addOn.id),
    selfRecipient: order.recipientName === null,
    recipientName: order.recipientName ?? "",
    recipientPhone: order.recipientPhone ?? "",
    cardMessage: order.cardMessage ?? "",
    // the form keeps the area only while it is still delivered to
    ...(order.areaId !== null ? { area: String(order.areaId) } : {}),
    ...typedAddressOf(order),
    location: order.location,
    paymentMethod: order.paymentMethod,
  };
  return {
    available: true,
    productId: product.id,
    path: `/order/${encodeURIComponent(product.id)}${size === "standard" ? "" : `?size=${size}`}`,
    draft,
    sizeLeftOut: offered ? null : order.size,
    addOnsLeftOut: order.addOns.filter((addOn) => !inStock.has(addOn.id)).map((addOn) => addOn.name),
  };
}

/** Whether the customer must be told something was left out before the form opens. */
export const leftSomethingOut = (plan: Extract<OrderAgainPlan, { available: true }>) =>
  plan.sizeLeftOut !== null || plan.addOnsLeftOut.length > 0;
