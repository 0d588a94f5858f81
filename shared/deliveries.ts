// The Deliveries board (docs/decisions/039): one shop date's orders grouped by slot, against each
// slot's capacity. Plain TypeScript so the dashboard can type it without the validators.
import type { OrderWire } from "./schemas";

export interface DeliverySlotWire {
  id: string;
  label: string;
  start: string;
  end: string;
  /** From the settings; null for a slot the settings no longer have (orders kept their copy). */
  capacity: number | null;
  /** How many orders (not cancelled) hold the slot: orders.length. */
  booked: number;
  /** Not cancelled, by id. */
  orders: OrderWire[];
}

/** GET /api/admin/deliveries?date=YYYY-MM-DD */
export interface DeliveriesAnswer {
  date: string;
  /** The shop's date now, so the board can offer "Today". */
  today: string;
  previous_date: string;
  next_date: string;
  /** The settings' slots in order, then slots found only on the date's orders (by start). */
  slots: DeliverySlotWire[];
}
