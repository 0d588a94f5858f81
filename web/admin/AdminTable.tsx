// The table of an admin list: scrolls sideways on narrow screens, has a caption for screen
// readers and one head per column (a column such as Actions is named for them only), or,
// with no rows to show, says so instead. While the rows are being replaced (new filters) it is
// marked busy and dimmed, the old rows still in place.
import type { ReactNode } from "react";

type Column = string | { hidden: string };

export interface AdminTableProps {
  /** Extra class naming the list, e.g. "admin-orders" (column widths live on it). */
  className: string;
  caption: string;
  columns: readonly Column[];
  /** Shown instead of the table when there are no rows, e.g. "No orders match.". */
  empty: string | null;
  /** The rows are about to be replaced by a new load. */
  busy?: boolean;
  children: ReactNode;
}

export function AdminTable({ className, caption, columns, empty, busy = false, children }: AdminTableProps) {
  if (empty !== null) {
    return (
      <p className={busy ? "empty-state admin-refreshing" : "empty-state"} aria-busy={busy}>
        {empty}
      </p>
    );
  }
  return (
    <div className={`table-wrap admin-table-wrap${busy ? " admin-refreshing" : ""}`} aria-busy={busy}>
      <table className={`table admin-table ${className}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.hidden} scope="col">
                  <span className="visually-hidden">{column.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
