// One row of a catalogue list (products, add-ons): picture, name, the cells of its own
// (category, prices…), the stock badge and three actions: Edit, the stock toggle, and Delete,
// red and set apart from the everyday buttons because it acts at once, with no prompt (docs/decisions/015).
import type { ReactNode } from "react";

/** What a list gives each row: whether its item is being saved, and what its actions do. */
export interface CatalogueRowHandlers {
  busy: boolean;
  onEdit: () => void;
  onToggleStock: () => void;
  onDelete: () => void;
}

interface CatalogueRowProps extends CatalogueRowHandlers {
  item: { image: string; name: string; inStock: boolean };
  className?: string;
  /** The cells between the name and the stock. */
  children: ReactNode;
}

export function CatalogueRow({ item, className, children, ...handlers }: CatalogueRowProps) {
  return (
    <tr className={className}>
      <td className="admin-cell-image">
        <img src={item.image} alt="" width={56} height={56} loading="lazy" />
      </td>
      <th scope="row" className="admin-cell-title">
        {item.name}
      </th>
      {children}
      <td data-label="Stock">
        <StockBadge inStock={item.inStock} />
      </td>
      <RowActions name={item.name} inStock={item.inStock} {...handlers} />
    </tr>
  );
}

function StockBadge({ inStock }: { inStock: boolean }) {
  return inStock ? (
    <span className="badge badge-success">In stock</span>
  ) : (
    <span className="badge badge-danger">Out of stock</span>
  );
}

function RowActions({
  name,
  inStock,
  busy,
  onEdit,
  onToggleStock,
  onDelete,
}: CatalogueRowHandlers & { name: string; inStock: boolean }) {
  const stockAction = inStock ? "Mark out of stock" : "Mark in stock";
  return (
    <td className="admin-cell-actions">
      <div className="admin-actions">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={onEdit}
          disabled={busy}
          aria-label={`Edit ${name}`}
        >
          Edit
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm admin-btn-outline"
          onClick={onToggleStock}
          disabled={busy}
          aria-label={`${stockAction}: ${name}`}
        >
          {stockAction}
        </button>
        <button
          type="button"
          className="btn btn-danger btn-sm admin-btn-apart"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete ${name}`}
        >
          Delete
        </button>
      </div>
    </td>
  );
}
