// What a florist needs to know about one order, the same on the
// confirmation, /orders and the owner's order detail: size, gifts, delivery day and time,
// recipient, the card message (always as text), area and fee, a peak day's surcharge, a Maps
// link and the total.
import "./order-florist.css";
import { Fragment } from "react";
import { addressLine, areaOf, mapsUrl } from "../../shared/address";
import { PEAK_TEXT } from "../../shared/peak-days";
import { SIZE_LABELS, type SizeId } from "../../shared/sizes";
import type { Order } from "../api/models";
import { ownerTextLang, t } from "../i18n";
import { T } from "../i18n/T";
import { formatShopDate, formatSlotWithClock } from "../lib/delivery-format";
import { formatMoney, formatUsdAndKhr } from "../lib/format";

export interface OrderFloristDetailsProps {
  order: Order;
  /** Also show the typed address (default true); the owner's detail shows it on its own. */
  showAddress?: boolean;
  /** Also show the total (default true). */
  showTotal?: boolean;
}

export function OrderFloristDetails({
  order,
  showAddress = true,
  showTotal = true,
}: OrderFloristDetailsProps) {
  const when = order.deliveryDate
    ? [
        formatShopDate(order.deliveryDate),
        formatSlotWithClock(
          order.deliverySlotLabel ?? order.deliverySlot,
          order.deliveryStart,
          order.deliveryEnd,
        ),
      ]
        .filter(Boolean)
        .join(t(", "))
    : null;
  const phone = order.recipientPhone;
  const money = (usd: number) => formatMoney(usd, order.exchangeRateKhr);
  return (
    <dl className="florist-details">
      <div>
        <dt>{t("Size")}</dt>
        <dd>
          {t(SIZE_LABELS[order.size as SizeId] ?? order.size)} · {money(order.productPrice)}
        </dd>
      </div>
      <div>
        <dt>{t("Gifts")}</dt>
        <dd>
          {order.addOns.length > 0
            ? order.addOns.map((addOn, index) => (
                // The name as the API answers it in the page's language (`?lang=`); one the
                // owner left untranslated is marked English.
                <Fragment key={addOn.id}>
                  {index > 0 ? t(", ") : null}
                  <T
                    text="{name} ({price})"
                    values={{
                      name: <span lang={ownerTextLang(addOn.name)}>{addOn.name}</span>,
                      price: money(addOn.price),
                    }}
                  />
                </Fragment>
              ))
            : t("None")}
        </dd>
      </div>
      {when ? (
        <div>
          <dt>{t("Delivery")}</dt>
          <dd>{when}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t("Recipient")}</dt>
        <dd>
          {order.recipientName ? (
            <>
              {order.recipientName}
              {phone ? (
                <>
                  {" · "}
                  <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
                </>
              ) : null}
            </>
          ) : (
            t("{name} (the buyer)", { name: order.customerName })
          )}
        </dd>
      </div>
      <div className="florist-details-card">
        <dt>{t("Card message")}</dt>
        <dd>
          {order.cardMessage ? (
            <p className="florist-card-message">{order.cardMessage}</p>
          ) : (
            t("No card message")
          )}
        </dd>
      </div>
      <div>
        <dt>{t("Area")}</dt>
        <dd>
          {areaOf(order)} · {order.deliveryFee > 0 ? money(order.deliveryFee) : t("Free delivery")}
        </dd>
      </div>
      {order.peakSurcharge > 0 ? (
        <div>
          <dt>{t(PEAK_TEXT.surcharge)}</dt>
          <dd>{money(order.peakSurcharge)}</dd>
        </div>
      ) : null}
      {showAddress ? (
        <div>
          <dt>{t("Address")}</dt>
          <dd>{addressLine(order, { separator: t(", ") })}</dd>
        </div>
      ) : null}
      {order.location ? (
        <div>
          <dt>{t("Map")}</dt>
          <dd>
            <a href={mapsUrl(order.location)} target="_blank" rel="noopener noreferrer">
              {t("Open in Maps")}
            </a>
          </dd>
        </div>
      ) : null}
      {showTotal ? (
        <div className="florist-details-total">
          <dt>{t("Total")}</dt>
          <dd>{formatUsdAndKhr(order.price, order.priceKhr)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
