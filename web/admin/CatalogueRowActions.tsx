// The stock badge and the three actions of a catalogue row (products, add-ons): Edit, the
// stock toggle, and Delete, red and set apart from the everyday buttons because it acts at
// once (§2).

export function StockBadge({ inStock }: { inStock: boolean }) {
  return inStock ? (
    <span className="badge badge-success">In stock</span>
  ) : (
    <span className="badge badge-danger">Out of stock</span>
  );
}

interface CatalogueRowActionsProps {
  name: string;
  inStock: boolean;
  busy: boolean;
  onEdit: () => void;
  onToggleStock: () => void;
  onDelete: () => void;
}

export function CatalogueRowActions({
  name,
  inStock,
  busy,
  onEdit,
  onToggleStock,
  onDelete,
}: CatalogueRowActionsProps) {
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
