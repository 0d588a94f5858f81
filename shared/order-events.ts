// An order's timeline (docs/decisions/039): every change of status or payment and every note the
// owner writes, with who and from where. Plain TypeScript so the dashboard can show it
// without downloading the validators.

export const ORDER_EVENT_KINDS = ["status", "payment", "note"] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** Where a change came from: the admin dashboard, a tap in the shop's Telegram chat, or
 *  PayWay's confirmation of a payment (docs/decisions/052). */
export const ORDER_EVENT_SOURCES = ["dashboard", "telegram", "payway"] as const;
export type OrderEventSource = (typeof ORDER_EVENT_SOURCES)[number];

/** The longest note the owner may write on an order. */
export const ORDER_NOTE_MAX = 1000;

/** One line of an order's timeline (GET /api/admin/orders/:id/events, POST …/notes). */
export interface OrderEventWire {
  id: number;
  order_id: number;
  kind: OrderEventKind;
  /** status: order statuses; payment: payment statuses; note: null. */
  from: string | null;
  to: string | null;
  /** The note's text (kind note), else null. */
  note: string | null;
  /** The admin's name, or the Telegram user's "First (@username)". */
  actor_name: string;
  source: OrderEventSource;
  created_at: string;
}

/** GET /api/admin/orders/:id/events: oldest first. */
export interface OrderEventsAnswer {
  events: OrderEventWire[];
}
