// An order's money (docs/decisions/024-order-total.md): the total the server stores and the order form
// shows live come from this one function; riel are rounded to the nearest 100.

/** Dollars (as served) to whole cents (as stored), and back. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;

/**
 * The total an order costs, in cents: the chosen size's price, plus each add-on, plus the
 * delivery area's fee. Inputs are whole cents (as stored; the order form turns the served
 * dollars into cents with toCents first), so no sum of floats leaks a fraction of a cent.
 */
export function orderTotalCents(lines: {
  sizeCents: number;
  addOnCents: readonly number[];
  feeCents: number;
}): number {
  return lines.sizeCents + lines.addOnCents.reduce((sum, cents) => sum + cents, 0) + lines.feeCents;
}

/** Dollars in riel at the owner's rate, rounded to the nearest 100 riel. */
export function toKhr(usd: number, rate: number): number {
  return Math.round((usd * rate) / 100) * 100;
}
