// One row of a catalogue list (products, add-ons): picture, name (with a note such as
// "Featured"), the cells of its own (category, prices…), its stock with the button that
// flips it, and Edit and Delete. Delete acts at once, with no prompt (docs/decisions/015),
// and offers Undo in its toast (useCatalogueList); it sits with Edit, apart from the stock
// button, so a thumb aiming at the one does not hit the other. An out-of-stock row is
// greyed and says so in its stock cell, so the state reads at a glance.
import type { ReactNode } from "react";
import "./catalogue.css";
import { pictureAttributes } from "../../lib/pictures";

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
  /** Shown under the name, e.g. the Featured badge and the occasions. */
  note?: ReactNode;
  /** The cells between the name and the stock. */
  children: ReactNode;
}

export function CatalogueRow({ item, className, note, children, ...handlers }: CatalogueRowProps) {
  const { busy, onEdit, onToggleStock, onDelete } = handlers;
  const stockAction = item.inStock ? "Mark out of stock" : "Mark in stock";
  return (
    <tr className={[className, item.inStock ? null : "admin-row-out"].filter(Boolean).join(" ")}>
      <td className="admin-cell-image">
        <img {...pictureAttributes(item.image, "56px")} alt="" width={56} height={56} loading="lazy" />
      </td>
      <th scope="row" className="admin-cell-title">
        {item.name}
        {note ? <span className="admin-row-note">{note}</span> : null}
      </th>
      {children}
      <td data-label="Stock">
        <div className="admin-stock">
          {item.inStock ? (
            <span className="badge badge-success">In stock</span>
          ) : (
            <span className="badge badge-danger">Out of stock</span>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-sm admin-btn-outline"
            onClick={onToggleStock}
            disabled={busy}
            aria-label={`${stockAction}: ${item.name}`}
          >
            {stockAction}
          </button>
        </div>
      </td>
      <td className="admin-cell-actions">
        <div className="admin-actions">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={onEdit}
            disabled={busy}
            aria-label={`Edit ${item.name}`}
          >
            Edit
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm admin-btn-cancel"
            onClick={onDelete}
            disabled={busy}
            aria-label={`Delete ${item.name}`}
          >
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}
