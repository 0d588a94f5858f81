// Scales and short labels the Dashboard's charts share.
import { formatDayParts, formatShopDate } from "../../lib/delivery-format";
import { formatCount, formatUsd } from "../../lib/format";

/** The round number a chart's axis ends at: the smallest 1, 2, 2.5 or 5 × 10ⁿ at or above
 *  `value` (whole numbers only with `whole`, for counts). 1 when there is nothing to draw. */
export function niceCeil(value: number, whole = false): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const steps = whole && power < 10 ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const step = steps.find((s) => s * power >= value) ?? 10;
  return Math.max(whole ? 1 : 0, step * power);
}

/** "$250" for an axis, "$12.50" when it has cents. */
export const axisUsd = (amount: number) => formatUsd(amount).replace(/\.00$/, "");

/** "25 Nov" */
export const dayMonth = (date: string) => formatDayParts(date).dayMonth;

/** "Wed, 25 Nov 2026" */
export const longDay = (date: string) => formatShopDate(date);

/** "1 order", "1,234 orders" */
export const ordersText = (count: number) => `${formatCount(count)} ${count === 1 ? "order" : "orders"}`;
