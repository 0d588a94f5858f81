// The profile's list of the customer's reminders (docs/decisions/073): the occasion, the day and
// the bouquet of each, and Delete with an Undo as the dashboard's deletes have (docs/decisions/033):
// the row goes at once and the DELETE is sent when the toast ends (or the page is left, with
// keepalive); Undo before then keeps it.
import { useId } from "react";
import { dayMonthIn } from "../../../shared/localized-dates";
import { OCCASION_LABELS } from "../../../shared/occasions";
import { isSessionExpired } from "../../api/client";
import { type Reminder, remindersApi } from "../../api/reminders";
import { type DeferredDelete, useDeferredDeletes } from "../../hooks/useDeferredDeletes";
import { useResource } from "../../hooks/useResource";
import { currentLocale, ownerTextLang, t } from "../../i18n";
import { LoadFailed } from "../LoadFailed";
import { useToast } from "../Toast";
import { REMINDER_TEXT } from "./texts";
import "./reminders.css";

/** "Birthday on 1 December" words for a reminder, in the page's language. */
const named = (reminder: Reminder) => ({
  occasion: t(OCCASION_LABELS[reminder.occasion]),
  date: dayMonthIn(currentLocale(), reminder.date),
});

export function MyReminders() {
  const titleId = useId();
  const toast = useToast();
  const { state, reload } = useResource(remindersApi.mine, []);
  const { hidden, show, pending } = useDeferredDeletes<number, DeferredDelete>();

  const remove = (reminder: Reminder) => {
    const words = named(reminder);
    const send = (init?: RequestInit) => {
      if (!pending.delete(reminder.id)) return;
      remindersApi.remove(reminder.id, init).catch((failure: unknown) => {
        console.error(failure);
        show(reminder.id, true);
        if (!isSessionExpired(failure)) toast(REMINDER_TEXT.deleteFailed, "error");
      });
    };
    const undo = () => {
      if (!pending.delete(reminder.id)) return;
      show(reminder.id, true);
      toast(REMINDER_TEXT.restored, "info");
    };
    pending.set(reminder.id, { send });
    show(reminder.id, false);
    toast(t(REMINDER_TEXT.deleted, words), "success", {
      action: { label: REMINDER_TEXT.undo, onAction: undo },
      onClose: (reason) => {
        if (reason !== "action") send();
      },
    });
  };

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
