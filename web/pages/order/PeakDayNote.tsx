// The chosen date is a peak day (docs/decisions/072): its name and surcharge, and how many of
// this bouquet are left for it when few are, or that it is sold out for the day, said by name.
// Kept in a live region so a change of date is announced.
import { PEAK_TEXT, type PeakDayWire } from "../../../shared/peak-days";
import { PeakLeft } from "../../components/PeakLeft";
import { ownerTextLang, t } from "../../i18n";
import { formatUsd } from "../../lib/format";

/** `left`: how many of the bouquet may still be ordered for the day; undefined when it has no limit. */
export function PeakDayNote({ peak, left }: { peak: PeakDayWire | undefined; left: number | undefined }) {
  return (
    <div className="peak-day-note" aria-live="polite">
      {peak ? (
        <p className="alert alert-info">
          <span lang={ownerTextLang(peak.name)}>
            {peak.surcharge > 0
              ? t(PEAK_TEXT.onDay, { name: peak.name, amount: formatUsd(peak.surcharge) })
              : t(PEAK_TEXT.onDayFree, { name: peak.name })}
          </span>
        </p>
      ) : null}
      {peak && left !== undefined ? <PeakLeft day={{ date: peak.date, left }} /> : null}
    </div>
  );
}
