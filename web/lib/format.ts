// Money (shared/money.ts) and dates as the shop shows them to customers and to the owner ("$1,234.50", "៛4,100",
// "5 Mar 2026" with the time where it matters, in the shop's own clock where both sides must read
// the same time). One Intl formatter each; plain functions with no admin code, so the storefront
// can import them.

import { formatShopTime } from "../../shared/delivery-format";

export { formatKhr, formatUsd } from "../../shared/money";

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "5 Mar 2026" (the raw text when it is not a date). */
export function formatDate(value: string): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : value;
}

/** "5 Mar 2026, 14:03" (the raw text when it is not a date). */
export function formatDateTime(value: string): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : value;
}

/** "5 Mar 2026, 19:00 (Siem Reap time)": the shop's clock, wherever the reader's device is set (the raw text when it is not a date). */
export function formatShopDateTime(value: string): string {
  return parse(value) ? `${formatShopTime(value)} (Siem Reap time)` : value;
}
