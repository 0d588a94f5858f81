// One chart of the Dashboard: a heading, the picture (an image to assistive technology, named
// by a one-sentence summary), and the same numbers as a table the owner can open.
import { type ReactNode, useId } from "react";

export function ChartCard({
  title,
  lead,
  note,
  summary,
  table,
  children,
  scrolls = false,
}: {
  title: string;
  /** Text before the picture, read as text (totals, a legend). */
  lead?: ReactNode;
  /** A muted line under the heading ("Last 30 days"). */
  note?: ReactNode;
  /** What the picture shows, in a sentence: its accessible name. */
  summary: string;
  /** The numbers drawn, as a <table>. */
  table: ReactNode;
  /** The picture, drawn inside the role="img" box. */
  children: ReactNode;
  /** The picture keeps its size and scrolls sideways in its box when the card is narrower:
   *  it takes the focus then, so the keyboard can scroll it too. */
  scrolls?: boolean;
}) {
  const titleId = useId();
  return (
    <section className="card admin-chart" aria-labelledby={titleId}>
      <div className="admin-section-head">
        <h2 id={titleId}>{title}</h2>
        {note ? <p className="admin-chart-note">{note}</p> : null}
      </div>
      {lead}
      <div
        role="img"
        aria-label={summary}
        className={`admin-chart-picture${scrolls ? " admin-chart-scroll" : ""}`}
        // a box that scrolls must take the focus, so the keyboard can scroll it
        tabIndex={scrolls ? 0 : undefined}
      >
        {children}
      </div>
      <details className="admin-chart-numbers">
        <summary>Show the numbers</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls in its box, which must take the focus for the keyboard to scroll it */}
        <section className="table-wrap" aria-label={`${title}: the numbers`} tabIndex={0}>
          {table}
        </section>
      </details>
    </section>
  );
}

/** A chart's table: a caption naming it, column headings, one row per item. */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  /** Each row's key and cells; the first cell is the row's heading. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <table className="table admin-chart-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
