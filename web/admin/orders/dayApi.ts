// The owner's day as the dashboard calls it: one date's deliveries by slot, and an order's
// timeline with the notes the owner adds, mapped to the web app's camelCase models.
import type { OrderEventKind, OrderEventSource, OrderEventWire } from "../../../shared/order-events";
import type { Order } from "../../api/models";
import { toOrder } from "../../api/orders";
import { api, read } from "../../api/rpc";
import { withToken } from "../api";

export interface DeliverySlot {
  id: string;
  label: string;
  start: string;
  end: string;
  /** null: a slot the settings no longer have, kept by the orders that booked it. */
  capacity: number | null;
  orders: Order[];
}

export interface DeliveryDay {
  date: string;
  today: string;
  slots: DeliverySlot[];
}

export interface OrderEvent {
  id: number;
  kind: OrderEventKind;
  from: string | null;
  to: string | null;
  note: string | null;
  actorName: string;
  source: OrderEventSource;
  createdAt: string;
}

const toEvent = (wire: OrderEventWire): OrderEvent => ({
  id: wire.id,
  kind: wire.kind,
  from: wire.from,
  to: wire.to,
  note: wire.note,
  actorName: wire.actor_name,
  source: wire.source,
  createdAt: wire.created_at,
});

const orderId = (id: number) => ({ param: { id: String(id) } });

export const dayApi = {
  /** `date` null: the shop's today, as the server reckons it. */
  deliveries: (date: string | null) =>
    withToken(async (): Promise<DeliveryDay> => {
      const answer = await read(api.admin.deliveries.$get({ query: date ? { date } : {} }));
      return {
        date: answer.date,
        today: answer.today,
        slots: answer.slots.map(({ booked: _counted, orders, ...slot }) => ({
          ...slot,
          orders: orders.map(toOrder),
        })),
      };
    }),

  orderEvents: (id: number) =>
    withToken(async () => (await read(api.admin.orders[":id"].events.$get(orderId(id)))).events.map(toEvent)),

  addNote: (id: number, note: string) =>
    withToken(async () =>
      toEvent(await read(api.admin.orders[":id"].notes.$post({ ...orderId(id), json: { note } }))),
    ),
};
