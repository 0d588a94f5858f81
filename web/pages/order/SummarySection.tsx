// The summary before the button: each line of the order and the live total in dollars and
// riel, computed by the same shared function the server prices the order with, and how it is paid.
import type { AddOnWire } from "../../../shared/addons";
import type { AreaWire } from "../../../shared/delivery";
import type { PaymentMethod } from "../../../shared/payment";
import { orderTotalCents, toKhr } from "../../../shared/pricing";
import type { ProductSize } from "../../api/florist";
import { t } from "../../i18n";
import { formatShopDate } from "../../lib/delivery-format";
import { formatKhr, formatUsd, formatUsdAndKhr } from "../../lib/format";
import { ORDER_TEXT } from "./texts";

interface SummarySectionProps {
  productName: string;
  size: ProductSize;
  addOns: AddOnWire[];
  area: AreaWire | undefined;
  date: string;
  slotLabel: string | null;
  exchangeRate: number;
  paymentMethod: PaymentMethod;
}

export function SummarySection({
  productName,
  size,
  addOns,
  area,
  date,
  slotLabel,
  exchangeRate,
  paymentMethod,
}: SummarySectionProps) {
  const fee = area?.fee ?? 0;
  const total =
    orderTotalCents({ sizePrice: size.price, addOnPrices: addOns.map((addOn) => addOn.price), fee }) / 100;
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
            <dt>{addOn.name}</dt>
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
        <div>
          <dt>{t("Arrives")}</dt>
          <dd>{[formatShopDate(date), slotLabel].filter(Boolean).join(t(", "))}</dd>
        </div>
        <div className="order-summary-total">
          <dt>{t("Total")}</dt>
          <dd>
            <span data-testid="order-total">{formatUsd(total)}</span>
            <span className="order-total-khr"> · {formatKhr(toKhr(total, exchangeRate))}</span>
          </dd>
        </div>
      </dl>
      <p className="order-summary-note">
        {t(paymentMethod === "khqr" ? ORDER_TEXT.payKhqrNote : ORDER_TEXT.payNote)}
      </p>
    </section>
  );
}
