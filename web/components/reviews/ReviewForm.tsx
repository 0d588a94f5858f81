// "Review this order" on /orders: a delivered order's customer picks 1–5 stars, may write a
// comment (with a live count), and sends it once; the server's refusal is shown as it says it.
import { useState } from "react";
import { REVIEW_COMMENT_MAX, type ReviewWire } from "../../../shared/reviews";
import { t } from "../../i18n";
import { isNetworkError, refusalDetail } from "../forms/apiError";
import { errorNotice, FormMessage } from "../forms/FormMessage";
import { SubmitButton } from "../forms/SubmitButton";
import { TextAreaField } from "../forms/TextField";
import { useSubmit } from "../forms/useSubmit";
import { StarPicker } from "./StarPicker";
import { sendReview } from "./sendReview";

/** In English; shown through t(). */
export const REVIEW_TEXT = {
  chooseRating: "Choose a rating from 1 to 5 stars",
  failed: "We could not send your review. Please try again.",
  offline: "You seem to be offline. Your review is kept: send it again when you are connected.",
};

const translated = (detail: string | null) => (detail ? t(detail) : detail);

export function ReviewForm({ orderId, onSent }: { orderId: number; onSent: (review: ReviewWire) => void }) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [ratingError, setRatingError] = useState<string | undefined>();
  const { busy, notice, submit } = useSubmit();

  const send = () =>
    submit({
      check: () => {
        setRatingError(rating === null ? t(REVIEW_TEXT.chooseRating) : undefined);
        return rating !== null;
      },
      action: async () => {
        onSent(await sendReview(orderId, rating ?? 0, comment));
        return undefined;
      },
      failed: (error) =>
        errorNotice(
          t(isNetworkError(error) ? REVIEW_TEXT.offline : REVIEW_TEXT.failed),
          translated(refusalDetail(error)),
        ),
    });

  return (
    <form
      className="review-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <StarPicker
        rating={rating}
        onRating={(n) => {
          setRating(n);
          setRatingError(undefined);
        }}
        error={ratingError}
      />
      <TextAreaField
        label={t("Comment")}
        name="comment"
        optional
        rows={3}
        maxLength={REVIEW_COMMENT_MAX}
        counted
        value={comment}
        onChange={setComment}
      />
      <FormMessage notice={notice} />
      <SubmitButton busy={busy} busyLabel={t("Sending…")} className="btn btn-primary btn-sm">
        {t("Send review")}
      </SubmitButton>
    </form>
  );
}
