// A price in USD with, when discounted, the struck-through original and a percent-off badge.
import { discountPercent } from "../../shared/catalog";
import { formatUsd } from "../lib/format";

export function Price({
  price,
  originalPrice,
  large = false,
}: {
  price: number;
  originalPrice: number | null;
  large?: boolean;
}) {
  const percent = discountPercent(price, originalPrice);
  return (
    <p className={large ? "price price-large" : "price"}>
      <span className="price-now">
        {percent > 0 ? <span className="visually-hidden">Now </span> : null}
        {formatUsd(price)}
      </span>
      {percent > 0 && originalPrice ? (
        <>
          <s className="price-was">
            <span className="visually-hidden">was </span>
            {formatUsd(originalPrice)}
          </s>
          <span className="badge badge-sale">{percent}% off</span>
        </>
      ) : null}
    </p>
  );
}
