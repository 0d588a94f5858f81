// A price in USD with riel beside it ("$45.00 · ៛184,500", docs/decisions/024) and, when
// discounted, the struck-through original and a percent-off badge.
import { discountPercent } from "../../shared/catalog";
import { t } from "../i18n";
import { formatKhr, formatUsd } from "../lib/format";

export function Price({
  price,
  priceKhr,
  originalPrice,
  large = false,
}: {
  price: number;
  /** `price` in riel, as the API answers it */
  priceKhr: number;
  originalPrice: number | null;
  large?: boolean;
}) {
  const percent = discountPercent(price, originalPrice);
  return (
    <p className={large ? "price price-large" : "price"}>
      <span className="price-now">
        {percent > 0 ? <span className="visually-hidden">{t("Now ")}</span> : null}
        {formatUsd(price)}
        <span className="price-khr"> · {formatKhr(priceKhr)}</span>
      </span>
      {percent > 0 && originalPrice ? (
        <>
          <s className="price-was">
            <span className="visually-hidden">{t("was ")}</span>
            {formatUsd(originalPrice)}
          </s>
          <span className="badge badge-sale">{t("{percent}% off", { percent })}</span>
        </>
      ) : null}
    </p>
  );
}
