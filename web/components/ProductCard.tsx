// One product in a grid: square image, category, name (the card's link), rating (from real
// reviews only) and price, with an out-of-stock badge when it cannot be ordered.
import "../styles/catalog.css";
import { Link } from "react-router-dom";
import { CATEGORY_LABELS } from "../../shared/catalog";
import { CARD_IMAGE_SIZES } from "../../shared/images";
import type { Product } from "../api/models";
import { ownerTextLang, t, withWordBreaks } from "../i18n";
import { pictureAttributes } from "../lib/pictures";
import { Price } from "./Price";
import { Rating } from "./Rating";

export const PRODUCT_IMAGE_SIZE = 600;

/** `eager`: the card is likely in the first screen, so its image loads at once and first.
 *  `compact`: the card sits in the two-per-row catalogue grid, so its picture shows smaller.
 *  `titleId`: the id of its name's heading, for a control beside the card that names it. */
export function ProductCard({
  product,
  eager = false,
  compact = false,
  titleId,
}: {
  product: Product;
  eager?: boolean;
  compact?: boolean;
  titleId?: string;
}) {
  return (
    <article className={product.inStock ? "product-card" : "product-card is-out-of-stock"}>
      <div className="product-card-media">
        <img
          className="product-card-image"
          {...pictureAttributes(product.image, CARD_IMAGE_SIZES[compact ? "compact" : "grid"])}
          alt=""
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
        />
        {product.inStock ? null : (
          <span className="badge badge-muted product-card-stock">{t("Out of stock")}</span>
        )}
      </div>
      <div className="product-card-body">
        <p className="product-card-category">{t(CATEGORY_LABELS[product.category] ?? product.category)}</p>
        <h3 className="product-card-title" id={titleId}>
          <Link
            to={`/product/${product.id}`}
            className="product-card-link"
            lang={ownerTextLang(product.name)}
          >
            {withWordBreaks(product.name)}
          </Link>
        </h3>
        <Rating value={product.rating} reviews={product.reviewCount} />
        <Price price={product.price} priceKhr={product.priceKhr} originalPrice={product.originalPrice} />
      </div>
    </article>
  );
}
