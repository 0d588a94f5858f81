// "To whom": the recipient first ("I am the recipient" unticked and the recipient's name and
// phone empty until the customer fills them), the card message with a live count of the
// characters as a reader sees them (past the limit, the count turns red and the field says what
// is wrong at once, not only when Place order is pressed), then the buyer's own details
// (prefilled from the profile) under their own legend, so her name is never read as the recipient's. Signed in, the e-mail
// is the account's and cannot be changed here; a visitor's gets the order's code.
import { CARD_MESSAGE_MAX } from "../../../shared/card";
import { TEXT_MAX } from "../../../shared/limits";
import { CheckField } from "../../components/forms/CheckField";
import { EmailField, FullNameField, MobileField } from "../../components/forms/PersonFields";
import { TextAreaField, TextField } from "../../components/forms/TextField";
import type { FieldBinding } from "../../components/forms/useForm";
import { t } from "../../i18n";
import { cardMessageError } from "./draft";
import { OrderStep } from "./OrderStep";
import { ORDER_TEXT } from "./texts";

interface ToWhomSectionProps {
  field: (
    name: "name" | "email" | "mobile" | "recipientName" | "recipientPhone" | "cardMessage",
  ) => FieldBinding;
  selfRecipient: boolean;
  /** Signed in: the address is the account's, shown read-only. */
  emailLocked: boolean;
  onSelfRecipient: (self: boolean) => void;
}

export function ToWhomSection({ field, selfRecipient, emailLocked, onSelfRecipient }: ToWhomSectionProps) {
  const card = field("cardMessage");
  return (
    <OrderStep id="order-to-whom" number={3} title={ORDER_TEXT.toWhom}>
      <CheckField
        label={ORDER_TEXT.selfRecipient}
        name="selfRecipient"
        checked={selfRecipient}
        onChange={onSelfRecipient}
      />
      {selfRecipient ? null : (
        <div className="field-row">
          <TextField
            label={ORDER_TEXT.recipientName}
            autoComplete="off"
            maxLength={TEXT_MAX.name}
            {...field("recipientName")}
          />
          <TextField
            label={ORDER_TEXT.recipientPhone}
            type="tel"
            autoComplete="off"
            maxLength={TEXT_MAX.mobile}
            hint={ORDER_TEXT.recipientHint}
            {...field("recipientPhone")}
          />
        </div>
      )}
      <TextAreaField
        label={ORDER_TEXT.cardMessage}
        optional
        rows={3}
        limit={CARD_MESSAGE_MAX}
        {...card}
        error={card.error ?? cardMessageError(card.value)}
      />
      <fieldset className="choice-group">
        <legend className="field-label">{t(ORDER_TEXT.buyer)}</legend>
        <FullNameField {...field("name")} />
        <div className="field-row">
          <EmailField
            {...field("email")}
            readOnly={emailLocked}
            hint={emailLocked ? ORDER_TEXT.emailAccountHint : ORDER_TEXT.emailCodeHint}
          />
          <MobileField {...field("mobile")} />
        </div>
      </fieldset>
    </OrderStep>
  );
}
