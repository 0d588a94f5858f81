// "When": the next days as one tap each (closed days shown closed, with the
// owner's note, and today too once no time is left), any later date in the booking window
// through a date field, and the chosen date's slots, the unavailable ones greyed out with
// their reason in words; a peak day chosen says its name, its surcharge and how many of the
// bouquet are left for it. Nothing is chosen for the customer: she picks the day and the time.
import { addDays, type ShopAnswer, windowEnd } from "../../../shared/delivery";
import { SHOP_CLOCK_TEXT } from "../../../shared/delivery-format";
import { type PeakLeftWire, peakDayOn } from "../../../shared/peak-days";
import { Field, FieldError } from "../../components/forms/Field";
import { useTypedDate } from "../../components/forms/useTypedDate";
import { t } from "../../i18n";
import { formatDayParts, formatShopDate, formatSlot } from "../../lib/delivery-format";
import { OrderStep } from "./OrderStep";
import { PeakDayNote } from "./PeakDayNote";
import { ORDER_TEXT, SLOT_REASON_TEXT } from "./texts";
import type { SlotsLoad } from "./useSlots";

/** How many days the quick picker shows; later dates go through the date field. */
const QUICK_DAYS = 7;

/** Why today cannot be picked although the shop is open (no time left, or none the same day
 *  in this area), from today's slots for `area`; undefined while unknown or when one is open. */
export function todayOffReason(today: SlotsLoad, area: string): string | undefined {
  if (today.state !== "ready" || today.area !== area || today.answer.closed) return undefined;
  const { slots } = today.answer;
  if (slots.some((option) => option.available)) return undefined;
  return slots.some((option) => option.reason === "not_same_day")
    ? SLOT_REASON_TEXT.not_same_day
    : ORDER_TEXT.noTimeLeft;
}

interface WhenSectionProps {
  shop: ShopAnswer;
  date: string;
  onDate: (date: string) => void;
  /** Why today cannot be picked (see todayOffReason). */
  todayOff?: string;
  slot: string;
  onSlot: (slot: string) => void;
  slots: SlotsLoad;
  onRetry: () => void;
  dateError?: string;
  slotError?: string;
  /** A day a link asked for that cannot be booked now: the date field shows it and says why. */
  askedDate?: string;
  /** How many of the bouquet are left for each coming peak day that limits it. */
  peakLeft: readonly PeakLeftWire[];
}

export function WhenSection(props: WhenSectionProps) {
  const {
    shop,
    date,
    onDate,
    todayOff,
    slot,
    onSlot,
    slots,
    onRetry,
    dateError,
    slotError,
    askedDate,
    peakLeft,
  } = props;
  const peak = peakDayOn(shop.peak_days, date);
  const left = peakLeft.find((day) => day.date === date)?.left;
  const closed = new Map(shop.closed_dates.map((day) => [day.date, day.note]));
  const last = windowEnd(shop.today, shop.window_days);
  const days = Array.from({ length: Math.min(QUICK_DAYS, shop.window_days) }, (_, n) =>
    addDays(shop.today, n),
  );
  const otherDate = useTypedDate({ value: date, onDate, min: shop.today, max: last, typed: askedDate });
  const answer = slots.state === "ready" && slots.answer.date === date ? slots.answer : null;
  const noneLeft = answer !== null && !answer.closed && !answer.slots.some((option) => option.available);
  const dateErrorId = dateError ? "order-date-error" : undefined;
  const slotErrorId = slotError ? "order-slot-error" : undefined;

  return (
    <OrderStep id="order-when" number={2} title={ORDER_TEXT.when}>
      <fieldset className="choice-group" aria-describedby={dateErrorId}>
        <legend className="field-label">{t(ORDER_TEXT.date)}</legend>
        <div className="date-grid">
          {days.map((day, n) => {
            const note = closed.get(day);
            const isClosed = closed.has(day);
            const off = isClosed ? ORDER_TEXT.closed : n === 0 ? todayOff : undefined;
            const { weekday, dayMonth } = formatDayParts(day);
            return (
              <label key={day} className={`choice choice-date${off ? " is-closed" : ""}`}>
                <input
                  type="radio"
                  name="date"
                  value={day}
                  checked={date === day}
                  disabled={off !== undefined}
                  onChange={() => onDate(day)}
                />
                <span className="choice-text">
                  <span className="choice-title">
                    {n === 0 ? t(ORDER_TEXT.today) : n === 1 ? t(ORDER_TEXT.tomorrow) : weekday}
                  </span>{" "}
                  <span className="choice-meta">{dayMonth}</span>
                  {off ? <span className="choice-reason"> {t(off)}</span> : null}
                </span>
                {isClosed && note ? <span className="visually-hidden">: {note}</span> : null}
              </label>
            );
          })}
        </div>
        <FieldError id={dateErrorId} message={dateError} />
      </fieldset>
      <Field label={ORDER_TEXT.otherDate} error={otherDate.error}>
        {(control) => <input {...control} {...otherDate.input} name="deliveryDate" />}
      </Field>
      <PeakDayNote peak={peak} left={left} />
      {shop.closed_dates.length > 0 ? (
        <div className="closed-dates">
          <p className="field-label">{t(ORDER_TEXT.closedAhead)}</p>
          <ul>
            {shop.closed_dates.slice(0, 5).map((day) => (
              <li key={day.date}>
                <strong>{formatShopDate(day.date)}</strong>
                {day.note ? ` · ${day.note}` : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <fieldset className="choice-group" aria-describedby={slotErrorId} aria-busy={slots.state === "loading"}>
        <legend className="field-label">
          {/* The times below are the shop's: "Delivery time (Siem Reap time)". */}
          {t(SHOP_CLOCK_TEXT, { time: t(ORDER_TEXT.slot) })}
          {date ? ` · ${formatShopDate(date)}` : null}
        </legend>
        {slots.state === "idle" ? <p className="field-hint">{t(ORDER_TEXT.pickDateFirst)}</p> : null}
        {slots.state === "loading" ? (
          <p className="field-hint" role="status">
            {t(ORDER_TEXT.loadingSlots)}
          </p>
        ) : null}
        {slots.state === "failed" ? (
          <div className="alert alert-error notice" role="alert">
            <p>{t(ORDER_TEXT.slotsFailed)}</p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
              {t("Try again")}
            </button>
          </div>
        ) : null}
        {answer?.closed ? (
          <p className="alert alert-info">
            {answer.note
              ? t("Closed: {note}. Please pick another date.", { note: answer.note })
              : t("Closed. Please pick another date.")}
          </p>
        ) : null}
        {noneLeft ? <p className="alert alert-info">{t(ORDER_TEXT.noSlotLeft)}</p> : null}
        {answer ? (
          <div className="choice-grid">
            {answer.slots.map((option) => (
              <label key={option.id} className={`choice choice-slot${option.available ? "" : " is-off"}`}>
                <input
                  type="radio"
                  name="slot"
                  value={option.id}
                  checked={slot === option.id}
                  disabled={!option.available}
                  onChange={() => onSlot(option.id)}
                />
                <span className="choice-text">
                  <span className="choice-title">{t(option.label)}</span>{" "}
                  <span className="choice-meta">
                    {formatSlot(null, option.start, option.end)}
                    {option.available ? null : (
                      <span className="choice-reason">
                        {" · "}
                        {t(SLOT_REASON_TEXT[option.reason ?? ""] ?? "Not available")}
                      </span>
                    )}
                  </span>
                </span>
              </label>
            ))}
          </div>
        ) : null}
        <FieldError id={slotErrorId} message={slotError} />
      </fieldset>
    </OrderStep>
  );
}
