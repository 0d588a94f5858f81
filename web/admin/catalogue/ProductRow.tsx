// One product in the admin list: picture, name (featured on the home page or not, the
// occasions it is tagged with), category, prices (with the deluxe and premium sizes it is
// offered in), stock, and its actions.
import { CATEGORY_LABELS } from "../../../shared/catalog";
import { OCCASION_LABELS } from "../../../shared/occasions";
import { SIZE_LABELS } from "../../../shared/sizes";
import { formatUsd } from "../../lib/format";
import type { AdminProduct } from "../api";
import { CatalogueRow, type CatalogueRowHandlers } from "./CatalogueRow";

export function ProductRow({ product, ...handlers }: CatalogueRowHandlers & { product: AdminProduct }) {
  const sizes = [
    product.deluxePrice === null ? null : `${SIZE_LABELS.deluxe} ${formatUsd(product.deluxePrice)}`,
    product.premiumPrice === null ? null : `${SIZE_LABELS.premium} ${formatUsd(product.premiumPrice)}`,
  ].filter(Boolean);
  return (
    <CatalogueRow
      item={product}
      className="admin-product-row"
      note={
        product.featured || product.occasions.length > 0 ? (
          <>
            {product.featured ? <span className="badge admin-badge-featured">Featured</span> : null}
            {product.occasions.length > 0 ? (
              <span className="admin-occasion-list">
                <span className="visually-hidden">Occasions: </span>
                {product.occasions.map((occasion) => OCCASION_LABELS[occasion]).join(", ")}
              </span>
            ) : null}
          </>
        ) : null
      }
      {...handlers}
    >
      <td data-label="Category">{CATEGORY_LABELS[product.category] ?? product.category}</td>
      <td data-label="Price">
        <span className="admin-price">{formatUsd(product.price)}</span>
        {product.originalPrice && product.discountPercentage > 0 ? (
          <>
            {" "}
            <s className="text-muted">
              <span className="visually-hidden">was </span>
              {formatUsd(product.originalPrice)}
            </s>{" "}
            <span className="badge badge-sale">-{product.discountPercentage}%</span>
          </>
        ) : null}
        {sizes.length > 0 ? <span className="admin-sub">{sizes.join(" · ")}</span> : null}
      </td>
    </CatalogueRow>
  );
}
