// Revenue and orders per day: one column per day, the paid part of its revenue at the foot and
// what is still unpaid stacked on top, with the day's orders in a short strip beneath on the
// same days. The SVGs stretch to the card's width (viewBox, no fixed aspect); the axis labels
// are HTML, so they keep their size on a phone.
import type { ReactNode } from "react";
import type { ReportDay } from "../../../shared/reports";
import { formatCount, formatUsd } from "../../lib/format";
import { ChartCard, ChartTable } from "./ChartCard";
import { axisUsd, dayMonth, longDay, niceCeil, ordersText } from "./chartScale";

const COLUMN = 10;
const BAR = 7;
const HEIGHT = 100;
const ORDERS_HEIGHT = 40;

function totals(days: readonly ReportDay[]) {
  let revenue = 0;
  let paid = 0;
  let orders = 0;
  let best: ReportDay | null = null;
  for (const day of days) {
    revenue += day.revenue;
    paid += day.paid_revenue;
    orders += day.orders;
    if (day.revenue > 0 && (!best || day.revenue > best.revenue)) best = day;
  }
  return { revenue, paid, orders, best };
}

/** The picture's name: the period, its totals and its best day. */
export function revenueSummary(days: readonly ReportDay[]): string {
  const [first, last] = [days[0], days[days.length - 1]];
  if (!first || !last) return "Revenue per day: no days to show.";
  const { revenue, paid, orders, best } = totals(days);
  const period = `${dayMonth(first.date)} to ${dayMonth(last.date)}`;
  if (!best) return `Revenue per day, ${period}: no orders.`;
  return (
    `Revenue per day, ${period}: ${formatUsd(revenue)} from ${ordersText(orders)}, ` +
    `${formatUsd(paid)} paid. Best day ${longDay(best.date)}, ${formatUsd(best.revenue)}.`
  );
}

/** Bars of `values` (one per day) scaled to `max`, `height` units tall. */
function Columns({
  values,
  max,
  height,
  className,
}: {
  values: readonly number[];
  max: number;
  height: number;
  className: string;
}) {
  return values.map((value, index) => {
    const h = (Math.max(0, value) / max) * height;
    return h > 0 ? (
      <rect
        // biome-ignore lint/suspicious/noArrayIndexKey: one column per day, in the days' order
        key={index}
        className={className}
        x={index * COLUMN + (COLUMN - BAR) / 2}
        width={BAR}
        y={height - h}
        height={h}
      />
    ) : null;
  });
}

/** A plot `width` × `height` units, stretched to its box, with lines across at its half and
 *  its top, where the axis labels sit; the labels and the table say what it shows. */
function Plot({
  width,
  height,
  className,
  children,
}: {
  width: number;
  height: number;
  className: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      focusable="false"
      aria-hidden="true"
    >
      {[0, height / 2].map((y) => (
        <line
          key={y}
          className="chart-grid"
          x1={0}
          x2={width}
          y1={y}
          y2={y}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {children}
    </svg>
  );
}

export function RevenueChart({ days, range }: { days: readonly ReportDay[]; range: number }) {
  const { revenue, paid, orders } = totals(days);
  const width = Math.max(1, days.length) * COLUMN;
  const moneyMax = niceCeil(Math.max(0, ...days.map((day) => day.revenue)));
  const ordersMax = niceCeil(Math.max(0, ...days.map((day) => day.orders)), true);
  // The first, the middle and the last day under the plot.
  const ticks = [0, Math.floor((days.length - 1) / 2), days.length - 1].flatMap((index) => days[index] ?? []);

  return (
    <ChartCard
      title="Revenue and orders per day"
      note={`Last ${range} days`}
      summary={revenueSummary(days)}
      table={
        <ChartTable
          caption="Revenue and orders per day, newest first"
          columns={["Date", "Orders", "Revenue", "Paid"]}
          rows={[...days].reverse().map((day) => ({
            key: day.date,
            cells: [
              longDay(day.date),
              formatCount(day.orders),
              formatUsd(day.revenue),
              formatUsd(day.paid_revenue),
            ],
          }))}
        />
      }
      lead={
        <>
          <dl className="chart-totals">
            <div>
              <dt>Revenue</dt>
              <dd>{formatUsd(revenue)}</dd>
            </div>
            <div>
              <dt>
                <span className="chart-key chart-key-paid" />
                Paid
              </dt>
              <dd>{formatUsd(paid)}</dd>
            </div>
            <div>
              <dt>
                <span className="chart-key chart-key-unpaid" />
                Not yet paid
              </dt>
              <dd>{formatUsd(revenue - paid)}</dd>
            </div>
            <div>
              <dt>
                <span className="chart-key chart-key-orders" />
                Orders
              </dt>
              <dd>{formatCount(orders)}</dd>
            </div>
          </dl>
          {/* the Dashboard's "Total orders" above counts every order, cancelled ones too */}
          <p className="admin-chart-note">Cancelled orders are not counted in these charts.</p>
        </>
      }
    >
      <div className="revenue-plot">
        <div className="chart-axis-y">
          <span>{axisUsd(moneyMax)}</span>
          <span>{axisUsd(moneyMax / 2)}</span>
          <span>$0</span>
        </div>
        <Plot className="revenue-bars" width={width} height={HEIGHT}>
          <Columns
            values={days.map((day) => day.revenue)}
            max={moneyMax}
            height={HEIGHT}
            className="chart-bar-unpaid"
          />
          <Columns
            values={days.map((day) => day.paid_revenue)}
            max={moneyMax}
            height={HEIGHT}
            className="chart-bar-paid"
          />
          {days.map((day, index) => (
            // A column as tall as the plot, so hovering anywhere over a day names it.
            <rect
              key={day.date}
              className="chart-hit"
              x={index * COLUMN}
              width={COLUMN}
              y={0}
              height={HEIGHT}
            >
              <title>
                {`${longDay(day.date)}: ${formatUsd(day.revenue)} (${formatUsd(day.paid_revenue)} paid), ${ordersText(day.orders)}`}
              </title>
            </rect>
          ))}
        </Plot>

        <p className="chart-strip-label">Orders per day</p>
        <div className="chart-axis-y chart-axis-orders">
          <span>{formatCount(ordersMax)}</span>
          <span>0</span>
        </div>
        <Plot className="orders-bars" width={width} height={ORDERS_HEIGHT}>
          <Columns
            values={days.map((day) => day.orders)}
            max={ordersMax}
            height={ORDERS_HEIGHT}
            className="chart-bar-orders"
          />
        </Plot>

        <div className="chart-axis-x">
          {ticks.map((day, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: first, middle and last day (a short range may repeat one)
            <span key={index}>{dayMonth(day.date)}</span>
          ))}
        </div>
      </div>
    </ChartCard>
  );
}
