// The Dashboard's charts under its numbers: the period picker (30 or 90 days, kept in the URL),
// revenue and orders per day, the best sellers and the sales by category over that period, and
// how full the delivery slots of the next two weeks are. Grey shapes while the first report
// loads; the last one stays, dimmed, while another period loads.
import { REPORT_RANGES } from "../../../shared/reports";
import { Skeleton } from "../../components/Skeleton";
import { LoadBanner } from "../LoadBanner";
import { BestSellers, SalesByCategory } from "./BarList";
import { RevenueChart } from "./RevenueChart";
import type { useReports } from "./reportsApi";
import { SlotHeatStrip } from "./SlotHeatStrip";
import "./charts.css";

function RangePicker({ reports }: { reports: ReturnType<typeof useReports> }) {
  return (
    <fieldset className="admin-range">
      <legend>Period</legend>
      {REPORT_RANGES.map((days) => (
        <label key={days}>
          <input
            type="radio"
            name="report-range"
            value={days}
            checked={reports.range === days}
            onChange={() => reports.setRange(days)}
          />
          <span>Last {days} days</span>
        </label>
      ))}
    </fieldset>
  );
}

function ChartsSkeleton() {
  return (
    <div className="admin-charts-skeleton" role="status">
      <span className="visually-hidden">Loading the charts…</span>
      <Skeleton height="18rem" />
      <Skeleton height="14rem" />
      <Skeleton height="14rem" />
      <Skeleton height="10rem" />
    </div>
  );
}

export function OwnerCharts({ reports }: { reports: ReturnType<typeof useReports> }) {
  const { state, shown, reload } = reports;
  return (
    <div className="admin-charts" aria-busy={state.status === "loading" || undefined}>
      <RangePicker reports={reports} />
      {shown ? (
        <>
          <RevenueChart days={shown.answer.days} range={shown.range} />
          <div className="admin-charts-pair">
            <BestSellers products={shown.answer.top_products} range={shown.range} />
            <SalesByCategory categories={shown.answer.by_category} range={shown.range} />
          </div>
          <SlotHeatStrip slots={shown.answer.slots} />
        </>
      ) : state.status === "failed" ? (
        <div className="admin-charts-failed">
          <LoadBanner state={state} />
          <button type="button" className="btn btn-secondary btn-sm" onClick={reload}>
            Try again
          </button>
        </div>
      ) : (
        <ChartsSkeleton />
      )}
    </div>
  );
}
