// A photo of the bouquet at the door, for orders on their way or delivered:
// the chosen picture is shown first, and "Send photo" uploads it, or "Mark delivered" does
// before it marks the order (the choice is kept for the dashboard, orders/chosenPhotos.tsx);
// a sent photo can be replaced (the server deletes the old one). The customer's "delivered"
// e-mail carries the photo there when the order is marked delivered; later ones show on their
// orders page only.
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { IMAGE_ACCEPT } from "../../../shared/limits";
import { isSessionExpired } from "../../api/client";
import type { Order } from "../../api/models";
import { FieldError } from "../../components/forms/Field";
import { PrivateImage } from "../../components/PrivateImage";
import { useToast } from "../../components/Toast";
import { IMAGE_RULES_HINT, imageFileProblem } from "../../lib/images";
import { adminApi, failureText } from "../api";
import { useChosenPhotos } from "../orders/chosenPhotos";

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
  const hintId = useId();
  const problemId = useId();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const send = useRef<HTMLButtonElement>(null);
  const choose = useRef<HTMLButtonElement>(null);
  const photos = useChosenPhotos();
  const chosen = photos.photoFor(order.id);
  const setChosen = (file: File | null) => photos.choose(order.id, file);
  const [preview, setPreview] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState("");
  /** Where the focus goes once the buttons it was on are gone. */
  const focusNext = useRef<"send" | "choose" | null>(null);

  // The preview's URL lives as long as the choice (made here, so a remount makes its own).
  useEffect(() => {
    if (!chosen) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(chosen);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);
  useEffect(() => {
    const target = focusNext.current === "send" ? send : focusNext.current === "choose" ? choose : null;
    focusNext.current = null;
    target?.current?.focus();
  });

  const sent = order.deliveryPhotoAt !== null;
  // Another call on the order (a status change) holds these buttons, not the photo's own upload.
  const held = sending || busy;
  const openPicker = () => {
    if (!held) input.current?.click();
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // the same file may be picked again after "Choose another"
    if (!file) return;
    const refused = imageFileProblem(file);
    setProblem(refused ?? "");
    if (refused) return;
    focusNext.current = "send";
    setChosen(file);
  };

  const discard = () => {
    if (held) return;
    focusNext.current = "choose";
    setChosen(null);
    setProblem("");
  };

  const sendPhoto = async () => {
    if (!chosen || held) return;
    setSending(true);
    setProblem("");
    onUploading(true);
    try {
      const saved = await adminApi.uploadDeliveryPhoto(order.id, chosen);
      focusNext.current = "choose";
      setChosen(null);
      onSaved(saved);
      toast(`Delivery photo sent for order #${order.id}`, "success");
    } catch (failure) {
      console.error(failure);
      if (isSessionExpired(failure)) return; // the session ends (web/auth/SessionExpiry.tsx)
      const text = failureText(failure, `Could not send the delivery photo for order #${order.id}`);
      setProblem(text);
      toast(text, "error");
    } finally {
      setSending(false);
      onUploading(false);
    }
  };

  const when =
    order.status === "shipped"
      ? "Send it now, or “Mark delivered” sends it before marking the order delivered: the customer's “delivered” e-mail then carries it."
      : "The “delivered” e-mail has gone and is not sent again; a photo sent now shows on the customer's orders page.";

  return (
    <section className="admin-order-photo" aria-labelledby={titleId}>
      <h3 id={titleId}>Delivery photo</h3>
      {chosen ? (
        <figure className="admin-photo-preview">
          <img
            src={preview ?? undefined}
            alt={`Order #${order.id} at the door (chosen, not sent yet)`}
            className="admin-private-photo"
          />
          <figcaption>
            <strong>Not sent yet.</strong>{" "}
            {sent
              ? "The customer still sees the photo sent before."
              : order.status === "shipped"
                ? "Check it is the right picture: “Mark delivered” sends it first."
                : "Check it is the right picture."}
          </figcaption>
        </figure>
      ) : sent ? (
        <PrivateImage
          key={order.deliveryPhotoAt}
          src={`/api/orders/${order.id}/delivery-photo`}
          alt={`Delivery photo of order #${order.id}`}
          className="admin-private-photo"
        />
      ) : (
        <p className="text-muted">No delivery photo yet.</p>
      )}
      <p id={hintId} className="field-hint">
        {sending ? "Sending…" : `${when} ${IMAGE_RULES_HINT}`}
      </p>
      <FieldError id={problemId} message={problem || undefined} />
      <input
        ref={input}
        type="file"
        name="file"
        accept={IMAGE_ACCEPT}
        onChange={onFile}
        hidden
        aria-label={`Photo file for order #${order.id}`}
      />
      <div className="admin-actions">
        {chosen ? (
          <>
            <button
              ref={send}
              type="button"
              className="btn btn-primary btn-sm"
              onClick={sendPhoto}
              // aria-disabled, not disabled: the keyboard's focus stays on it while it sends
              aria-disabled={held || undefined}
              aria-busy={sending}
              aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            >
              {sending ? "Sending…" : "Send photo"}
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={openPicker}
              aria-disabled={held || undefined}
            >
              Choose another
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={discard}
              aria-disabled={held || undefined}
            >
              {sent ? "Keep the sent photo" : "Discard"}
            </button>
          </>
        ) : (
          <button
            ref={choose}
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={openPicker}
            aria-disabled={held || undefined}
            aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          >
            {sent ? "Replace photo" : "Choose a photo"}
          </button>
        )}
      </div>
    </section>
  );
}
