// Deliveries (florist.md §7): one shop date at a time (today unless the URL says `date=`),
// its orders grouped by slot in the order of the day with each slot's bookings against its
// capacity, every order's next status step in place, and its ticket to print, alone or with
// the whole day's.
import "./deliveries/deliveries.css";
import "../components/order-florist.css";
import "./orders.css";
import { useId, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { isValidDate, shopToday } from "../../shared/delivery";
import type { Order } from "../api/models";
import { api, read } from "../api/rpc";
import { useResource } from "../hooks/useResource";
import { formatShopDate, formatSlot } from "../lib/delivery-format";
import { type DeliveryDay, type DeliverySlot, dayApi } from "./dayApi";
import { DayNav } from "./deliveries/DayNav";
import { DeliveryCard } from "./deliveries/DeliveryCard";
import { DeliveryTickets } from "./deliveries/DeliveryTickets";
import { usePrintTickets } from "./deliveries/usePrintTickets";
import { LoadBanner } from "./LoadBanner";
import { useOrderChanges } from "./useOrderChanges";

const deliveries = (count: number) => (count === 1 ? "1 delivery" : `${count} deliveries`);

/** Orders still to be made and delivered: a cancel made on the board keeps its card, not its place. */
const booked = (orders: readonly Order[]) => orders.filter((order) => order.status !== "cancelled");

interface SlotProps {
  slot: DeliverySlot;
  busy: ReadonlySet<number>;
  onChange: (order: Order, to: Order["status"]) => void;
  onPrint: (id: number) => void;
}

function DeliverySlotSection({ slot, busy, onChange, onPrint }: SlotProps) {
  const titleId = useId();
  const count = booked(slot.orders).length;
  const full = slot.capacity !== null && count >= slot.capacity;
  return (
    <section className="delivery-slot" aria-labelledby={titleId}>
      <div className="admin-section-head delivery-slot-head">
        <h3 id={titleId}>{formatSlot(slot.label, slot.start, slot.end)}</h3>
        <span className={`delivery-slot-count${full ? " delivery-slot-full" : ""}`}>
          {slot.capacity === null
            ? `${count} booked (slot no longer offered)`
            : `${count} / ${slot.capacity} booked`}
        </span>
      </div>
      {slot.orders.length > 0 ? (
        <ul className="delivery-list">
          {slot.orders.map((order) => (
            <li key={order.id}>
              <DeliveryCard
                order={order}
                busy={busy.has(order.id)}
                onChange={(to) => onChange(order, to)}
                onPrint={() => onPrint(order.id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted delivery-slot-empty">No deliveries in this slot.</p>
      )}
    </section>
  );
}

const replaceIn = (day: DeliveryDay, saved: Order): DeliveryDay => ({
  ...day,
  slots: day.slots.map((slot) => ({
    ...slot,
    orders: slot.orders.map((order) => (order.id === saved.id ? saved : order)),
  })),
});

export function DeliveriesTab() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("date");
  const wanted = asked && isValidDate(asked) ? asked : null;
  const { state, update } = useResource(() => dayApi.deliveries(wanted), [wanted]);
  // The owner's riel rate, for what a driver collects; the tickets print dollars alone without it.
  const { state: shop } = useResource(() => read(api.shop.$get()), []);
  const rate = shop.status === "ready" ? shop.data.exchange_rate_khr : null;
  const { busy, changeStatus } = useOrderChanges((saved) => update((day) => replaceIn(day, saved)));
  const [only, print] = usePrintTickets();
  // The device's idea of the shop's today, until the server says (the date input needs one).
  const [deviceToday] = useState(() => shopToday(new Date()));

  const day = state.status === "ready" ? state.data : null;
  const today = day?.today ?? deviceToday;
  const date = day?.date ?? wanted ?? today;
  const orders = day ? day.slots.flatMap((slot) => booked(slot.orders)) : [];

  const showDate = (next: string) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      if (next === today) query.delete("date");
      else query.set("date", next);
      return query;
    });

  return (
    <section className="deliveries" aria-labelledby="deliveries-title">
      <div className="admin-section-head">
        <h2 id="deliveries-title">Deliveries</h2>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={orders.length === 0}
          onClick={() => print(null)}
        >
          Print all tickets
        </button>
      </div>
      <DayNav date={date} today={today} onDate={showDate} />
      <p className="admin-count delivery-summary" role="status">
        {day
          ? `${formatShopDate(day.date)}${day.date === day.today ? " (today)" : ""}: ${deliveries(orders.length)}`
          : null}
      </p>
      {day ? (
        <>
          {day.slots.map((slot) => (
            <DeliverySlotSection
              key={slot.id}
              slot={slot}
              busy={busy}
              onChange={changeStatus}
              onPrint={print}
            />
          ))}
          {day.slots.length === 0 ? <p className="text-muted">No delivery slots are set up.</p> : null}
          <DeliveryTickets
            orders={only === null ? orders : orders.filter((order) => order.id === only)}
            rate={rate}
          />
        </>
      ) : (
        <LoadBanner state={state} />
      )}
    </section>
  );
}
