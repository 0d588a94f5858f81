// "Remind me next year" on an order's confirmation (docs/decisions/073): when the customer already
// asked on the order form, it says so; otherwise a small form (the occasion, the day: the
// delivery date unless she changes it) asks for the reminder of this order's bouquet.
import { useId, useState } from "react";
import { dayMonthIn } from "../../../shared/localized-dates";
import { OCCASION_LABELS, OCCASIONS, type Occasion } from "../../../shared/occasions";
import type { Order } from "../../api/models";
import { type Reminder, remindersApi, remindsOf } from "../../api/reminders";
import { useResource } from "../../hooks/useResource";
import { currentLocale, t } from "../../i18n";
import { refusalDetail } from "../forms/apiError";
import { ChoiceSelect, choicesOf } from "../forms/ChoiceSelect";
import { Field } from "../forms/Field";
import { errorNotice, FormMessage } from "../forms/FormMessage";
import { SubmitButton } from "../forms/SubmitButton";
import { useSubmit } from "../forms/useSubmit";
import { isTypedDate } from "../forms/useTypedDate";
import { REMINDER_TEXT } from "./texts";
import "./reminders.css";

const OCCASION_CHOICES = choicesOf(OCCASIONS, OCCASION_LABELS);

/** "We will e-mail you a week before 1 December next year." */
const savedText = (reminder: Pick<Reminder, "date">) =>
  t(REMINDER_TEXT.saved, { date: dayMonthIn(currentLocale(), reminder.date) });

interface ReminderOfferProps {
  order: Order;
  /** The order form could not save the reminder ticked there: said above the form. */
  failedWithOrder?: boolean;
}

export function ReminderOffer({ order, failedWithOrder = false }: ReminderOfferProps) {
  const titleId = useId();
  const { state } = useResource(remindersApi.mine, []);
  const [saved, setSaved] = useState<Reminder | null>(null);
  const [occasion, setOccasion] = useState<Occasion>("birthday");
  const [date, setDate] = useState(order.deliveryDate ?? "");
  const [dateError, setDateError] = useState<string | undefined>();
  const { busy, notice, submit } = useSubmit(
    failedWithOrder ? errorNotice(REMINDER_TEXT.notSavedWithOrder) : null,
  );

  const existing =
    saved ?? (state.status === "ready" ? state.data.find((r) => remindsOf(r, order)) : undefined);
  // Until the list is read, nothing is offered: a reminder asked on the form must not look missing.
  if (state.status === "loading") return null;

  const save = () =>
    submit({
      check: () => {
        const wrong = isTypedDate(date) ? undefined : REMINDER_TEXT.dateRequired;
        setDateError(wrong);
        return wrong === undefined;
      },
      action: async () => {
        setSaved(await remindersApi.create({ occasion, date, orderId: order.id }));
        return undefined;
      },
      failed: (error) => errorNotice(refusalDetail(error) ?? REMINDER_TEXT.failed),
    });

  return (
    <section className="reminder-offer" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-next-title">
        {t(REMINDER_TEXT.remindMe)}
      </h2>
      {existing ? (
        <p className="alert alert-success" role="status">
          {savedText(existing)}
        </p>
      ) : (
        <form
          className="reminder-offer-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <p className="field-hint">{t(REMINDER_TEXT.remindMeHint)}</p>
          <div className="reminder-offer-fields">
            <ChoiceSelect
              label={REMINDER_TEXT.occasion}
              value={occasion}
              options={OCCASION_CHOICES}
              onChange={(chosen) => setOccasion(chosen || occasion)}
            />
            <Field label={REMINDER_TEXT.date} error={dateError}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  name="reminderDate"
                  value={date}
                  onChange={(event) => setDate(event.target.value)}
                />
              )}
            </Field>
          </div>
          <FormMessage notice={notice} />
          <SubmitButton busy={busy} busyLabel={REMINDER_TEXT.saving} className="btn btn-secondary">
            {REMINDER_TEXT.save}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
