// A photo of the bouquet at the door, for orders on their way or delivered (florist.md §6):
// it uploads as soon as it is chosen, then shows from the private store. The customer's
// "delivered" e-mail carries it only when it is there before the order is marked delivered.
import { useId } from "react";
import { IMAGE_ACCEPT } from "../../shared/limits";
import type { Order } from "../api/models";
import { Field } from "../components/forms/Field";
import { PrivateImage } from "../components/PrivateImage";
import { IMAGE_RULES_HINT } from "../lib/images";
import { adminApi } from "./api";
import { useImageUpload } from "./useImageUpload";

/** Whether the order has reached the door or is on its way there. */
export const takesDeliveryPhoto = (order: Order) =>
  order.status === "shipped" || order.status === "delivered";

interface DeliveryPhotoProps {
  order: Order;
  busy: boolean;
  onSaved: (order: Order) => void;
  onUploading: (uploading: boolean) => void;
}

export function DeliveryPhoto({ order, busy, onSaved, onUploading }: DeliveryPhotoProps) {
  const titleId = useId();
  const { uploading, problem, onFile } = useImageUpload(
    (file) => adminApi.uploadDeliveryPhoto(order.id, file),
    onSaved,
    {
      texts: {
        uploaded: `Delivery photo saved for order #${order.id}`,
        failed: `Could not save the delivery photo for order #${order.id}`,
      },
      onBusy: onUploading,
    },
  );

  const when =
    order.status === "shipped"
      ? "Attach it before marking the order delivered: the customer's “delivered” e-mail then carries it."
      : "The “delivered” e-mail has gone; a photo added now shows on the customer's orders page.";
  const hint = uploading ? "Uploading…" : `${when} ${IMAGE_RULES_HINT}`;

  return (
    <section className="admin-order-photo" aria-labelledby={titleId}>
      <h3 id={titleId}>Delivery photo</h3>
      {order.deliveryPhotoAt ? (
        <PrivateImage
          key={order.deliveryPhotoAt}
          src={`/api/orders/${order.id}/delivery-photo`}
          alt={`Delivery photo of order #${order.id}`}
          className="admin-private-photo"
        />
      ) : (
        <p className="text-muted">No delivery photo yet.</p>
      )}
      <Field
        label={order.deliveryPhotoAt ? "Replace the delivery photo" : "Upload a delivery photo"}
        hint={hint}
        error={problem || undefined}
      >
        {(control) => (
          <input
            {...control}
            name="file"
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={onFile}
            // Not disabled by its own upload, which would drop the keyboard's focus; only by another call.
            disabled={busy && !uploading}
            aria-busy={uploading}
          />
        )}
      </Field>
    </section>
  );
}
