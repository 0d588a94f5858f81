// One product in the admin list: picture, name, category, prices (with the deluxe and
// premium sizes it is offered in), stock, and its actions.
import { CATEGORY_LABELS, formatUsd } from "../../shared/catalog";
import { SIZE_LABELS } from "../../shared/sizes";
import type { AdminProduct } from "./api";
import { CatalogueRowActions, StockBadge } from "./CatalogueRowActions";

interface ProductRowProps {
  product: AdminProduct;
  busy: boolean;
  onEdit: () => void;
  onToggleStock: () => void;
  onDelete: () => void;
}

export function ProductRow({ product, busy, onEdit, onToggleStock, onDelete }: ProductRowProps) {
  const sizes = [
    product.deluxePrice === null ? null : `${SIZE_LABELS.deluxe} ${formatUsd(product.deluxePrice)}`,
    product.premiumPrice === null ? null : `${SIZE_LABELS.premium} ${formatUsd(product.premiumPrice)}`,
  ].filter(Boolean);
  return (
    <tr className="admin-product-row">
      <td className="admin-cell-image">
        <img src={product.image} alt="" width={56} height={56} loading="lazy" />
      </td>
      <th scope="row" className="admin-cell-title">
        {product.name}
      </th>
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
      <td data-label="Stock">
        <StockBadge inStock={product.inStock} />
      </td>
      <CatalogueRowActions
        name={product.name}
        inStock={product.inStock}
        busy={busy}
        onEdit={onEdit}
        onToggleStock={onToggleStock}
        onDelete={onDelete}
      />
    </tr>
  );
}
