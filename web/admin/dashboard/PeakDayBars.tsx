// The Dashboard's coming peak days (docs/decisions/072): for each, every product limit as a bar
// of its bookings so far against the limit, with the numbers in words beside it ("3 of 40
// booked · 37 left", "Sold out"), so the bar's length or colour is never the only sign.
import "./charts.css";
import { formatShopDate } from "../../../shared/delivery-format";
import type { PeakDayFigures } from "../../../shared/peak-days";
import { formatCount, formatUsd } from "../../lib/format";
import { ChartCard, ChartTable } from "./ChartCard";

type Limit = PeakDayFigures["limits"][number];

const leftOf = (limit: Limit) => Math.max(0, limit.quantity - limit.booked);

/** "3 of 40 booked · 37 left", or "40 of 40 booked · Sold out". */
const bookedText = (limit: Limit) =>
  `${formatCount(limit.booked)} of ${formatCount(limit.quantity)} booked · ${
    leftOf(limit) === 0 ? "Sold out" : `${formatCount(leftOf(limit))} left`
  }`;

function PeakDayCard({ day }: { day: PeakDayFigures }) {
  const title = `${day.name} · ${formatShopDate(day.date)}`;
  const surcharge = day.surcharge > 0 ? `Surcharge ${formatUsd(day.surcharge)} per order` : "No surcharge";
  const summary =
    day.limits.length === 0
      ? `${title}: no product limits.`
      : `${title}: ${day.limits.map((limit) => `${limit.product_name}, ${bookedText(limit)}`).join("; ")}.`;
  return (
    <ChartCard
      title={title}
      note={surcharge}
      summary={summary}
      table={
        <ChartTable
          caption={title}
          columns={["Product", "Booked", "Limit", "Left"]}
          rows={day.limits.map((limit) => ({
            key: String(limit.product_id),
            cells: [
              limit.product_name,
              formatCount(limit.booked),
              formatCount(limit.quantity),
              formatCount(leftOf(limit)),
            ],
          }))}
        />
      }
    >
      {day.limits.length === 0 ? (
        <p className="text-muted">No product limits for this day.</p>
      ) : (
        <div className="bar-list">
          {day.limits.map((limit) => (
            <div key={limit.product_id} className="bar-row">
              <span className="bar-name">{limit.product_name}</span>
              <span className="bar-amount">{bookedText(limit)}</span>
              <span className="bar-track">
                <span
                  className={`bar-fill${leftOf(limit) === 0 ? " bar-fill-full" : ""}`}
                  style={{ width: `${Math.min(100, (limit.booked / limit.quantity) * 100)}%` }}
                />
              </span>
            </div>
          ))}
        </div>
      )}
    </ChartCard>
  );
}

/** Nothing when no peak day is coming. */
export function PeakDayBars({ days }: { days: readonly PeakDayFigures[] }) {
  if (days.length === 0) return null;
  return (
    <div className="admin-peak-days">
      {days.map((day) => (
        <PeakDayCard key={day.date} day={day} />
      ))}
    </div>
  );
}
