// The profile's list of the customer's reminders (docs/decisions/073): the occasion, the day and
// the bouquet of each, and Delete with an Undo as the dashboard's deletes have (docs/decisions/033):
// the row goes at once and the DELETE is sent when the toast ends (or the page is left, with
// keepalive); Undo before then keeps it.
import { useId } from "react";
import { dayMonthIn } from "../../../shared/localized-dates";
import { OCCASION_LABELS } from "../../../shared/occasions";
import { type Reminder, remindersApi } from "../../api/reminders";
import { useDeferredDeletes } from "../../hooks/useDeferredDeletes";
import { useResource } from "../../hooks/useResource";
import { currentLocale, ownerTextLang, t } from "../../i18n";
import { LoadFailed } from "../LoadFailed";
import { REMINDER_TEXT } from "./texts";
import "./reminders.css";

/** "Birthday on 1 December" words for a reminder, in the page's language. */
const named = (reminder: Reminder) => ({
  occasion: t(OCCASION_LABELS[reminder.occasion]),
  date: dayMonthIn(currentLocale(), reminder.date),
});

export function MyReminders() {
  const titleId = useId();
  const { state, reload } = useResource(remindersApi.mine, []);
  const { hidden, remove: removeLater } = useDeferredDeletes<number>();

  const remove = (reminder: Reminder) =>
    removeLater(reminder.id, (init) => remindersApi.remove(reminder.id, init), {
      deleted: t(REMINDER_TEXT.deleted, named(reminder)),
      undo: REMINDER_TEXT.undo,
      restored: REMINDER_TEXT.restored,
      failed: () => REMINDER_TEXT.deleteFailed,
    });

  const shown = state.status === "ready" ? state.data.filter((reminder) => !hidden.has(reminder.id)) : [];

  return (
    <section className="card my-reminders" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-section-title">
        {t(REMINDER_TEXT.title)}
      </h2>
      {state.status === "loading" ? (
        <p className="page-loading" role="status">
          {t("Loading…")}
        </p>
      ) : null}
      {state.status === "failed" ? (
        <LoadFailed title={REMINDER_TEXT.loadFailed} level={3} onRetry={reload} />
      ) : null}
      {state.status === "ready" && shown.length === 0 ? (
        <p className="field-hint">{t(REMINDER_TEXT.none)}</p>
      ) : null}
      {shown.length > 0 ? (
        <>
          <p className="field-hint">{t(REMINDER_TEXT.lead)}</p>
          <ul className="reminder-list">
            {shown.map((reminder) => {
              const words = named(reminder);
              return (
                <li key={reminder.id} className="reminder-row">
                  <div>
                    <p className="reminder-when">
                      <strong>{words.occasion}</strong> · {words.date}
                    </p>
                    <p
                      className="reminder-bouquet"
                      lang={reminder.productName ? ownerTextLang(reminder.productName) : undefined}
                    >
                      {reminder.productName ?? t(REMINDER_TEXT.anyBouquet)}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={t(REMINDER_TEXT.deleteLabel, words)}
                    onClick={() => remove(reminder)}
                  >
                    {t(REMINDER_TEXT.delete)}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
