// Horizontal bars with their names and amounts: the best sellers and the sales by category.
// Each row is the name and amount on one line and the bar under them, as long as its share of
// the longest, so a long product name wraps instead of squeezing the bar on a phone.
import { CATEGORY_LABELS } from "../../../shared/catalog";
import type { ReportCategory, ReportProduct } from "../../../shared/reports";
import { formatCount, formatUsd } from "../../lib/format";
import { ChartCard, ChartTable } from "./ChartCard";
import { ordersText } from "./chartScale";

interface BarRow {
  key: string;
  name: string;
  revenue: number;
  orders: number;
}

export function BarList({ rows }: { rows: readonly BarRow[] }) {
  const max = Math.max(0, ...rows.map((row) => row.revenue));
  return (
    <div className="bar-list">
      {rows.map((row) => (
        <div key={row.key} className="bar-row">
          <span className="bar-name">{row.name}</span>
          <span className="bar-amount">
            {formatUsd(row.revenue)} <span className="bar-orders">· {ordersText(row.orders)}</span>
          </span>
          <span className="bar-track">
            <span className="bar-fill" style={{ width: `${max > 0 ? (row.revenue / max) * 100 : 0}%` }} />
          </span>
        </div>
      ))}
    </div>
  );
}

/** "Red Roses, $450.00; Lilies, $120.00" */
const listed = (rows: readonly BarRow[]) =>
  rows.map((row) => `${row.name}, ${formatUsd(row.revenue)}`).join("; ");

function BarChart({
  title,
  range,
  rows,
  summary,
  empty,
  nameColumn,
}: {
  title: string;
  range: number;
  rows: readonly BarRow[];
  summary: string;
  empty: string;
  nameColumn: string;
}) {
  return (
    <ChartCard
      title={title}
      note={`Last ${range} days`}
      summary={rows.length === 0 ? `${title}: ${empty}` : summary}
      table={
        <ChartTable
          caption={title}
          columns={[nameColumn, "Orders", "Revenue"]}
          rows={rows.map((row) => ({
            key: row.key,
            cells: [row.name, formatCount(row.orders), formatUsd(row.revenue)],
          }))}
        />
      }
    >
      {rows.length === 0 ? <p className="text-muted">{empty}</p> : <BarList rows={rows} />}
    </ChartCard>
  );
}

/** The first and the last of the list: the whole list is in the table. */
function bestSellersSummary(rows: readonly BarRow[], range: number): string {
  const [first, last] = [rows[0], rows[rows.length - 1]];
  if (!first || !last) return "";
  const top = `${first.name}, ${formatUsd(first.revenue)} from ${ordersText(first.orders)}`;
  if (rows.length === 1) return `Best seller of the last ${range} days: ${top}.`;
  return (
    `The ${rows.length} best sellers by revenue, last ${range} days: first ${top}; ` +
    `last ${last.name}, ${formatUsd(last.revenue)}.`
  );
}

export function BestSellers({ products, range }: { products: readonly ReportProduct[]; range: number }) {
  const rows = products.map((product) => ({
    key: String(product.product_id),
    name: product.name,
    revenue: product.revenue,
    orders: product.orders,
  }));
  return (
    <BarChart
      title="Best sellers"
      range={range}
      rows={rows}
      nameColumn="Product"
      empty="No products sold in this period."
      summary={bestSellersSummary(rows, range)}
    />
  );
}

export function SalesByCategory({
  categories,
  range,
}: {
  categories: readonly ReportCategory[];
  range: number;
}) {
  const rows = categories.map((row) => ({
    key: row.category,
    name: CATEGORY_LABELS[row.category] ?? row.category,
    revenue: row.revenue,
    orders: row.orders,
  }));
  return (
    <BarChart
      title="Sales by category"
      range={range}
      rows={rows}
      nameColumn="Category"
      empty="No sales in this period."
      summary={`Revenue by category, last ${range} days: ${listed(rows)}.`}
    />
  );
}
