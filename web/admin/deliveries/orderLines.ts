// The lines an order's card on the board and its printed ticket both say the same way.
import { SIZE_LABELS, type SizeId } from "../../../shared/sizes";
import type { Order } from "../../api/models";

/** Who receives the flowers and the number to call: the buyer's when the recipient left none
 *  (`phoneOf` says whose it is then). */
export function recipientOf(order: Order): { name: string; phone: string; phoneOf: string | null } {
  if (!order.recipientName)
    return { name: `${order.customerName} (the buyer)`, phone: order.customerMobile, phoneOf: null };
  if (order.recipientPhone) return { name: order.recipientName, phone: order.recipientPhone, phoneOf: null };
  return { name: order.recipientName, phone: order.customerMobile, phoneOf: `buyer, ${order.customerName}` };
}

/** "Red Rose Bouquet · Deluxe · + Glass vase, Chocolates": what the florist makes. */
export function bouquetLine(order: Order): string {
  const size = SIZE_LABELS[order.size as SizeId] ?? order.size;
  const gifts = order.addOns.map((addOn) => addOn.name).join(", ");
  return [order.productName, size, gifts ? `+ ${gifts}` : ""].filter(Boolean).join(" · ");
}
