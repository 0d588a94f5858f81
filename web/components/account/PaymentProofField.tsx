// "Upload proof of payment": a screenshot of the bank app's receipt, sent as soon as it is
// chosen (POST /api/orders/{id}/payment-proof), with the outcome announced beside the field:
// received, not paid, since the shop marks the order paid only once its bank shows the money.
// The file input stays the real control (labelled, described, reached with Tab) but is laid
// invisibly over a button in the page's language, instead of the browser's bare "Choose file /
// No file chosen"; the chosen picture's name and a thumbnail stay under it.
import { type ChangeEvent, useEffect, useState } from "react";
import { IMAGE_ACCEPT } from "../../../shared/limits";
import { isSessionExpired } from "../../api/client";
import type { Order } from "../../api/models";
import { ordersApi } from "../../api/orders";
import { t } from "../../i18n";
import { IMAGE_RULES_HINT, imageFileProblem } from "../../lib/images";
import { refusalDetail } from "../forms/apiError";
import { Field } from "../forms/Field";
import { FormMessage, infoNotice, type Notice, successNotice } from "../forms/FormMessage";

interface PaymentProofFieldProps {
  orderId: number;
  /** When a proof was received already (the order's payment_proof_at), or null. */
  sentAt: string | null;
  /** The order as stored after the proof was received: its new sentAt comes back through it. */
  onSent: (order: Order) => void;
}

export function PaymentProofField({ orderId, sentAt, onSent }: PaymentProofFieldProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  // What went wrong with the last file, told at the field itself (aria-invalid, aria-describedby).
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<File | null>(null);
  const preview = usePreviewUrl(chosen);
  const refuse = (detail: string | null) => {
    setNotice(null);
    const failed = t("We could not send your proof. Please try again.");
    const reason = detail ? t(detail) : failed;
    // the reason after the sentence, as the language joins two sentences
    setProblem(reason === failed ? failed : t("{message} {reason}", { message: failed, reason }));
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file || busy) return;
    setProblem("");
    const refused = imageFileProblem(file);
    if (refused) {
      refuse(refused);
      input.value = "";
      return;
    }
    setChosen(file);
    setBusy(true);
    setNotice(infoNotice(t("Sending your proof…")));
    try {
      const order = await ordersApi.sendPaymentProof(orderId, file);
      setNotice(
        successNotice(
          t(
            "Thank you, we have your screenshot. We check our bank account and mark your order paid once the money has arrived.",
          ),
        ),
      );
      onSent(order);
    } catch (failure) {
      // A refused token ends the session (web/auth/SessionExpiry.tsx), which says so itself.
      if (isSessionExpired(failure)) setNotice(null);
      else refuse(refusalDetail(failure));
    } finally {
      setBusy(false);
      input.value = "";
    }
  };

  return (
    <div className="khqr-proof">
      <Field
        label={t("Upload proof of payment")}
        hint={
          sentAt
            ? t("We have your proof. Choose another file only if it was the wrong one.")
            : t("A screenshot of the payment in your banking app: {rules}", { rules: t(IMAGE_RULES_HINT) })
        }
        error={problem || undefined}
      >
        {(control) => (
          <div className="khqr-proof-picker">
            <input
              {...control}
              className="khqr-proof-input"
              name="paymentProof"
              type="file"
              accept={IMAGE_ACCEPT}
              // Not disabled while sending: a disabled control would drop the keyboard's focus.
              aria-busy={busy}
              onChange={onFile}
            />
            {/* what the input looks like; the input above it takes the click and the keyboard */}
            <span className="btn btn-secondary khqr-proof-button" aria-hidden="true">
              {chosen || sentAt ? t("Choose another screenshot") : t("Choose a screenshot")}
            </span>
          </div>
        )}
      </Field>
      {chosen ? (
        <p className="khqr-proof-chosen">
          {preview ? (
            <img src={preview} alt={t("The screenshot you chose")} className="khqr-proof-thumb" />
          ) : null}
          <span>{t("Chosen: {name}", { name: chosen.name })}</span>
        </p>
      ) : null}
      <FormMessage notice={notice} />
    </div>
  );
}

/** A blob URL showing `file` while it is the one chosen, revoked once another is or the field goes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [file]);
  return url;
}
