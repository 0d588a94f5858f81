// "Remind me next year" on the order form (docs/decisions/073): a box, and once it is ticked the
// occasion to be reminded of. The reminder itself is asked for once the order is placed, for its
// bouquet and delivery day (web/pages/order/OrderForm.tsx).
import { OCCASION_LABELS, OCCASIONS, type Occasion } from "../../../shared/occasions";
import { CheckField } from "../forms/CheckField";
import { ChoiceSelect, choicesOf } from "../forms/ChoiceSelect";
import { REMINDER_TEXT } from "./texts";

export interface RemindMe {
  on: boolean;
  occasion: Occasion;
}

export const NO_REMINDER: RemindMe = { on: false, occasion: "birthday" };

const OCCASION_CHOICES = choicesOf(OCCASIONS, OCCASION_LABELS);

export function RemindMeFields({
  value,
  onChange,
}: {
  value: RemindMe;
  onChange: (value: RemindMe) => void;
}) {
  return (
    <div className="remind-me">
      <CheckField
        name="remindMe"
        label={REMINDER_TEXT.remindMe}
        hint={REMINDER_TEXT.remindMeHint}
        checked={value.on}
        onChange={(on) => onChange({ ...value, on })}
      />
      {value.on ? (
        <ChoiceSelect
          label={REMINDER_TEXT.occasion}
          value={value.occasion}
          options={OCCASION_CHOICES}
          onChange={(occasion) => onChange({ ...value, occasion: occasion || value.occasion })}
        />
      ) : null}
    </div>
  );
}
