// Slot fullness for the next two weeks: one row per delivery slot, one cell per date, shaded by
// how much of the slot is booked, with the count written in it ("3/20"); a slot closed that day (a
// closed date, no capacity) is hatched. The strip keeps a readable cell size and scrolls sideways in
// its own box on a phone; every cell names its date, slot and count on hover.
import type { CSSProperties } from "react";
import type { ReportSlot } from "../../../shared/reports";
import { formatDayParts } from "../../lib/delivery-format";
import { ChartCard, ChartTable } from "./ChartCard";
import { dayMonth, longDay } from "./chartScale";

/** A slot that takes orders that day: the date not closed, some capacity. */
const isOpen = (cell: ReportSlot) => !cell.closed && cell.capacity > 0;

/** "3 of 20 booked"; "Closed" when the slot takes no orders that day (with what it still
 *  holds from before it closed). */
export function fullnessText(cell: ReportSlot | undefined): string {
  if (!cell) return "Not offered";
  if (!isOpen(cell)) return cell.booked > 0 ? `Closed, ${cell.booked} booked` : "Closed";
  return `${cell.booked} of ${cell.capacity} booked`;
}

/** The shade step of a cell: 0 nothing booked … 4 full. */
export function fullnessLevel(cell: ReportSlot): 0 | 1 | 2 | 3 | 4 {
  if (cell.booked <= 0) return 0;
  const share = cell.booked / cell.capacity;
  if (share >= 1) return 4;
  if (share >= 0.8) return 3;
  if (share >= 0.5) return 2;
  return 1;
}

const LEGEND = [
  { level: 0, text: "None booked" },
  { level: 1, text: "Under half" },
  { level: 2, text: "Half or more" },
  { level: 3, text: "80% or more" },
  { level: 4, text: "Full" },
] as const;

/** The strip's rows (each slot with its name) and columns, in the answer's order, and each
 *  cell by date and slot. */
function grid(slots: readonly ReportSlot[]) {
  const dates = [...new Set(slots.map((cell) => cell.date))];
  const rows = [...new Map(slots.map((cell) => [cell.slot, cell.label])).entries()].map(([id, name]) => ({
    id,
    name,
  }));
  const cells = new Map(slots.map((cell) => [`${cell.date} ${cell.slot}`, cell]));
  return { dates, rows, cell: (date: string, id: string) => cells.get(`${date} ${id}`) };
}

/** The picture's name: the period, full slots, bookings against capacity and the busiest slot. */
export function slotSummary(slots: readonly ReportSlot[]): string {
  const [first, last] = [slots[0], slots[slots.length - 1]];
  if (!first || !last) return "Slot fullness: no delivery slots are set up.";
  const period = `${dayMonth(first.date)} to ${dayMonth(last.date)}`;
  const open = slots.filter(isOpen);
  const busiest = open.reduce<ReportSlot | null>(
    (a, b) => (!a || b.booked / b.capacity > a.booked / a.capacity ? b : a),
    null,
  );
  if (!busiest) return `Slot fullness, ${period}: every slot is closed.`;
  const full = open.filter((cell) => cell.booked >= cell.capacity).length;
  const booked = open.reduce((sum, cell) => sum + cell.booked, 0);
  const capacity = open.reduce((sum, cell) => sum + cell.capacity, 0);
  const closed = slots.length - open.length;
  return (
    `Slot fullness, ${period}: ${booked} of ${capacity} places booked, ${full} of ${open.length} slots full` +
    `${closed > 0 ? `, ${closed} closed` : ""}.` +
    (busiest.booked > 0
      ? ` Busiest: ${longDay(busiest.date)}, ${busiest.label}, ${fullnessText(busiest)}.`
      : "")
  );
}

/** One cell of the strip: its shade, its count, its date, slot and count on hover. */
function SlotCell({ date, name, found }: { date: string; name: string; found: ReportSlot | undefined }) {
  const open = found && isOpen(found);
  const title = `${longDay(date)}, ${name}: ${fullnessText(found)}`;
  return (
    <span className={`slot-cell slot-cell-${open ? fullnessLevel(found) : "closed"}`} title={title}>
      {open ? `${found.booked}/${found.capacity}` : found?.booked ? found.booked : "–"}
    </span>
  );
}

export function SlotHeatStrip({ slots }: { slots: readonly ReportSlot[] }) {
  const { dates, rows, cell } = grid(slots);
  return (
    <ChartCard
      title="Slot fullness"
      note="Today and the next 13 days"
      scrolls
      summary={slotSummary(slots)}
      lead={
        <ul className="slot-legend" aria-label="Shades">
          {LEGEND.map((item) => (
            <li key={item.level}>
              <span className={`chart-key slot-cell-${item.level}`} />
              {item.text}
            </li>
          ))}
          <li>
            <span className="chart-key slot-cell-closed" />
            Closed
          </li>
        </ul>
      }
      table={
        <ChartTable
          caption="Bookings per slot and date"
          columns={["Date", ...rows.map((row) => row.name)]}
          rows={dates.map((date) => ({
            key: date,
            cells: [longDay(date), ...rows.map((row) => fullnessText(cell(date, row.id)))],
          }))}
        />
      }
    >
      {rows.length === 0 ? (
        <p className="text-muted">No delivery slots are set up.</p>
      ) : (
        <div className="slot-strip" style={{ "--slot-days": dates.length } as CSSProperties}>
          <span />
          {dates.map((date) => (
            <span key={date} className="slot-strip-date">
              <span className="slot-strip-weekday">{formatDayParts(date).weekday}</span> {dayMonth(date)}
            </span>
          ))}
          {rows.map((row) => [
            <span key={row.id} className="slot-strip-name">
              {row.name}
            </span>,
            ...dates.map((date) => (
              <SlotCell key={`${date} ${row.id}`} date={date} name={row.name} found={cell(date, row.id)} />
            )),
          ])}
        </div>
      )}
    </ChartCard>
  );
}
