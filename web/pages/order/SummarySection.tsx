// The summary before the button: each line of the order (a peak day's surcharge among them),
// the day, the time, the recipient, the card message and the delivery address as typed (said
// plainly when not yet), the live total in dollars and riel, computed by the same shared
// function the server prices the order with, and how it is paid.
import type { AddOnWire } from "../../../shared/addons";
import type { AreaWire } from "../../../shared/delivery";
import type { PaymentMethod } from "../../../shared/payment";
import { PEAK_TEXT, type PeakDayWire } from "../../../shared/peak-days";
import { orderTotalCents, toCents, toKhr } from "../../../shared/pricing";
import type { ProductSize } from "../../api/product";
import { ownerTextLang, t } from "../../i18n";
import { formatShopDate } from "../../lib/delivery-format";
import { formatKhr, formatUsd, formatUsdAndKhr } from "../../lib/format";
import { ORDER_TEXT } from "./texts";

/** How the chosen way to pay goes on, under the total. */
const PAY_NOTE: Record<PaymentMethod, string> = {
  cash: ORDER_TEXT.payNote,
  khqr: ORDER_TEXT.payKhqrNote,
  payway: ORDER_TEXT.payPaywayNote,
};

interface SummarySectionProps {
  productName: string;
  size: ProductSize;
  addOns: AddOnWire[];
  area: AreaWire | undefined;
  /** the chosen date, "" when none */
  date: string;
  /** the chosen slot with its times, null when none */
  slotLabel: string | null;
  selfRecipient: boolean;
  /** the recipient's name and phone as typed, "" when not given */
  recipient: string;
  /** the card message as typed, "" when none */
  cardMessage: string;
  /** the typed address and landmark on one line, "" when not given */
  address: string;
  exchangeRate: number;
  paymentMethod: PaymentMethod;
  /** The chosen date's peak day, if it is one. */
  peak?: PeakDayWire;
}

export function SummarySection({
  productName,
  size,
  addOns,
  area,
  date,
  slotLabel,
  selfRecipient,
  recipient,
  cardMessage,
  address,
  exchangeRate,
  paymentMethod,
  peak,
}: SummarySectionProps) {
  const fee = area?.fee ?? 0;
  const surcharge = peak?.surcharge ?? 0;
  const total =
    orderTotalCents({
      sizeCents: toCents(size.price),
      addOnCents: addOns.map((addOn) => toCents(addOn.price)),
      feeCents: toCents(fee),
      surchargeCents: toCents(surcharge),
    }) / 100;
  return (
    <section className="order-step order-total" aria-labelledby="order-summary">
      <h2 id="order-summary" className="order-step-title">
        {t(ORDER_TEXT.summary)}
      </h2>
      <dl className="order-summary-lines">
        <div>
          <dt>
            {productName}
            {size.id === "standard" ? "" : ` · ${t(size.label)}`}
          </dt>
          <dd>{formatUsdAndKhr(size.price, size.priceKhr)}</dd>
        </div>
        {addOns.map((addOn) => (
          <div key={addOn.id}>
            <dt lang={ownerTextLang(addOn.name)}>{addOn.name}</dt>
            <dd>{formatUsdAndKhr(addOn.price, addOn.price_khr)}</dd>
          </div>
        ))}
        <div>
          <dt>
            {t("Delivery")}
            {area ? ` · ${area.name}` : ""}
          </dt>
          <dd className={fee > 0 ? undefined : "order-summary-free"}>
            {fee > 0 && area ? formatUsdAndKhr(fee, area.fee_khr) : t(ORDER_TEXT.free)}
          </dd>
        </div>
        {peak && surcharge > 0 ? (
          <div>
            <dt>
              {t(PEAK_TEXT.surcharge)} · <span lang={ownerTextLang(peak.name)}>{peak.name}</span>
            </dt>
            <dd>{formatUsdAndKhr(surcharge, toKhr(surcharge, exchangeRate))}</dd>
          </div>
        ) : null}
        <Chosen
          term={ORDER_TEXT.date}
          value={date ? formatShopDate(date) : ""}
          missing={ORDER_TEXT.notChosen}
        />
        <Chosen term={ORDER_TEXT.slot} value={slotLabel ?? ""} missing={ORDER_TEXT.notChosen} />
        <Chosen
          term={ORDER_TEXT.recipient}
          value={selfRecipient ? t(ORDER_TEXT.recipientSelf) : recipient}
          missing={ORDER_TEXT.notGiven}
        />
        <Chosen
          term={ORDER_TEXT.cardMessage}
          value={cardMessage}
          missing={ORDER_TEXT.noCardMessage}
          optional
          className="order-summary-card"
        />
        <Chosen term={ORDER_TEXT.address} value={address} missing={ORDER_TEXT.notGiven} />
        <div className="order-summary-total">
          <dt>{t("Total")}</dt>
          <dd>
            <span data-testid="order-total">{formatUsd(total)}</span>
            <span className="order-total-khr"> · {formatKhr(toKhr(total, exchangeRate))}</span>
          </dd>
        </div>
      </dl>
      <p className="order-summary-note">{t(PAY_NOTE[paymentMethod])}</p>
    </section>
  );
}

/** A line of what the customer chose, or `missing` in words when she has not yet (in red,
 *  unless the line is `optional`). */
function Chosen({
  term,
  value,
  missing,
  optional = false,
  className,
}: {
  term: string;
  value: string;
  missing: string;
  optional?: boolean;
  className?: string;
}) {
  const state = value ? className : optional ? "order-summary-none" : "order-summary-missing";
  return (
    <div>
      <dt>{t(term)}</dt>
      <dd className={state}>{value || t(missing)}</dd>
    </div>
  );
}
