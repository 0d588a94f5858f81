// An order's private pictures (docs/decisions/037): the customer's proof of payment and the shop's
// delivery photo. Either is checked, stored under private/ by its content hash and kept on the
// order only while the order still allows it, then the shop's Telegram message is refreshed to
// show it, and a new proof is sent to the chat as the picture itself. A replaced picture is
// deleted from R2. A proof is refused once the order is paid, and after PROOF_UPLOADS_MAX of
// them (docs/decisions/049), so a customer cannot fill the bucket 5 MB at a time.
import { and, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { FixedDetailCode } from "../../../shared/messages";
import { ORDER_STATUSES, type OrderStatus } from "../../../shared/orders";
import type { Db } from "../../db/client";
import { type OrderRow, orders } from "../../db/schema";
import type { AppEnv } from "../../env";
import { fail } from "../../http/fail";
import { type NotificationJob, notifyLater, proofJobs, refreshJobs } from "../../notifications/jobs";
import { privatePrefix, readImageUpload, storeImage } from "../catalogue/images";
import { clock } from "../clock";

/** Proofs one order may receive: a wrong screenshot or two, then a word with the shop. */
export const PROOF_UPLOADS_MAX = 5;

/** An update lost to a parallel upload of the same picture kind is tried again this often. */
const RACE_RETRIES = 3;

type OrderChanges = Parameters<ReturnType<Db["update"]>["set"]>[0];

interface OrderFile {
  kind: Parameters<typeof privatePrefix>[0];
  /** The statuses at which the picture may be added. */
  statuses: readonly OrderStatus[];
  /** The 400 answer's code at any other status. */
  refused: FixedDetailCode;
  /** The picture's R2 key on the order. */
  key: (order: OrderRow) => string | null;
  keyColumn: typeof orders.paymentProofKey | typeof orders.deliveryPhotoKey;
  /** The 409 answer's code when the order takes no more of these pictures, else null. */
  closed?: (order: OrderRow) => FixedDetailCode | null;
  /** The same rule as `closed`, for the guarded write. */
  open?: SQL;
  columns: (key: string, at: string) => OrderChanges;
  /** What a new picture at `key` sets off. */
  jobs: (orderId: number, key: string) => NotificationJob[];
}

const ORDER_FILES = {
  paymentProof: {
    kind: "payment-proofs",
    statuses: ORDER_STATUSES.filter((status) => status !== "cancelled"),
    refused: "orderCancelled",
    key: (order) => order.paymentProofKey,
    keyColumn: orders.paymentProofKey,
    closed: (order) =>
      order.paymentStatus !== "unpaid"
        ? "proofAlreadyPaid"
        : order.paymentProofUploads >= PROOF_UPLOADS_MAX
          ? "tooManyProofs"
          : null,
    open: and(eq(orders.paymentStatus, "unpaid"), lt(orders.paymentProofUploads, PROOF_UPLOADS_MAX)),
    columns: (key, at) => ({
      paymentProofKey: key,
      paymentProofAt: at,
      paymentProofUploads: sql`${orders.paymentProofUploads} + 1`,
    }),
    jobs: proofJobs,
  },
  /** Once the flowers have left the shop. */
  deliveryPhoto: {
    kind: "delivery-photos",
    statuses: ["shipped", "delivered"],
    refused: "deliveryPhotoTooEarly",
    key: (order) => order.deliveryPhotoKey,
    keyColumn: orders.deliveryPhotoKey,
    columns: (key, at) => ({ deliveryPhotoKey: key, deliveryPhotoAt: at }),
    jobs: refreshJobs,
  },
} satisfies Record<string, OrderFile>;

/** Throws the answer for an order that does not take the picture now. */
function refuse(file: OrderFile, order: OrderRow): void {
  if (!file.statuses.includes(order.status)) throw fail(400, file.refused);
  const closed = file.closed?.(order);
  if (closed) throw fail(409, closed);
}

/** Takes the uploaded picture (the multipart field `file`) for `order` and answers the order
 *  as stored: 400 when the order's status does not allow it, 409 when it takes no more, judged
 *  before the upload and again at the write. */
export async function attachOrderFile(
  c: Context<AppEnv>,
  order: OrderRow,
  which: keyof typeof ORDER_FILES,
): Promise<OrderRow> {
  const file: OrderFile = ORDER_FILES[which];
  const bucket = c.env.IMAGES;
  refuse(file, order);
  const key = await storeImage(bucket, await readImageUpload(c), privatePrefix(file.kind, order.id));
  let current = order;
  for (let attempt = 0; attempt < RACE_RETRIES; attempt += 1) {
    const previous = file.key(current);
    // Judged again at the write: the order may have moved, or been paid, meanwhile; and the
    // key must still be the one read, so the picture it names is the one deleted.
    const [updated] = await c.var.db
      .update(orders)
      .set(file.columns(key, clock.now().toISOString()))
      .where(
        and(
          eq(orders.id, order.id),
          inArray(orders.status, [...file.statuses]),
          file.open,
          previous === null ? isNull(file.keyColumn) : eq(file.keyColumn, previous),
        ),
      )
      .returning();
    if (updated) {
      if (previous !== null && previous !== key) await bucket.delete(previous);
      // The same picture again shows the chat nothing new but its time.
      notifyLater(c, previous === key ? refreshJobs(updated.id) : file.jobs(updated.id, key));
      return updated;
    }
    const now = await c.var.db.query.orders.findFirst({ where: eq(orders.id, order.id) });
    if (!now || !file.statuses.includes(now.status) || file.closed?.(now)) {
      // The picture just stored belongs to nobody, unless it is the one the order already shows.
      if (!now || file.key(now) !== key) await bucket.delete(key);
      if (!now) throw fail(404, "orderNotFound");
      refuse(file, now);
    }
    current = now ?? current;
  }
  throw fail(409, "orderChangedMeanwhile");
}
