// An order's money (docs/decisions/024-order-total.md): the total the server stores and the order form
// shows live come from this one function; riel are rounded to the nearest 100.

/** Dollars (as served) to whole cents (as stored), and back. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;

/**
 * The total an order costs, in cents: the chosen size's price, plus each add-on, plus the
 * delivery area's fee, plus a peak day's surcharge (docs/decisions/072). Inputs are whole cents (as stored; the order form turns the served
 * dollars into cents with toCents first), so no sum of floats leaks a fraction of a cent.
 */
export function orderTotalCents(lines: {
  sizeCents: number;
  addOnCents: readonly number[];
  feeCents: number;
  /** 0 (or left out) on any day that is not a peak day */
  surchargeCents?: number;
}): number {
  const addOns = lines.addOnCents.reduce((sum, cents) => sum + cents, 0);
  return lines.sizeCents + addOns + lines.feeCents + (lines.surchargeCents ?? 0);
}

/** Dollars in riel at the owner's rate, rounded to the nearest 100 riel. */
export function toKhr(usd: number, rate: number): number {
  return Math.round((usd * rate) / 100) * 100;
}
