// The product being ordered, beside the order form: picture, name, price with any
// discount, and the free same-day delivery the shop offers in its city.
import { CATEGORY_LABELS, formatUsd } from "../../../shared/catalog";
import { DEFAULT_CITY } from "../../../shared/orders";
import type { Product } from "../../api/models";
import { Price } from "../Price";

export function OrderSummary({ product }: { product: Product }) {
  return (
    <section className="card order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary-title">
        Order summary
      </h2>
      <div className="order-summary-product">
        <img src={product.image} alt="" width={96} height={96} className="order-summary-image" />
        <div>
          <p className="text-muted order-summary-category">{CATEGORY_LABELS[product.category]}</p>
          <p className="order-summary-name">{product.name}</p>
          <Price price={product.price} originalPrice={product.originalPrice} />
        </div>
      </div>
      <dl className="order-summary-lines">
        <div>
          <dt>Delivery</dt>
          <dd className="order-summary-free">Free same-day in {DEFAULT_CITY}</dd>
        </div>
        <div className="order-summary-total">
          <dt>Total</dt>
          <dd>{formatUsd(product.price)}</dd>
        </div>
      </dl>
      <p className="order-summary-note">
        Nothing is charged online: we arrange payment with you after you order.
      </p>
    </section>
  );
}
