// One product in the admin list: picture, name, category, prices, stock, and its actions.
// Delete is red and set apart from the everyday buttons, because it acts at once (§2).
import { CATEGORY_LABELS, formatUsd } from "../../shared/catalog";
import type { Product } from "../api/models";

interface ProductRowProps {
  product: Product;
  busy: boolean;
  onEdit: () => void;
  onToggleStock: () => void;
  onDelete: () => void;
}

export function ProductRow({ product, busy, onEdit, onToggleStock, onDelete }: ProductRowProps) {
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
      </td>
      <td data-label="Stock">
        {product.inStock ? (
          <span className="badge badge-success">In stock</span>
        ) : (
          <span className="badge badge-danger">Out of stock</span>
        )}
      </td>
      <td className="admin-cell-actions">
        <div className="admin-actions">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={onEdit}
            disabled={busy}
            aria-label={`Edit ${product.name}`}
          >
            Edit
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm admin-btn-outline"
            onClick={onToggleStock}
            disabled={busy}
            aria-label={`${product.inStock ? "Mark out of stock" : "Mark in stock"}: ${product.name}`}
          >
            {product.inStock ? "Mark out of stock" : "Mark in stock"}
          </button>
          <button
            type="button"
            className="btn btn-danger btn-sm admin-btn-apart"
            onClick={onDelete}
            disabled={busy}
            aria-label={`Delete ${product.name}`}
          >
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}
