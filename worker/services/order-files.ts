// An order's private pictures (florist.md §5): the customer's proof of payment and the shop's
// delivery photo. Either is checked, stored under private/ by its content hash and kept on the
// order only while the order is still at a status that allows it, then the shop's Telegram
// message is refreshed to show it.
import { and, eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import { DETAIL } from "../../shared/messages";
import { ORDER_STATUSES, type OrderStatus } from "../../shared/orders";
import { type OrderRow, orders } from "../db/schema";
import type { AppEnv } from "../env";
import { fail } from "../middleware/errors";
import { notifyLater, refreshJobs } from "../notifications/jobs";
import { clock } from "./clock";
import { privatePrefix, readImageUpload, storeImage } from "./images";

interface OrderFile {
  kind: Parameters<typeof privatePrefix>[0];
  /** The statuses at which the picture may be added. */
  statuses: readonly OrderStatus[];
  /** The 400 detail at any other status. */
  refused: string;
  columns: (key: string, at: string) => Partial<OrderRow>;
}

const ORDER_FILES = {
  paymentProof: {
    kind: "payment-proofs",
    statuses: ORDER_STATUSES.filter((status) => status !== "cancelled"),
    refused: DETAIL.orderCancelled,
    columns: (key, at) => ({ paymentProofKey: key, paymentProofAt: at }),
  },
  /** Once the flowers have left the shop. */
  deliveryPhoto: {
    kind: "delivery-photos",
    statuses: ["shipped", "delivered"],
    refused: DETAIL.deliveryPhotoTooEarly,
    columns: (key, at) => ({ deliveryPhotoKey: key, deliveryPhotoAt: at }),
  },
} satisfies Record<string, OrderFile>;

/** Takes the uploaded picture (the multipart field `file`) for `order` and answers the order
 *  as stored: 400 when the order's status does not allow it, before or after the upload. */
export async function attachOrderFile(
  c: Context<AppEnv>,
  order: OrderRow,
  which: keyof typeof ORDER_FILES,
): Promise<OrderRow> {
  const file: OrderFile = ORDER_FILES[which];
  if (!file.statuses.includes(order.status)) throw fail(400, file.refused);
  const key = await storeImage(c.env.IMAGES, await readImageUpload(c), privatePrefix(file.kind, order.id));
  // Judged again at the write: the order may have moved meanwhile.
  const [updated] = await c.var.db
    .update(orders)
    .set(file.columns(key, clock.now().toISOString()))
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...file.statuses])))
    .returning();
  if (!updated) throw fail(400, file.refused);
  notifyLater(c, refreshJobs(updated.id));
  return updated;
}
