// How many of a bouquet are left for a peak day (docs/decisions/072): "12 left for 14 February"
// once PEAK_FEW_LEFT or fewer are, "Sold out for 14 February" once none is; nothing while more
// are. The product page lists its coming peak days this way, the order form the chosen one.
import "./peak-left.css";
import { PEAK_FEW_LEFT, PEAK_TEXT, type PeakLeftWire } from "../../shared/peak-days";
import { t } from "../i18n";
import { formatDayMonth } from "../lib/delivery-format";

const isFew = (day: PeakLeftWire) => day.left <= PEAK_FEW_LEFT;

const leftText = ({ date, left }: PeakLeftWire) => {
  const day = formatDayMonth(date);
  return left === 0 ? t(PEAK_TEXT.soldOut, { date: day }) : t(PEAK_TEXT.left, { count: left, date: day });
};

export function PeakLeft({ day }: { day: PeakLeftWire }) {
  if (!isFew(day)) return null;
  return <p className={`peak-left${day.left === 0 ? " peak-sold-out" : ""}`}>{leftText(day)}</p>;
}

/** The product page's coming peak days with few or none left. */
export function PeakLeftList({ days }: { days: readonly PeakLeftWire[] }) {
  const few = days.filter(isFew);
  if (few.length === 0) return null;
  return (
    <ul className="peak-left-list">
      {few.map((day) => (
        <li key={day.date} className={`peak-left${day.left === 0 ? " peak-sold-out" : ""}`}>
          {leftText(day)}
        </li>
      ))}
    </ul>
  );
}
