// Order statuses and the only transitions the shop allows (docs/decisions/014-order-status-transitions.md),
// and how a person reads each: `shipped` stays the wire value, but a moto ride is "Out for delivery".

export const ORDER_STATUSES = ["pending", "confirmed", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  shipped: "Out for delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["shipped", "cancelled"],
  shipped: ["delivered", "cancelled"],
  delivered: [],
  cancelled: [],
};

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Delivered and cancelled: nothing follows them, so the dashboard asks once more before either. */
export const isFinalStatus = (status: OrderStatus): boolean => NEXT[status].length === 0;

export const DEFAULT_CITY = "Siem Reap";
export const RECENT_ITEMS_COUNT = 5;
